import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import { requireAllAccountsStaff } from '../../platform/session-context.ts';
import {
  ZContractDetail,
  ZContractNumberParams,
  ZContractRef,
  ZRenewalAnswerRequest,
  ZRenewalRequest,
} from '../../../shared/contracts/contracts.ts';
import { localBackOffice, type TBackOffice } from './back-office.ts';
import { describeContractExport, describeCoverageExport } from './contract-export.ts';
import { contractListSql } from './contract-list.ts';
import { coverageListSql } from './coverage-list.ts';
import { getContract } from './get-contract.ts';
import { recordRenewalAnswer, requestRenewal } from './renewal.ts';

/** Contracts, coverage and renewals: commercial data, for Users and Administrators of the account. */
const MIN_ROLE = 'User';

/**
 * Contracts (spec sections 3, 4, 9): the contract list and its exports, a contract's detail, the
 * coverage list (covered assets) and its exports, renewal requests (to the back office) and the
 * back office's answers (recorded by vendor staff with access to all accounts).
 */
export function registerContractRoutes(app: TApp, ctx: TAppContext, backOffice: TBackOffice = localBackOffice): void {
  const tags = ['contracts'];

  registerListRoutes(app, ctx, {
    list: contractListSql,
    tag: 'contracts',
    minRole: MIN_ROLE,
    export: { kind: 'Contracts', describe: describeContractExport, dateColumn: 'expirationDate' },
  });

  registerListRoutes(app, ctx, {
    list: coverageListSql,
    tag: 'contracts',
    minRole: MIN_ROLE,
    export: { kind: 'Coverage', describe: describeCoverageExport, dateColumn: 'coveredUntil' },
  });

  app.get(
    '/contracts/:contractNumber',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          "A contract with its services, its latest renewal request and its covered assets' counts; another account's contract is 404",
        tags,
        params: ZContractNumberParams,
        querystring: ZContractRef,
        response: { 200: zEnvelope(ZContractDetail) },
      },
    },
    async (req) =>
      ok(await getContract(ctx, accountScope(req, req.query.account_id, MIN_ROLE), req.params.contractNumber)),
  );

  app.post(
    '/contracts/:contractNumber/renewal',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          "Asks the back office to renew the contract: it does not renew at once; the renewal is pending (a notice goes to the account's support manager) until the back office answers. An evergreen contract or one already pending is refused. Answers the contract as GET does",
        tags,
        params: ZContractNumberParams,
        body: ZRenewalRequest,
        response: { 200: zEnvelope(ZContractDetail) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, MIN_ROLE);
      await requestRenewal(ctx, req, scope, req.params.contractNumber, req.body, backOffice);
      return ok(await getContract(ctx, scope, req.params.contractNumber));
    },
  );

  app.post(
    '/contracts/:contractNumber/renewal/answer',
    {
      config: { access: 'all-accounts' },
      schema: {
        summary:
          "The back office's answer to the contract's pending renewal (vendor staff with access to all accounts): renewed with a new expiration date, or declined with a reason; audited. Answers the contract as GET does",
        tags,
        params: ZContractNumberParams,
        body: ZRenewalAnswerRequest,
        response: { 200: zEnvelope(ZContractDetail) },
      },
    },
    async (req) => {
      const auth = requireAllAccountsStaff(req);
      await recordRenewalAnswer(ctx, req, { id: auth.realUserId, login: auth.realUser.login }, req.params.contractNumber, req.body);
      const scope = accountScope(req, req.body.account_id);
      return ok(await getContract(ctx, scope, req.params.contractNumber));
    },
  );
}
