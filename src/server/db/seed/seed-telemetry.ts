import { sql } from 'drizzle-orm';
import { simulatedReport, type TSimSite } from '../../modules/telemetry/simulated-load.ts';
import { executeRows } from '../../platform/events.ts';
import { SUBNETWORK_KINDS, type TSubnetworkKind } from '../../../shared/domain/managed-network.ts';
import type { TSeedTx } from './seed-cases.ts';

/** Hours of raw samples the seed gives every site, one every 5 minutes, so no chart is empty at first start. */
export const SEED_SAMPLE_HOURS = 3;
const STEP_MS = 5 * 60_000;
const CHUNK = 5000;

/**
 * The last SEED_SAMPLE_HOURS hours of every seeded site's samples, as the simulator
 * (modules/telemetry/simulated-load.ts) would have sent them, and their hourly roll-up. The sites'
 * states stay 'unknown': the simulator or an NMS makes them live.
 */
export async function seedTelemetry(tx: TSeedTx, now = Date.now()): Promise<void> {
  const sites = await executeRows(
    tx,
    sql`select s.id, s.site_id, s.zone_id, lower(array_to_string(s.subnetwork, ',')) as kinds, n.timezone,
          (n.channel_utilization_thresholds->>'max_utilization')::int as channels,
          (n.affiliation_thresholds->>'max_affiliation')::int as radios
        from sites s join networks n on n.id = s.network_id where not n.deleted order by s.id`,
  );
  const last = Math.floor(now / STEP_MS) * STEP_MS;
  let batch: { site: number; sub: string; at: string; util: number; busy: number | null; aff: number | null }[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await tx.execute(sql`insert into site_samples (site_id, subnetwork, at, utilization, busy_channels, affiliations)
      select r.site, r.sub, r.at, r.util, r.busy, r.aff
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as r(site int, sub text, at timestamptz, util double precision, busy int, aff int)
      on conflict do nothing`);
    batch = [];
  };
  for (const row of sites) {
    const site: TSimSite = {
      id: Number(row.id),
      siteId: Number(row.site_id),
      zoneId: Number(row.zone_id),
      subnetworks: String(row.kinds)
        .split(',')
        .filter((k): k is TSubnetworkKind => (SUBNETWORK_KINDS as readonly string[]).includes(k)),
    };
    const net = { timezone: String(row.timezone), channels: Number(row.channels) || 20, radios: Number(row.radios) || 1000 };
    for (let t = last - SEED_SAMPLE_HOURS * 3600_000; t <= last; t += STEP_MS) {
      const at = new Date(t);
      for (const m of simulatedReport(net, site, at).measurements ?? [])
        batch.push({
          site: site.id,
          sub: m.subnetwork,
          at: at.toISOString(),
          util: m.utilization,
          busy: m.busyChannels ?? null,
          aff: m.affiliations ?? null,
        });
      if (batch.length >= CHUNK) await flush();
    }
  }
  await flush();
  await tx.execute(sql`insert into site_samples_hourly
      (site_id, subnetwork, hour, samples, utilization_avg, utilization_max, affiliations_avg, affiliations_max)
    select site_id, subnetwork, date_trunc('hour', at, 'UTC'), count(*)::int, avg(utilization), max(utilization),
      avg(affiliations), max(affiliations)
    from site_samples group by 1, 2, 3
    on conflict do nothing`);
}

/** The large seed's raw samples: 2 days, one every 5 minutes (576 per sub-network of a site). */
export const LARGE_SEED_RAW_DAYS = 2;
/** The large seed's hourly roll-ups: 90 days back from the last hour (the hours before the raw days written directly, the raw days rolled up). */
export const LARGE_SEED_HOURLY_DAYS = 90;

/**
 * The large seed's telemetry (issue 32 point 9), written set-based by the database
 * (generate_series), never row by row: for every site of a network that is not deleted and each of
 * its sub-networks, LARGE_SEED_RAW_DAYS days of raw samples every 5 minutes ending at the last
 * 5-minute mark, the daily partitions of those days made first; their hourly roll-up; and for the
 * hours before them, from LARGE_SEED_HOURLY_DAYS days before the last hour, hourly roll-ups made
 * from the same curve.
 * The curve is the simulator's (simulated-load.ts): the daily load in the network's time zone
 * (0.1 at night, about 0.52 at 13:30), a weight per site from 0.6 to 1.2, noise of ±4 points, with a
 * hash of the site and the time in place of its FNV hash (the figures differ, the shape is the same).
 * No surges or outages: the states stay 'unknown' until the simulator runs. `onlyNetworkId` limits
 * it to one network (a test's scale).
 */
export async function seedLargeTelemetry(tx: TSeedTx, now = Date.now(), onlyNetworkId?: string): Promise<void> {
  const last = new Date(Math.floor(now / STEP_MS) * STEP_MS).toISOString();
  const rawFrom = sql`(${last}::timestamptz - interval '${sql.raw(String(LARGE_SEED_RAW_DAYS))} days' + interval '5 minutes')`;
  await tx.execute(
    sql`select site_samples_make_partitions((${rawFrom} at time zone 'UTC')::date, ${LARGE_SEED_RAW_DAYS + 1})`,
  );
  // One row per site and sub-network, with what the curve needs.
  const siteKinds = sql`select s.id, lower(k.kind) as sub, n.timezone,
        coalesce((n.channel_utilization_thresholds->>'max_utilization')::int, 20) as channels,
        coalesce((n.affiliation_thresholds->>'max_affiliation')::int, 1000) as radios,
        cardinality(s.subnetwork) as kinds,
        0.6 + 0.6 * ((hashint4(s.id) & 65535) / 65536.0) as weight
      from sites s join networks n on n.id = s.network_id and not n.deleted
      cross join lateral unnest(s.subnetwork) as k(kind)
      ${onlyNetworkId === undefined ? sql`` : sql`where n.id = ${onlyNetworkId}`}`;
  /** The daily load at a local hour (the simulator's dailyLoad). */
  const load = (h: string) =>
    sql.raw(`(0.1 + 0.42 * power(case when ${h} between 6 and 21 then greatest(0, sin(pi() * (${h} - 6) / 15)) else 0 end, 1.5))`);
  const localHour = (at: string) =>
    `(extract(hour from ${at} at time zone x.timezone) + extract(minute from ${at} at time zone x.timezone) / 60.0)`;
  const noise = (at: string) =>
    sql.raw(`(((hashint8(x.id * 1000003::bigint + extract(epoch from ${at})::bigint / 60 + length(x.sub)) & 65535) / 65536.0 - 0.5) * 8)`);
  await tx.execute(sql`insert into site_samples (site_id, subnetwork, at, utilization, busy_channels, affiliations)
    select x.id, x.sub, g.at, u.util, round(u.util / 100 * x.channels)::int,
           greatest(0, round(x.radios * l.load * x.weight / (2 * x.kinds) * (1 + u.noise / 40)))::int
      from (${siteKinds}) x
      cross join generate_series(${rawFrom}, ${last}::timestamptz, interval '5 minutes') as g(at)
      cross join lateral (select ${load(localHour('g.at'))} as load) l
      cross join lateral (select ${noise('g.at')} as noise) n0
      cross join lateral (select n0.noise,
             round(least(100, greatest(0, l.load * x.weight * 100 + n0.noise))::numeric, 1)::float8 as util) u
    on conflict do nothing`);
  await tx.execute(sql`insert into site_samples_hourly
      (site_id, subnetwork, hour, samples, utilization_avg, utilization_max, affiliations_avg, affiliations_max)
    select site_id, subnetwork, date_trunc('hour', at, 'UTC'), count(*)::int, avg(utilization), max(utilization),
      avg(affiliations), max(affiliations)
    from site_samples group by 1, 2, 3
    on conflict do nothing`);
  // The hours before the raw days: 12 samples each, the curve at the half hour, the maximum a few points above.
  await tx.execute(sql`insert into site_samples_hourly
      (site_id, subnetwork, hour, samples, utilization_avg, utilization_max, affiliations_avg, affiliations_max)
    select x.id, x.sub, g.hour, 12, u.avg, least(100, u.avg + 2 + abs(u.noise)), a.avg, round(a.avg * 1.15)::int
      from (${siteKinds}) x
      cross join generate_series(date_trunc('hour', ${last}::timestamptz, 'UTC') - interval '${sql.raw(String(LARGE_SEED_HOURLY_DAYS))} days',
                                 date_trunc('hour', ${rawFrom}, 'UTC') - interval '1 hour', interval '1 hour') as g(hour)
      cross join lateral (select ${load(localHour("(g.hour + interval '30 minutes')"))} as load) l
      cross join lateral (select ${noise('g.hour')} / 2 as noise) n0
      cross join lateral (select n0.noise, least(100, greatest(0, l.load * x.weight * 100 + n0.noise))::float8 as avg) u
      cross join lateral (select greatest(0, x.radios * l.load * x.weight / (2 * x.kinds) * (1 + n0.noise / 40))::float8 as avg) a
    on conflict do nothing`);
}
