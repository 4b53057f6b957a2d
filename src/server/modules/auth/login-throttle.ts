import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { loginThrottle } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { normalizeLogin } from './device-cookie.ts';

/**
 * Failed-login throttling after OWASP's device-cookie scheme (see device-cookie.ts):
 *
 * - an attempt presenting a valid device cookie for the login is counted against that device
 *   only (DEVICE_FAILURES), so failures made elsewhere never block the owner's browser;
 * - any other attempt ("untrusted client") is counted per login (LOGIN_FAILURES) and per client
 *   address (ADDRESS_FAILURES).
 *
 * Each attempt is RESERVED (one atomic `insert ... on conflict do update ... returning`) before the
 * password is verified, so concurrent requests cannot all get a guess in before the block starts;
 * the reservation stays as the failure, a success releases it. When a counter is full, the next
 * attempt starts a block of `loginBlockMinutes`; attempts made during a block are refused without
 * touching the counter, so a block is never extended. Counting is the same whether the login
 * exists or not (no device cookie can exist for an unknown login), so a 429 reveals nothing.
 */
export const LOGIN_FAILURES = 5;
export const ADDRESS_FAILURES = 30;
export const DEVICE_FAILURES = 5;

export type TThrottleScope = 'device' | 'login' | 'address';

export interface TThrottleKey {
  scope: TThrottleScope;
  key: string;
  limit: number;
}

export function untrustedKeys(login: string, ip: string): TThrottleKey[] {
  return [
    { scope: 'login', key: `login:${normalizeLogin(login)}`, limit: LOGIN_FAILURES },
    { scope: 'address', key: `ip:${ip}`, limit: ADDRESS_FAILURES },
  ];
}

export function deviceKeys(nonce: string): TThrottleKey[] {
  return [{ scope: 'device', key: `device:${nonce}`, limit: DEVICE_FAILURES }];
}

function seconds(minutes: number): number {
  return Math.max(0.001, minutes * 60);
}

/** Reserves one attempt on one counter; true when the counter is (now) blocked and the attempt refused. */
async function reserveOne(ctx: TAppContext, k: TThrottleKey): Promise<boolean> {
  const t = loginThrottle;
  const windowStart = sql`now() - make_interval(secs => ${seconds(ctx.config.loginWindowMinutes)})`;
  const blockEnd = sql`now() + make_interval(secs => ${seconds(ctx.config.loginBlockMinutes)})`;
  // In ON CONFLICT DO UPDATE, the table's columns are the row as it was before this attempt.
  const blocked = sql`coalesce(${t.blockedUntil} > now(), false)`;
  const windowOver = sql`${t.windowStartedAt} <= ${windowStart}`;
  const full = sql`${t.failures} >= ${k.limit}`;
  const [row] = await ctx.database.db
    .insert(t)
    .values({ key: k.key, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${blocked} then ${t.failures} when ${windowOver} then 1 when ${full} then 0 else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${blocked} then ${t.windowStartedAt} when ${windowOver} or ${full} then now() else ${t.windowStartedAt} end`,
        blockedUntil: sql`case when ${blocked} then ${t.blockedUntil} when ${full} and not ${windowOver} then ${blockEnd} else ${t.blockedUntil} end`,
      },
    })
    .returning({ refused: sql<boolean>`coalesce(${t.blockedUntil} > now(), false)` });
  return Boolean(row?.refused);
}

async function release(ctx: TAppContext, k: TThrottleKey): Promise<void> {
  await ctx.database.db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, k.key));
}

/**
 * Reserves an attempt on every counter, in order. When one refuses, the reservations already made
 * are released (the attempt does not happen) and the refusing scope is returned.
 */
export async function reserveAttempt(
  ctx: TAppContext,
  keys: TThrottleKey[],
): Promise<{ refusedBy: TThrottleScope | undefined }> {
  const reserved: TThrottleKey[] = [];
  for (const k of keys) {
    if (await reserveOne(ctx, k)) {
      for (const r of reserved) await release(ctx, r);
      return { refusedBy: k.scope };
    }
    reserved.push(k);
  }
  return { refusedBy: undefined };
}

/**
 * A successful login: the login's and the device's failures are forgotten (the owner proved the
 * password; the device token is renewed anyway), the address only gets its one reservation back
 * (many people may share an address). A running block is left as it is.
 */
export async function recordSuccess(ctx: TAppContext, keys: TThrottleKey[]): Promise<void> {
  const { db } = ctx.database;
  for (const k of keys) {
    if (k.scope === 'address') await release(ctx, k);
    else if (k.scope === 'device') await db.delete(loginThrottle).where(eq(loginThrottle.key, k.key));
    else await db.update(loginThrottle).set({ failures: 0 }).where(eq(loginThrottle.key, k.key));
  }
}

/** Deletes counters whose window is over and that block nothing (run by the periodic sweep). */
export async function deleteStaleCounters(ctx: TAppContext): Promise<number> {
  const t = loginThrottle;
  const windowStart = sql`now() - make_interval(secs => ${seconds(ctx.config.loginWindowMinutes)})`;
  const rows = await ctx.database.db
    .delete(t)
    .where(
      and(or(isNull(t.blockedUntil), lte(t.blockedUntil, sql`now()`)), lte(t.windowStartedAt, windowStart)),
    )
    .returning({ key: t.key });
  return rows.length;
}
