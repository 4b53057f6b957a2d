import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { publishEvent } from '../../platform/events.ts';
import {
  NOTIFICATION_IDS_MAX,
  type TNotificationChange,
  type TNotificationDelete,
  type TNotificationUpdate,
} from '../../../shared/contracts/notifications.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { notificationValidationMessages } from '../../../shared/i18n/notification-messages.ts';
import { unreadCount } from './notification-list.ts';

/** A snooze lasts at most this long. */
export const SNOOZE_MAX_MS = 366 * 86_400_000;

function wrong(field: string, id: string, part: 'body' | 'querystring' = 'body'): AppError {
  return new AppError('ServerValidation.400WrongParams', { fields: [{ path: `${part}.${field}`, message: { id } }] });
}

function requireIds(ids: string[] | undefined, part: 'body' | 'querystring' = 'body'): string[] {
  if (!ids?.length) throw wrong('ids', validationMessages.mandatory.id, part);
  return ids;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the caller's own notifications of the account: ids of anyone else's match nothing. */
function own(scope: TAccountScope, ids: string[]) {
  return and(
    eq(notifications.userId, scope.auth.user.id),
    eq(notifications.accountId, scope.accountId),
    inArray(notifications.id, ids),
  );
}

/**
 * POST /mapi/communications/notifications: read, unread, pin, unpin, or snooze until a time in the
 * future (hidden until then, unread when it returns). Answers how many changed and the unread count.
 */
export async function updateNotifications(
  ctx: TAppContext,
  scope: TAccountScope,
  body: TNotificationUpdate,
  now: Date = new Date(),
): Promise<TNotificationChange> {
  if (!body.action) throw wrong('action', validationMessages.mandatory.id);
  const ids = requireIds(body.ids);
  let set: Partial<typeof notifications.$inferInsert>;
  switch (body.action) {
    case 'read':
      set = { read: true };
      break;
    case 'unread':
      set = { read: false };
      break;
    case 'pin':
      set = { pinned: true };
      break;
    case 'unpin':
      set = { pinned: false };
      break;
    case 'snooze': {
      if (!body.until) throw wrong('until', validationMessages.mandatory.id);
      const until = Date.parse(body.until);
      if (Number.isNaN(until)) throw wrong('until', validationMessages.incorrectDate.id);
      if (until <= now.getTime()) throw wrong('until', notificationValidationMessages.snoozeInPast.id);
      if (until > now.getTime() + SNOOZE_MAX_MS) throw wrong('until', validationMessages.incorrectDate.id);
      set = { snoozedUntil: new Date(until) };
      break;
    }
  }
  const changed = await ctx.database.db
    .update(notifications)
    .set(set)
    .where(own(scope, ids))
    .returning({ id: notifications.id });
  return { changed: changed.length, unread: await unreadCount(ctx, scope) };
}

/** DELETE /mapi/communications/notifications: the caller's own notifications `ids` (joined by `_,_`) of the account. */
export async function deleteNotifications(
  ctx: TAppContext,
  scope: TAccountScope,
  query: TNotificationDelete,
): Promise<TNotificationChange> {
  const ids = requireIds(query.ids?.split('_,_').filter(Boolean), 'querystring');
  if (ids.length > NOTIFICATION_IDS_MAX || ids.some((id) => !UUID.test(id)))
    throw wrong('ids', validationMessages.invalidValue.id, 'querystring');
  const deleted = await ctx.database.db
    .delete(notifications)
    .where(own(scope, ids))
    .returning({ id: notifications.id });
  return { changed: deleted.length, unread: await unreadCount(ctx, scope) };
}

/**
 * Snoozed notifications whose time has come show again, unread, each announced live to its user
 * (in the same transaction). Answers how many returned.
 */
export async function returnSnoozed(ctx: TAppContext, now: Date = new Date()): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    const back = await tx
      .update(notifications)
      .set({ snoozedUntil: null, read: false })
      .where(and(isNotNull(notifications.snoozedUntil), lte(notifications.snoozedUntil, sql`${now.toISOString()}::timestamptz`)))
      .returning({
        id: notifications.id,
        type: notifications.type,
        userId: notifications.userId,
        accountId: notifications.accountId,
      });
    for (const n of back)
      await publishEvent(tx, n.accountId, 'notification', { id: n.id, type: n.type }, { userId: n.userId });
    return back.length;
  });
}
