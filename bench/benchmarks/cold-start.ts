/**
 * cold-start: wall time from spawning the portal server process to its first HTTP 200 on
 * GET /mapi/health, (a) on an empty database (migrations + demo seed run) and (b) on the database
 * left by (a) (second start: migrations already applied, seed skipped).
 */
import path from 'node:path';
import {
  PORTAL_NODE_ARGS,
  freePort,
  repoRoot,
  spawnTsEntry,
  stopChild,
  waitFor200,
  type TChild,
  type TChildMessage,
} from '../support/children.ts';
import { createScratchDatabase, portalEnv, type TScratchDatabase } from '../support/database.ts';
import { minMedMax, round } from '../support/stats.ts';
import type { TBenchResult } from '../support/types.ts';

export const name = 'cold-start';
export const description =
  'Process spawn to first 200 from GET /mapi/health, on an empty and on an existing database (web build excluded).';

const ENTRY = path.join(repoRoot, 'bench/support/start-server-only.ts');
const REPEATS = Number(process.env.BENCH_COLD_REPEATS ?? 3);
const POLL_MS = 20;
/** Generous: the "small" demo seed hashes passwords with argon2. */
const START_TIMEOUT_MS = Number(process.env.BENCH_COLD_TIMEOUT_MS ?? 180_000);
/**
 * Provisional targets (not from the spec; override with env): a restart on existing data should be
 * quick; the very first start may take longer because it migrates and seeds.
 */
const TARGET_EXISTING_MEDIAN_MS = Number(process.env.BENCH_COLD_TARGET_EXISTING_MS ?? 3_000);
const TARGET_EMPTY_MEDIAN_MS = Number(process.env.BENCH_COLD_TARGET_EMPTY_MS ?? 15_000);

interface TStartSample {
  ms: number;
  pollAttempts: number;
  seeded: unknown;
  phases: { bootToModuleMs: number; importMs: number; startServerMs: number } | undefined;
  stopMs: number;
  exitCode: number | string;
}

function phasesOf(msg: TChildMessage | undefined): TStartSample['phases'] {
  if (!msg) return undefined;
  return {
    bootToModuleMs: round(Number(msg.bootToModuleMs)),
    importMs: round(Number(msg.importMs)),
    startServerMs: round(Number(msg.startServerMs)),
  };
}

/** One start of the portal server on `db`: spawn, poll, then stop it cleanly. */
async function timeOneStart(label: string, db: TScratchDatabase): Promise<TStartSample> {
  const port = await freePort();
  const env = portalEnv({ port, db, logLevel: 'warn' });
  let child: TChild | undefined;
  try {
    const t0 = performance.now();
    child = spawnTsEntry(label, ENTRY, env, PORTAL_NODE_ARGS);
    const first = await waitFor200(`http://127.0.0.1:${port}/mapi/health`, {
      child,
      intervalMs: POLL_MS,
      timeoutMs: START_TIMEOUT_MS,
    });
    const ms = first.at - t0;
    const ready = await child.waitForMessage('ready', 5_000).catch(() => undefined);
    const stopMs = await stopChild(child);
    const exitCode = await child.exited;
    return {
      ms: round(ms),
      pollAttempts: first.attempts,
      seeded: ready?.seeded,
      phases: phasesOf(ready),
      stopMs: round(stopMs),
      exitCode,
    };
  } finally {
    if (child) await stopChild(child);
  }
}

function phaseMedians(samples: TStartSample[]): Record<string, number> | undefined {
  const withPhases = samples.map((s) => s.phases).filter((p) => p !== undefined);
  if (withPhases.length === 0) return undefined;
  const pick = (k: 'bootToModuleMs' | 'importMs' | 'startServerMs') =>
    minMedMax(withPhases.map((p) => p[k])).medianMs;
  return {
    nodeAndTsxBootMs: pick('bootToModuleMs'),
    importServerModulesMs: pick('importMs'),
    startServerMs: pick('startServerMs'),
  };
}

export async function run(): Promise<TBenchResult> {
  const empty: TStartSample[] = [];
  const existing: TStartSample[] = [];
  let kind: 'pglite' | 'postgres' = 'pglite';
  const notes: string[] = [];
  for (let i = 1; i <= REPEATS; i++) {
    const db = await createScratchDatabase('bench_cold');
    kind = db.kind;
    try {
      process.stdout.write(`  [cold-start] round ${i}/${REPEATS}: empty database... `);
      const a = await timeOneStart(`portal(empty #${i})`, db);
      empty.push(a);
      process.stdout.write(`${round(a.ms, 0)} ms; existing database... `);
      const b = await timeOneStart(`portal(existing #${i})`, db);
      existing.push(b);
      process.stdout.write(`${round(b.ms, 0)} ms\n`);
      if (a.seeded !== true)
        notes.push(`round ${i}: the empty-database start did not report seeding (${String(a.seeded)})`);
      if (b.seeded !== false)
        notes.push(`round ${i}: the existing-database start reported seeded=${String(b.seeded)}`);
      if (a.exitCode !== 0 || b.exitCode !== 0) {
        notes.push(
          `round ${i}: exit codes after SIGTERM were ${String(a.exitCode)} / ${String(b.exitCode)} (0 = clean)`,
        );
      }
    } finally {
      await db.dispose();
    }
  }

  const emptyStats = minMedMax(empty.map((s) => s.ms));
  const existingStats = minMedMax(existing.map((s) => s.ms));
  const emptyOk = emptyStats.medianMs <= TARGET_EMPTY_MEDIAN_MS;
  const existingOk = existingStats.medianMs <= TARGET_EXISTING_MEDIAN_MS;
  const seedScale = process.env.SEED_SCALE ?? 'small';

  return {
    databaseKind: kind,
    figures: {
      empty: { ...emptyStats, phaseMediansMsEachIndependent: phaseMedians(empty) },
      existing: { ...existingStats, phaseMediansMsEachIndependent: phaseMedians(existing) },
      shutdownMedianMs: minMedMax([...empty, ...existing].map((s) => s.stopMs)).medianMs,
      samples: { empty, existing },
    },
    targets: {
      emptyMedianMsAtMost: TARGET_EMPTY_MEDIAN_MS,
      existingMedianMsAtMost: TARGET_EXISTING_MEDIAN_MS,
      provisional: 'not from the spec; set BENCH_COLD_TARGET_EMPTY_MS / BENCH_COLD_TARGET_EXISTING_MS',
      met: { empty: emptyOk, existing: existingOk },
    },
    meetsTarget: emptyOk && existingOk,
    headline:
      `empty ${emptyStats.medianMs} ms (min ${emptyStats.minMs}, max ${emptyStats.maxMs}); ` +
      `existing ${existingStats.medianMs} ms (min ${existingStats.minMs}, max ${existingStats.maxMs})`,
    method: {
      command:
        'node --import tsx bench/support/start-server-only.ts (calls serve() from src/server/serve.ts, one server process)',
      measured:
        'performance.now() before spawn() until the first 200 from GET http://127.0.0.1:<port>/mapi/health',
      pollIntervalMs: POLL_MS,
      repeats: REPEATS,
      env: { HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_SCALE: seedScale, PORTAL_SKIP_WEB_BUILD: '1' },
      empty:
        kind === 'postgres'
          ? 'a freshly created database bench_cold_<random> on the DATABASE_URL server (dropped afterwards)'
          : 'a fresh temporary PGlite directory per round',
      existing: 'the database left behind by the empty-database start of the same round (cleanly shut down)',
      webBuildExcluded:
        'the Vite web build that `npm start` runs when dist/web is missing or stale is NOT included: it happens once, not per start',
      phases:
        'nodeAndTsxBootMs = process start to the entry module running; importServerModulesMs = loading src/server (tsx transpile); startServerMs = database open + migrations + seed + Fastify build + listen',
    },
    notes,
  };
}
