import { defineConfig } from 'vitest/config';

/**
 * The smoke set (`E2E_SET=smoke`): what CI runs again on PostgreSQL, where the API tests already run
 * in full; every browser test runs on PGlite. Sign-in, the shell, a list, a form and the job runner.
 */
const SMOKE = ['foundation', 'identity', 'cases', 'tickets', 'jobs'];

/** Browser tests: Playwright (playwright-core) driving Debian Chromium against the built portal. */
export default defineConfig({
  test: {
    include: process.env.E2E_SET === 'smoke' ? SMOKE.map((name) => `e2e/${name}.e2e.ts`) : ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    env: { TZ: 'UTC' },
  },
});
