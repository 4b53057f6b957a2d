import { sql } from 'drizzle-orm';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { ZHealth } from '../../../shared/contracts/health.ts';

/** The database is pinged at most once a second, so health checks stay cheap under load. */
const PING_EVERY_MS = 1000;

export function registerHealthRoutes(app: TApp, ctx: TAppContext): void {
  let lastPing = 0;
  let healthy = true;
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['platform'],
        response: { 200: zEnvelope(ZHealth) },
      },
    },
    async () => {
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
      return ok({
        status: healthy ? ('ok' as const) : ('degraded' as const),
        database: ctx.database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
