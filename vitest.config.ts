import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { rruleAsInProduction } from './vitest.rrule.ts';

/** Unit tests (src/**) and API tests (tests/api/**, over HTTP against a real database). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'],
    // The database restart brings its own PostgreSQL, whichever the suite's database: CI runs it
    // once, in the README's run (embedded PGlite), not again in its PostgreSQL run.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? ['tests/faults/db-restart.test.ts'] : []),
    ],
    globalSetup: ['tests/api/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default leaves a CPU to the main process: one test file at a time on 2 CPUs. The
    // files mostly wait on the shared portal's HTTP answers, so one per CPU (at least 2) is faster:
    // 143 s against 196 s on PGlite, 103 s against about 150 s on PostgreSQL (2 CPUs, 2026-11-26).
    maxWorkers: Math.max(2, os.availableParallelism()),
    env: { TZ: 'UTC' },
    ...rruleAsInProduction,
  },
});
