import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { REPAIR_STATUSES, type TRepairSummary } from '../../../shared/contracts/repairs.ts';
import { lastDays } from '../../../shared/domain/cases.ts';
import { lastMonths } from '../../../shared/domain/repairs.ts';
import { zonedDay, zonedDayStart } from '../../../shared/domain/time-zone.ts';

/**
 * GET /mapi/repairs/summary: the repair widgets of the dashboard in one account-scoped statement:
 * repairs per status (from the counts the database keeps), and repairs created per day of the
 * user's zone (`timeZone`) since
 * the first day of the month five months back (the 6-month chart sums them per month; the 90-day
 * chart takes the last 90 days).
 */
export async function getRepairSummary(
  ctx: TAppContext,
  scope: TAccountScope,
  now = new Date(),
  /** The user's zone (validated: listTimeZone). */
  timeZone = 'UTC',
): Promise<TRepairSummary> {
  // The months and days of the user's calendar, ending on the user's today.
  const months = lastMonths(6, new Date(`${zonedDay(now.getTime(), timeZone)}T12:00:00Z`));
  const days = lastDays(90, now, timeZone);
  const since = [`${months[0]!}-01`, days[0]!].sort()[0]!;
  const rows = await ctx.database.rows(sql`
    select 'status' as k, status as v, sum(n)::int as n from repair_counts
      where account_id = ${scope.accountId} group by status
    union all
    select 'day' as k, to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as v, count(*)::int as n from repairs
      where account_id = ${scope.accountId} and created_at >= ${zonedDayStart(since, timeZone)}::timestamptz
      group by 2`);
  const status = new Map<string, number>();
  const perDay = new Map<string, number>();
  for (const r of rows) (r.k === 'status' ? status : perDay).set(String(r.v), Number(r.n));
  const perMonth = new Map<string, number>();
  for (const [day, n] of perDay) perMonth.set(day.slice(0, 7), (perMonth.get(day.slice(0, 7)) ?? 0) + n);
  return {
    byStatus: REPAIR_STATUSES.map((s) => ({ status: s, count: status.get(s) ?? 0 })),
    last6Months: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
    last90Days: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
  };
}
