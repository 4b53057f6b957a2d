import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { findListRow } from '../../platform/list/list-engine.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import {
  ZPerformanceQuery,
  ZPerformanceSiteDetail,
  ZPerformanceSiteParams,
  ZSiteStates,
  ZSiteTrend,
  ZSubnetworkStatuses,
  ZTrendQuery,
  type TPerformanceSiteRow,
} from '../../../shared/contracts/performance.ts';
import { readSiteAlarms, readSiteStates, readSubnetworkStatuses } from './read-states.ts';
import { describeSiteExport } from './site-export.ts';
import { performanceSiteListSql } from './site-list.ts';
import { readSiteTrend } from './trend.ts';

/**
 * The Performance screens' reads (issue 32 point 4): every user of the account (customers and
 * staff holding it, as the network screens) reads the sites flagged 'show in performance' of its
 * networks that are not deleted; any other site (another account's, a hidden one) is 404.
 */
export function registerPerformanceRoutes(app: TApp, ctx: TAppContext): void {
  const tags = ['performance'];

  registerListRoutes(app, ctx, {
    list: performanceSiteListSql,
    tag: 'performance',
    export: { kind: 'Sites', describe: describeSiteExport },
  });

  app.get(
    '/performance/sites/states',
    {
      config: { access: 'account' },
      schema: {
        summary: "Every performance site of the account with its state, open alarms and last sample (the map and its list)",
        tags,
        querystring: ZPerformanceQuery,
        response: { 200: zEnvelope(ZSiteStates) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      return ok({ sites: await readSiteStates(ctx, scope) });
    },
  );

  app.get(
    '/performance/subnetworks',
    {
      config: { access: 'account' },
      schema: {
        summary: 'Performance sites per state for each sub-network kind, and in all (the sub-network statuses widget)',
        tags,
        querystring: ZPerformanceQuery,
        response: { 200: zEnvelope(ZSubnetworkStatuses) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      return ok(await readSubnetworkStatuses(ctx, scope));
    },
  );

  /** The site as the list shows it, or 404 (another account's, hidden from performance, none). */
  const findSite = async (scope: ReturnType<typeof accountScope>, id: number) => {
    const row = (await findListRow(ctx, performanceSiteListSql, scope, [String(id)])) as TPerformanceSiteRow | undefined;
    if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `performance site ${id}` });
    return row;
  };

  app.get(
    '/performance/sites/:id',
    {
      config: { access: 'account' },
      schema: {
        summary: 'A performance site of the account as its list row shows it, with its open and recently cleared alarms; 404 for any other',
        tags,
        params: ZPerformanceSiteParams,
        querystring: ZPerformanceQuery,
        response: { 200: zEnvelope(ZPerformanceSiteDetail) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      const site = await findSite(scope, req.params.id);
      const alarms = await readSiteAlarms(ctx, scope, req.params.id);
      return ok({ site, openAlarms: alarms.open, recentAlarms: alarms.recent });
    },
  );

  app.get(
    '/performance/sites/:id/trend',
    {
      config: { access: 'account' },
      schema: {
        summary:
          "A performance site's utilization and affiliations per sub-network over a date preset (raw samples for day and week, hourly roll-ups beyond; at most ~300 points a series); 503 'chart datasource unreachable' when the samples cannot be read",
        tags,
        params: ZPerformanceSiteParams,
        querystring: ZTrendQuery,
        response: { 200: zEnvelope(ZSiteTrend) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      await findSite(scope, req.params.id);
      return ok(await readSiteTrend(ctx, req.params.id, req.query.preset ?? 'day'));
    },
  );
}
