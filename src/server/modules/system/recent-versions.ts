import { and, asc, eq, sql } from 'drizzle-orm';
import { softwareUpdates } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import type { TRecentVersions, TSoftwareLevel, TSoftwareService } from '../../../shared/contracts/system.ts';
import { hasRecentVersionsReport } from '../../../shared/domain/system-releases.ts';
import { accountSystemOf } from './system-overview.ts';

/**
 * The recent versions report of SUS or RSUS (spec section 2): for each component, the latest version
 * and when it was released, and how many of the account's systems, zones or sites run it or are
 * behind. Only for ASTRO system release 2020.1 and later (hasRecentVersionsReport, the menu's rule):
 * any other account is answered 404, as for a report that does not exist for it.
 */
export async function recentVersions(
  ctx: TAppContext,
  scope: TAccountScope,
  service: TSoftwareService,
): Promise<TRecentVersions> {
  const { system, technology } = await accountSystemOf(ctx, scope);
  if (!system || !hasRecentVersionsReport(technology, system.currentVersion)) {
    throw new AppError('ServerValidation.404NotFound', {
      detail: `recent versions report: account ${scope.accountId} runs ${technology} ${system?.currentVersion ?? '(no system)'}`,
    });
  }
  const t = softwareUpdates;
  const rows = await ctx.database.db
    .select({
      component: t.component,
      level: t.level,
      latestVersion: t.latestVersion,
      latestReleasedOn: sql<string>`to_char(max(${t.latestReleasedOn}), 'YYYY-MM-DD')`,
      installed: sql<number>`count(*) filter (where ${t.installedVersion} = ${t.latestVersion})::int`,
      behind: sql<number>`count(*) filter (where ${t.installedVersion} <> ${t.latestVersion})::int`,
    })
    .from(t)
    .where(and(eq(t.accountId, scope.accountId), eq(t.service, service)))
    .groupBy(t.component, t.level, t.latestVersion)
    .orderBy(asc(t.component));
  return {
    service,
    systemRelease: system.currentVersion,
    components: rows.map((r) => ({ ...r, level: r.level as TSoftwareLevel })),
  };
}
