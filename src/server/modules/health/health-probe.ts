import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import type { THealth } from '../../../shared/contracts/health.ts';

/** The database is pinged at most once a second, so health checks stay cheap under load. */
const PING_EVERY_MS = 1000;

export interface THealthProbe {
  /** The answer without waiting, or undefined when a database ping is due. */
  fresh(): THealth | undefined;
  /** The answer, pinging the database first when the last ping is over a second old. */
  check(): Promise<THealth>;
}

/** What a probe reads: the settings and the database (not the job runner). */
type TProbeContext = Pick<TAppContext, 'config' | 'database'>;

const probes = new WeakMap<TProbeContext, THealthProbe>();

/** One probe per application context, shared by the route and the fast path in front of it. */
export function healthProbe(ctx: TProbeContext): THealthProbe {
  let probe = probes.get(ctx);
  if (probe) return probe;
  let lastPing = 0;
  let healthy = true;
  // The same object while nothing in it changes (the fast path keeps its built answer until then).
  let current: THealth | undefined;
  const answer = (): THealth => {
    const status = healthy ? 'ok' : 'degraded';
    const uptimeSeconds = Math.round(process.uptime());
    if (current?.status !== status || current.uptimeSeconds !== uptimeSeconds)
      current = { status, database: ctx.database.kind, uptimeSeconds };
    return current;
  };
  probe = {
    fresh: () => (Date.now() - lastPing > PING_EVERY_MS ? undefined : answer()),
    check: async () => {
      const now = Date.now();
      if (now - lastPing > PING_EVERY_MS) {
        lastPing = now;
        try {
          await ctx.database.db.execute(sql`select 1`);
          healthy = true;
        } catch {
          healthy = false;
        }
      }
      return answer();
    },
  };
  probes.set(ctx, probe);
  return probe;
}
