import { inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../db/schema/index.ts';
import type { TAppContext } from './app-context.ts';
import { auditSessionEnd } from './audit.ts';

/** Sessions deleted per statement, and statements per run: one run never does unbounded work. */
const BATCH = 500;
const MAX_BATCHES = 10;

/** How often the sweep runs: SESSION_SWEEP_SECONDS (60; fractions accepted, at least 0.1 s). */
export function sweepIntervalMs(ctx: TAppContext): number {
  return Math.max(100, ctx.config.sessionSweepSeconds * 1000);
}

/** When a session ends if idle (its last request plus its idle timeout), in SQL. */
const idleEnd = sql`${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleSeconds})`;

/**
 * Deletes expired sessions (idle or absolute), at most BATCH x MAX_BATCHES per run, and writes one
 * `session_expired` audit row for each (preceded by `proxy_end` when it was proxying), whose reason
 * is the limit the session reached first, however late it is swept (as `idleExpiry` decides for a
 * request). A session that a request finds expired first is deleted and recorded there; whoever
 * deletes the row records it, so each expiry is recorded exactly once. Returns how many sessions
 * it ended.
 */
export async function sweepExpiredSessions(ctx: TAppContext): Promise<number> {
  const { db } = ctx.database;
  let ended = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const expired = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        or(
          lt(idleEnd, sql`now()`),
          lt(sessions.absoluteExpiresAt, sql`now()`),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .delete(sessions)
      .where(inArray(sessions.id, expired))
      .returning({
        userId: sessions.userId,
        proxyUserId: sessions.proxyUserId,
        selectedAccountId: sessions.selectedAccountId,
        absolute: sql<boolean>`${sessions.absoluteExpiresAt} <= ${idleEnd}`,
      });
    if (rows.length === 0) break;
    const ids = [...new Set(rows.flatMap((r) => (r.proxyUserId ? [r.userId, r.proxyUserId] : [r.userId])))];
    const logins = new Map(
      (await db.select({ id: users.id, login: users.login }).from(users).where(inArray(users.id, ids))).map(
        (u) => [u.id, u.login],
      ),
    );
    for (const r of rows) {
      await auditSessionEnd(
        ctx,
        null,
        {
          userId: r.userId,
          proxyUserId: r.proxyUserId,
          selectedAccountId: r.selectedAccountId,
          login: logins.get(r.userId) ?? null,
          proxyLogin: r.proxyUserId ? (logins.get(r.proxyUserId) ?? null) : null,
        },
        'session_expired',
        { reason: r.absolute ? 'absolute' : 'idle', swept: true },
      );
    }
    ended += rows.length;
    if (rows.length < BATCH) break;
  }
  return ended;
}

/**
 * Runs the sweep (and `alsoRun`, e.g. stale login-throttle counters) periodically from the moment
 * the server is ready. The timer is unref'd (it never keeps the process alive); closing the server
 * stops it and waits for a run under way. Runs never overlap; a failed run is logged.
 */
export function registerSessionSweep(
  app: FastifyInstance,
  ctx: TAppContext,
  alsoRun: ((ctx: TAppContext) => Promise<unknown>)[] = [],
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = (async () => {
      try {
        const n = await sweepExpiredSessions(ctx);
        for (const task of alsoRun) await task(ctx);
        if (n) app.log.info({ ended: n }, 'session sweep');
      } catch (err) {
        app.log.error({ err }, 'session sweep failed');
      } finally {
        running = undefined;
      }
    })();
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, sweepIntervalMs(ctx));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    await running;
  });
}
