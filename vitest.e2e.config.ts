import { defineConfig } from 'vitest/config';
import { rruleAsInProduction } from './vitest.rrule.ts';

/**
 * The smoke set (`E2E_SET=smoke`): what CI runs again on PostgreSQL, where the API tests already run
 * in full; every browser test runs on PGlite. The SPA's serving and deep links (foundation), sign-in,
 * a list, a form and an export (tickets) and the job runner (jobs): about 3 minutes, where the full
 * identity and cases files took 6 more and prove nothing the PostgreSQL API tests do not.
 */
const SMOKE = ['foundation', 'tickets', 'jobs'];

/** Browser tests: Playwright (playwright-core) driving Debian Chromium against the built portal. */
export default defineConfig({
  test: {
    include: process.env.E2E_SET === 'smoke' ? SMOKE.map((name) => `e2e/${name}.e2e.ts`) : ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A screen waited for by expect.poll gets 10 s, as a person would, not vitest's default 1 s: on a
    // slower or busier machine a first page load takes longer than that (a CI flake on the dashboard).
    expect: { poll: { timeout: 10_000 } },
    // One file at a time: two workers with a portal each gained nothing (docs/decisions.md).
    fileParallelism: false,
    env: { TZ: 'UTC' },
    ...rruleAsInProduction,
  },
});
