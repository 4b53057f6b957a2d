import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TCaseSummary } from '../../../shared/contracts/cases.ts';
import { lastDays, type TCaseState } from '../../../shared/domain/cases.ts';
import { isoTime, textOrNull } from './present-case.ts';

/** Open severity-1 cases listed by the widget (the count covers them all). */
const SEVERITY1_LISTED = 10;

type TRows = { rows: Record<string, unknown>[] };

/**
 * GET /mapi/cases/summary: the case widgets of the home dashboard (breakdown by category and
 * state; open cases created per UTC day over the last 30 and 7 days; open Critical cases).
 */
export async function getCaseSummary(ctx: TAppContext, scope: TAccountScope, now = new Date()): Promise<TCaseSummary> {
  const { db } = ctx.database;
  const days30 = lastDays(30, now);
  const since = days30[0]!;
  const run = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as TRows).rows;
  const [breakdown, perDay, severity1] = await Promise.all([
    run(sql`select category, state, count(*)::int as n from cases
            where account_id = ${scope.accountId} group by category, state order by category, state`),
    run(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n from cases
            where account_id = ${scope.accountId} and state = 'open'
              and created_at >= (${since}::timestamp at time zone 'UTC')
            group by 1`),
    run(sql`select case_no, title, site, created_at, count(*) over ()::int as total from cases
            where account_id = ${scope.accountId} and state = 'open' and priority = 1
            order by created_at desc, case_no desc limit ${SEVERITY1_LISTED}`),
  ]);
  const counts = new Map(perDay.map((r) => [String(r.day), Number(r.n)]));
  const series = (days: string[]) => days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
  return {
    breakdown: breakdown.map((r) => ({
      category: String(r.category),
      state: r.state as TCaseState,
      count: Number(r.n),
    })),
    openLast30Days: series(days30),
    openLast7Days: series(days30.slice(-7)),
    openSeverity1: {
      count: Number(severity1[0]?.total ?? 0),
      cases: severity1.map((r) => ({
        caseNumber: String(r.case_no),
        title: String(r.title),
        site: textOrNull(r.site),
        createdAt: isoTime(r.created_at),
      })),
    },
  };
}
