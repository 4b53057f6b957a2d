import { sql } from 'drizzle-orm';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { isoTime, isoTimeOrNull, numberOrNull } from '../../platform/row-values.ts';
import {
  SITE_STATES,
  type TSiteAlarm,
  type TSiteState,
  type TSiteStateItem,
  type TStateCounts,
  type TSubnetworkStatuses,
} from '../../../shared/contracts/performance.ts';
import { PERFORMANCE_SITES } from './performance-sites.ts';

const sites = sql.raw(PERFORMANCE_SITES);

/** Every performance site of the account with its state (the map and the widget), by name. */
export async function readSiteStates(ctx: TAppContext, scope: TAccountScope): Promise<TSiteStateItem[]> {
  const rows = await ctx.database.rows(sql`
    select t.id, t.site_id, t.zone_id, t.name, t.latitude, t.longitude, t.subnetwork, t.state, t.since,
           t.open_alarms, t.max_severity, t.utilization, t.affiliations, t.last_sample_at
      from ${sites} t
     where t.account_id = ${scope.accountId}
     order by t.name, t.zone_id, t.site_id`);
  return rows.map((r) => ({
    id: Number(r.id),
    siteId: Number(r.site_id),
    zoneId: Number(r.zone_id),
    name: String(r.name),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    subnetwork: r.subnetwork as string[],
    state: r.state as TSiteState,
    since: isoTime(r.since),
    openAlarms: Number(r.open_alarms),
    maxSeverity: numberOrNull(r.max_severity),
    utilization: r.utilization === null ? null : Math.round(Number(r.utilization) * 10) / 10,
    affiliations: numberOrNull(r.affiliations),
    lastSampleAt: isoTimeOrNull(r.last_sample_at),
  }));
}

/** How many recently cleared alarms a site's details show. */
const RECENT_ALARMS = 20;

/** A site's open alarms (worst and newest first) and its most recently cleared ones. */
export async function readSiteAlarms(
  ctx: TAppContext,
  scope: TAccountScope,
  siteKey: number,
): Promise<{ open: TSiteAlarm[]; recent: TSiteAlarm[] }> {
  const alarm = (r: Record<string, unknown>): TSiteAlarm => ({
    id: Number(r.id),
    kind: String(r.kind),
    subnetwork: r.subnetwork === null ? null : String(r.subnetwork),
    severity: Number(r.severity),
    message: String(r.message ?? ''),
    level: r.level === 'high' || r.level === 'critical' ? r.level : null,
    value: r.value === null || r.value === undefined ? null : Number(r.value),
    openedAt: isoTime(r.opened_at),
    clearedAt: isoTimeOrNull(r.cleared_at),
  });
  const open = await ctx.database.rows(sql`
    select id, kind, subnetwork, severity, message, level, value, opened_at, cleared_at from site_alarms
     where site_id = ${siteKey} and account_id = ${scope.accountId} and cleared_at is null
     order by severity desc, opened_at desc, id desc`);
  const recent = await ctx.database.rows(sql`
    select id, kind, subnetwork, severity, message, level, value, opened_at, cleared_at from site_alarms
     where site_id = ${siteKey} and account_id = ${scope.accountId} and cleared_at is not null
     order by opened_at desc, id desc limit ${RECENT_ALARMS}`);
  return { open: open.map(alarm), recent: recent.map(alarm) };
}

const zero = (): TStateCounts => ({ failed: 0, impaired: 0, normal: 0, unknown: 0 });

/**
 * Sites per state for each sub-network kind the account's performance sites have (a site counts
 * under each of its kinds with its one state), and all sites together.
 */
export async function readSubnetworkStatuses(ctx: TAppContext, scope: TAccountScope): Promise<TSubnetworkStatuses> {
  const rows = await ctx.database.rows(sql`
    select k.subnetwork, t.state, count(*)::int as n
      from ${sites} t cross join lateral unnest(t.subnetwork) as k(subnetwork)
     where t.account_id = ${scope.accountId}
     group by k.subnetwork, t.state
    union all
    select null, t.state, count(*)::int from ${sites} t where t.account_id = ${scope.accountId} group by t.state`);
  const total = zero();
  const kinds = new Map<string, TStateCounts>();
  for (const r of rows) {
    const state = r.state as TSiteState;
    if (!(SITE_STATES as readonly string[]).includes(state)) continue;
    if (r.subnetwork === null) {
      total[state] += Number(r.n);
      continue;
    }
    const kind = String(r.subnetwork);
    const counts = kinds.get(kind) ?? zero();
    counts[state] += Number(r.n);
    kinds.set(kind, counts);
  }
  const order = ['Voice', 'Data', 'Paging', 'Dispatch', 'Backhaul'];
  const subnetworks = [...kinds.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([subnetwork, counts]) => ({ subnetwork, counts }));
  return { total, subnetworks };
}
