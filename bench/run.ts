/**
 * `npm run bench [-- <name> ...] [--db pglite|postgres|both]`: runs every benchmark in
 * bench/benchmarks/*.ts (or the named ones) on each database (default both: embedded PGlite, then
 * the PostgreSQL server of DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres when it
 * answers), writes bench/results/<name>.<database>.json and bench/results/summary.json, prints a
 * table. A missed target is a measurement, not a failure: the exit code is 0 unless a benchmark
 * crashed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { DEFAULT_POSTGRES_URL } from './support/database.ts';
import { killAllChildrenSync, liveChildCount, stopAllChildren } from './support/children.ts';
import { machineFacts, type TMachineFacts } from './support/machine.ts';
import { round } from './support/stats.ts';
import type { TBenchmark, TBenchResult } from './support/types.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const benchmarksDir = path.join(benchDir, 'benchmarks');
const resultsDir = path.join(benchDir, 'results');
/** Upper bound per benchmark; a benchmark still running then is abandoned and its children killed. */
const BENCH_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_S ?? 900) * 1000;

type TDatabaseChoice = 'pglite' | 'postgres';

interface TOutcome {
  name: string;
  description: string | undefined;
  machine: TMachineFacts;
  startedAt: string;
  elapsedMs: number;
  databaseKind: string;
  meetsTarget: boolean;
  status: 'OK' | 'MISSED' | 'ERROR' | 'SKIPPED';
  headline: string;
  figures: Record<string, unknown>;
  targets: Record<string, unknown>;
  method?: Record<string, unknown>;
  notes?: string[];
  error?: string;
}

// ---- clean-up: no child process may outlive the bench, whatever happens ----
process.on('exit', killAllChildrenSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping child processes...\n`);
    void stopAllChildren().finally(() => process.exit(130));
  });
}

function asBenchmark(mod: Record<string, unknown>, file: string): TBenchmark {
  const candidate = (
    mod.default && typeof mod.default === 'object' ? mod.default : mod
  ) as Partial<TBenchmark>;
  if (typeof candidate.name !== 'string' || typeof candidate.run !== 'function') {
    throw new Error(`${file} must export { name: string, run(): Promise<object> }`);
  }
  return { name: candidate.name, description: candidate.description, run: candidate.run.bind(candidate) };
}

async function loadBenchmarks(): Promise<TBenchmark[]> {
  const files = fs
    .readdirSync(benchmarksDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort();
  const out: TBenchmark[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(benchmarksDir, f)).href)) as Record<string, unknown>;
    out.push(asBenchmark(mod, f));
  }
  return out;
}

async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function runOne(bench: TBenchmark): Promise<TOutcome> {
  const machine = machineFacts();
  const t0 = performance.now();
  process.stdout.write(`\n▶ ${bench.name}${bench.description ? ` — ${bench.description}` : ''}\n`);
  const base = { name: bench.name, description: bench.description, machine, startedAt: machine.date };
  try {
    const r: TBenchResult = await withTimeout(bench.run(), BENCH_TIMEOUT_MS, bench.name);
    return {
      ...base,
      elapsedMs: round(performance.now() - t0, 0),
      databaseKind: r.databaseKind ?? machine.databaseKind,
      meetsTarget: r.meetsTarget === true,
      status: r.meetsTarget === true ? 'OK' : 'MISSED',
      headline: typeof r.headline === 'string' ? r.headline : JSON.stringify(r.figures ?? {}).slice(0, 120),
      figures: r.figures ?? {},
      targets: r.targets ?? {},
      method: r.method,
      notes: r.notes,
    };
  } catch (err) {
    await stopAllChildren();
    const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
    process.stderr.write(`\n✖ ${bench.name} failed: ${message}\n`);
    return {
      ...base,
      elapsedMs: round(performance.now() - t0, 0),
      databaseKind: machine.databaseKind,
      meetsTarget: false,
      status: 'ERROR',
      headline: `error: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
      figures: {},
      targets: {},
      error: message,
    };
  }
}

function skipped(bench: TBenchmark, why: string): TOutcome {
  const machine = machineFacts();
  return {
    name: bench.name,
    description: bench.description,
    machine,
    startedAt: machine.date,
    elapsedMs: 0,
    databaseKind: 'postgres',
    meetsTarget: false,
    status: 'SKIPPED',
    headline: `skipped: ${why}`,
    figures: {},
    targets: {},
  };
}

function writeJson(file: string, data: unknown): void {
  fs.writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
}

function printTable(outcomes: TOutcome[]): void {
  const rows = outcomes.map((o) => [o.status, `${o.name} (${o.databaseKind})`, o.headline]);
  const w0 = Math.max(6, ...rows.map((r) => r[0]!.length));
  const w1 = Math.max(9, ...rows.map((r) => r[1]!.length));
  const lines = [
    '',
    `${'RESULT'.padEnd(w0)}  ${'BENCHMARK'.padEnd(w1)}  FIGURES`,
    `${'-'.repeat(w0)}  ${'-'.repeat(w1)}  ${'-'.repeat(40)}`,
    ...rows.map((r) => `${r[0]!.padEnd(w0)}  ${r[1]!.padEnd(w1)}  ${r[2]!}`),
  ];
  for (const o of outcomes.filter((x) => x.status === 'MISSED')) {
    lines.push(
      '',
      `*** MISSED: ${o.name} on ${o.databaseKind} did not meet its target ${JSON.stringify(o.targets)} ***`,
    );
  }
  lines.push('', `Results written to ${path.relative(process.cwd(), resultsDir) || resultsDir}/`);
  process.stdout.write(lines.join('\n') + '\n');
}

/** True when a PostgreSQL server answers at the address within 3 s. */
async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Reads `--db <choice>` (pglite, postgres or both) out of the arguments. */
function takeDatabaseChoice(args: string[]): TDatabaseChoice[] {
  const i = args.indexOf('--db');
  if (i < 0) return ['pglite', 'postgres'];
  const value = args[i + 1];
  args.splice(i, 2);
  if (value === 'pglite' || value === 'postgres') return [value];
  if (value === 'both') return ['pglite', 'postgres'];
  throw new Error(`--db takes pglite, postgres or both, not ${String(value)}`);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const databases = takeDatabaseChoice(args);
  const all = await loadBenchmarks();
  if (args.includes('--help') || args.includes('-h') || args.includes('--list')) {
    process.stdout.write(
      `usage: npm run bench [-- <name> ...] [--db pglite|postgres|both]\n\nbenchmarks:\n${all.map((b) => `  ${b.name.padEnd(20)} ${b.description ?? ''}`).join('\n')}\n`,
    );
    return 0;
  }
  const unknown = args.filter((a) => !all.some((b) => b.name === a));
  if (unknown.length > 0) {
    process.stderr.write(
      `unknown benchmark(s): ${unknown.join(', ')}; known: ${all.map((b) => b.name).join(', ')}\n`,
    );
    return 2;
  }
  const selected = args.length > 0 ? all.filter((b) => args.includes(b.name)) : all;

  fs.mkdirSync(resultsDir, { recursive: true });
  const postgresUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const outcomes: TOutcome[] = [];
  for (const database of databases) {
    if (database === 'postgres' && !(await postgresAnswers(postgresUrl))) {
      process.stderr.write(`\nNo PostgreSQL server answers at ${postgresUrl}: PostgreSQL runs skipped.\n`);
      for (const bench of selected) outcomes.push(skipped(bench, `no PostgreSQL server at ${postgresUrl}`));
      continue;
    }
    // Every benchmark reads DATABASE_URL when it runs: set for PostgreSQL, removed for PGlite.
    if (database === 'postgres') process.env.DATABASE_URL = postgresUrl;
    else delete process.env.DATABASE_URL;
    for (const bench of selected) {
      const outcome = await runOne(bench);
      outcomes.push(outcome);
      writeJson(path.join(resultsDir, `${bench.name}.${database}.json`), outcome);
    }
  }
  const machine = machineFacts();
  writeJson(path.join(resultsDir, 'summary.json'), {
    machine,
    benchmarks: outcomes.map((o) => ({
      name: o.name,
      status: o.status,
      meetsTarget: o.meetsTarget,
      databaseKind: o.databaseKind,
      headline: o.headline,
      figures: o.figures,
      targets: o.targets,
      ...(o.error ? { error: o.error.split('\n')[0] } : {}),
    })),
    meetsTarget: outcomes.every((o) => o.meetsTarget || o.status === 'SKIPPED'),
  });
  printTable(outcomes);

  await stopAllChildren();
  if (liveChildCount() > 0) process.stderr.write('warning: some child processes had to be killed\n');
  return outcomes.some((o) => o.status === 'ERROR') ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch(async (err: unknown) => {
    process.stderr.write(
      `bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    await stopAllChildren();
    process.exit(1);
  });
