/**
 * The held-load benchmark (issue 34 point 5; bench/benchmarks/held-load.ts): N simulated users stay
 * on the portal for D seconds, each signed in with a session of its own and then doing what users
 * do (support/held-load-mix.ts) with think time between actions. Reported: requests and errors per
 * kind, each kind's p50/p99 against pgbench replaying the same statements in the same run, the
 * server's memory after warm-up and at the end, and whether every case and note the portal said it
 * created is in the database.
 *
 * Order: (1) the portal runs once in this process with the drivers wrapped (it seeds the `small`
 * demo world on a scratch database) and records the statements of one action of each read kind;
 * (2) the portal runs as `npm start` runs it, in a child process, and the users sign in over a ramp,
 * then act until the end; memory is sampled every few seconds; (3) the portal stopped, the created
 * cases and notes are counted back in SQL and each read kind's statements are replayed (pgbench,
 * one client; on PGlite a loop in this process).
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PORTAL_NODE_ARGS, assertLoopback, freePort, processTreeCpuMs, repoRoot, spawnTsEntry, stopChild } from './children.ts';
import { createScratchDatabase, portalEnv, type TScratchDatabase } from './database.ts';
import { HELD_LOGINS, type THeldCreated, type THeldKind, type THeldUser } from './held-load-mix.ts';
import { latencySummary, pgbench, pgliteLoop, type TFloor } from './list-benchmark.ts';
import { installSqlRecorder, type TCapturedStatement } from './sql-capture.ts';
import { round } from './stats.ts';
import type { TBenchResult } from './types.ts';

const USERS = Number(process.env.BENCH_HELD_USERS ?? 200);
const DURATION_S = Number(process.env.BENCH_HELD_DURATION_S ?? 600);
/** Users sign in one after another over this time (200 password checks at once are not a morning). */
const RAMP_S = Number(process.env.BENCH_HELD_RAMP_S ?? Math.min(30, Math.round(DURATION_S / 4)));
/** Until then nothing is measured: the ramp, then the portal's caches and JIT settle. */
const WARMUP_S = Number(process.env.BENCH_HELD_WARMUP_S ?? RAMP_S + Math.min(30, Math.round(DURATION_S / 10)));
const [THINK_MIN_MS, THINK_MAX_MS] = (process.env.BENCH_HELD_THINK_MS ?? '1000-3000').split('-').map(Number) as [number, number];
/** Seconds of pgbench per read kind (the floor). */
const FLOOR_S = Number(process.env.BENCH_HELD_FLOOR_S ?? 10);
const PASSWORD = process.env.PORTAL_DEMO_PASSWORD ?? 'Portal#Demo1';
/** A request not answered in this time counts as an error (the portal's own request timeout is 10 s). */
const REQUEST_TIMEOUT_MS = 15_000;
const RSS_SAMPLE_MS = 5_000;
const TARGETS = { errors: 0, rssGrowthPercentBelow: 10, lost: 0 };
const ENTRY = path.join(repoRoot, 'bench/support/start-server-only.ts');

/** One browser: its cookies and CSRF token; GETs and POSTs answered as JSON when they are. */
function browser(base: string) {
  assertLoopback(base);
  const cookies = new Map<string, string>();
  let csrf = '';
  return async function request(method: string, p: string, body?: unknown): Promise<{ status: number; json: unknown; code: string }> {
    const headers: Record<string, string> = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') headers['csrf-token'] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(base + p, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0] ?? '';
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    csrf = res.headers.get('x-csrf') ?? csrf;
    const json = (res.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : undefined;
    const code = (json as { code?: unknown } | undefined)?.code;
    return { status: res.status, json, code: typeof code === 'string' ? code : '' };
  };
}
type TBrowser = ReturnType<typeof browser>;

async function signIn(request: TBrowser, login: string): Promise<void> {
  await request('GET', '/mapi/health');
  const r = await request('POST', '/mapi/auth/local_login', { login, password: Buffer.from(PASSWORD, 'utf8').toString('base64') });
  if (r.status !== 200) throw new Error(`sign-in of ${login} answered ${r.status} ${r.code}`);
}

function newUser(index: number): THeldUser {
  const who = HELD_LOGINS[index % HELD_LOGINS.length]!;
  return { index, login: who.login, account: who.account, seenCases: [], createdCases: [], actions: 0 };
}

/** One action: its requests at once; the answers' JSON, or the first failure as text. */
async function act(request: TBrowser, kind: THeldKind, user: THeldUser) {
  const requests = kind.requests(user);
  if (!requests) return undefined;
  user.actions++;
  const t0 = performance.now();
  const answers = await Promise.all(
    requests.map((r) =>
      request(r.method, r.path, r.body).catch((err: unknown) => ({
        status: 0,
        json: undefined,
        code: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      })),
    ),
  );
  const ms = performance.now() - t0;
  const failed = answers.filter((a) => a.status === 0 || a.status >= 400);
  const created = failed.length ? undefined : kind.after?.(user, answers.map((a) => a.json));
  return { ms, requests: requests.length, failed: failed.map((a) => `${a.status} ${a.code}`), created };
}

interface TKindTally {
  actions: number;
  requests: number;
  errors: number;
  /** action latencies (ms) after the warm-up */
  samples: number[];
  firstErrors: string[];
}

function pickKind(mix: THeldKind[], total: number): THeldKind {
  let r = Math.random() * total;
  for (const k of mix) {
    r -= k.weight;
    if (r < 0) return k;
  }
  return mix[mix.length - 1]!;
}

/** Resident memory of a process in MB (/proc/<pid>/status VmRSS), undefined when it is gone. */
function rssMb(pid: number): number | undefined {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? round(kb / 1024, 1) : undefined;
  } catch {
    return undefined;
  }
}

/** (1) The statements one action of each read kind sends, recorded in an in-process portal (which seeds the database). */
async function recordKinds(db: TScratchDatabase, mix: THeldKind[]): Promise<Map<string, TCapturedStatement[]>> {
  const recorder = installSqlRecorder();
  const { startServer } = await import('../../src/server/start-server.ts');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: db.dataDir,
    databaseUrl: db.databaseUrl,
    seedScale: 'small',
    logLevel: 'silent',
    simulator: false,
    // No job in this process: a job's statements (the notification producers run at start) would
    // be recorded among a request's.
    jobRunner: false,
  });
  try {
    const { sessionKeeping } = await import('../../src/server/platform/session-context.ts');
    for (const until = Date.now() + 30_000; !sessionKeeping(server.database).live; ) {
      if (Date.now() > until) throw new Error('the recording portal never listened for changes of sessions');
      await sleep(50);
    }
    const request = browser(server.url);
    const user = newUser(0);
    await signIn(request, user.login);
    const out = new Map<string, TCapturedStatement[]>();
    // Each read once to warm up (and to learn cases for the detail), then once recorded.
    for (const pass of ['warm', 'record'] as const) {
      for (const kind of mix.filter((k) => k.floor)) {
        if (pass === 'record') recorder.start();
        const done = await act(request, kind, user);
        const statements = pass === 'record' ? recorder.stop() : [];
        if (!done) throw new Error(`${kind.name}: nothing to do for the recording user`);
        if (done.failed.length) throw new Error(`${kind.name} failed in the recording portal: ${done.failed.join(', ')}`);
        if (pass === 'record') out.set(kind.name, statements);
      }
    }
    return out;
  } finally {
    recorder.uninstall();
    await server.close();
  }
}

/** (3) What the users were told was created, counted back in the database. */
async function countBack(db: TScratchDatabase, created: THeldCreated[]) {
  const caseNos = created.flatMap((c) => (c.kind === 'case' ? [Number(c.caseNumber)] : []));
  const noteIds = created.flatMap((c) => (c.kind === 'note' ? [c.id] : []));
  const queries = {
    cases: ['select count(*)::int as n from cases where case_no = any($1::int[])', [caseNos]],
    notes: ['select count(*)::int as n from case_notes where id = any($1::uuid[])', [noteIds]],
    casesInDatabase: ["select count(*)::int as n from cases where title like 'Held-load case %'", []],
    notesInDatabase: ["select count(*)::int as n from case_notes where body like 'Held-load note %'", []],
  } as const;
  const found: Record<string, number> = {};
  if (db.databaseUrl) {
    const c = new pg.Client({ connectionString: db.databaseUrl });
    await c.connect();
    try {
      for (const [k, [text, params]] of Object.entries(queries)) {
        found[k] = (await c.query<{ n: number }>(text, [...params])).rows[0]!.n;
      }
    } finally {
      await c.end();
    }
  } else {
    const c = await PGlite.create(db.dataDir);
    try {
      for (const [k, [text, params]] of Object.entries(queries)) {
        found[k] = (await c.query<{ n: number }>(text, [...params])).rows[0]!.n;
      }
    } finally {
      await c.close();
    }
  }
  return {
    casesAnsweredCreated: caseNos.length,
    casesFound: found.cases!,
    notesAnsweredCreated: noteIds.length,
    notesFound: found.notes!,
    lost: caseNos.length - found.cases! + (noteIds.length - found.notes!),
    // Rows the users were never told of (a write whose answer did not arrive) show up here.
    heldLoadCasesInDatabase: found.casesInDatabase!,
    heldLoadNotesInDatabase: found.notesInDatabase!,
  };
}

const medianOf = (xs: number[]): number | undefined => {
  if (!xs.length) return undefined;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

export async function runHeldLoad(mix: THeldKind[]): Promise<TBenchResult> {
  const active = mix.filter((k) => k.weight > 0);
  const totalWeight = active.reduce((a, k) => a + k.weight, 0);
  if (!active.length) throw new Error('BENCH_HELD_MIX leaves no kind with a weight');
  const loadAtStart = os.loadavg()[0] ?? 0;
  const db = await createScratchDatabase('bench_held');
  try {
    // (1)
    process.stdout.write(`  [held-load] seeding and recording the statements of each read...\n`);
    const recorded = await recordKinds(db, active);

    // (2)
    const port = await freePort();
    const child = spawnTsEntry('held-load portal', ENTRY, portalEnv({ port, db, logLevel: 'warn' }), PORTAL_NODE_ARGS);
    const ready = (await child.waitForMessage('ready', 120_000)) as unknown as { url: string };
    const tallies = new Map<string, TKindTally>(
      active.map((k) => [k.name, { actions: 0, requests: 0, errors: 0, samples: [], firstErrors: [] }]),
    );
    const created: THeldCreated[] = [];
    /** Sign-ins (a health probe for the CSRF token, then the password check): one per user, more after a failure. */
    const signIn$: TKindTally = { actions: 0, requests: 0, errors: 0, samples: [], firstErrors: [] };
    const signInErrors = signIn$.firstErrors;
    const t0 = performance.now();
    const endAt = t0 + DURATION_S * 1000;
    const measureFrom = t0 + WARMUP_S * 1000;
    process.stdout.write(
      `  [held-load] ${USERS} users for ${DURATION_S} s (ramp ${RAMP_S} s, warm-up ${WARMUP_S} s, think ${THINK_MIN_MS}-${THINK_MAX_MS} ms)... `,
    );

    const rss: { atS: number; mb: number }[] = [];
    const sampler = setInterval(() => {
      const mb = rssMb(child.pid);
      if (mb !== undefined) rss.push({ atS: round((performance.now() - t0) / 1000, 0), mb });
    }, RSS_SAMPLE_MS);
    let cpuAtWarm: { server?: number; bench: NodeJS.CpuUsage; at: number } | undefined;
    const warmMark = setTimeout(() => {
      cpuAtWarm = { server: processTreeCpuMs(child.pid), bench: process.cpuUsage(), at: performance.now() };
    }, WARMUP_S * 1000);

    /** A think time, `times` as long (a person waits longer after each failed sign-in). */
    const think = (times = 1) =>
      sleep(
        Math.max(0, Math.min(times * (THINK_MIN_MS + Math.random() * (THINK_MAX_MS - THINK_MIN_MS)), endAt - performance.now())),
      );
    const runUser = async (index: number) => {
      await sleep((index * RAMP_S * 1000) / USERS);
      const user = newUser(index);
      const request = browser(ready.url);
      // Signed in before anything else; a failed sign-in is counted and tried again after a pause
      // that doubles each time (up to 16 think times), as a person would.
      for (let signedIn = false, failures = 0; !signedIn && performance.now() < endAt; ) {
        const t = performance.now();
        try {
          await signIn(request, user.login);
          signedIn = true;
        } catch (err) {
          if (signInErrors.length < 5) signInErrors.push(err instanceof Error ? err.message : String(err));
          signIn$.errors++;
          failures++;
        }
        signIn$.actions++;
        signIn$.requests += 2;
        // Sign-ins happen during the ramp: all are measured.
        signIn$.samples.push(performance.now() - t);
        if (!signedIn) await think(2 ** Math.min(4, failures));
      }
      while (performance.now() < endAt) {
        const kind = pickKind(active, totalWeight);
        const done = await act(request, kind, user);
        if (done) {
          const tally = tallies.get(kind.name)!;
          tally.actions++;
          tally.requests += done.requests;
          tally.errors += done.failed.length;
          if (done.failed.length && tally.firstErrors.length < 5) tally.firstErrors.push(...done.failed.slice(0, 5 - tally.firstErrors.length));
          if (performance.now() - done.ms >= measureFrom) tally.samples.push(done.ms);
          if (done.created) created.push(done.created);
        }
        await think();
      }
    };
    await Promise.all(Array.from({ length: USERS }, (_, i) => runUser(i)));
    clearInterval(sampler);
    clearTimeout(warmMark);
    const endRss = rssMb(child.pid);
    const wallEnd = performance.now();
    const serverCpuEnd = processTreeCpuMs(child.pid);
    const benchCpu = cpuAtWarm ? process.cpuUsage(cpuAtWarm.bench) : undefined;
    const measuredMs = cpuAtWarm ? wallEnd - cpuAtWarm.at : undefined;
    process.stdout.write('done\n');
    const portalTail = child.outputTail();
    await stopChild(child, 15_000);

    // (3)
    const lost = await countBack(db, created);
    // A floor that cannot be replayed is reported as such: it does not throw away the run's figures.
    const floors = new Map<string, TFloor>();
    const floorErrors: string[] = [];
    for (const [kind, statements] of recorded) {
      if (!statements.length) continue;
      try {
        floors.set(kind, db.databaseUrl ? await pgbench(db.databaseUrl, statements, 1, FLOOR_S) : await pgliteLoop(db.dataDir, statements, FLOOR_S, 1));
      } catch (err) {
        floorErrors.push(`${kind}: no SQL floor (${err instanceof Error ? err.message.slice(0, 4000) : String(err)})`);
      }
    }

    // Memory: the median of the samples in the first and in the last minute (at most) of the
    // measured time, so one sample taken just before a garbage collection does not decide.
    const measuredRss = rss.filter((s) => s.atS >= WARMUP_S);
    const edge = Math.max(1, Math.min(12, Math.floor(measuredRss.length / 5)));
    const rssStart = medianOf(measuredRss.slice(0, edge).map((s) => s.mb));
    const rssEnd = medianOf(measuredRss.slice(-edge).map((s) => s.mb));
    const rssGrowth = rssStart && rssEnd ? ((rssEnd - rssStart) / rssStart) * 100 : undefined;

    const signInLatency = latencySummary(signIn$.samples);
    const perKind = Object.fromEntries([
      [
        'sign-in',
        {
          actions: signIn$.actions,
          requests: signIn$.requests,
          errors: signIn$.errors,
          latencyMs: { ...signInLatency, measuredActions: signIn$.samples.length },
          firstErrors: signInErrors.length ? signInErrors : undefined,
        },
      ],
      ...active.map((k) => {
        const t = tallies.get(k.name)!;
        const lat = latencySummary(t.samples);
        const floor = floors.get(k.name);
        return [
          k.name,
          {
            weight: k.weight,
            actions: t.actions,
            requests: t.requests,
            errors: t.errors,
            latencyMs: { ...lat, measuredActions: t.samples.length },
            sqlFloor: floor && {
              tool: `${floor.tool}, ${floor.clients} client, ${floor.durationS} s`,
              statements: recorded.get(k.name)?.length,
              latencyMs: floor.latencyMs,
              transactionsPerSecond: floor.transactionsPerSecond,
            },
            p50ToFloor: floor ? round(lat.p50 / floor.latencyMs.p50, 1) : undefined,
            p99ToFloor: floor ? round(lat.p99 / floor.latencyMs.p99, 1) : undefined,
            firstErrors: t.firstErrors.length ? t.firstErrors : undefined,
          },
        ];
      }),
    ]);
    const requests = [...tallies.values()].reduce((a, t) => a + t.requests, signIn$.requests);
    const errors = [...tallies.values()].reduce((a, t) => a + t.errors, signIn$.errors);
    const measuredS = measuredMs !== undefined ? measuredMs / 1000 : undefined;
    const serverCpu =
      cpuAtWarm?.server !== undefined && serverCpuEnd !== undefined && measuredMs
        ? round(((serverCpuEnd - cpuAtWarm.server) / measuredMs) * 100, 0)
        : undefined;
    const benchCpuPct =
      benchCpu && measuredMs ? round(((benchCpu.user + benchCpu.system) / 1000 / measuredMs) * 100, 0) : undefined;
    const met = {
      errors: errors <= TARGETS.errors,
      memory: rssGrowth !== undefined && rssGrowth < TARGETS.rssGrowthPercentBelow,
      lost: lost.lost <= TARGETS.lost,
    };
    const notes: string[] = [];
    const cpus = os.cpus().length;
    if (loadAtStart > cpus / 2) notes.push(`busy machine: 1-min load average ${round(loadAtStart, 2)} on ${cpus} CPUs at start`);
    if (cpus <= 2) notes.push(`only ${cpus} CPUs: portal, database and the load generator share them`);
    if (signIn$.errors) notes.push(`${signIn$.errors} sign-ins failed (each tried again after a pause), first: ${signInErrors[0]}`);
    if (errors && portalTail.trim()) notes.push(`portal output (tail): ${portalTail.slice(-1500)}`);
    notes.push(...floorErrors);
    if (!db.databaseUrl) notes.push('PGlite: the floor is a query loop in the bench process (one connection), not pgbench');
    return {
      databaseKind: db.kind,
      figures: {
        users: USERS,
        durationS: DURATION_S,
        rampS: RAMP_S,
        warmupS: WARMUP_S,
        measuredS: measuredS && round(measuredS, 0),
        requests,
        errors,
        signInErrors: signIn$.errors,
        requestsPerSecond: round(requests / DURATION_S, 1),
        perKind,
        serverRssMb: { start: rssStart, end: rssEnd, growthPercent: rssGrowth && round(rssGrowth, 1), endPoint: endRss, max: Math.max(...rss.map((s) => s.mb)), samples: rss },
        nothingLost: lost,
        serverCpuPercentOfOneCore: serverCpu,
        loadGeneratorCpuPercentOfOneCore: benchCpuPct,
      },
      targets: TARGETS,
      meetsTarget: met.errors && met.memory && met.lost,
      headline:
        `${USERS} users ${DURATION_S} s: ${requests} requests, ${errors} errors; ` +
        `p50 case-list ${perKind['case-list']?.latencyMs.p50 ?? '-'} ms (floor ${perKind['case-list']?.sqlFloor?.latencyMs.p50 ?? '-'}); ` +
        `RSS ${rssStart ?? '-'} -> ${rssEnd ?? '-'} MB (${rssGrowth === undefined ? '-' : round(rssGrowth, 1)}%); ` +
        `lost ${lost.lost} of ${lost.casesAnsweredCreated} cases + ${lost.notesAnsweredCreated} notes`,
      method: {
        users: `${USERS} users (BENCH_HELD_USERS), each with its own session, signing in as ${HELD_LOGINS.map((l) => l.login).join(' / ')} in turn, started evenly over ${RAMP_S} s (BENCH_HELD_RAMP_S); each then picks a kind of action by weight (support/held-load-mix.ts, BENCH_HELD_MIX), sends its requests at once (as a screen does), and thinks ${THINK_MIN_MS}-${THINK_MAX_MS} ms (BENCH_HELD_THINK_MS); fetch (undici) in the bench process, on 127.0.0.1`,
        portal: 'one process as npm start runs it (start-server-only.ts, LOG_LEVEL=warn, simulator off), small demo seed on a scratch database',
        measured: `latencies per action (all its requests answered) after the first ${WARMUP_S} s (BENCH_HELD_WARMUP_S), sign-ins (GET /mapi/health for the CSRF token, then POST /mapi/auth/local_login; a failed one is tried again after 2, 4, 8, then 16 think times) all of them; requests and errors over the whole run; an error is a status of 400 or above, a failed connection, or no answer in ${REQUEST_TIMEOUT_MS / 1000} s`,
        sqlFloor: `each read kind's statements (every statement one action sent, recorded in an in-process portal) replayed after the run with the portal stopped: ${db.databaseUrl ? 'pgbench, one client' : 'a PGlite loop in the bench process'}, ${FLOOR_S} s (BENCH_HELD_FLOOR_S); writes have no floor`,
        memory: `VmRSS of the portal process every ${RSS_SAMPLE_MS / 1000} s; start and end are the medians of the first and last ${edge} samples of the measured time`,
        lost: 'every case and note the portal answered as created is looked up by its number or id after the run',
      },
      notes,
    };
  } finally {
    await db.dispose();
  }
}
