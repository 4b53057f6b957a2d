/**
 * Scratch databases for benchmarks. Without DATABASE_URL a benchmark gets a fresh temporary PGlite
 * directory; with DATABASE_URL it gets a freshly created database `<prefix>_<random>` on the same
 * PostgreSQL server, dropped again by `dispose()`.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { makeTmpDir, removeDir } from './children.ts';

export interface TScratchDatabase {
  kind: 'pglite' | 'postgres';
  /** Always set (a PGlite dir, or an unused empty dir when PostgreSQL is used). */
  dataDir: string;
  /** Set for PostgreSQL only. Contains credentials: never write it into results. */
  databaseUrl: string | undefined;
  /** Name of the created PostgreSQL database, for the results. */
  databaseName: string | undefined;
  dispose(): Promise<void>;
}

/** The PostgreSQL server the benchmarks use when DATABASE_URL is not set. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const ADMIN_TIMEOUT_MS = 15_000;

async function withAdminClient<T>(baseUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: baseUrl,
    connectionTimeoutMillis: ADMIN_TIMEOUT_MS,
    query_timeout: ADMIN_TIMEOUT_MS * 2,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function createScratchDatabase(prefix: string): Promise<TScratchDatabase> {
  const dataDir = makeTmpDir(prefix);
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    return {
      kind: 'pglite',
      dataDir,
      databaseUrl: undefined,
      databaseName: undefined,
      dispose: async () => removeDir(dataDir),
    };
  }
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${crypto.randomBytes(5).toString('hex')}`;
  await withAdminClient(baseUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    databaseName: name,
    dispose: async () => {
      removeDir(dataDir);
      await withAdminClient(baseUrl, async (c) => {
        try {
          await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } catch {
          // PostgreSQL < 13 has no FORCE; the portal child is stopped by now anyway.
          await c.query(`DROP DATABASE IF EXISTS "${name}"`);
        }
      });
    },
  };
}

/** Environment for a portal child: loopback only, the given port and database, no web build, no telemetry simulator. */
export function portalEnv(opts: {
  port: number;
  db: TScratchDatabase;
  logLevel: string;
  seedScale?: 'tiny' | 'small' | 'large';
  /** PORTAL_WORKERS of the portal (one process unless given). */
  workers?: string;
}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.PORTAL_WORKERS;
  if (opts.workers) env.PORTAL_WORKERS = opts.workers;
  env.PORT = String(opts.port);
  env.HOST = '127.0.0.1';
  env.DATA_DIR = opts.db.dataDir;
  env.LOG_LEVEL = opts.logLevel;
  env.PORTAL_SKIP_WEB_BUILD = '1';
  // The telemetry simulator's batches every 30 s (and the incidents they open) are not what these
  // benchmarks measure: off unless BENCH_SIMULATOR says otherwise.
  env.SIMULATOR = process.env.BENCH_SIMULATOR ?? 'off';
  if (opts.seedScale) env.SEED_SCALE = opts.seedScale;
  if (opts.db.databaseUrl) env.DATABASE_URL = opts.db.databaseUrl;
  return env;
}
