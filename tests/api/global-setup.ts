import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type TRunningServer } from '../../src/server/start-server.ts';
import { createFreshDatabase } from '../support/fresh-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    providerDomain: string;
    demoPassword: string;
  }
}

let server: TRunningServer | undefined;
let dataDir: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

/**
 * One real portal for all API tests: PGlite in a fresh temporary folder, or a fresh database on
 * the PostgreSQL server named by TEST_DATABASE_URL. Never a mocked database.
 */
export async function setup(project: TestProject): Promise<void> {
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await createFreshDatabase(process.env.TEST_DATABASE_URL, 'api');
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    seedScale: 'tiny',
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Lets tests act from distinct client addresses through X-Forwarded-For (never enabled by default).
    trustProxy: true,
  });
  project.provide('baseUrl', server.url);
  project.provide('providerDomain', server.config.providerEmailDomain);
  project.provide('demoPassword', server.config.demoPassword);
}

export async function teardown(): Promise<void> {
  await server?.close();
  await dropDatabase?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
