import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { loadConfig, type TConfig } from '../../src/server/platform/config.ts';
import { openDatabase, type TDatabase } from '../../src/server/platform/db.ts';
import { startServer, type TRunningServer } from '../../src/server/start-server.ts';
import { buildApp } from '../../src/server/app.ts';
import type { TApp } from '../../src/server/platform/app-context.ts';
import { createFreshDatabase } from './fresh-database.ts';
import { sourceHash } from './source-hash.ts';

/**
 * The database a test's own storage runs on: the suite's, PostgreSQL when TEST_DATABASE_URL names a
 * server, else PGlite. CI runs the suite once on each, so each database's cases run once.
 */
export const DATABASE_MODES: readonly ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['postgres']
  : ['pglite'];

/** Storage of its own for a test: a temporary data folder and, on PostgreSQL, a fresh database. */
export interface TTestStorage {
  dataDir: string;
  /** The fresh database, or undefined on PGlite (which lives in dataDir). */
  databaseUrl: string | undefined;
  /** Drops the database (if any), then removes the data folder. */
  remove(): Promise<void>;
}

/** A portal started by a test on storage of its own; `stop()` closes it and removes that storage. */
export type TTestPortal = TRunningServer & { stop(): Promise<void> };

/**
 * A PGlite data folder with every migration applied and nothing else, to copy: a new one costs
 * initdb and the migrations (about 3 s), a copy a quarter of a second. Made once per set of
 * migrations and PGlite version, by whichever test process asks first, in the system's temporary
 * folder (so a later run reuses it); the first start of an empty folder is still what the shared
 * portal of each run and this function do.
 */
let template: Promise<string> | undefined;
function migratedPgliteTemplate(): Promise<string> {
  return (template ??= (async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const hash = sourceHash(root, [
      'node_modules/@electric-sql/pglite/package.json',
      'src/server/db/migrations',
    ]);
    const dir = path.join(os.tmpdir(), `portal-test-template-${hash.slice(0, 16)}`);
    if (fs.existsSync(dir)) return dir;
    const building = fs.mkdtempSync(`${dir}-building-`);
    try {
      await (await openDatabase({ dataDir: building })).close();
      fs.renameSync(building, dir);
    } catch (err) {
      fs.rmSync(building, { recursive: true, force: true });
      // Another test process made it first: a rename onto a folder that is not empty fails.
      if (!fs.existsSync(dir)) throw err;
    }
    return dir;
  })());
}

/**
 * A fresh database named after `label`: on the PostgreSQL server `serverUrl` (TEST_DATABASE_URL
 * unless told otherwise) an empty one, else PGlite's migrated template copied into the temporary
 * folder `portal-<label>-…` the storage gets either way.
 */
export async function freshStorage(
  label: string,
  serverUrl: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<TTestStorage> {
  const fresh = serverUrl ? await createFreshDatabase(serverUrl, label) : undefined;
  let dataDir: string;
  try {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${label.replace(/_/g, '-')}-`));
    if (!serverUrl) fs.cpSync(await migratedPgliteTemplate(), dataDir, { recursive: true });
  } catch (err) {
    await fresh?.drop();
    throw err;
  }
  return {
    dataDir,
    databaseUrl: fresh?.url,
    remove: async () => {
      try {
        await fresh?.drop();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * For a test file: `open(mode)` opens a database on storage of its own (migrations applied); every
 * database opened so is closed, and its storage removed, after the file's tests.
 */
export function testDatabases(label: string): (mode: (typeof DATABASE_MODES)[number]) => Promise<TDatabase> {
  const opened: { database: TDatabase; storage: TTestStorage }[] = [];
  afterAll(async () => {
    for (const { database, storage } of opened.reverse()) {
      try {
        await database.close();
      } finally {
        await storage.remove();
      }
    }
  });
  return async (mode) => {
    const storage = await freshStorage(
      label,
      mode === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    );
    let database: TDatabase;
    try {
      database = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir });
    } catch (err) {
      await storage.remove();
      throw err;
    }
    opened.push({ database, storage });
    return database;
  };
}

/**
 * Starts a portal of its own on fresh storage (see freshStorage): tiny demo world, loopback, any
 * free port, silent log, then `overrides` (or what the function makes of the storage, for settings
 * that depend on the data folder). If the start fails, the storage is removed again.
 */
export async function startTestPortal(
  label: string,
  overrides: Partial<TConfig> | ((storage: TTestStorage) => Partial<TConfig>) = {},
): Promise<TTestPortal> {
  const storage = await freshStorage(label);
  let portal: TRunningServer;
  try {
    portal = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      seedScale: 'tiny',
      logLevel: 'silent',
      // The telemetry simulator would change site states under the tests' feet: a test turns it on.
      simulator: false,
      ...(typeof overrides === 'function' ? overrides(storage) : overrides),
    });
  } catch (err) {
    await storage.remove();
    throw err;
  }
  return Object.assign(portal, {
    stop: async () => {
      try {
        await portal.close();
      } finally {
        await storage.remove();
      }
    },
  });
}

/** An application a test built, ready and not listening; `stop()` closes it, its database and storage. */
export type TTestApp = { app: TApp; database: TDatabase; stop(): Promise<void> };

/**
 * Builds the real application on fresh storage (see freshStorage), migrated and not seeded, with
 * the environment's configuration, silent log, then `overrides`; ready (its jobs run), not
 * listening: requests go through `app.inject`. `opts` are buildApp's.
 */
export async function buildTestApp(
  label: string,
  overrides: Partial<TConfig> = {},
  opts: Parameters<typeof buildApp>[1] = {},
): Promise<TTestApp> {
  const storage = await freshStorage(label);
  const { dataDir, databaseUrl } = storage;
  let database: TDatabase | undefined;
  let app: TApp | undefined;
  const stop = async (): Promise<void> => {
    try {
      await app?.close();
      await database?.close();
    } finally {
      await storage.remove();
    }
  };
  try {
    database = await openDatabase({ databaseUrl, dataDir });
    const config = { ...loadConfig({}), dataDir, databaseUrl, logLevel: 'silent' as const, ...overrides };
    app = await buildApp({ config, database }, opts);
    await app.ready();
  } catch (err) {
    await stop();
    throw err;
  }
  return { app, database, stop };
}
