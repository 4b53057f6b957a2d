/** case-list: the case list on the large seed (1,000,000 cases) against its SQL floor (support/list-benchmark.ts). */
import { caseList } from '../../src/shared/contracts/cases.ts';
import { browserColumns, runListBenchmark } from '../support/list-benchmark.ts';

export const name = 'case-list';
export const description =
  'GET /mapi/cases (filter + sort, large seed) at 50 connections vs the same SQL replayed (pgbench); page 1 vs 10,000 rows deep; statements per request.';

/** Incidents by priority, the columns the case list shows by default: enough rows of the largest account for a page 10,000 rows deep. */
export const run = () =>
  runListBenchmark({
    name,
    path: '/mapi/cases',
    params: { caseType: 'Incident', sort: 'priority', dir: 'asc', columns: browserColumns(caseList, 'priority') },
  });
