import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import { executeRows, type TEventTx } from '../../platform/events.ts';
import { CASE_SOURCES } from '../../../shared/contracts/cases.ts';

/**
 * Alarm to incident (issue 32 point 6): a site failed for longer than INCIDENT_AFTER_MINUTES joins
 * the account's open network incident, an Incident case of category NetworkMonitoring the network
 * opens itself when there is none (one per account, however many sites fail in a storm). Its
 * timeline tells each site's failure with its open alarms, and each restoration; when the last
 * site is back, the time to restore is counted from the first alarm, not from the case's creation.
 */

/** Who the network's own notes are from on the case timeline. */
export const NETWORK_AUTHOR = 'Network monitoring';

const utc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"')`);

async function note(tx: TEventTx, caseNo: number, body: string): Promise<void> {
  await executeRows(
    tx,
    sql`insert into case_notes (case_no, author_name, author_kind, body, created_at)
        values (${caseNo}, ${NETWORK_AUTHOR}, 'vendor', ${body}, clock_timestamp())`,
  );
}

/** "2 h 5 min" */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const h = Math.floor(minutes / 60);
  return h ? `${h} h ${minutes % 60} min` : `${minutes} min`;
}

interface TFailedSite {
  site: number;
  account: string;
  label: string;
  since: string;
  firstAlarm: string;
  alarms: string;
}

/** The account's open network incident, or a new Incident case (NetworkMonitoring, Critical) for it. */
async function incidentOf(tx: TEventTx, account: string, first: TFailedSite, count: number): Promise<{ caseNo: number; opened: boolean }> {
  const [open] = await executeRows(
    tx,
    sql`select ni.case_no from network_incidents ni join cases c on c.case_no = ni.case_no
        where ni.account_id = ${account} and ni.restored_at is null and c.state <> 'closed'
        order by ni.case_no desc limit 1 for update of ni`,
  );
  if (open) return { caseNo: Number(open.case_no), opened: false };
  const [made] = await executeRows(
    tx,
    sql`insert into cases (account_id, category, case_type, state, priority, title, description, site, site_ref, source, source_kind)
        select a.id, 'nmo', 'Incident', 'open', 1, ${`Network incident: ${count === 1 ? first.label : `${count} sites`} failed`},
          ${`The network opened this incident: ${count === 1 ? `site ${first.label} has` : `${count} sites have`} been failed for longer than the incident threshold. The timeline lists each site's alarms and restoration.`},
          ${first.label}, ${first.site},
          case when upper(a.case_source) = any(${`{${CASE_SOURCES.join(',')}}`}::text[]) then upper(a.case_source) else 'SALESFORCE' end,
          case lower(trim(a.case_create_service)) when 'motomanager' then 'MOTOMANAGER' when 'smartclient' then 'SMARTCLIENT' else 'UNKNOWN' end
        from accounts a where a.id = ${account}
        returning case_no`,
  );
  const caseNo = Number(made!.case_no);
  await executeRows(
    tx,
    sql`insert into network_incidents (case_no, account_id, first_alarm_at) values (${caseNo}, ${account}, ${first.firstAlarm}::timestamptz)`,
  );
  return { caseNo, opened: true };
}

/**
 * One run: failed sites past the threshold join (or open) their account's incident, incident
 * sites no longer failed are marked restored, and incidents whose sites are all back get their
 * time to restore. Answers what it did.
 */
export async function openIncidents(
  ctx: TAppContext,
  now = new Date(),
): Promise<{ opened: number; joined: number; restored: number }> {
  const after = ctx.config.incidentAfterMinutes;
  return ctx.database.db.transaction(async (tx) => {
    // One run at a time across instances (the job runs once per period, but a manual run may meet it).
    await executeRows(tx, sql`select pg_advisory_xact_lock(hashtext('network-incidents'))`);
    const failed = (
      await executeRows(
        tx,
        sql`select ss.site_id as site, ss.account_id as account, s.name || ' (' || s.zone_id || '/' || s.site_id || ')' as label,
              ss.since::text as since,
              coalesce((select min(a.opened_at) from site_alarms a where a.site_id = ss.site_id and a.cleared_at is null), ss.since)::text
                as "firstAlarm",
              coalesce((select string_agg(${utc('a.opened_at')} || ' severity ' || a.severity || ' ' || a.kind
                  || coalesce(' ' || a.subnetwork, '') || ': ' || a.message, '; ' order by a.opened_at)
                from site_alarms a where a.site_id = ss.site_id and a.cleared_at is null), '') as alarms
            from site_states ss join sites s on s.id = ss.site_id
            where ss.state = 'failed' and ss.since <= ${now.toISOString()}::timestamptz - make_interval(secs => ${after * 60}::double precision)
              and not exists (select 1 from network_incident_sites l where l.site_id = ss.site_id and l.restored_at is null)
            order by ss.account_id, ss.since, ss.site_id`,
      )
    ).map((r) => r as unknown as TFailedSite);
    const byAccount = new Map<string, TFailedSite[]>();
    for (const f of failed) byAccount.set(f.account, [...(byAccount.get(f.account) ?? []), f]);
    let opened = 0;
    for (const [account, list] of byAccount) {
      const incident = await incidentOf(tx, account, list[0]!, list.length);
      if (incident.opened) opened++;
      for (const f of list) {
        await executeRows(
          tx,
          sql`insert into network_incident_sites (case_no, site_id, failed_since, first_alarm_at)
              values (${incident.caseNo}, ${f.site}, ${f.since}::timestamptz, ${f.firstAlarm}::timestamptz)
              on conflict (case_no, site_id) do update set failed_since = excluded.failed_since, restored_at = null`,
        );
        await note(
          tx,
          incident.caseNo,
          `Site ${f.label} failed since ${new Date(f.since).toISOString().slice(0, 16).replace('T', ' ')} UTC.${f.alarms ? ` Open alarms: ${f.alarms}.` : ''}`,
        );
      }
      await executeRows(
        tx,
        sql`update network_incidents set first_alarm_at = least(first_alarm_at,
              (select min(first_alarm_at) from network_incident_sites where case_no = ${incident.caseNo}))
            where case_no = ${incident.caseNo}`,
      );
    }
    const restored = await executeRows(
      tx,
      sql`update network_incident_sites l set restored_at = ss.since
          from site_states ss, sites s
          where l.restored_at is null and ss.site_id = l.site_id and s.id = l.site_id and ss.state in ('normal', 'impaired')
          returning l.case_no, s.name || ' (' || s.zone_id || '/' || s.site_id || ')' as label, ss.state, ${utc('ss.since')} as at`,
    );
    for (const r of restored)
      await note(tx, Number(r.case_no), `Site ${String(r.label)} restored at ${String(r.at)} (now ${String(r.state)}).`);
    const done = await executeRows(
      tx,
      sql`update network_incidents ni set restored_at = (select max(restored_at) from network_incident_sites l where l.case_no = ni.case_no)
          where ni.restored_at is null
            and exists (select 1 from network_incident_sites l where l.case_no = ni.case_no)
            and not exists (select 1 from network_incident_sites l where l.case_no = ni.case_no and l.restored_at is null)
          returning ni.case_no, ni.first_alarm_at::text as first, ni.restored_at::text as last`,
    );
    for (const r of done)
      await note(
        tx,
        Number(r.case_no),
        `All sites restored. Time to restore: ${durationText(Date.parse(String(r.last)) - Date.parse(String(r.first)))} from the first alarm.`,
      );
    return { opened, joined: failed.length, restored: restored.length };
  });
}

/** The open network incident a site is part of (for a new case on that site to join it instead), or none. */
export async function openIncidentOfSite(
  ctx: TAppContext,
  accountId: string,
  siteDbId: number,
): Promise<{ caseNumber: string; title: string; firstAlarmAt: string } | null> {
  const [row] = await ctx.database.rows(
    sql`select c.case_no::text as case_number, c.title, ${sql.raw(`to_char(ni.first_alarm_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)} as first_alarm_at
        from network_incident_sites l
        join network_incidents ni on ni.case_no = l.case_no
        join cases c on c.case_no = ni.case_no
        where l.site_id = ${siteDbId} and ni.account_id = ${accountId} and c.account_id = ${accountId}
          and c.state <> 'closed' and ni.restored_at is null
        order by c.case_no desc limit 1`,
  );
  return row ? { caseNumber: String(row.case_number), title: String(row.title), firstAlarmAt: String(row.first_alarm_at) } : null;
}
