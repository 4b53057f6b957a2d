/**
 * lighthouse: Lighthouse 12 (mobile, its default simulated throttling: slow 4G, 4x CPU) on the
 * login page and on a signed-in user's dashboard, served by the portal from the production build
 * on the demo database; the median of a few runs per page (Lighthouse's own advice: single runs
 * vary). Lighthouse needs Node 18.20+ in its 12.x line (13 wants Node 22), and is fetched by `npx`
 * when the benchmark runs, so neither the portal nor CI installs it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureWebBuild } from '../../scripts/web-build.ts';
import {
  PORTAL_NODE_ARGS,
  freePort,
  makeTmpDir,
  removeDir,
  repoRoot,
  spawnTsEntry,
  stopChild,
  waitFor200,
  type TChild,
} from '../support/children.ts';
import { createScratchDatabase, portalEnv } from '../support/database.ts';
import type { TBenchResult } from '../support/types.ts';

export const name = 'lighthouse';
export const description =
  'Lighthouse mobile scores (performance, accessibility, best practices) and timings for the login page and the dashboard.';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const ENTRY = path.join(repoRoot, 'bench/support/start-server-only.ts');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LOGIN = 'user@northwind.example';
const PASSWORD = 'Portal#Demo1';
const DASHBOARD = '/NA-100001/Dashboard';
/** Issue 29 point 9. */
const TARGETS = { performance: 90, accessibility: 100, bestPractices: 100 };
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;

interface TReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
}

interface TRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  metricsMs: Record<string, number>;
  failedAudits: string[];
}

const run$ = promisify(execFile);

/** Signs in as the demo user through the API, as the login page does; the cookies to send. */
async function signIn(base: string): Promise<string> {
  const health = await fetch(`${base}/mapi/health`);
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  keep(health);
  const res = await fetch(`${base}/mapi/auth/local_login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'csrf-token': health.headers.get('x-csrf') ?? '',
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: JSON.stringify({ login: LOGIN, password: Buffer.from(PASSWORD).toString('base64') }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  keep(res);
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function lighthouse(url: string, outDir: string, i: number, cookie?: string): Promise<TRun> {
  const out = path.join(outDir, `run-${i}.json`);
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices',
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  await run$('npx', args, {
    env: { ...process.env, CHROME_PATH: CHROME },
    timeout: 240_000,
    maxBuffer: 1 << 24,
  });
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as TReport;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    metricsMs: Object.fromEntries(
      METRICS.map((m) => [m, Math.round((report.audits[m]?.numericValue ?? NaN) * 1000) / 1000]),
    ),
    failedAudits: Object.entries(report.audits)
      .filter(
        ([, a]) =>
          a.score !== null && a.score < 0.9 && !/^(diagnostics|metrics|screenshot|main-thread)/.test(a.title),
      )
      .map(([id]) => id),
  };
}

/** The run with the median performance score (its other figures with it, as Lighthouse advises). */
function median(runs: TRun[]): TRun {
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
}

export async function run(): Promise<TBenchResult> {
  await ensureWebBuild();
  const db = await createScratchDatabase('bench_lighthouse');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const outDir = makeTmpDir('bench-lighthouse-');
  let child: TChild | undefined;
  try {
    // The server serves dist/web, built above.
    child = spawnTsEntry('portal', ENTRY, portalEnv({ port, db, logLevel: 'warn' }), PORTAL_NODE_ARGS);
    await waitFor200(`${base}/mapi/health`, { child, intervalMs: 100, timeoutMs: 180_000 });
    const cookie = await signIn(base);
    const pages: Record<string, TRun> = {};
    const all: Record<string, TRun[]> = {};
    for (const [page, url, withCookie] of [
      ['login', `${base}/login`, undefined],
      ['dashboard', `${base}${DASHBOARD}`, cookie],
    ] as const) {
      all[page] = [];
      for (let i = 1; i <= RUNS; i++) {
        process.stdout.write(`  [lighthouse] ${page} run ${i}/${RUNS}... `);
        const r = await lighthouse(url, outDir, i, withCookie);
        all[page].push(r);
        process.stdout.write(
          `performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r.bestPractices}\n`,
        );
      }
      pages[page] = median(all[page]);
    }
    const meets = (r: TRun) =>
      r.performance >= TARGETS.performance &&
      r.accessibility >= TARGETS.accessibility &&
      r.bestPractices >= TARGETS.bestPractices;
    const line = (p: string) =>
      `${p} ${pages[p]!.performance}/${pages[p]!.accessibility}/${pages[p]!.bestPractices}`;
    return {
      figures: {
        median: pages,
        runs: Object.fromEntries(Object.entries(all).map(([p, rs]) => [p, rs.map((r) => r.performance)])),
      },
      targets: TARGETS,
      meetsTarget: Object.values(pages).every(meets),
      headline: `performance/accessibility/best practices: ${line('login')}, ${line('dashboard')}`,
      databaseKind: db.kind,
      method: {
        lighthouse: LIGHTHOUSE,
        formFactor: 'mobile (Lighthouse default), simulated throttling (slow 4G, 4x CPU slowdown)',
        runsPerPage: RUNS,
        dashboard: `${DASHBOARD} signed in as ${LOGIN} (session cookie sent as an extra header)`,
      },
    };
  } finally {
    if (child) await stopChild(child);
    await db.dispose();
    removeDir(outDir);
  }
}
