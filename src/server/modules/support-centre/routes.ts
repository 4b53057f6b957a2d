import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { supportCentreOf } from '../../platform/support-centre.ts';
import { ZSupportCentre, ZSupportCentreQuery } from '../../../shared/contracts/support-centre.ts';

/** The support centre: whom an account calls (a Severity 1 case, the help, the areas not built yet). */
export function registerSupportCentreRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/support-centre',
    {
      config: { access: 'account' },
      schema: {
        summary:
          "The support centre's phone number for the account's region and country, and the target first response of a case of each priority",
        tags: ['cases'],
        querystring: ZSupportCentreQuery,
        response: { 200: zEnvelope(ZSupportCentre) },
      },
    },
    async (req) => ok(await supportCentreOf(ctx, accountScope(req, req.query.account_id).accountId)),
  );
}
