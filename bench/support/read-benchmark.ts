/**
 * A read benchmark of the network screens (issue 32 point 9: network-map-states, network-trend):
 * one GET on the large seed (20 networks of 100 sites, 2 days of raw samples, 90 days of hourly
 * roll-ups), signed in as a customer of NA-100001, against the SQL floor of the very statements
 * one request sends, replayed on the same database in the same run (pgbench on PostgreSQL; a
 * tight in-process loop on PGlite, which has one connection).
 *
 * Order: (1) the seeded portal starts (seeding it once, reused after) with the telemetry simulator
 * off (the seed stays as it was, and no ingest shares the CPUs with the load); the request's path
 * is found and checked; (2) the portal runs once in this process with the drivers wrapped, to
 * record the statements of one request; (3) ROUNDS alternating rounds (portal then floor, floor
 * then portal, ...): the portal child under wrk (50 connections) and, in the first round, 200
 * sequential requests for the latency of one screen's read; the recorded statements replayed
 * with the portal stopped. The round with the median ratio is reported, every round kept.
 */
import os from 'node:os';
import { startLargeSeedPortal } from './large-seed.ts';
import { client, pgbench, pgliteLoop, recordStatements, type TFloor } from './list-benchmark.ts';
import { measureLoad, type TLoadFigures } from './load.ts';
import { median, quantile, round, sorted } from './stats.ts';
import type { TBenchResult } from './types.ts';

/** What differs between the read benchmarks. */
export interface TReadBenchmark {
  name: string;
  /** What the request reads, for the headline and the method. */
  what: string;
  /** The path of the measured GET, found with a signed-in client (e.g. a site id from the states). */
  findPath(request: (path: string) => Promise<{ status: number; json: unknown }>): Promise<string>;
  /** Checks the answer (e.g. how many sites or points it holds); answers figures about it. */
  checkAnswer(json: unknown): Record<string, unknown>;
  /** Targets: the portal's share of the floor's rate, and the sequential p99 bound in ms. */
  targets: { ratioToSqlFloorAtLeast: number; sequentialP99MsAtMost: number };
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const ROUNDS = Number(process.env.BENCH_READ_ROUNDS ?? 3);
const SEQUENTIAL = Number(process.env.BENCH_READ_SEQUENTIAL ?? 200);

/** Runs `fn` with the telemetry simulator off in the portals it starts (child and in-process). */
async function withSimulatorOff<T>(fn: () => Promise<T>): Promise<T> {
  const before = process.env.SIMULATOR;
  process.env.SIMULATOR = 'off';
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.SIMULATOR;
    else process.env.SIMULATOR = before;
  }
}

/** The benchmark: see the file's comment. */
export function runReadBenchmark(b: TReadBenchmark): Promise<TBenchResult> {
  return withSimulatorOff(() => measure(b));
}

async function measure(b: TReadBenchmark): Promise<TBenchResult> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  // (1) the path and one checked answer
  let portal = await startLargeSeedPortal(b.name);
  const seedInfo = { reusedSeed: portal.reused, portalStartMs: round(portal.startMs, 0) };
  let readPath: string;
  let answer: Record<string, unknown>;
  try {
    const c = client(portal.url);
    await c.signIn();
    readPath = await b.findPath((p) => c.request('GET', p));
    const r = await c.request('GET', readPath);
    if (r.status !== 200) throw new Error(`${readPath} answered ${r.status}`);
    answer = b.checkAnswer(r.json);
  } finally {
    await portal.stop();
  }
  // (2) its statements
  const [statements = []] = await recordStatements(portal, [readPath]);
  if (statements.length === 0) throw new Error(`no statement recorded for ${readPath}`);

  // (3) alternating rounds
  const few = Math.max(2, os.cpus().length * 2);
  const databaseUrl = portal.databaseUrl;
  const dataDir = portal.dataDir;
  let sequential: { p50: number; p99: number; mean: number; samples: number } | undefined;
  const portalLoad = async (): Promise<TLoadFigures> => {
    portal = await startLargeSeedPortal(b.name);
    try {
      const c = client(portal.url);
      await c.signIn();
      const load = await measureLoad({
        label: `  [${b.name}] portal (${portal.databaseKind})`,
        url: portal.url + readPath,
        headers: { cookie: c.cookieHeader() },
        connections: CONNECTIONS,
        warmupS: WARMUP_S,
        durationS: DURATION_S,
        serverPid: portal.child.pid,
      });
      if (!sequential) {
        const ms: number[] = [];
        for (let i = 0; i < SEQUENTIAL; i++) {
          const t0 = performance.now();
          const r = await c.request('GET', readPath);
          ms.push(performance.now() - t0);
          if (r.status !== 200) throw new Error(`${readPath} answered ${r.status}`);
        }
        const s = sorted(ms);
        sequential = {
          p50: round(median(s), 2),
          p99: round(quantile(s, 0.99), 2),
          mean: round(s.reduce((x, y) => x + y, 0) / s.length, 2),
          samples: s.length,
        };
      }
      return load;
    } finally {
      await portal.stop();
    }
  };
  const floor = async (): Promise<{ floor: TFloor; atLoadConnections?: TFloor }> => {
    if (!databaseUrl) {
      process.stdout.write(`  [${b.name}] PGlite statement loop, ${DURATION_S} s...\n`);
      return { floor: await pgliteLoop(dataDir, statements) };
    }
    process.stdout.write(`  [${b.name}] pgbench, ${CONNECTIONS} and ${few} clients, ${DURATION_S} s each...\n`);
    const atLoad = await pgbench(databaseUrl, statements, CONNECTIONS);
    const atFew = await pgbench(databaseUrl, statements, few);
    return {
      floor: atFew.transactionsPerSecond >= atLoad.transactionsPerSecond ? atFew : atLoad,
      atLoadConnections: atLoad,
    };
  };
  const rounds: { order: string; portal: TLoadFigures; floor: TFloor; atLoadConnections?: TFloor; ratio: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let load: TLoadFigures;
    let f: Awaited<ReturnType<typeof floor>>;
    if (i % 2 === 0) {
      load = await portalLoad();
      f = await floor();
    } else {
      f = await floor();
      load = await portalLoad();
    }
    rounds.push({
      order: i % 2 === 0 ? 'portal, floor' : 'floor, portal',
      portal: load,
      floor: f.floor,
      atLoadConnections: f.atLoadConnections,
      ratio: round(load.requestsPerSecond / f.floor.transactionsPerSecond, 3),
    });
  }
  const byRatio = [...rounds].sort((x, y) => x.ratio - y.ratio);
  const reported = byRatio[Math.floor(byRatio.length / 2)]!;
  const errors = rounds.reduce((n, r) => n + r.portal.statusErrors + r.portal.errors + r.portal.timeouts, 0);
  const meetsTarget =
    errors === 0 &&
    reported.ratio >= b.targets.ratioToSqlFloorAtLeast &&
    sequential!.p99 <= b.targets.sequentialP99MsAtMost;
  const kind = databaseUrl ? 'postgres' : 'pglite';
  return {
    databaseKind: kind,
    meetsTarget,
    headline:
      `${b.what}: ${reported.portal.requestsPerSecond} req/s (p50 ${reported.portal.latencyMs.p50} ms, p99 ${reported.portal.latencyMs.p99} ms at ${CONNECTIONS}) ` +
      `÷ floor ${reported.floor.transactionsPerSecond}/s = ${reported.ratio}; one at a time p50 ${sequential!.p50} ms, p99 ${sequential!.p99} ms; ${statements.length} statements`,
    figures: {
      path: readPath.replace(/account_id=[^&]+/, 'account_id=<account>'),
      answer,
      ratioToSqlFloor: reported.ratio,
      portal: reported.portal,
      floor: reported.floor,
      floorAtLoadConnections: reported.atLoadConnections,
      sequential,
      statementsPerRequest: statements.length,
      statements: statements.map((s) => s.text.replace(/\s+/g, ' ').trim()),
      rounds,
      ...seedInfo,
      loadAverageAtStart: round(loadAtStart, 2),
    },
    targets: { ...b.targets, noErrors: true },
    method: {
      load: `wrk, ${CONNECTIONS} keep-alive connections, ${WARMUP_S} s warm-up then ${DURATION_S} s, one server process, simulator off`,
      sequential: `${SEQUENTIAL} requests one after another on one connection (fetch), in the first round`,
      floor: databaseUrl
        ? `pgbench -T ${DURATION_S}: the statements one request sent (recorded in an in-process portal), as it sent them; ${CONNECTIONS} clients and ${few} clients, the higher tps is the floor; the portal stopped meanwhile`
        : `the recorded statements back to back in the bench process on the same PGlite directory (one connection), the portal stopped`,
      rounds: `${ROUNDS} alternating rounds, the median ratio reported`,
    },
    notes: loadAtStart > os.cpus().length ? [`busy machine: load average ${round(loadAtStart, 2)} at the start`] : [],
  };
}
