import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { notifications, userAccounts, users } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TDbOrTx } from '../../platform/db.ts';
import { publishEvent, type TEventTx } from '../../platform/events.ts';
import { translate } from '../../platform/i18n.ts';
import { mailLater, mailUser, type TMailOutcome } from '../../platform/mail.ts';
import type { TNotificationType } from '../../../shared/contracts/notifications.ts';
import type { TRole } from '../../../shared/domain/accounts.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';
import { notificationTextMessages } from '../../../shared/i18n/notification-messages.ts';
import { notificationText, type TNotificationFormatter, type TNotificationSource } from '../../../shared/i18n/notification-text.ts';
import { eq, and, inArray } from 'drizzle-orm';

/** What a producer (or a send) wants said to the users of an account. */
export interface TNotice {
  accountId: string;
  type: TNotificationType;
  /** One notification per user, account and key: the same notice twice is written once. */
  dedupeKey: string;
  titleId?: string | null;
  bodyId?: string | null;
  params?: Record<string, string | number>;
  title?: string | null;
  message?: string | null;
  reference?: string | null;
  link?: string | null;
  sendId?: string | null;
  /** Only these users of the account (a send that names users); all holders of `roles` otherwise. */
  userIds?: readonly string[];
  roles: readonly TRole[];
}

/** A notification written: its id, type, user and account (to announce it and mail it). */
export interface TDelivered {
  id: string;
  type: string;
  userId: string;
  accountId: string;
  notice: TNotice;
}

/**
 * Writes the notice for every user who holds its account with one of its roles (or the users it
 * names, if they hold the account with one of the roles), skipping those who already have one with
 * the same key, and announces each new one live to its user (`notification` event). In the
 * caller's transaction. Answers what was written.
 */
export async function deliverNotice(tx: TDbOrTx, notice: TNotice): Promise<TDelivered[]> {
  const holders = and(
    eq(userAccounts.accountId, notice.accountId),
    inArray(userAccounts.role, [...notice.roles]),
    notice.userIds ? inArray(userAccounts.userId, notice.userIds.length ? [...notice.userIds] : ['00000000-0000-0000-0000-000000000000']) : undefined,
  );
  const recipients = await tx.select({ userId: userAccounts.userId }).from(userAccounts).where(holders);
  if (!recipients.length) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      recipients.map((r) => ({
        accountId: notice.accountId,
        userId: r.userId,
        type: notice.type,
        titleId: notice.titleId ?? null,
        bodyId: notice.bodyId ?? null,
        params: notice.params ?? {},
        title: notice.title ?? null,
        message: notice.message ?? null,
        reference: notice.reference ?? null,
        link: notice.link ?? null,
        dedupeKey: notice.dedupeKey,
        sendId: notice.sendId ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id, type: notifications.type, userId: notifications.userId });
  for (const row of rows)
    await publishEvent(tx as TEventTx, notice.accountId, 'notification', { id: row.id, type: row.type }, { userId: row.userId });
  return rows.map((r) => ({ ...r, accountId: notice.accountId, notice }));
}

/** How each locale says a message and a day, made once per locale (an export asks for every row). */
const formatters = new Map<TLocale, TNotificationFormatter>();
function formatterOf(locale: TLocale): TNotificationFormatter {
  let f = formatters.get(locale);
  if (!f) {
    const days = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    f = { message: (d, values) => translate(locale, d.id, values), day: (day) => days.format(new Date(`${day}T00:00:00Z`)) };
    formatters.set(locale, f);
  }
  return f;
}

/** The notice's title and text in `locale`, as the list and its exports say them. */
export function noticeText(locale: TLocale, notice: TNotificationSource): { title: string; body: string } {
  return notificationText(formatterOf(locale), notice);
}

/**
 * E-mails each delivered notification to its user, in their language, when their e-mail
 * notification setting is on (`mailUser`).
 */
export async function mailDelivered(ctx: TAppContext, delivered: readonly TDelivered[]): Promise<(TMailOutcome | 'skipped')[]> {
  if (!delivered.length) return [];
  const ids = [...new Set(delivered.map((d) => d.userId))];
  const people = await ctx.database.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      settings: users.settings,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  const m = notificationTextMessages;
  const outcomes: (TMailOutcome | 'skipped')[] = [];
  for (const d of delivered) {
    outcomes.push(
      await mailUser(ctx, byId.get(d.userId), {
        subjectId: m.mailSubject.id,
        bodyId: m.mailBody.id,
        values: (locale) => {
          const text = noticeText(locale as TLocale, d.notice);
          return {
            title: text.title,
            body: text.body,
            url: `${ctx.config.publicUrl.replace(/\/$/, '')}/${d.accountId}/Notifications`,
          };
        },
        kind: `notification.${d.type}`,
        accountId: d.accountId,
        reference: d.notice.reference ?? d.id,
      }),
    );
  }
  return outcomes;
}

/** Mails in the background: a slow or failing mail server never delays a request or a job. */
export function mailDeliveredLater(ctx: TAppContext, log: FastifyBaseLogger, delivered: readonly TDelivered[]): void {
  if (delivered.length) mailLater(log, mailDelivered(ctx, delivered), { notifications: delivered.length });
}

/** Counts the user's unread notifications of the account that are not snoozed. */
export function unreadCountSql(userId: string, accountId: string) {
  return sql<number>`(select count(*)::int from ${notifications} n
    where n.user_id = ${userId} and n.account_id = ${accountId} and not n.read
      and (n.snoozed_until is null or n.snoozed_until <= now()))`;
}
