import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type TRunningServer } from '../src/server/start-server.ts';
import { createFreshDatabase } from '../tests/support/fresh-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eProviderDomain: string;
    e2eDemoPassword: string;
  }
}

let server: TRunningServer | undefined;
let dataDir: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

/** The real portal (built web app + API + database with the demo world) for the browser tests. */
export async function setup(project: TestProject): Promise<void> {
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await createFreshDatabase(process.env.TEST_DATABASE_URL, 'e2e');
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    seedScale: 'tiny',
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Not the default of 10 MB: the browser tests see that the browser uses the configured limit.
    attachmentMaxMb: 2,
  });
  project.provide('e2eBaseUrl', server.url);
  project.provide('e2eProviderDomain', server.config.providerEmailDomain);
  project.provide('e2eDemoPassword', server.config.demoPassword);
}

export async function teardown(): Promise<void> {
  await server?.close();
  await dropDatabase?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
