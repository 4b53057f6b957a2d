import { eq, sql } from 'drizzle-orm';
import { loginThrottle } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';

/**
 * Failed-login throttling, per login and per address. Counting is the same whether the login
 * exists or not, so a 429 says nothing about existence. A block lasts BLOCK_MS and is never
 * extended by attempts made while blocked, so nobody can lock a victim out indefinitely; a correct
 * password during a login block still waits the block out (no oracle).
 */
export const LOGIN_LIMIT = { failures: 5, windowMs: 15 * 60_000, blockMs: 5 * 60_000 };
export const ADDRESS_LIMIT = { failures: 30, windowMs: 15 * 60_000, blockMs: 5 * 60_000 };

export function loginKey(login: string): string {
  return `login:${login.trim().toLowerCase()}`;
}
export function addressKey(ip: string): string {
  return `ip:${ip}`;
}

/** True when any of the keys is currently blocked. */
export async function isBlocked(ctx: TAppContext, keys: string[]): Promise<boolean> {
  const { db } = ctx.database;
  const rows = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(sql`${loginThrottle.key} in ${keys}`);
  const now = Date.now();
  return rows.some((r) => r.blockedUntil && r.blockedUntil.getTime() > now);
}

/** Counts one failure against a key; starts a block once the window's limit is reached. */
export async function recordFailure(
  ctx: TAppContext,
  key: string,
  limit: { failures: number; windowMs: number; blockMs: number },
): Promise<void> {
  const { db } = ctx.database;
  const now = new Date();
  const windowStart = new Date(now.getTime() - limit.windowMs);
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStartedAt} end`,
      },
    });
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  if (row && row.failures >= limit.failures) {
    await db
      .update(loginThrottle)
      .set({ blockedUntil: new Date(now.getTime() + limit.blockMs), failures: 0, windowStartedAt: now })
      .where(eq(loginThrottle.key, key));
  }
}

export async function clearFailures(ctx: TAppContext, key: string): Promise<void> {
  await ctx.database.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
