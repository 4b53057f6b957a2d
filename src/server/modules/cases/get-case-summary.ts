import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { CASE_SUMMARY_PARTS, type TCaseSummary, type TCaseSummaryPart } from '../../../shared/contracts/cases.ts';
import { lastDays, type TCaseState } from '../../../shared/domain/cases.ts';
import { isoTime, textOrNull } from '../../platform/row-values.ts';
import { zonedDayStart } from '../../../shared/domain/time-zone.ts';

/** Open severity-1 cases listed by the widget (the count covers them all). */
const SEVERITY1_LISTED = 10;

type TRun = (q: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>;

/** Cases per category and state, from the counts the database keeps (db/schema/cases.ts caseCounts). */
async function breakdown(run: TRun, scope: TAccountScope): Promise<Pick<TCaseSummary, 'breakdown'>> {
  const rows = await run(sql`select category, state, sum(n)::int as n from case_counts
    where account_id = ${scope.accountId} group by category, state having sum(n) > 0 order by category, state`);
  return {
    breakdown: rows.map((r) => ({ category: String(r.category), state: r.state as TCaseState, count: Number(r.n) })),
  };
}

/** Open cases created per day of `timeZone` (the user's) over the last 30 and 7 days (oldest first, zero-filled). */
async function openPerDay(
  run: TRun,
  scope: TAccountScope,
  now: Date,
  timeZone: string,
): Promise<Pick<TCaseSummary, 'openLast30Days' | 'openLast7Days'>> {
  const days30 = lastDays(30, now, timeZone);
  const rows = await run(sql`select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as n from cases
    where account_id = ${scope.accountId} and state = 'open'
      and created_at >= ${zonedDayStart(days30[0]!, timeZone)}::timestamptz
    group by 1`);
  const counts = new Map(rows.map((r) => [String(r.day), Number(r.n)]));
  const series = (days: string[]) => days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
  return { openLast30Days: series(days30), openLast7Days: series(days30.slice(-7)) };
}

/** Open Critical (severity 1) cases: how many, and the newest of them. */
async function openSeverity1(run: TRun, scope: TAccountScope): Promise<Pick<TCaseSummary, 'openSeverity1'>> {
  const rows = await run(sql`select case_no, title, site, created_at, count(*) over ()::int as total from cases
    where account_id = ${scope.accountId} and state = 'open' and priority = 1
    order by created_at desc, case_no desc limit ${SEVERITY1_LISTED}`);
  return {
    openSeverity1: {
      count: Number(rows[0]?.total ?? 0),
      cases: rows.map((r) => ({
        caseNumber: String(r.case_no),
        title: String(r.title),
        site: textOrNull(r.site),
        createdAt: isoTime(r.created_at),
      })),
    },
  };
}

/**
 * GET /mapi/cases/summary: the case widgets of the home dashboard, one part per widget (each
 * widget asks for its own, so one failing query fails one widget) or every part at once.
 */
export async function getCaseSummary(
  ctx: TAppContext,
  scope: TAccountScope,
  part?: TCaseSummaryPart,
  now = new Date(),
  /** The user's zone (validated: listTimeZone), whose days the open cases are counted by. */
  timeZone = 'UTC',
): Promise<Partial<TCaseSummary>> {
  const run: TRun = (q) => ctx.database.rows(q);
  const parts: Record<TCaseSummaryPart, () => Promise<Partial<TCaseSummary>>> = {
    breakdown: () => breakdown(run, scope),
    open: () => openPerDay(run, scope, now, timeZone),
    severity1: () => openSeverity1(run, scope),
  };
  const answers = await Promise.all((part ? [part] : CASE_SUMMARY_PARTS).map((p) => parts[p]()));
  return Object.assign({}, ...answers) as Partial<TCaseSummary>;
}
