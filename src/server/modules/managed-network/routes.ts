import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import {
  ZManagedNetwork,
  ZNetworkThresholdsQuery,
  ZUpdateManagedNetworkRequest,
} from '../../../shared/contracts/managed-network.ts';
import {
  ZCreateNetworkRequest,
  ZNetworkIdParams,
  ZStaffNetwork,
  ZStaffNetworkQuery,
  ZUpdateNetworkRequest,
} from '../../../shared/contracts/networks-admin.ts';
import { roleAtLeast } from '../../../shared/domain/permissions.ts';
import { requireStaffAccount } from '../../platform/session-context.ts';
import { createNetwork, findStaffNetwork, updateNetwork } from './networks-admin.ts';
import { presentNetwork } from './present-network.ts';
import { findNetwork, updateManagedNetwork } from './update-network.ts';

/** Who may change the network's thresholds and severity limits: the account's Administrators. */
const NETWORK_EDIT_ROLE = 'Administrator';

/** The managed network of an account (spec sections 3 and 7; issue 32 point 1). */
export function registerManagedNetworkRoutes(app: TApp, ctx: TAppContext): void {
  const tags = ['managed-network'];

  app.get(
    '/managed/thresholds/network',
    {
      config: { access: 'account' },
      schema: {
        summary:
          "The account's managed network with its channel utilization and affiliation thresholds (state key networkThresholds); 400 'no network ID' without one",
        tags,
        querystring: ZNetworkThresholdsQuery,
        response: { 200: zEnvelope(ZManagedNetwork) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      const row = await findNetwork(ctx.database.db, scope, req.query.network_id);
      const role = scope.auth.roles.get(scope.accountId)!;
      return ok(presentNetwork(row, roleAtLeast(role, NETWORK_EDIT_ROLE)));
    },
  );

  app.post(
    '/managed/network',
    {
      config: { access: 'account-admin' },
      schema: {
        summary:
          "Changes the account's network settings: `thresholds` and `changed_fields` (names plus thresholds.<key>); only the changed fields are written, checked and audited (Administrator)",
        tags,
        body: ZUpdateManagedNetworkRequest,
        response: { 200: zEnvelope(ZManagedNetwork) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, NETWORK_EDIT_ROLE);
      const row = await updateManagedNetwork(ctx, req, scope, req.body);
      return ok(presentNetwork(row, true));
    },
  );

  registerStaffNetworkRoutes(app, ctx);
}

/** Vendor staff provision the account's managed network (issue 32 point 2): read, create, change, delete. */
function registerStaffNetworkRoutes(app: TApp, ctx: TAppContext): void {
  const tags = ['managed-network'];

  app.get(
    '/networks',
    {
      config: { access: 'staff-account' },
      schema: {
        summary: "The account's managed network as vendor staff edit it (null: the account has none)",
        tags,
        querystring: ZStaffNetworkQuery,
        response: { 200: zEnvelope(ZStaffNetwork) },
      },
    },
    async (req) => {
      requireStaffAccount(req, req.query.account_id);
      const scope = accountScope(req, req.query.account_id);
      const row = await findStaffNetwork(ctx, scope);
      return ok({ network: row ? presentNetwork(row, false) : null });
    },
  );

  app.post(
    '/networks',
    {
      config: { access: 'staff-account' },
      schema: {
        summary:
          "Creates the account's managed network (vendor staff): every vendor field of spec section 3; one per account, the network ID unique",
        tags,
        body: ZCreateNetworkRequest,
        response: { 200: zEnvelope(ZManagedNetwork) },
      },
    },
    async (req) => {
      requireStaffAccount(req, req.body.account_id);
      const scope = accountScope(req, req.body.account_id);
      return ok(presentNetwork(await createNetwork(ctx, req, scope, req.body), false));
    },
  );

  app.put(
    '/networks/:networkId',
    {
      config: { access: 'staff-account' },
      schema: {
        summary:
          "Changes the fields sent of the account's network (vendor staff), audited with old and new values; `deleted: true` marks it deleted",
        tags,
        params: ZNetworkIdParams,
        body: ZUpdateNetworkRequest,
        response: { 200: zEnvelope(ZManagedNetwork) },
      },
    },
    async (req) => {
      requireStaffAccount(req, req.body.account_id);
      const scope = accountScope(req, req.body.account_id);
      return ok(presentNetwork(await updateNetwork(ctx, req, scope, req.params.networkId, req.body), false));
    },
  );
}
