import { eq } from 'drizzle-orm';
import { accountSystems } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import { requireAccount } from '../../platform/session-context.ts';
import {
  ZCurrentSystem,
  ZCurrentSystemQuery,
  ZRecentVersions,
  ZRecentVersionsQuery,
  ZSystemConfiguration,
  ZSystemOverview,
  ZSystemQuery,
  ZUpgradeRequestAnswer,
  ZUpgradeRequestBody,
} from '../../../shared/contracts/system.ts';
import { CASE_WRITE_MIN_ROLE } from '../../../shared/domain/cases.ts';
import { recentVersions } from './recent-versions.ts';
import {
  describeAntivirusExport,
  describeBulletinExport,
  describePatchExport,
  describeSoftwareUpdateExport,
} from './system-export.ts';
import { antivirusListSql, bulletinListSql, patchHistoryListSql, softwareUpdateListSql } from './system-lists.ts';
import { systemConfiguration, systemOverview } from './system-overview.ts';
import { requestUpgrade } from './upgrade-request.ts';

/**
 * The account's system (spec section 2; issue 32 points 7 and 8): the footer's current system,
 * System Overview and Configuration, upgrade requests, SUS and RSUS software updates and the recent
 * versions report, patch history, antivirus, and the security bulletins matched to the system.
 */
export function registerSystemRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;
  const tags = ['system'];

  app.get(
    '/system/current',
    {
      config: { access: 'account' },
      schema: {
        summary: "The account's system and its current version (footer: Your System)",
        tags,
        querystring: ZCurrentSystemQuery,
        response: { 200: zEnvelope(ZCurrentSystem) },
      },
    },
    async (req) => {
      requireAccount(req, req.query.account_id);
      const [row] = await db
        .select({
          systemName: accountSystems.systemName,
          currentVersion: accountSystems.currentVersion,
          documentationUrl: accountSystems.documentationUrl,
        })
        .from(accountSystems)
        .where(eq(accountSystems.accountId, req.query.account_id));
      return ok({ system: row ?? null });
    },
  );

  app.get(
    '/system/overview',
    {
      config: { access: 'account' },
      schema: {
        summary: 'System Overview: system release, upgrade targets, zones and sites of the managed network with their versions',
        tags,
        querystring: ZSystemQuery,
        response: { 200: zEnvelope(ZSystemOverview) },
      },
    },
    async (req) => ok(await systemOverview(ctx, accountScope(req, req.query.account_id))),
  );

  app.get(
    '/system/configuration',
    {
      config: { access: 'account-user' },
      schema: {
        summary: "System Configuration: the managed network's configuration facts (Users and Administrators)",
        tags,
        querystring: ZSystemQuery,
        response: { 200: zEnvelope(ZSystemConfiguration) },
      },
    },
    async (req) => ok(await systemConfiguration(ctx, accountScope(req, req.query.account_id, 'User'))),
  );

  app.post(
    '/system/upgrade-requests',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Requests an upgrade of the system to a later release: opens a Technical Request case and answers its number',
        tags,
        body: ZUpgradeRequestBody,
        response: { 200: zEnvelope(ZUpgradeRequestAnswer) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, CASE_WRITE_MIN_ROLE);
      return ok(await requestUpgrade(ctx, req, scope, req.body, requestLocale(req)));
    },
  );

  registerListRoutes(app, ctx, {
    list: softwareUpdateListSql,
    tag: 'system',
    minRole: 'User',
    export: { kind: 'SoftwareUpdates', describe: describeSoftwareUpdateExport, dateColumn: 'installedAt' },
  });

  app.get(
    '/system/software-updates/recent',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'The SUS or RSUS recent versions report: only for ASTRO system release 2020.1 and later (404 otherwise)',
        tags,
        querystring: ZRecentVersionsQuery,
        response: { 200: zEnvelope(ZRecentVersions) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id, 'User');
      return ok(await recentVersions(ctx, scope, req.query.service ?? 'SUS'));
    },
  );

  registerListRoutes(app, ctx, {
    list: patchHistoryListSql,
    tag: 'system',
    export: { kind: 'PatchHistory', describe: describePatchExport, dateColumn: 'scanDate' },
  });
  registerListRoutes(app, ctx, {
    list: antivirusListSql,
    tag: 'system',
    export: { kind: 'Antivirus', describe: describeAntivirusExport, dateColumn: 'scanDate' },
  });
  registerListRoutes(app, ctx, {
    list: bulletinListSql,
    tag: 'system',
    export: { kind: 'SecurityBulletins', describe: describeBulletinExport, dateColumn: 'publishedOn' },
  });
}
