import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { ZHealth } from '../../../shared/contracts/health.ts';
import { healthProbe } from './health-probe.ts';

export function registerHealthRoutes(app: TApp, ctx: TAppContext): void {
  const probe = healthProbe(ctx);
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
    async () => ok(await probe.check()),
  );
}
