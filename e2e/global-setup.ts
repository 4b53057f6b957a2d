import type { TestProject } from 'vitest/node';
import { startTestPortal, type TTestPortal } from '../tests/support/test-portal.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eProviderDomain: string;
    e2eDemoPassword: string;
  }
}

let server: TTestPortal | undefined;

/** The real portal (built web app + API + database with the demo world) for the browser tests. */
export async function setup(project: TestProject): Promise<void> {
  server = await startTestPortal('e2e', {
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Not the default of 10 MB: the browser tests see that the browser uses the configured limit.
    attachmentMaxMb: 2,
  });
  project.provide('e2eBaseUrl', server.url);
  project.provide('e2eProviderDomain', server.config.providerEmailDomain);
  project.provide('e2eDemoPassword', server.config.demoPassword);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
