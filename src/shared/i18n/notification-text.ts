import type { TNotificationType } from '../contracts/notifications.ts';
import type { TMessageDescriptor } from './define.ts';
import { notificationTextMessages } from './notification-messages.ts';
import { systemValueMessages } from './system-messages.ts';

/** How a reader's language says a message and a day (react-intl in the browser, the catalogues on the server). */
export interface TNotificationFormatter {
  message(descriptor: TMessageDescriptor, values: Record<string, string | number>): string;
  /** A calendar day (YYYY-MM-DD) in the long style of the language. */
  day(isoDay: string): string;
}

/** What a notification says, as stored: message ids and their values, or a custom one's own text. */
export interface TNotificationSource {
  type: TNotificationType;
  titleId?: string | null;
  bodyId?: string | null;
  params?: Record<string, string | number> | null;
  title?: string | null;
  message?: string | null;
}

const byId = new Map<string, TMessageDescriptor>(Object.values(notificationTextMessages).map((d) => [d.id, d]));

/**
 * A notification's title and text in the reader's language (a custom one: the sender's own text),
 * its severity and day said as that language says them: the list, its exports and the e-mails all
 * read it through here.
 */
export function notificationText(f: TNotificationFormatter, n: TNotificationSource): { title: string; body: string } {
  if (n.type === 'custom') return { title: n.title ?? '', body: n.message ?? '' };
  const values: Record<string, string | number> = { ...n.params };
  const severity = systemValueMessages[String(values.severity) as keyof typeof systemValueMessages];
  if (severity) values.severity = f.message(severity, {});
  if (typeof values.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(values.date)) values.date = f.day(values.date);
  const format = (id: string | null | undefined) => {
    const d = id ? byId.get(id) : undefined;
    return d ? f.message(d, values) : '';
  };
  return { title: format(n.titleId), body: format(n.bodyId) };
}
