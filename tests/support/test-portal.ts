import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { TConfig } from '../../src/server/platform/config.ts';
import { openDatabase, type TDatabase } from '../../src/server/platform/db.ts';
import { startServer, type TRunningServer } from '../../src/server/start-server.ts';
import { createFreshDatabase } from './fresh-database.ts';

/** The databases a test runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL names a server. */
export const DATABASE_MODES = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
] as const;

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
 * A fresh, empty database named after `label` on the PostgreSQL server `serverUrl` (TEST_DATABASE_URL
 * unless told otherwise; none when there is no server), and a temporary folder `portal-<label>-…`.
 */
export async function freshStorage(
  label: string,
  serverUrl: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<TTestStorage> {
  const fresh = serverUrl ? await createFreshDatabase(serverUrl, label) : undefined;
  let dataDir: string;
  try {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${label.replace(/_/g, '-')}-`));
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
