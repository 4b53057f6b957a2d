import type { IntlShape } from 'react-intl';
import type { TNotification, TNotificationType } from '../../../../shared/contracts/notifications.ts';
import { defineMessages, type TMessageDescriptor } from '../../../../shared/i18n/define.ts';
import { notificationText as sharedNotificationText } from '../../../../shared/i18n/notification-text.ts';

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

/** A notification's title and text in the reader's language (shared/i18n/notification-text.ts). */
export function notificationText(intl: IntlShape, n: TNotification): { title: string; body: string } {
  return sharedNotificationText(
    {
      message: (d, values) => intl.formatMessage(d, values),
      day: (day) => intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
    },
    n,
  );
}
