import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../platform/db.ts';
import { publishEventsSql } from '../../platform/events.ts';
import { siteStateEventSql } from './site-state-sql.ts';

/** Raw samples are kept this many whole UTC days before today (migration 0032's partitions). */
export const RAW_RETENTION_DAYS = 7;
/** Daily partitions made ahead of today. */
export const PARTITIONS_AHEAD_DAYS = 3;
/** A site not heard from for this long is 'unknown' again. */
export const STALE_AFTER_MINUTES = 5;

async function firstInt(database: TDatabase, statement: ReturnType<typeof sql>, column: string): Promise<number> {
  const [row] = await database.rows(statement);
  return Number(row?.[column] ?? 0);
}

/**
 * Rolls the raw samples of the last two whole hours and of the current one up into
 * site_samples_hourly (count, average and highest utilization and affiliations per site,
 * sub-network and UTC hour); an upsert, so running it again gives the same rows. Answers the rows written.
 */
export async function rollUpSamples(database: TDatabase, now = new Date()): Promise<number> {
  return firstInt(
    database,
    sql`with rolled as (
          insert into site_samples_hourly
            (site_id, subnetwork, hour, samples, utilization_avg, utilization_max, affiliations_avg, affiliations_max)
          select site_id, subnetwork, date_trunc('hour', at, 'UTC'), count(*)::int, avg(utilization), max(utilization),
            avg(affiliations), max(affiliations)
          from site_samples
          where at >= date_trunc('hour', ${now.toISOString()}::timestamptz, 'UTC') - interval '2 hours'
            and at <= ${now.toISOString()}::timestamptz
          group by 1, 2, 3
          on conflict (site_id, subnetwork, hour) do update set samples = excluded.samples,
            utilization_avg = excluded.utilization_avg, utilization_max = excluded.utilization_max,
            affiliations_avg = excluded.affiliations_avg, affiliations_max = excluded.affiliations_max
          returning 1
        )
        select count(*)::int as n from rolled`,
    'n',
  );
}

/**
 * The retention of telemetry: the next days' raw partitions made, raw days older than
 * RAW_RETENTION_DAYS dropped whole, hourly rows older than 13 months and portal events older than
 * 24 hours deleted. Answers what it did.
 */
export async function applyRetention(
  database: TDatabase,
  now = new Date(),
): Promise<{ made: number; dropped: number; hourlyDeleted: number; eventsDeleted: number }> {
  const at = now.toISOString();
  const made = await firstInt(
    database,
    sql`select site_samples_make_partitions((${at}::timestamptz at time zone 'UTC')::date, ${PARTITIONS_AHEAD_DAYS + 1}::int) as n`,
    'n',
  );
  const dropped = await firstInt(
    database,
    sql`select site_samples_drop_partitions((${at}::timestamptz at time zone 'UTC')::date - ${RAW_RETENTION_DAYS}::int) as n`,
    'n',
  );
  const hourlyDeleted = await firstInt(
    database,
    sql`with d as (delete from site_samples_hourly where hour < ${at}::timestamptz - interval '13 months' returning 1)
        select count(*)::int as n from d`,
    'n',
  );
  const eventsDeleted = await firstInt(
    database,
    sql`with d as (delete from portal_events where created_at < ${at}::timestamptz - interval '24 hours' returning 1)
        select count(*)::int as n from d`,
    'n',
  );
  return { made, dropped, hourlyDeleted, eventsDeleted };
}

/**
 * Sites not heard from for STALE_AFTER_MINUTES become 'unknown' (since now), each with its
 * 'site-state' event, in one statement; the rows are locked in site order, as ingest locks them.
 * Answers how many changed.
 */
export async function markStaleSites(database: TDatabase, now = new Date()): Promise<number> {
  const at = now.toISOString();
  return firstInt(
    database,
    publishEventsSql(
      siteStateEventSql(sql`from stale_updated u join sites s on s.id = u.site_id`),
      sql`stale_locked as (
          select site_id from site_states
          where state <> 'unknown'
            and (last_sample_at is null or last_sample_at < ${at}::timestamptz - make_interval(mins => ${STALE_AFTER_MINUTES}))
          order by site_id for update
        ),
        stale_updated as (
          update site_states ss set state = 'unknown', since = ${at}::timestamptz, updated_at = now()
          from stale_locked l where ss.site_id = l.site_id
          returning ss.*
        )`,
    ),
    'published',
  );
}
