import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import type { THealth } from '../../../shared/contracts/health.ts';

/** The database is pinged at most once a second, so health checks stay cheap under load. */
const PING_EVERY_MS = 1000;
/**
 * A ping not answered within this counts as a failure: while the pool is saturated or the database
 * does not answer, the probe says `degraded` at once instead of waiting with the requests.
 */
const PING_TIMEOUT_MS = 1000;

export interface THealthProbe {
  /** The answer anyone gets, without waiting, or undefined when a database ping is due. */
  fresh(): THealth | undefined;
  /** The answer anyone gets, pinging the database first when the last ping is over a second old. */
  check(): Promise<THealth>;
}

/** What a probe reads: the settings and the database (not the job runner). */
type TProbeContext = Pick<TAppContext, 'config' | 'database'>;

const probes = new WeakMap<TProbeContext, THealthProbe>();

/** The answers anyone gets: liveness and readiness only (the same object while nothing changes). */
const ANSWERS = { ok: { status: 'ok' }, degraded: { status: 'degraded' } } as const satisfies Record<string, THealth>;

/** One probe per application context, shared by the route and the fast path in front of it. */
export function healthProbe(ctx: TProbeContext): THealthProbe {
  let probe = probes.get(ctx);
  if (probe) return probe;
  let lastPing = 0;
  let healthy = true;
  const answer = (): THealth => (healthy ? ANSWERS.ok : ANSWERS.degraded);
  probe = {
    fresh: () => (Date.now() - lastPing > PING_EVERY_MS ? undefined : answer()),
    check: async () => {
      const now = Date.now();
      if (now - lastPing > PING_EVERY_MS) {
        lastPing = now;
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            ctx.database.db.execute(sql`select 1`),
            new Promise((_, reject) => (timer = setTimeout(reject, PING_TIMEOUT_MS, new Error('ping timed out')))),
          ]);
          healthy = true;
        } catch {
          healthy = false;
        } finally {
          clearTimeout(timer);
        }
      }
      return answer();
    },
  };
  probes.set(ctx, probe);
  return probe;
}
