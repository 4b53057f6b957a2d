import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { ZHealth } from '../../../shared/contracts/health.ts';
import { healthProbe } from './health-probe.ts';

/**
 * GET /mapi/health: liveness and readiness for anyone (probes, load balancers); which database
 * runs and the uptime only for signed-in vendor staff, so an anonymous caller learns nothing of
 * the installation. A plain probe is answered in front of the framework (fast-path.ts), with
 * exactly this route's anonymous answer.
 */
export function registerHealthRoutes(app: TApp, ctx: TAppContext): void {
  const probe = healthProbe(ctx);
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Liveness and readiness (database reachable); database and uptime for vendor staff',
        tags: ['platform'],
        response: { 200: zEnvelope(ZHealth) },
      },
    },
    async (req) => {
      const health = await probe.check();
      if (!req.auth?.realIsVendor) return ok(health);
      return ok({ ...health, database: ctx.database.kind, uptimeSeconds: Math.round(process.uptime()) });
    },
  );
}
