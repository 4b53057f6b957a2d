import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { defineListSql, SQL_USER } from '../../platform/list/list-definition.ts';
import {
  notificationList,
  NOTIFICATION_ORDER_BY,
  NOTIFICATION_READ,
  NOTIFICATION_TYPES,
  type TNotification,
  type TNotificationListQuery,
  type TNotificationPage,
  type TNotificationType,
} from '../../../shared/contracts/notifications.ts';
import { normalizePaging } from '../../../shared/domain/list-filters.ts';
import { isTimeZone, zonedDay, zonedDayStart } from '../../../shared/domain/time-zone.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { noticeText, unreadCountSql } from './deliver.ts';
import type { TListExportConfig } from '../../platform/export/list-export.ts';

/**
 * The caller's own notifications of the account that are showing (not snoozed), for the list
 * engine's columns and exports. The user is the engine's `{user}`: no other user's row is read.
 */
export const notificationListSql = defineListSql(notificationList, {
  from: `(select * from notifications where user_id = ${SQL_USER}
    and (snoozed_until is null or snoozed_until <= now())) t`,
  account: 't.account_id',
  id: { sql: 't.id::text', type: 'text' },
  columns: {
    createdAt: { select: 't.created_at', sort: 'timestamptz' },
    type: { select: 't.type', sort: 'text' },
    title: { select: "coalesce(t.title, '')" },
    message: { select: "coalesce(t.message, '')" },
    reference: { select: 't.reference' },
    read: { select: 't.read', sort: { sql: 't.read::int', type: 'integer' } },
    pinned: { select: 't.pinned' },
  },
  extra: { titleId: 't.title_id', bodyId: 't.body_id', params: 't.params::text' },
});

/**
 * The export's rewrite of a row: a produced notification's title and message, kept as message ids
 * and values, in the reader's language; a custom one (and any kept as text) is the sender's words.
 */
export const notificationExportRewrite: NonNullable<TListExportConfig['rewrite']> = {
  reads: ['titleId', 'bodyId', 'params'],
  row(row, locale) {
    if (row.type === 'custom' || (!row.titleId && !row.bodyId)) return;
    const text = noticeText(locale, {
      type: row.type as TNotificationType,
      titleId: row.titleId as string | null,
      bodyId: row.bodyId as string | null,
      params: row.params ? (JSON.parse(row.params as string) as Record<string, string | number>) : {},
    });
    if ('title' in row && row.titleId) row.title = text.title;
    if ('message' in row && row.bodyId) row.message = text.body;
  },
};

/** The list query with its defaults applied and its days turned into instants. */
export interface TNormalizedNotificationQuery {
  order: 'asc' | 'desc';
  orderBy: (typeof NOTIFICATION_ORDER_BY)[number];
  read: (typeof NOTIFICATION_READ)[number];
  types: TNotificationType[];
  /** The first instant of date_from and the first instant after date_to, in the user's time zone. */
  from: Date | null;
  until: Date | null;
  page: number;
  limit: number;
}

function wrong(field: string, id: string = validationMessages.invalidValue.id): AppError {
  return new AppError('ServerValidation.400WrongParams', { fields: [{ path: `querystring.${field}`, message: { id } }] });
}

const DAY = /^(\d{4}-\d{2}-\d{2})(T.*)?$/;

/** A day of the query (YYYY-MM-DD, or an ISO time whose day in `tz` is taken), checked. */
function queryDay(value: string, tz: string, field: string): string {
  const m = DAY.exec(value.trim());
  if (!m) throw wrong(field, validationMessages.incorrectDate.id);
  const day = m[2] ? (Number.isNaN(Date.parse(value)) ? null : zonedDay(Date.parse(value), tz)) : m[1]!;
  if (!day || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
    throw wrong(field, validationMessages.incorrectDate.id);
  return day;
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * Applies the spec's defaults (order desc, order_by create_date, read 0) and checks every value;
 * page and limit are normalised as every list's (spec section 5: page 0, limit 10/25/50/100 else 50); date_from and date_to are days in the user's time zone (their setting, else
 * UTC): from the start of date_from to the end of date_to.
 */
export function normalizeNotificationQuery(query: TNotificationListQuery, timeZone: string | null | undefined): TNormalizedNotificationQuery {
  const tz = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  const order = query.order ?? 'desc';
  if (order !== 'asc' && order !== 'desc') throw wrong('order');
  const orderBy = query.order_by ?? 'create_date';
  if (!(NOTIFICATION_ORDER_BY as readonly string[]).includes(orderBy)) throw wrong('order_by');
  const read = query.read ?? '0';
  if (!(NOTIFICATION_READ as readonly string[]).includes(read)) throw wrong('read');
  const types = query.type ? query.type.split('_,_').filter(Boolean) : [];
  if (types.some((t) => !(NOTIFICATION_TYPES as readonly string[]).includes(t))) throw wrong('type');
  const fromDay = query.date_from ? queryDay(query.date_from, tz, 'date_from') : null;
  const toDay = query.date_to ? queryDay(query.date_to, tz, 'date_to') : null;
  if (fromDay && toDay && fromDay > toDay) throw new AppError('ServerValidation.400WrongDateRange');
  const { page, limit } = normalizePaging(query.page, query.limit);
  return {
    order,
    orderBy: orderBy as TNormalizedNotificationQuery['orderBy'],
    read: read as TNormalizedNotificationQuery['read'],
    types: types as TNotificationType[],
    from: fromDay ? new Date(zonedDayStart(fromDay, tz)) : null,
    until: toDay ? new Date(zonedDayStart(nextDay(toDay), tz)) : null,
    page,
    limit,
  };
}

/** The caller's own notifications of the account that are showing (not snoozed). */
export function ownShowing(scope: TAccountScope): SQL {
  return and(
    eq(notifications.userId, scope.auth.user.id),
    eq(notifications.accountId, scope.accountId),
    or(isNull(notifications.snoozedUntil), lte(notifications.snoozedUntil, sql`now()`)),
  )!;
}

export function toNotification(row: typeof notifications.$inferSelect): TNotification {
  return {
    id: row.id,
    type: row.type as TNotificationType,
    titleId: row.titleId,
    bodyId: row.bodyId,
    params: row.params,
    title: row.title,
    message: row.message,
    reference: row.reference,
    link: row.link,
    read: row.read,
    pinned: row.pinned,
    snoozedUntil: row.snoozedUntil ? row.snoozedUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /mapi/communications/notifications: pinned first, then as ordered; paged by offset. */
export async function listNotifications(
  ctx: TAppContext,
  scope: TAccountScope,
  query: TNotificationListQuery,
): Promise<TNotificationPage> {
  const q = normalizeNotificationQuery(query, scope.auth.user.timeZone);
  const where = and(
    ownShowing(scope),
    q.read === 'all' ? undefined : eq(notifications.read, q.read === '1'),
    q.types.length ? inArray(notifications.type, q.types) : undefined,
    q.from ? gte(notifications.createdAt, q.from) : undefined,
    q.until ? lt(notifications.createdAt, q.until) : undefined,
  );
  const dir = q.order === 'asc' ? asc : desc;
  const sortColumn =
    q.orderBy === 'type' ? notifications.type : q.orderBy === 'read' ? notifications.read : notifications.createdAt;
  const { db } = ctx.database;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.pinned), dir(sortColumn), dir(notifications.createdAt), dir(notifications.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db
      .select({ total: sql<number>`count(*)::int`, unread: unreadCountSql(scope.auth.user.id, scope.accountId) })
      .from(notifications)
      .where(where),
  ]);
  return {
    items: rows.map(toNotification),
    total: Number(counts?.total ?? 0),
    page: q.page,
    limit: q.limit,
    unread: Number(counts?.unread ?? 0),
  };
}

/** The bell's count: the user's unread notifications of the account, snoozed ones left out. */
export async function unreadCount(ctx: TAppContext, scope: TAccountScope): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(ownShowing(scope), eq(notifications.read, false)));
  return Number(row?.n ?? 0);
}
