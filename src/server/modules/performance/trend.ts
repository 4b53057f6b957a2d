import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { isoTime } from '../../platform/row-values.ts';
import type { TSiteTrend, TTrendPoint, TTrendPreset } from '../../../shared/contracts/performance.ts';

/**
 * Each date preset of spec section 9: its window, the table it reads (raw samples are kept 7 days,
 * hourly roll-ups 13 months) and its bucket, so that a series has at most about 300 points.
 */
export const TREND_WINDOWS: Readonly<Record<TTrendPreset, { interval: string; source: 'raw' | 'hourly'; bucketSeconds: number }>> = {
  day: { interval: '24 hours', source: 'raw', bucketSeconds: 300 }, // 288 points
  week: { interval: '7 days', source: 'raw', bucketSeconds: 3_600 }, // 168
  month: { interval: '30 days', source: 'hourly', bucketSeconds: 10_800 }, // 240
  'six-months': { interval: '6 months', source: 'hourly', bucketSeconds: 86_400 }, // ~183
  'twelve-months': { interval: '12 months', source: 'hourly', bucketSeconds: 172_800 }, // ~183
};

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/**
 * A site's utilization (percent) and affiliations per sub-network over the preset's window, in
 * buckets. Reading the samples failing is the spec's 'chart datasource unreachable' (503), which
 * the chart shows in its place.
 */
export async function readSiteTrend(ctx: TAppContext, siteKey: number, preset: TTrendPreset): Promise<TSiteTrend> {
  const w = TREND_WINDOWS[preset];
  const b = w.bucketSeconds;
  const bucket = (column: string) => sql.raw(`to_timestamp(floor(extract(epoch from ${column}) / ${b}) * ${b})`);
  let rows: Record<string, unknown>[];
  let bounds: Record<string, unknown> | undefined;
  try {
    [bounds] = await ctx.database.rows(sql`select now() - ${w.interval}::interval as from_at, now() as to_at`);
    rows =
      w.source === 'raw'
        ? await ctx.database.rows(sql`
            select subnetwork, ${bucket('at')} as at, avg(utilization) as u, max(utilization) as u_max, avg(affiliations) as a
              from site_samples
             where site_id = ${siteKey} and at >= now() - ${w.interval}::interval
             group by subnetwork, 2 order by subnetwork, 2`)
        : await ctx.database.rows(sql`
            select subnetwork, ${bucket('hour')} as at,
                   sum(utilization_avg * samples) / nullif(sum(samples), 0) as u, max(utilization_max) as u_max,
                   sum(affiliations_avg * samples) / nullif(sum(samples), 0) as a
              from site_samples_hourly
             where site_id = ${siteKey} and hour >= now() - ${w.interval}::interval
             group by subnetwork, 2 order by subnetwork, 2`);
  } catch (err) {
    throw new AppError('ServerValidation.503ChartDatasourceUnreachable', { cause: err, detail: `trend of site ${siteKey}` });
  }
  const series = new Map<string, TTrendPoint[]>();
  for (const r of rows) {
    const kind = String(r.subnetwork);
    const points = series.get(kind) ?? [];
    points.push({ at: isoTime(r.at), utilization: num(r.u), utilizationMax: num(r.u_max), affiliations: num(r.a) });
    series.set(kind, points);
  }
  return {
    preset,
    from: isoTime(bounds!.from_at),
    to: isoTime(bounds!.to_at),
    source: w.source,
    bucketSeconds: b,
    series: [...series.entries()].map(([subnetwork, points]) => ({ subnetwork, points })),
  };
}
