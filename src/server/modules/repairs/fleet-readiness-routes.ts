import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { ZFleetReadiness, ZFleetReadinessQuery } from '../../../shared/contracts/fleet-readiness.ts';
import { getFleetReadiness } from './fleet-readiness.ts';

/** Fleet readiness: every user of the account reads it, Guests included, as they read repairs. */
export function registerFleetReadinessRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/repairs/fleet-readiness',
    {
      config: { access: 'account' },
      schema: {
        summary:
          "Per end user and model, the account's radios out for repair (open or shipped back), how long they have been out, when each is expected back from its depot's turnaround and which are overdue",
        tags: ['repairs'],
        querystring: ZFleetReadinessQuery,
        response: { 200: zEnvelope(ZFleetReadiness) },
      },
    },
    async (req) => ok(await getFleetReadiness(ctx, accountScope(req, req.query.account_id))),
  );
}
