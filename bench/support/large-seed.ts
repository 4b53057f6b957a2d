/**
 * A portal child on the large seed (SEED_SCALE=large: 1,000,000 cases), for the benchmarks that
 * need it. Seeding takes minutes, so with PGlite the seeded data directory is kept and reused:
 * `<tmp>/portal-bench-large-<hash>`, the hash taken over the migrations and the seed code, so a
 * changed schema or seed gets a fresh one (BENCH_FRESH_SEED=1 forces it; BENCH_SEED_DIR names
 * another place). With DATABASE_URL the same holds for a database `bench_large_<hash>` on that
 * server (or BENCH_SEED_DB), marked as seeded by a database comment (BENCH_DROP_SEED=1 drops it
 * after the run). A lock (an advisory lock; a lock file next to a PGlite directory, held while the
 * portal runs, as PGlite is single-process) makes a second benchmark wait rather than seed over.
 * Benchmarks only read, so reuse is safe; one portal at a time uses the seeded data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PORTAL_NODE_ARGS, repoRoot, freePort, spawnTsEntry, stopChild, waitFor200, type TChild, type TChildMessage } from './children.ts';
import pg from 'pg';
import { sourceHash } from '../../tests/support/source-hash.ts';
import { portalEnv, type TScratchDatabase } from './database.ts';

const PORTAL_ENTRY = path.join(repoRoot, 'bench/support/start-server-only.ts');
/**
 * Seeding 1,000,000 cases took a few minutes on 2 cores; the network history (13.7 M sample rows,
 * issue 32) took the PostgreSQL seed from 606 s to 1,033 s and PGlite past 1,200 s on a busy machine.
 */
const SEED_TIMEOUT_MS = Number(process.env.BENCH_SEED_TIMEOUT_S ?? 3600) * 1000;

let seedHashOfRun: string | undefined;

/**
 * Hash of everything that decides what a seeded database contains, taken once per run: a
 * migration added to the checkout while a benchmark runs must not rename (and so drop) the seed
 * the run is measuring.
 */
function seedHash(): string {
  return (seedHashOfRun ??= hashSeedSources());
}

function hashSeedSources(): string {
  return sourceHash(repoRoot, ['src/server/db/migrations', 'src/server/db/seed']).slice(0, 12);
}

export interface TLargeSeedPortal {
  url: string;
  child: TChild;
  databaseKind: 'pglite' | 'postgres';
  /** True when an already seeded PGlite directory was reused. */
  reused: boolean;
  /** The seeded database: a PostgreSQL URL (contains credentials: never write it into results) ... */
  databaseUrl: string | undefined;
  /** ... or the PGlite data directory (open it only while the portal child is stopped). */
  dataDir: string;
  /** Time from spawn to the first 200 (includes seeding when not reused). */
  startMs: number;
  /** Server processes of the portal (PORTAL_WORKERS as the portal resolved it). */
  workers: number;
  /** PostgreSQL connections of each server process (DB_POOL_MAX shared among them) */
  databasePoolSize: number;
  stop(): Promise<void>;
}

/** Starts the portal on the large seed (seeding it first when needed), with PORTAL_WORKERS `opts.workers`. */
export async function startLargeSeedPortal(
  label: string,
  opts: { logLevel?: string; workers?: string } = {},
): Promise<TLargeSeedPortal> {
  const logLevel = opts.logLevel ?? 'silent';
  let db: TScratchDatabase;
  let reused = false;
  let markSeeded = async (): Promise<void> => {};
  /** Held while this process seeds, so a second benchmark waits instead of seeding over it. */
  let releaseLock = async (): Promise<void> => {};
  const fresh = process.env.BENCH_FRESH_SEED === '1';
  if (process.env.DATABASE_URL) {
    const base = process.env.DATABASE_URL;
    const name = process.env.BENCH_SEED_DB ?? `bench_large_${seedHash()}`;
    const connect = async (): Promise<pg.Client> => {
      const c = new pg.Client({ connectionString: base, connectionTimeoutMillis: 15_000 });
      await c.connect();
      return c;
    };
    // A session advisory lock per seed name: one process seeds, the others wait and then reuse.
    const lock = await connect();
    await lock.query('select pg_advisory_lock(hashtext($1))', [name]);
    releaseLock = async () => {
      await lock.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
      await lock.end().catch(() => undefined);
    };
    const comment = await lock.query<{ comment: string | null }>(
      "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1",
      [name],
    );
    reused = !fresh && (comment.rows[0]?.comment ?? '').startsWith('seeded');
    if (!reused) {
      await lock.query(`drop database if exists "${name}" with (force)`);
      await lock.query(`create database "${name}"`);
      // Seeds of older schema or seed code are dead weight (a few GB each): dropped.
      if (!process.env.BENCH_SEED_DB) {
        const stale = await lock.query<{ datname: string }>(
          "select datname from pg_database where datname like 'bench\\_large\\_%' and datname <> $1",
          [name],
        );
        for (const { datname } of stale.rows) await lock.query(`drop database if exists "${datname}" with (force)`);
      }
    }
    const url = new URL(base);
    url.pathname = `/${name}`;
    markSeeded = async () => void (await lock.query(`comment on database "${name}" is 'seeded ${new Date().toISOString()}'`));
    const unusedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-large-pg-'));
    db = {
      kind: 'postgres',
      dataDir: unusedDir,
      databaseUrl: url.toString(),
      databaseName: name,
      dispose: async () => {
        fs.rmSync(unusedDir, { recursive: true, force: true });
        if (process.env.BENCH_DROP_SEED !== '1') return;
        const c = await connect();
        await c.query(`drop database if exists "${name}" with (force)`).finally(() => c.end());
      },
    };
  } else {
    const dir = process.env.BENCH_SEED_DIR ?? path.join(os.tmpdir(), `portal-bench-large-${seedHash()}`);
    const marker = path.join(dir, '.seeded');
    const lockFile = `${dir}.lock`;
    // One process per directory (PGlite is single-process): the others wait for the lock to go.
    const deadline = Date.now() + SEED_TIMEOUT_MS;
    for (;;) {
      try {
        fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
        break;
      } catch {
        const owner = Number(fs.readFileSync(lockFile, 'utf8'));
        let alive = false;
        try {
          process.kill(owner, 0);
          alive = owner !== process.pid;
        } catch {
          alive = false;
        }
        if (!alive) fs.rmSync(lockFile, { force: true });
        else if (Date.now() > deadline) throw new Error(`${lockFile}: still held by process ${owner}`);
        else await new Promise((r) => setTimeout(r, 2_000));
      }
    }
    releaseLock = async () => fs.rmSync(lockFile, { force: true });
    if (fresh || !fs.existsSync(marker)) {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      // Seeds of older schema or seed code (several GB each) go, unless a portal holds them.
      if (!process.env.BENCH_SEED_DIR) {
        for (const old of fs.readdirSync(os.tmpdir())) {
          const full = path.join(os.tmpdir(), old);
          if (/^portal-bench-large-[0-9a-f]+$/.test(old) && full !== dir && !fs.existsSync(`${full}.lock`)) {
            fs.rmSync(full, { recursive: true, force: true });
          }
        }
      }
    } else {
      reused = true;
    }
    markSeeded = async () => fs.writeFileSync(marker, new Date().toISOString());
    db = { kind: 'pglite', dataDir: dir, databaseUrl: undefined, databaseName: undefined, dispose: async () => {} };
  }
  const port = await freePort();
  const t0 = performance.now();
  let ready: TChildMessage;
  const env = portalEnv({ port, db, logLevel, seedScale: 'large', workers: opts.workers });
  // No jobs either (unless BENCH_JOB_RUNNER=on): the notification producers' run at start writes a
  // notice for each user of each of the tens of thousands of contracts due within 90 days, beside
  // the reads being measured.
  env.JOB_RUNNER = process.env.BENCH_JOB_RUNNER ?? 'off';
  // `npm start`'s node options, then BENCH_PORTAL_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const nodeArgs = [...PORTAL_NODE_ARGS, ...(process.env.BENCH_PORTAL_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawnTsEntry(label, PORTAL_ENTRY, env, nodeArgs);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${url}/mapi/health`, { child, intervalMs: 200, timeoutMs: SEED_TIMEOUT_MS });
    ready = await child.waitForMessage('ready', 10_000);
  } catch (err) {
    await stopChild(child);
    await releaseLock();
    await db.dispose();
    throw err;
  }
  if (!reused) await markSeeded();
  // PostgreSQL serves several portals at once; a PGlite directory only one process at a time.
  if (db.kind === 'postgres') await releaseLock();
  return {
    url,
    child,
    databaseKind: db.kind,
    reused,
    databaseUrl: db.databaseUrl,
    dataDir: db.dataDir,
    startMs: performance.now() - t0,
    workers: Number(ready.workers ?? 1),
    databasePoolSize: Number(ready.databasePoolSize),
    stop: async () => {
      await stopChild(child);
      if (db.kind === 'pglite') await releaseLock();
      await db.dispose();
    },
  };
}
