import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { isoTime, isoTimeOrNull, textOrNull } from '../../platform/row-values.ts';
import {
  FLEET_UNITS_PER_GROUP,
  type TFleetGroup,
  type TFleetReadiness,
} from '../../../shared/contracts/fleet-readiness.ts';

/**
 * GET /mapi/repairs/fleet-readiness (issue 30 point 10), in one account-scoped statement: the
 * account's device repairs that are out (status open or shipped; repairs_account_status_idx finds
 * them), each out since its first 'received' event (repair_events_repair_idx) or else since it was
 * created, expected back its depot's turnaround_days later (repair_depots by name; none: unknown),
 * overdue when still open past that. Per end user (the end-user address's name) and model: units
 * out, longest out, earliest expected back, overdue count (window aggregates over every unit), and
 * the longest-out FLEET_UNITS_PER_GROUP units. Groups in code-point order (the same on every
 * database, whatever its collation).
 */
export async function getFleetReadiness(ctx: TAppContext, scope: TAccountScope): Promise<TFleetReadiness> {
  const rows = await ctx.database.rows(sql`
    with unit as (
      select r.repair_no, r.serial_in, r.status, r.depot, r.device_model as model,
        nullif(btrim(r.end_user_address->>'name'), '') as end_user,
        coalesce(ev.at, r.created_at) as out_since,
        coalesce(ev.at, r.created_at) + make_interval(days => d.turnaround_days) as expected_back
      from repairs r
      left join repair_depots d on d.name = r.depot
      left join lateral (
        select min(e.at) as at from repair_events e where e.repair_no = r.repair_no and e.step = 'received'
      ) ev on true
      where r.account_id = ${scope.accountId} and r.status in ('open', 'shipped') and r.kind = 'device'
    ), ranked as (
      select unit.*,
        (status = 'open' and expected_back < now()) as overdue,
        floor(extract(epoch from (now() - out_since)) / 86400)::int as days_out,
        row_number() over (partition by end_user, model order by out_since, repair_no) as rn,
        count(*) over g as units_out,
        min(out_since) over g as oldest_out,
        min(expected_back) over g as next_back,
        count(*) filter (where status = 'open' and expected_back < now()) over g as overdue_n
      from unit
      window g as (partition by end_user, model)
    )
    select repair_no, serial_in, status, depot, model, end_user, out_since, expected_back, overdue,
      days_out, units_out::int as units_out, floor(extract(epoch from (now() - oldest_out)) / 86400)::int as oldest_days,
      next_back, overdue_n::int as overdue_n, now() as as_of
    from ranked where rn <= ${FLEET_UNITS_PER_GROUP}
    order by end_user collate "C" nulls last, model collate "C" nulls last, rn`);
  const groups: TFleetGroup[] = [];
  let asOf = new Date().toISOString();
  for (const r of rows) {
    asOf = isoTime(r.as_of);
    const endUser = textOrNull(r.end_user);
    const model = textOrNull(r.model);
    let g = groups.at(-1);
    if (!g || g.endUser !== endUser || g.model !== model) {
      g = {
        endUser,
        model,
        unitsOut: Number(r.units_out),
        oldestDaysOut: Number(r.oldest_days),
        nextExpectedBack: isoTimeOrNull(r.next_back),
        overdue: Number(r.overdue_n),
        units: [],
      };
      groups.push(g);
    }
    g.units.push({
      repairNumber: String(r.repair_no),
      serial: String(r.serial_in),
      status: r.status === 'shipped' ? 'shipped' : 'open',
      depot: String(r.depot),
      outSince: isoTime(r.out_since),
      daysOut: Number(r.days_out),
      expectedBack: isoTimeOrNull(r.expected_back),
      overdue: r.overdue === true || r.overdue === 't',
    });
  }
  return {
    asOf,
    unitsOut: groups.reduce((n, g) => n + g.unitsOut, 0),
    endUsers: new Set(groups.map((g) => g.endUser)).size,
    overdue: groups.reduce((n, g) => n + g.overdue, 0),
    groups,
  };
}
