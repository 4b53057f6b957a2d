import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { calendarFeeds } from '../../db/schema/index.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { executeRows } from '../../platform/events.ts';
import { isoTime, isoTimeOrNull } from '../../platform/row-values.ts';
import type { TCalendarSubscription, TIssuedCalendarSubscription } from '../../../shared/contracts/calendar.ts';
import { DEFAULT_LOCALE, matchLocale, type TLocale } from '../../../shared/i18n/locales.ts';

/** How many polls one address may make per window (a calendar program polls every 15 minutes or so). */
export const FEED_POLLS_PER_WINDOW = 20;
export const FEED_WINDOW_MINUTES = 10;

/** The SHA-256 of an address's secret, as kept (hex). */
function feedHash(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

const SECRET = /^ncal_[A-Za-z0-9_-]{43}$/;

type TFeedRow = typeof calendarFeeds.$inferSelect;

function present(row: TFeedRow | undefined): TCalendarSubscription {
  return {
    active: row !== undefined,
    tokenHint: row?.tokenHint ?? null,
    createdAt: row ? isoTime(row.createdAt) : null,
    lastPolledAt: row ? isoTimeOrNull(row.lastPolledAt) : null,
  };
}

/** The address calendar programs poll: /mapi/calendar/feed/<secret>.ics under the portal's public address. */
export function feedUrl(ctx: TAppContext, secret: string): string {
  return `${ctx.config.publicUrl.replace(/\/$/, '')}/mapi/calendar/feed/${secret}.ics`;
}

/** GET /mapi/calendar/subscription: whether the acting user has an address for the account (never its secret). */
export async function getSubscription(ctx: TAppContext, scope: TAccountScope): Promise<TCalendarSubscription> {
  const [row] = await ctx.database.db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, scope.auth.user.id), eq(calendarFeeds.accountId, scope.accountId)));
  return present(row);
}

/**
 * POST /mapi/calendar/subscription: a new address for the acting user and the account; one that
 * existed stops working at once (its hash is replaced in the same statement). Not while proxying:
 * an address reads the calendar without a session, so only the person it belongs to makes one.
 */
export async function renewSubscription(ctx: TAppContext, scope: TAccountScope): Promise<TIssuedCalendarSubscription> {
  if (scope.auth.isProxy) throw new AppError('ServerValidation.403Forbidden', { detail: 'no calendar address while proxying' });
  const secret = `ncal_${crypto.randomBytes(32).toString('base64url')}`;
  const values = { tokenHash: feedHash(secret), tokenHint: secret.slice(-4) };
  const [row] = await ctx.database.db
    .insert(calendarFeeds)
    .values({ userId: scope.auth.user.id, accountId: scope.accountId, ...values })
    .onConflictDoUpdate({
      target: [calendarFeeds.userId, calendarFeeds.accountId],
      set: { ...values, createdAt: sql`now()`, lastPolledAt: null, polls: 0, windowStartedAt: sql`now()` },
    })
    .returning();
  return { ...present(row), url: feedUrl(ctx, secret) };
}

/** DELETE /mapi/calendar/subscription: the address stops working. */
export async function revokeSubscription(ctx: TAppContext, scope: TAccountScope): Promise<TCalendarSubscription> {
  await ctx.database.db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, scope.auth.user.id), eq(calendarFeeds.accountId, scope.accountId)));
  return present(undefined);
}

export interface TFeedReader {
  accountId: string;
  accountName: string;
  locale: TLocale;
}

/**
 * Whose calendar an address reads, checked on every poll: a known secret (else 404, the same for a
 * renewed, revoked or made-up one), at most FEED_POLLS_PER_WINDOW polls per window (429), and a
 * user who still holds the account (or vendor staff with all accounts) whose data is served (not
 * locked, associated with Customer 360); else 404 too: a lost account gives nothing away.
 */
export async function readFeed(ctx: TAppContext, token: string): Promise<TFeedReader> {
  const secret = token.replace(/\.ics$/i, '');
  const notFound = new AppError('ServerValidation.404NotFound', { detail: 'calendar feed' });
  if (!SECRET.test(secret)) throw notFound;
  const window = sql`now() - make_interval(mins => ${FEED_WINDOW_MINUTES})`;
  const [counted] = await ctx.database.db
    .update(calendarFeeds)
    .set({
      polls: sql`case when ${calendarFeeds.windowStartedAt} <= ${window} then 1 else ${calendarFeeds.polls} + 1 end`,
      windowStartedAt: sql`case when ${calendarFeeds.windowStartedAt} <= ${window} then now() else ${calendarFeeds.windowStartedAt} end`,
      lastPolledAt: sql`now()`,
    })
    .where(eq(calendarFeeds.tokenHash, feedHash(secret)))
    .returning({ userId: calendarFeeds.userId, accountId: calendarFeeds.accountId, polls: calendarFeeds.polls });
  if (!counted) throw notFound;
  if (counted.polls > FEED_POLLS_PER_WINDOW) {
    throw new AppError('ServerValidation.429TooManyAttempts', { detail: `calendar feed of ${counted.userId}` });
  }
  const [holder] = await executeRows(
    ctx.database.db,
    sql`select a.id, a.name, u.locale from users u
        join companies c on c.id = u.company_id
        join accounts a on a.id = ${counted.accountId}
        where u.id = ${counted.userId} and not a.locked and a.customer360_associated
          and (exists (select 1 from user_accounts ua where ua.user_id = u.id and ua.account_id = a.id)
               or (c.is_vendor and u.has_access_to_all_accounts))`,
  );
  if (!holder) throw notFound;
  return {
    accountId: String(holder.id),
    accountName: String(holder.name),
    locale: matchLocale(holder.locale as string | null) ?? DEFAULT_LOCALE,
  };
}
