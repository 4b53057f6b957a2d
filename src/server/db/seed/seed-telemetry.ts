import { sql } from 'drizzle-orm';
import { simulatedReport, type TSimSite } from '../../modules/telemetry/simulated-load.ts';
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
  const result = (await tx.execute(
    sql`select s.id, s.site_id, s.zone_id, lower(array_to_string(s.subnetwork, ',')) as kinds, n.timezone,
          (n.channel_utilization_thresholds->>'max_utilization')::int as channels,
          (n.affiliation_thresholds->>'max_affiliation')::int as radios
        from sites s join networks n on n.id = s.network_id where not n.deleted order by s.id`,
  )) as unknown;
  const sites = (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
    string,
    unknown
  >[];
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
