import type { IntlShape } from 'react-intl';
import type { TNotification, TNotificationType } from '../../../../shared/contracts/notifications.ts';
import { defineMessages, type TMessageDescriptor } from '../../../../shared/i18n/define.ts';
import { notificationTextMessages } from '../../../../shared/i18n/notification-messages.ts';
import { systemValueMessages } from '../../../../shared/i18n/system-messages.ts';

/** The type names of spec section 3 (contract: Expiration, ...), and the custom ones of staff. */
export const notificationTypeMessages: Record<TNotificationType, TMessageDescriptor> = defineMessages({
  contract: { id: 'Notifications.type.contract', defaultMessage: 'Expiration' },
  contractAutoRenewal: { id: 'Notifications.type.contractAutoRenewal', defaultMessage: 'Auto-Renewal' },
  cybersecurityBulletin: { id: 'Notifications.type.cybersecurityBulletin', defaultMessage: 'Cybersecurity bulletin' },
  serviceContract: { id: 'Notifications.type.serviceContract', defaultMessage: 'Application services' },
  custom: { id: 'Notifications.type.custom', defaultMessage: 'Announcement' },
});

export const NOTIFICATION_TYPE_COLORS: Record<TNotificationType, string> = {
  contract: 'orange',
  contractAutoRenewal: 'blue',
  cybersecurityBulletin: 'red',
  serviceContract: 'teal',
  custom: 'grape',
};

const byId = new Map<string, TMessageDescriptor>(Object.values(notificationTextMessages).map((d) => [d.id, d]));

/** A notification's title and text in the reader's language (a custom one: the sender's own text). */
export function notificationText(intl: IntlShape, n: TNotification): { title: string; body: string } {
  if (n.type === 'custom') return { title: n.title ?? '', body: n.message ?? '' };
  const values: Record<string, string | number> = { ...n.params };
  const severity = systemValueMessages[String(values.severity) as keyof typeof systemValueMessages];
  if (severity) values.severity = intl.formatMessage(severity);
  if (typeof values.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(values.date))
    values.date = intl.formatDate(`${values.date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const format = (id: string | null) => {
    const d = id ? byId.get(id) : undefined;
    return d ? intl.formatMessage(d, values) : '';
  };
  return { title: format(n.titleId), body: format(n.bodyId) };
}
