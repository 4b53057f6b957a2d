import { and, asc, eq } from 'drizzle-orm';
import { sites } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { findListRow } from '../../platform/list/list-engine.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import { requireStaffAccount } from '../../platform/session-context.ts';
import {
  ZCaseSites,
  ZCaseSitesQuery,
  ZCreateSiteRequest,
  ZSite,
  ZSiteIdParams,
  ZUpdateSiteRequest,
  type TSite,
} from '../../../shared/contracts/sites.ts';
import { ZAccountId } from '../../../shared/contracts/common.ts';
import { siteLabel } from '../../../shared/domain/sites.ts';
import { z } from 'zod';
import { siteListSql } from './site-list.ts';
import { createSite, updateSite } from './write-site.ts';

const ZSiteRef = z.object({ account_id: ZAccountId }).strict();

/** Sites of the managed networks (spec section 3, Site; issue 32 point 2). */
export function registerSiteRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;
  const tags = ['sites'];

  registerListRoutes(app, ctx, { list: siteListSql, tag: 'sites' });

  app.get(
    '/sites/case-management',
    {
      config: { access: 'account' },
      schema: {
        summary: "The account's sites flagged 'show in case management': the sites a case or ticket may name",
        tags,
        querystring: ZCaseSitesQuery,
        response: { 200: zEnvelope(ZCaseSites) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      const rows = await db
        .select({ id: sites.id, siteId: sites.siteId, zoneId: sites.zoneId, name: sites.name })
        .from(sites)
        .where(and(eq(sites.accountId, scope.accountId), eq(sites.showInCaseManagement, true)))
        .orderBy(asc(sites.name), asc(sites.zoneId), asc(sites.siteId));
      return ok({ sites: rows.map((r) => ({ ...r, label: siteLabel(r) })) });
    },
  );

  app.get(
    '/sites/:id',
    {
      config: { access: 'account' },
      schema: {
        summary: "A site of the account, as its list row answers it; another account's site is 404",
        tags,
        params: ZSiteIdParams,
        querystring: ZSiteRef,
        response: { 200: zEnvelope(ZSite) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      const row = (await findListRow(ctx, siteListSql, scope, [String(req.params.id)])) as TSite | undefined;
      if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `site ${req.params.id}` });
      return ok(row);
    },
  );

  app.post(
    '/sites',
    {
      config: { access: 'staff-account' },
      schema: {
        summary:
          "Creates a site of the account's network (vendor staff): coordinates and sub-network rules, Fault Manager ID and site/zone pair unique in the network",
        tags,
        body: ZCreateSiteRequest,
        response: { 200: zEnvelope(ZSite) },
      },
    },
    async (req) => {
      requireStaffAccount(req, req.body.account_id);
      const scope = accountScope(req, req.body.account_id);
      const id = await createSite(ctx, req, scope, req.body);
      return ok((await findListRow(ctx, siteListSql, scope, [String(id)])) as TSite);
    },
  );

  app.put(
    '/sites/:id',
    {
      config: { access: 'staff-account' },
      schema: {
        summary: 'Changes every field of a site of the account (vendor staff); the rules of creation',
        tags,
        params: ZSiteIdParams,
        body: ZUpdateSiteRequest,
        response: { 200: zEnvelope(ZSite) },
      },
    },
    async (req) => {
      requireStaffAccount(req, req.body.account_id);
      const scope = accountScope(req, req.body.account_id);
      await updateSite(ctx, req, scope, req.params.id, req.body);
      return ok((await findListRow(ctx, siteListSql, scope, [String(req.params.id)])) as TSite);
    },
  );
}
