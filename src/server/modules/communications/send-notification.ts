import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { accounts, notificationSends, userAccounts, users } from '../../db/schema/index.ts';
import { searchDocumentSql, searchText } from '../../db/search-document.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { defineListSql, optionalTextSort } from '../../platform/list/list-definition.ts';
import { AppError } from '../../platform/app-error.ts';
import type { TAuth } from '../../platform/session-context.ts';
import type {
  TNotificationRecipient,
  TNotificationSendRequest,
} from '../../../shared/contracts/notifications.ts';
import { notificationSendList, SEND_MESSAGE_MAX, SEND_TITLE_MAX } from '../../../shared/contracts/notifications.ts';
import type { TFieldError } from '../../../shared/errors.ts';
import type { TRole } from '../../../shared/domain/accounts.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { notificationValidationMessages as nm } from '../../../shared/i18n/notification-messages.ts';
import { deliverNotice, mailDeliveredLater, type TDelivered } from './deliver.ts';

/** A send request checked: trimmed texts, the accounts, roles and users it names. */
interface TCheckedSend {
  title: string;
  message: string;
  accountIds: string[];
  roles: TRole[];
  userIds: string[] | undefined;
}

/**
 * Checks a send with the spec's messages: at least one account ('Please specify at least one
 * account.') and one role ('... at least one role.'); a title and a message (when `full`) within
 * their lengths. Every problem is answered at once, on its field.
 */
function checkSend(body: TNotificationSendRequest, full: boolean): TCheckedSend {
  const fields: TFieldError[] = [];
  const title = (body.title ?? '').trim();
  const message = (body.message ?? '').trim();
  if (full && !title) fields.push({ path: 'body.title', message: { id: nm.titleRequired.id } });
  if (title.length > SEND_TITLE_MAX)
    fields.push({ path: 'body.title', message: { id: validationMessages.maxLength.id, values: { field: 'title', n: SEND_TITLE_MAX } } });
  if (full && !message) fields.push({ path: 'body.message', message: { id: nm.messageRequired.id } });
  if (message.length > SEND_MESSAGE_MAX)
    fields.push({ path: 'body.message', message: { id: validationMessages.maxLength.id, values: { field: 'message', n: SEND_MESSAGE_MAX } } });
  const accountIds = [...new Set(body.accountIds ?? [])];
  if (!accountIds.length) fields.push({ path: 'body.accountIds', message: { id: validationMessages.atLeastOneAccount.id } });
  const roles = [...new Set(body.roles ?? [])];
  if (!roles.length) fields.push({ path: 'body.roles', message: { id: validationMessages.atLeastOneRole.id } });
  if (fields.length) throw new AppError('ServerValidation.400WrongParams', { fields });
  return { title, message, accountIds, roles, userIds: body.userIds?.length ? [...new Set(body.userIds)] : undefined };
}

/** Who receives a send: each user holding one of its accounts with one of its roles (among its users, if named). */
async function recipientsOf(ctx: TAppContext, send: TCheckedSend): Promise<TNotificationRecipient[]> {
  const rows = await ctx.database.db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      accountId: userAccounts.accountId,
      accountName: accounts.name,
      role: userAccounts.role,
    })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(
      and(
        inArray(userAccounts.accountId, send.accountIds),
        inArray(userAccounts.role, send.roles),
        send.userIds ? inArray(userAccounts.userId, send.userIds) : undefined,
      ),
    )
    .orderBy(accounts.name, userAccounts.accountId, users.lastName, users.firstName, users.id);
  return rows.map((r) => ({
    userId: r.userId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    accountId: r.accountId,
    accountName: r.accountName,
    role: r.role as TRole,
  }));
}

/** POST .../notification-sends/preview: who would receive it; accounts and roles are required, not the texts. */
export async function previewSend(ctx: TAppContext, body: TNotificationSendRequest): Promise<TNotificationRecipient[]> {
  return recipientsOf(ctx, checkSend(body, false));
}

/**
 * POST .../notification-sends: one custom notification to every recipient, all written with the
 * record of the send (who sent it) in one transaction, each announced live to its user; then
 * e-mailed in the background to those whose setting is on. A send that reaches nobody is refused.
 */
export async function sendNotification(
  ctx: TAppContext,
  log: FastifyBaseLogger,
  auth: TAuth,
  body: TNotificationSendRequest,
): Promise<{ id: string; recipients: number }> {
  const send = checkSend(body, true);
  const recipients = await recipientsOf(ctx, send);
  if (!recipients.length)
    throw new AppError('ServerValidation.400WrongParams', {
      fields: [{ path: 'body.roles', message: { id: nm.noRecipients.id } }],
    });
  const delivered: TDelivered[] = [];
  const id = await ctx.database.db.transaction(async (tx) => {
    const [record] = await tx
      .insert(notificationSends)
      .values({
        sentBy: auth.realUserId,
        sentByLogin: auth.realUser.login,
        title: send.title,
        message: send.message,
        accountIds: send.accountIds,
        roles: send.roles,
        userIds: send.userIds ?? [],
        recipients: recipients.length,
      })
      .returning({ id: notificationSends.id });
    for (const accountId of send.accountIds)
      delivered.push(
        ...(await deliverNotice(tx, {
          accountId,
          type: 'custom',
          dedupeKey: `custom:${record!.id}`,
          title: send.title,
          message: send.message,
          sendId: record!.id,
          roles: send.roles,
          userIds: send.userIds,
        })),
      );
    return record!.id;
  });
  mailDeliveredLater(ctx, log, delivered);
  return { id, recipients: delivered.length };
}

/** The sends as recorded, for the staff who send them: a list over every account. */
export const notificationSendListSql = defineListSql(notificationSendList, {
  from: `(select s.*, ${searchDocumentSql(searchText('s.title', 's.message', 's.sent_by_login', `array_to_string(s.account_ids, ' ')`), `''`)} as search
    from notification_sends s) t`,
  account: null,
  id: { sql: 't.id::text', type: 'text' },
  search: 't.search',
  columns: {
    sentAt: { select: 't.sent_at', sort: 'timestamptz' },
    title: { select: 't.title', sort: 'text' },
    message: { select: 't.message' },
    sentBy: { select: 't.sent_by_login', sort: optionalTextSort('t.sent_by_login') },
    accountIds: { select: 't.account_ids' },
    roles: { select: 't.roles' },
    recipients: { select: 't.recipients', sort: 'integer' },
  },
  extra: { id: 't.id::text', userIds: 't.user_ids' },
});
