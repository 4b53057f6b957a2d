import { inArray, lt, or, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema/index.ts';
import type { TAppContext } from './app-context.ts';
import { auditSessionEnd } from './audit.ts';
import { defineJob } from './jobs/define-job.ts';

/** Sessions deleted per statement, and statements per run: one run never does unbounded work. */
const BATCH = 500;
const MAX_BATCHES = 10;

/** How often the sweep runs: SESSION_SWEEP_SECONDS (60; fractions accepted, at least 0.1 s). */
export function sweepSeconds(ctx: TAppContext): number {
  return Math.max(0.1, ctx.config.sessionSweepSeconds);
}

/** When a session ends if idle (its last request plus its idle timeout), in SQL. */
const idleEnd = sql`${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleSeconds})`;

/**
 * Deletes expired sessions (idle or absolute), at most BATCH x MAX_BATCHES per run, and writes one
 * `session_expired` audit row for each (preceded by `proxy_end` when it was proxying), whose reason
 * is the limit the session reached first, however late it is swept (as `idleExpiry` decides for a
 * request). A session that a request finds expired first is deleted and recorded there; whoever
 * deletes the row records it, so each expiry is recorded exactly once. Returns how many sessions
 * it ended. A stopping server (`signal` aborted) ends it between two batches.
 */
export async function sweepExpiredSessions(ctx: TAppContext, signal?: AbortSignal): Promise<number> {
  const { db } = ctx.database;
  let ended = 0;
  for (let i = 0; i < MAX_BATCHES && !signal?.aborted; i++) {
    // A batch's sessions end with their audit entries, in one transaction.
    const count = await db.transaction(async (tx) => {
      const expired = tx
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
      const rows = await tx
        .delete(sessions)
        .where(inArray(sessions.id, expired))
        .returning({
          userId: sessions.userId,
          proxyUserId: sessions.proxyUserId,
          selectedAccountId: sessions.selectedAccountId,
          absolute: sql<boolean>`${sessions.absoluteExpiresAt} <= ${idleEnd}`,
        });
      if (rows.length === 0) return 0;
      const ids = [...new Set(rows.flatMap((r) => (r.proxyUserId ? [r.userId, r.proxyUserId] : [r.userId])))];
      const logins = new Map(
        (await tx.select({ id: users.id, login: users.login }).from(users).where(inArray(users.id, ids))).map(
          (u) => [u.id, u.login],
        ),
      );
      for (const r of rows) {
        await auditSessionEnd(
          tx,
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
      return rows.length;
    });
    ended += count;
    if (count < BATCH) break;
  }
  return ended;
}

/**
 * Declares the sweep (and `alsoRun`, e.g. stale login-throttle counters) as the job `session-sweep`,
 * sent every SESSION_SWEEP_SECONDS by the job runner: once per period across every server instance
 * on the database, never two at once on one instance. A failed run is logged and shown on
 * Administration > Jobs; it is not retried, the next period's run is its retry.
 */
export function registerSessionSweep(
  ctx: TAppContext,
  alsoRun: ((ctx: TAppContext) => Promise<unknown>)[] = [],
): void {
  const sweep = defineJob({
    name: 'session-sweep',
    retry: { limit: 0 },
    handler: async (_data, run) => {
      const n = await sweepExpiredSessions(run.ctx, run.signal);
      for (const task of alsoRun) await task(run.ctx);
      if (n) run.log.info({ ended: n }, 'session sweep');
    },
  });
  void ctx.jobs.declare(sweep, { everySeconds: sweepSeconds(ctx) });
}
