import { and, eq, sql } from 'drizzle-orm';
import { networkIngestTokens, networks } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { executeRows, publishEventsSql, type TEventTx } from '../../platform/events.ts';
import {
  INGEST_FUTURE_MS,
  INGEST_PAST_MS,
  type TIngestRejection,
  type TIngestRequest,
  type TIngestResult,
  type TIngestSite,
} from '../../../shared/contracts/telemetry.ts';
import {
  DOWN_SEVERITY,
  affiliationLevel,
  alarmKey,
  levelSeverity,
  thresholdMessage,
  utilizationLevel,
  type TAlarmChange,
  type TNetworkLimits,
} from './evaluate.ts';
import { siteStateEventSql } from './site-state-sql.ts';

/** The network an ingest token pushes for (checked by the route: live token, network not deleted). */
export interface TIngestNetwork {
  tokenId: number;
  networkId: string;
  accountId: string;
}

interface TKnownSite {
  id: number;
  siteId: number;
  zoneId: number;
  kinds: Set<string>;
}

/** One site's row of the batch as the state update reads it (jsonb_to_recordset). */
interface TStateInput {
  site: number;
  util: number | null;
  aff: number | null;
}

interface TSampleRow {
  site: number;
  sub: string;
  util: number;
  busy: number | null;
  aff: number | null;
}

function badAt(): AppError {
  return new AppError('ServerValidation.400WrongParams', {
    fields: [{ path: 'body.at', message: { id: 'ServerValidation.400WrongParams' } }],
    detail: 'ingest at out of range',
  });
}

/** The instant of a batch: `at` if given, within the raw retention and at most 5 minutes ahead. */
export function batchInstant(at: string | undefined, now = Date.now()): Date {
  if (at === undefined) return new Date(now);
  const t = Date.parse(at);
  if (!(t >= now - INGEST_PAST_MS && t <= now + INGEST_FUTURE_MS)) throw badAt();
  return new Date(t);
}

/** The sites of the network named in the batch, by `siteId:zoneId`: one set-based lookup. */
async function knownSites(tx: TEventTx, networkId: string, reports: TIngestSite[]): Promise<Map<string, TKnownSite>> {
  const pairs = JSON.stringify(reports.map((r) => ({ s: r.siteId, z: r.zoneId })));
  const rows = await executeRows(
    tx,
    sql`select distinct s.id, s.site_id, s.zone_id, lower(array_to_string(s.subnetwork, ',')) as kinds
        from jsonb_to_recordset(${pairs}::jsonb) as r(s int, z int)
        join sites s on s.network_id = ${networkId} and s.site_id = r.s and s.zone_id = r.z`,
  );
  const out = new Map<string, TKnownSite>();
  for (const r of rows) {
    const kinds = new Set(String(r.kinds).split(','));
    out.set(`${r.site_id}:${r.zone_id}`, {
      id: Number(r.id),
      siteId: Number(r.site_id),
      zoneId: Number(r.zone_id),
      kinds,
    });
  }
  return out;
}

/**
 * What a batch asks of the database, judged against the network's thresholds: the samples to
 * keep, the alarms to open or clear (one change per alarm key, the last report winning), each
 * reported site's latest utilization (highest over its sub-networks) and affiliations (summed).
 */
export function planBatch(
  limits: TNetworkLimits,
  sitesOf: Map<string, TKnownSite>,
  reports: TIngestSite[],
): { samples: TSampleRow[]; alarms: TAlarmChange[]; states: TStateInput[]; rejected: TIngestRejection[] } {
  const rejected: TIngestRejection[] = [];
  // The last report of a site wins (a batch naming a site twice).
  const bySite = new Map<number, { site: TKnownSite; report: TIngestSite }>();
  for (const report of reports) {
    const site = sitesOf.get(`${report.siteId}:${report.zoneId}`);
    if (!site) rejected.push({ siteId: report.siteId, zoneId: report.zoneId, reason: 'unknown-site' });
    else bySite.set(site.id, { site, report });
  }
  const samples = new Map<string, TSampleRow>();
  const alarms = new Map<string, TAlarmChange>();
  const states: TStateInput[] = [];
  const put = (a: TAlarmChange) => alarms.set(alarmKey(a), a);
  const u = limits.channelUtilizationThresholds;
  for (const { site, report } of bySite.values()) {
    if (report.status === 'down')
      put({ site: site.id, kind: 'status', sub: null, src: null, open: { severity: DOWN_SEVERITY, message: 'Site down' } });
    else if (report.status === 'up') put({ site: site.id, kind: 'status', sub: null, src: null });
    for (const a of report.alarms ?? [])
      put({
        site: site.id,
        kind: 'nms',
        sub: null,
        src: a.id,
        open: a.state === 'open' ? { severity: a.severity, message: a.message } : undefined,
      });
    let util: number | null = null;
    let aff: number | null = null;
    for (const m of report.measurements ?? []) {
      if (!site.kinds.has(m.subnetwork)) {
        rejected.push({ siteId: site.siteId, zoneId: site.zoneId, subnetwork: m.subnetwork, reason: 'unknown-subnetwork' });
        continue;
      }
      samples.set(`${site.id}|${m.subnetwork}`, {
        site: site.id,
        sub: m.subnetwork,
        util: m.utilization,
        busy: m.busyChannels ?? null,
        aff: m.affiliations ?? null,
      });
      util = Math.max(util ?? 0, m.utilization);
      if (m.affiliations !== undefined) aff = (aff ?? 0) + m.affiliations;
      const level = utilizationLevel(u, m.utilization, m.busyChannels);
      put({
        site: site.id,
        kind: 'utilization',
        sub: m.subnetwork,
        src: null,
        open:
          level === 'normal'
            ? undefined
            : {
                severity: levelSeverity(limits, level),
                message: thresholdMessage('utilization', level, m.utilization, m.subnetwork),
                level,
                value: m.utilization,
              },
      });
    }
    if (aff !== null) {
      const level = affiliationLevel(limits.affiliationThresholds, aff);
      put({
        site: site.id,
        kind: 'affiliation',
        sub: null,
        src: null,
        open:
          level === 'normal'
            ? undefined
            : {
                severity: levelSeverity(limits, level),
                message: thresholdMessage('affiliation', level, aff, null),
                level,
                value: aff,
              },
      });
    }
    states.push({ site: site.id, util, aff });
  }
  return { samples: [...samples.values()], alarms: [...alarms.values()], states, rejected };
}

/**
 * Takes one batch of a network's telemetry (POST /mapi/telemetry/ingest) in one transaction and a
 * fixed number of statements whatever its size: raw samples kept, alarms opened and cleared, each
 * reported site's state worked out again from its open alarms (failed at failedSevLimit, impaired
 * at impairedSevLimit, else normal) and a 'site-state' event published for each site whose state,
 * open alarm count or highest severity changed.
 */
export async function ingestBatch(ctx: TAppContext, net: TIngestNetwork, body: TIngestRequest): Promise<TIngestResult> {
  const at = batchInstant(body.at).toISOString();
  return ctx.database.db.transaction(async (tx) => {
    const [network] = await tx
      .select({
        failedSevLimit: networks.failedSevLimit,
        impairedSevLimit: networks.impairedSevLimit,
        channelUtilizationThresholds: networks.channelUtilizationThresholds,
        affiliationThresholds: networks.affiliationThresholds,
      })
      .from(networks)
      .where(and(eq(networks.id, net.networkId), eq(networks.deleted, false)));
    if (!network) throw new AppError('ServerValidation.401NoValidToken', { detail: `network ${net.networkId} gone` });
    const plan = planBatch(network, await knownSites(tx, net.networkId, body.sites), body.sites);
    await tx
      .update(networkIngestTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(networkIngestTokens.id, net.tokenId));
    if (plan.states.length === 0) return { accepted: 0, rejected: plan.rejected, changed: 0 };
    const ids = plan.states.map((s) => s.site).sort((a, b) => a - b);
    // The reported sites' state rows, locked in one order (the unknown-state job locks the same way).
    await executeRows(
      tx,
      sql`select site_id from site_states where site_id in (select unnest(${`{${ids.join(',')}}`}::int[])) order by site_id for update`,
    );
    if (plan.samples.length)
      await executeRows(
        tx,
        sql`insert into site_samples (site_id, subnetwork, at, utilization, busy_channels, affiliations)
            select r.site, r.sub, ${at}::timestamptz, r.util, r.busy, r.aff
            from jsonb_to_recordset(${JSON.stringify(plan.samples)}::jsonb)
              as r(site int, sub text, util double precision, busy int, aff int)
            on conflict (site_id, subnetwork, at) do update set utilization = excluded.utilization,
              busy_channels = excluded.busy_channels, affiliations = excluded.affiliations`,
      );
    await applyAlarms(tx, net, at, plan.alarms);
    const [published] = await executeRows(tx, stateUpdateSql(network, at, plan.states));
    return { accepted: plan.states.length, rejected: plan.rejected, changed: Number(published?.published ?? 0) };
  });
}

/** Clears the alarms the batch clears and opens (or re-grades) those it opens: two statements. */
async function applyAlarms(tx: TEventTx, net: TIngestNetwork, at: string, changes: TAlarmChange[]): Promise<void> {
  const clears = changes.filter((c) => !c.open).map(({ site, kind, sub, src }) => ({ site, kind, sub, src }));
  const opens = changes
    .filter((c) => c.open)
    .map(({ site, kind, sub, src, open }) => ({
      site,
      kind,
      sub,
      src,
      sev: open!.severity,
      msg: open!.message,
      lvl: open!.level ?? null,
      val: open!.value ?? null,
    }));
  if (clears.length)
    await executeRows(
      tx,
      sql`update site_alarms a set cleared_at = greatest(a.opened_at, ${at}::timestamptz)
          from jsonb_to_recordset(${JSON.stringify(clears)}::jsonb) as c(site int, kind text, sub text, src text)
          where a.cleared_at is null and a.site_id = c.site and a.kind = c.kind
            and coalesce(a.subnetwork, '') = coalesce(c.sub, '') and coalesce(a.source_alarm_id, '') = coalesce(c.src, '')`,
    );
  if (opens.length)
    await executeRows(
      tx,
      sql`insert into site_alarms (site_id, account_id, network_id, source_alarm_id, kind, subnetwork, severity, message, level, value, opened_at)
          select o.site, ${net.accountId}, ${net.networkId}, o.src, o.kind, o.sub, o.sev, o.msg, o.lvl, o.val, ${at}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(opens)}::jsonb)
            as o(site int, kind text, sub text, src text, sev int, msg text, lvl text, val double precision)
          on conflict (site_id, kind, coalesce(subnetwork, ''), coalesce(source_alarm_id, '')) where cleared_at is null
          do update set severity = excluded.severity, message = excluded.message, level = excluded.level, value = excluded.value`,
    );
}

/**
 * One statement: the reported sites' states from their open alarms, written to site_states
 * (`since` moved only when the state changes; utilization and affiliations kept when the batch
 * measured none), and a 'site-state' event for each whose state, open alarm count or highest
 * severity changed; answers `published`.
 */
function stateUpdateSql(limits: TNetworkLimits, at: string, states: TStateInput[]) {
  return publishEventsSql(
    siteStateEventSql(sql`from state_updated u join sites s on s.id = u.site_id
      where u.state <> u.old_state or u.open_alarms <> u.old_open or u.max_severity is distinct from u.old_max`),
    sql`state_input as (
        select * from jsonb_to_recordset(${JSON.stringify(states)}::jsonb) as r(site int, util double precision, aff int)
      ),
      state_next as (
        select ss.site_id, ss.state as old_state, ss.open_alarms as old_open, ss.max_severity as old_max,
          i.util, i.aff, count(a.id)::int as open_alarms, max(a.severity) as max_severity
        from state_input i
        join site_states ss on ss.site_id = i.site
        left join site_alarms a on a.site_id = i.site and a.cleared_at is null
        group by ss.site_id, ss.state, ss.open_alarms, ss.max_severity, i.util, i.aff
      ),
      state_graded as (
        select n.*, case
            when n.max_severity >= ${limits.failedSevLimit} then 'failed'
            when n.max_severity >= ${limits.impairedSevLimit} then 'impaired'
            else 'normal' end as state
        from state_next n
      ),
      state_updated as (
        update site_states ss set
          state = g.state,
          since = case when g.state <> g.old_state then ${at}::timestamptz else ss.since end,
          last_sample_at = greatest(ss.last_sample_at, ${at}::timestamptz),
          open_alarms = g.open_alarms,
          max_severity = g.max_severity,
          utilization = coalesce(g.util, ss.utilization),
          affiliations = coalesce(g.aff, ss.affiliations),
          updated_at = now()
        from state_graded g
        where ss.site_id = g.site_id
        returning ss.*, g.old_state, g.old_open, g.old_max
      )`,
  );
}
