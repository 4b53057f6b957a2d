import { defineConfig } from 'vitest/config';

/** Browser tests: Playwright (playwright-core) driving Debian Chromium against the built portal. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    env: { TZ: 'UTC' },
  },
});
