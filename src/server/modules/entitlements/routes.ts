import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { parseBody } from '../../platform/parse-body.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import {
  ZActivateFeaturesBody,
  ZActivateFeaturesRequest,
  ZActivateFeaturesResponse,
  ZEntitlementChoices,
  ZEntitlementOverview,
  ZEntitlementRef,
  ZLicenseTracking,
  ZLicenseTrackingQuery,
  ZRenewFeaturesBody,
  ZRenewFeaturesRequest,
  ZRenewFeaturesResponse,
} from '../../../shared/contracts/entitlements.ts';
import { activateFeatures } from './activate-features.ts';
import { describeHardwareExport, describeSoftwareExport } from './entitlement-export.ts';
import { entitlementListSql, hardwareListSql } from './entitlement-list.ts';
import { getEntitlementChoices, getEntitlementOverview, getLicenseTracking } from './entitlement-queries.ts';
import { renewFeatures } from './renew-features.ts';

/**
 * Entitlements (spec sections 2-5): Overview, Software and Hardware lists, Activate and Renew
 * Features, License Tracking. Commercial data for the account's Users and Administrators: Guests
 * are refused every route (the screens are hidden from them too), a foreign account is 403.
 */
export function registerEntitlementRoutes(app: TApp, ctx: TAppContext): void {
  const tags = ['entitlements'];

  registerListRoutes(app, ctx, {
    list: entitlementListSql,
    tag: 'entitlements',
    minRole: 'User',
    export: { kind: 'Entitlements', describe: describeSoftwareExport, dateColumn: 'expiresOn' },
  });
  registerListRoutes(app, ctx, {
    list: hardwareListSql,
    tag: 'entitlements',
    minRole: 'User',
    export: { kind: 'Entitlements', describe: describeHardwareExport, dateColumn: 'createdAt' },
  });

  app.get(
    '/entitlements/overview',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'What the account is entitled to (by type, in use against entitled) and what expires within 90 days',
        tags,
        querystring: ZEntitlementRef,
        response: { 200: zEnvelope(ZEntitlementOverview) },
      },
    },
    async (req) => ok(await getEntitlementOverview(ctx, accountScope(req, req.query.account_id, 'User'))),
  );

  app.get(
    '/entitlements/choices',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'The entitlements, kept hardware and sites the Activate and Renew forms choose from',
        tags,
        querystring: ZEntitlementRef,
        response: { 200: zEnvelope(ZEntitlementChoices) },
      },
    },
    async (req) => ok(await getEntitlementChoices(ctx, accountScope(req, req.query.account_id, 'User'))),
  );

  app.get(
    '/entitlements/license-tracking',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Licences in use against entitled, per feature and per site (filter by feature and site)',
        tags,
        querystring: ZLicenseTrackingQuery,
        response: { 200: zEnvelope(ZLicenseTracking) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id, 'User');
      return ok(await getLicenseTracking(ctx, scope, { feature: req.query.feature, site: req.query.site }));
    },
  );

  app.post(
    '/entitlements/activations',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Activates licences of features on a hardware (new hardware is kept only if it succeeds); 409 when too few are left',
        tags,
        body: ZActivateFeaturesBody,
        response: { 200: zEnvelope(ZActivateFeaturesResponse) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, 'User');
      return ok(await activateFeatures(ctx, req, scope, parseBody(ZActivateFeaturesRequest, req.body, 'activate features')));
    },
  );

  app.post(
    '/entitlements/renewals',
    {
      config: { access: 'account-user' },
      schema: {
        summary: "Asks to renew features: pending requests and a notice to the account's support manager (nothing renews at once)",
        tags,
        body: ZRenewFeaturesBody,
        response: { 200: zEnvelope(ZRenewFeaturesResponse) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, 'User');
      return ok(await renewFeatures(ctx, req, scope, parseBody(ZRenewFeaturesRequest, req.body, 'renew features')));
    },
  );
}
