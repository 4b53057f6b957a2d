import type { TestProject } from 'vitest/node';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    providerDomain: string;
    demoPassword: string;
  }
}

let server: TTestPortal | undefined;

/**
 * One real portal for all API tests: PGlite in a fresh temporary folder, or a fresh database on
 * the PostgreSQL server named by TEST_DATABASE_URL. Never a mocked database.
 */
export async function setup(project: TestProject): Promise<void> {
  server = await startTestPortal('api', {
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Lets tests act from distinct client addresses through X-Forwarded-For (never enabled by default).
    trustProxy: true,
  });
  project.provide('baseUrl', server.url);
  project.provide('providerDomain', server.config.providerEmailDomain);
  project.provide('demoPassword', server.config.demoPassword);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
