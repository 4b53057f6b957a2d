/**
 * network-map-states (issue 32 point 9): GET /mapi/performance/sites/states, the map's (and the
 * sub-network widget's) read of every performance site of NA-100001 with its state, on the large
 * seed (2,000 sites over 20 networks), against the SQL floor of its statements
 * (support/read-benchmark.ts).
 */
import type { TSiteStates } from '../../src/shared/contracts/performance.ts';
import { runReadBenchmark } from '../support/read-benchmark.ts';

export const name = 'network-map-states';
export const description =
  "GET /mapi/performance/sites/states (the map's site states, large seed: 2,000 sites) at 50 connections and one at a time vs the same SQL replayed (pgbench / PGlite loop).";

const ACCOUNT = process.env.BENCH_LIST_ACCOUNT ?? 'NA-100001';

export const run = () =>
  runReadBenchmark({
    name,
    what: 'map states',
    findPath: async () => `/mapi/performance/sites/states?account_id=${ACCOUNT}`,
    checkAnswer: (json) => {
      const { sites } = (json as { content: TSiteStates }).content;
      if (sites.length < 50) throw new Error(`the map of ${ACCOUNT} has ${sites.length} sites; the large seed gives it 100`);
      return { sites: sites.length };
    },
    // Provisional, set from the PostgreSQL floors measured 2026-11-27 22:50 on a busy machine (bench/README.md).
    targets: { ratioToSqlFloorAtLeast: 0.1, sequentialP99MsAtMost: 50 },
  });
