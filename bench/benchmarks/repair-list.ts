/**
 * repair-list (issue 30 point 11): the repair list on the large seed (500,000 repairs) against its
 * SQL floor, with the case list's targets (support/list-benchmark.ts).
 */
import { repairList } from '../../src/shared/contracts/repairs.ts';
import { browserColumns, runListBenchmark } from '../support/list-benchmark.ts';

export const name = 'repair-list';
export const description =
  'GET /mapi/repairs (filter + sort, large seed) at 50 connections vs the same SQL replayed (pgbench); page 1 vs 10,000 rows deep; statements per request.';

/** Device repairs by depot: enough rows of the largest account for a page 10,000 rows deep. */
export const run = () =>
  runListBenchmark({ name, path: '/mapi/repairs', params: { kind: 'device', sort: 'depot', dir: 'asc', columns: browserColumns(repairList, 'depot') } });
