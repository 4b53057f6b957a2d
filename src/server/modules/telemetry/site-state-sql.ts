import { sql, type SQL } from 'drizzle-orm';

/** An instant as ISO 8601 UTC text with milliseconds, in SQL (null stays null). */
export function isoSql(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The rows (account_id, kind, payload) of 'site-state' portal events for the site_states rows
 * named `u` joined to their sites `s`: the payload the live screens read (platform/events.ts).
 */
export function siteStateEventSql(from: SQL): SQL {
  return sql`select u.account_id, 'site-state' as kind, jsonb_build_object(
      'siteDbId', u.site_id, 'siteId', s.site_id, 'zoneId', s.zone_id, 'name', s.name,
      'state', u.state, 'since', ${isoSql(sql`u.since`)},
      'openAlarms', u.open_alarms, 'maxSeverity', u.max_severity,
      'utilization', u.utilization, 'affiliations', u.affiliations,
      'lastSampleAt', ${isoSql(sql`u.last_sample_at`)}
    ) as payload
    ${from}`;
}
