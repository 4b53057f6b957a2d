import { ALERT_KEPT_DAYS, ALERT_SEVERITIES } from '../../../shared/contracts/alerts.ts';

/**
 * The alert rules in SQL over an alert row `a`, one text each, used by the customer's list, the
 * critical bar, the administration list and the retention job alike.
 */

/** Shown now: switched on, and within its period or shown all the time. */
export const SHOWN_NOW = `(a.active and (a.show_always or (a.active_from <= now() and a.active_to > now())))`;

/** Targets the account `accountColumn`: every account, or one of its chosen ones. */
export function targets(accountColumn: string): string {
  return `(a.all_accounts or exists (select 1 from alert_accounts x where x.alert_id = a.id and x.account_id = ${accountColumn}))`;
}

/** When the alert became inactive: its deactivation, else the end of its period once passed. */
export const INACTIVE_SINCE = `(case when not a.active then a.deactivated_at
  when not a.show_always and a.active_to <= now() then a.active_to end)`;

/** active, scheduled or inactive (shared/contracts/alerts.ts ALERT_STATUSES). */
export const STATUS = `(case when ${INACTIVE_SINCE} is not null then 'inactive'
  when not a.show_always and a.active_from > now() then 'scheduled' else 'active' end)`;

/** Most urgent first: the severity's position in ALERT_SEVERITIES. */
export const SEVERITY_RANK = `array_position(array[${ALERT_SEVERITIES.map((v) => `'${v}'`).join(',')}]::text[], a.severity)`;

/** When customers were first shown it: its period's start, or its last change when later. */
export const PUBLISHED_AT = `greatest(a.updated_at, coalesce(a.active_from, a.updated_at))`;

/** Inactive for longer than the spec's 30 days (deleted by the retention job). */
export const EXPIRED = `(${INACTIVE_SINCE} < now() - interval '${ALERT_KEPT_DAYS} days')`;
