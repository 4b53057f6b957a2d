/**
 * coverage-list (issue 31 point 6): the coverage list on the large seed (2,000,000 covered assets
 * of 100,000 contracts) against its SQL floor, with the case list's targets
 * (support/list-benchmark.ts).
 */
import { runListBenchmark } from '../support/list-benchmark.ts';

export const name = 'coverage-list';
export const description =
  'GET /mapi/coverage (filter + sort, large seed) at 50 connections vs the same SQL replayed (pgbench); page 1 vs 10,000 rows deep; statements per request.';

/** Active assets by site: enough rows of the largest account (about 640,000) for a page 10,000 rows deep. */
export const run = () =>
  runListBenchmark({ name, path: '/mapi/coverage', params: { state: 'active', sort: 'site', dir: 'asc' } });
