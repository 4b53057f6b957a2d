import { and, asc, eq, sql } from 'drizzle-orm';
import { accountSystems, accounts, networks, patchHistory, sites, softwareUpdates } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type {
  TAccountSystem,
  TSystemConfiguration,
  TSystemOverview,
  TSoftwareService,
} from '../../../shared/contracts/system.ts';
import { subnetworksOf } from '../../../shared/domain/managed-network.ts';
import { hasRecentVersionsReport, upgradeTargets } from '../../../shared/domain/system-releases.ts';

/** The account's system (null: none on record) and its technology. */
export async function accountSystemOf(
  ctx: TAppContext,
  scope: TAccountScope,
): Promise<{ system: TAccountSystem | null; technology: string }> {
  const { db } = ctx.database;
  const [row] = await db
    .select({
      technology: accounts.technology,
      systemName: accountSystems.systemName,
      currentVersion: accountSystems.currentVersion,
      documentationUrl: accountSystems.documentationUrl,
    })
    .from(accounts)
    .leftJoin(accountSystems, eq(accountSystems.accountId, accounts.id))
    .where(eq(accounts.id, scope.accountId));
  if (!row) return { system: null, technology: '' };
  const system =
    row.systemName && row.currentVersion
      ? { systemName: row.systemName, currentVersion: row.currentVersion, documentationUrl: row.documentationUrl }
      : null;
  return { system, technology: row.technology };
}

/** The account's first network that is not deleted, or undefined. */
async function networkOf(ctx: TAppContext, scope: TAccountScope) {
  const [row] = await ctx.database.db
    .select()
    .from(networks)
    .where(and(eq(networks.accountId, scope.accountId), eq(networks.deleted, false)))
    .orderBy(asc(networks.id))
    .limit(1);
  return row;
}

/**
 * System Overview: the system and release, the releases it may be upgraded to, whether the recent
 * versions report applies (ASTRO 2020.1 and later), the zones and sites of the network with the SUS
 * and RSUS versions installed at each site.
 */
export async function systemOverview(ctx: TAppContext, scope: TAccountScope): Promise<TSystemOverview> {
  const { db } = ctx.database;
  const { system, technology } = await accountSystemOf(ctx, scope);
  const network = await networkOf(ctx, scope);
  const zones = new Map<number, TSystemOverview['zones'][number]>();
  if (network) {
    const siteRows = await db
      .select({ id: sites.id, siteId: sites.siteId, zoneId: sites.zoneId, name: sites.name, type: sites.type })
      .from(sites)
      .where(and(eq(sites.accountId, scope.accountId), eq(sites.networkId, network.id)))
      .orderBy(asc(sites.zoneId), asc(sites.siteId));
    const versionRows = await db
      .select({
        siteRef: softwareUpdates.siteRef,
        service: softwareUpdates.service,
        component: softwareUpdates.component,
        version: softwareUpdates.installedVersion,
        upToDate: sql<boolean>`${softwareUpdates.installedVersion} = ${softwareUpdates.latestVersion}`,
      })
      .from(softwareUpdates)
      .where(and(eq(softwareUpdates.accountId, scope.accountId), eq(softwareUpdates.networkId, network.id), eq(softwareUpdates.level, 'site')))
      .orderBy(asc(softwareUpdates.service), asc(softwareUpdates.component));
    const bySite = new Map<number, TSystemOverview['zones'][number]['sites'][number]['versions']>();
    for (const v of versionRows) {
      if (v.siteRef === null) continue;
      const list = bySite.get(v.siteRef) ?? [];
      list.push({ service: v.service as TSoftwareService, component: v.component, version: v.version, upToDate: v.upToDate });
      bySite.set(v.siteRef, list);
    }
    for (const s of siteRows) {
      const zone = zones.get(s.zoneId) ?? { zoneId: s.zoneId, sites: [] };
      zone.sites.push({ id: s.id, siteId: s.siteId, name: s.name, type: s.type, versions: bySite.get(s.id) ?? [] });
      zones.set(s.zoneId, zone);
    }
  }
  return {
    system,
    upgradeTargets: system ? upgradeTargets(system.systemName, system.currentVersion) : [],
    recentVersionsReport: hasRecentVersionsReport(technology, system?.currentVersion),
    network: network ? { id: network.id, name: network.name, type: network.type } : null,
    zones: [...zones.values()],
  };
}

/** System Configuration: the network's configuration facts, its zones, sites by type and scanned hosts. */
export async function systemConfiguration(ctx: TAppContext, scope: TAccountScope): Promise<TSystemConfiguration> {
  const { db } = ctx.database;
  const { system } = await accountSystemOf(ctx, scope);
  const n = await networkOf(ctx, scope);
  if (!n) return { system, network: null };
  const counts = await db
    .select({ type: sites.type, n: sql<number>`count(*)::int` })
    .from(sites)
    .where(and(eq(sites.accountId, scope.accountId), eq(sites.networkId, n.id)))
    .groupBy(sites.type);
  const [zoneRow] = await db
    .select({ zones: sql<number>`count(distinct ${sites.zoneId})::int` })
    .from(sites)
    .where(and(eq(sites.accountId, scope.accountId), eq(sites.networkId, n.id)));
  const [hostRow] = await db
    .select({ hosts: sql<number>`count(distinct ${patchHistory.hostname})::int` })
    .from(patchHistory)
    .where(eq(patchHistory.accountId, scope.accountId));
  const hosts = hostRow?.hosts ?? 0;
  return {
    system,
    network: {
      id: n.id,
      name: n.name,
      networkAcronym: n.networkAcronym,
      networkSystemId: n.networkSystemId,
      networkSystemId2: n.networkSystemId2,
      type: n.type,
      networkProfile: n.networkProfile,
      timezone: n.timezone,
      wacnId: n.wacnId,
      mobileCountryCode: n.mobileCountryCode,
      mobileNetworkCode: n.mobileNetworkCode,
      subnetworks: subnetworksOf(n),
      zones: zoneRow?.zones ?? 0,
      sites: counts.reduce((a, r) => a + r.n, 0),
      sitesByType: Object.fromEntries(counts.map((r) => [r.type, r.n])),
      hosts,
    },
  };
}
