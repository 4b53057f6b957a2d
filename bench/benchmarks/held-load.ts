/**
 * held-load (issue 34 point 5): BENCH_HELD_USERS (200) simulated users on the portal for
 * BENCH_HELD_DURATION_S (600) seconds, each signed in and doing what users do with think time; the
 * mix is support/held-load-mix.ts. The work is in support/held-load.ts.
 */
import { heldMix } from '../support/held-load-mix.ts';
import { runHeldLoad } from '../support/held-load.ts';
import type { TBenchResult } from '../support/types.ts';

export const name = 'held-load';
export const description =
  '200 users for 10 minutes (dashboard, lists, a case, a note, an export, a case creation, with think time): errors, p50/p99 per kind against pgbench, server memory, nothing lost.';

export function run(): Promise<TBenchResult> {
  return runHeldLoad(heldMix());
}
