/**
 * network-trend (issue 32 point 9): GET /mapi/performance/sites/:id/trend?preset=month, a site's
 * 30-day trend chart (3-hour buckets of the hourly roll-ups, every sub-network) on the large seed
 * (90 days of hourly roll-ups for 2,000 sites), against the SQL floor of its statements
 * (support/read-benchmark.ts).
 */
import type { TSiteStates, TSiteTrend } from '../../src/shared/contracts/performance.ts';
import { runReadBenchmark } from '../support/read-benchmark.ts';

export const name = 'network-trend';
export const description =
  "GET /mapi/performance/sites/:id/trend?preset=month (a site's 30-day chart, large seed) at 50 connections and one at a time vs the same SQL replayed (pgbench / PGlite loop).";

const ACCOUNT = process.env.BENCH_LIST_ACCOUNT ?? 'NA-100001';

export const run = () =>
  runReadBenchmark({
    name,
    what: '30-day trend',
    findPath: async (request) => {
      const r = await request(`/mapi/performance/sites/states?account_id=${ACCOUNT}`);
      const sites = (r.json as { content: TSiteStates }).content.sites;
      // The site with the most sub-networks: the largest chart.
      const site = [...sites].sort((a, b) => b.subnetwork.length - a.subnetwork.length || a.id - b.id)[0];
      if (!site) throw new Error(`${ACCOUNT} has no performance site`);
      return `/mapi/performance/sites/${site.id}/trend?preset=month&account_id=${ACCOUNT}`;
    },
    checkAnswer: (json) => {
      const trend = (json as { content: TSiteTrend }).content;
      const points = trend.series.map((s) => s.points.length);
      if (points.length === 0 || Math.min(...points) < 230) throw new Error(`the month trend has ${points.join(', ')} points per series; about 240 expected`);
      return { series: points.length, pointsPerSeries: points, source: trend.source, bucketSeconds: trend.bucketSeconds };
    },
    // Provisional, set from the PostgreSQL floors measured 2026-11-27 22:50 on a busy machine (bench/README.md).
    targets: { ratioToSqlFloorAtLeast: 0.1, sequentialP99MsAtMost: 150 },
  });
