/**
 * Experiment (not part of `npm run bench`): where does the portal spend its time on
 * GET /mapi/health? Measures, one after the other with the same wrk load as
 * health-throughput, a bare node:http server, Fastify built up layer by layer from the portal's own
 * modules (ablation-server.ts), the full portal (LOG_LEVEL=silent and info), and optionally takes a
 * CPU profile of the full portal under load.
 *
 *   npx tsx bench/experiments/health-ablation.ts [--profile] [--profile-only]
 *   env: ABLATION_DURATION_S (default 5), ABLATION_ROUNDS (default 1), BENCH_CONNECTIONS (50)
 *
 * Writes bench/results/experiment-health-ablation.json (and the profile summary with --profile).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  freePort,
  httpGet,
  killAllChildrenSync,
  makeTmpDir,
  removeDir,
  repoRoot,
  spawnTsEntry,
  stopAllChildren,
  stopChild,
  waitFor200,
  type TChild,
  type THttpAnswer,
} from '../support/children.ts';
import { createScratchDatabase, portalEnv, type TScratchDatabase } from '../support/database.ts';
import { cookieValue, measureLoad, type TLoadFigures } from '../support/load.ts';
import { machineFacts } from '../support/machine.ts';
import { round } from '../support/stats.ts';
import { ABLATION_STEPS } from './ablation-steps.ts';

const DURATION_S = Number(process.env.ABLATION_DURATION_S ?? 5);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.ABLATION_ROUNDS ?? 1);
const args = process.argv.slice(2);
const PROFILE = args.includes('--profile') || args.includes('--profile-only');
const PROFILE_ONLY = args.includes('--profile-only');

const PORTAL_ENTRY = path.join(repoRoot, 'bench/support/start-server-only.ts');
const BARE_ENTRY = path.join(repoRoot, 'bench/support/bare-health-server.ts');
const STEP_ENTRY = path.join(repoRoot, 'bench/experiments/ablation-server.ts');
const resultsFile = path.join(repoRoot, 'bench/results/experiment-health-ablation.json');

process.on('exit', killAllChildrenSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAllChildren().finally(() => process.exit(130)));
}

interface TVariant {
  id: string;
  what: string;
  start(port: number): TChild;
}

async function startPortal(db: TScratchDatabase, logLevel: string, nodeArgs: string[] = []) {
  const port = await freePort();
  const child = spawnTsEntry(
    `portal(${logLevel})`,
    PORTAL_ENTRY,
    portalEnv({ port, db, logLevel, seedScale: 'tiny' }),
    nodeArgs,
  );
  const url = `http://127.0.0.1:${port}/mapi/health`;
  await waitFor200(url, { child, intervalMs: 20, timeoutMs: 180_000 });
  return { child, url };
}

function bareSpec(answer: THttpAnswer): string {
  const skip = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
    const n = answer.rawHeaders[i]!.toLowerCase();
    if (!skip.has(n)) headers[n] = answer.rawHeaders[i + 1]!;
  }
  return JSON.stringify({
    status: answer.status,
    headers,
    body: answer.body.toString('utf8'),
    keepAliveTimeoutMs: 72_000,
  });
}

/** Response header lines (name: value, except Date/Content-Length/X-CSRF value) differing from the portal's. */
function headerNameDiff(portal: THttpAnswer, other: THttpAnswer): string[] {
  const lines = (x: THttpAnswer) => {
    const out: string[] = [];
    for (let i = 0; i + 1 < x.rawHeaders.length; i += 2) {
      const n = x.rawHeaders[i]!.toLowerCase();
      if (n === 'date' || n === 'content-length') continue;
      out.push(n === 'x-csrf' ? 'x-csrf: <token>' : `${n}: ${x.rawHeaders[i + 1]!}`);
    }
    return out;
  };
  const a = lines(portal);
  const b = lines(other);
  return [
    ...a.filter((l) => !b.includes(l)).map((l) => `missing: ${l}`),
    ...b.filter((l) => !a.includes(l)).map((l) => `extra: ${l}`),
  ];
}

/** Self time per function and per package/file from a V8 .cpuprofile. */
function summariseProfile(file: string) {
  interface TNode {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  }
  const prof = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: TNode[]; samples: number[] };
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const counts = new Map<number, number>();
  for (const s of prof.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
  const total = prof.samples.length;
  const byFn = new Map<string, number>();
  const byPkg = new Map<string, number>();
  for (const [id, c] of counts) {
    const n = byId.get(id);
    if (!n) continue;
    const { functionName, url, lineNumber } = n.callFrame;
    const short = url.replace(/^file:\/\//, '').replace(repoRoot + '/', '');
    const fnKey = `${functionName || '(anonymous)'} ${short ? `${short}:${lineNumber + 1}` : ''}`.trim();
    byFn.set(fnKey, (byFn.get(fnKey) ?? 0) + c);
    let pkg: string;
    const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(short);
    if (nm) pkg = nm[1]!;
    else if (short.startsWith('node:')) pkg = 'node internals';
    else if (short.startsWith('src/')) pkg = short;
    else if (!short) pkg = functionName.startsWith('(') ? functionName : '(native/V8)';
    else pkg = short;
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + c);
  }
  const top = (m: Map<string, number>, k: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([key, c]) => ({ selfPercent: round((c / total) * 100, 1), key }));
  return { samples: total, topFunctions: top(byFn, 30), byPackage: top(byPkg, 25) };
}

async function main(): Promise<void> {
  const db = await createScratchDatabase('bench_ablation');
  const out: Record<string, unknown> = {
    machine: machineFacts(),
    durationS: DURATION_S,
    warmupS: WARMUP_S,
    connections: CONNECTIONS,
  };
  try {
    // Capture the portal's answer and a visitor cookie once.
    const first = await startPortal(db, 'silent');
    const a1 = await httpGet(first.url, { timeoutMs: 5_000 });
    const visitor = cookieValue(a1, 'portal_vid');
    if (!visitor) throw new Error('no visitor cookie');
    const headers = { cookie: `portal_vid=${visitor}` };
    const answer = await httpGet(first.url, { timeoutMs: 5_000, headers });
    await stopChild(first.child);
    const load = { headers, connections: CONNECTIONS, warmupS: WARMUP_S, durationS: DURATION_S };

    if (!PROFILE_ONLY) {
      const variants: TVariant[] = [
        {
          id: 'bare',
          what: 'bare node:http, same bytes',
          start: (port) =>
            spawnTsEntry('bare', BARE_ENTRY, {
              ...process.env,
              PORT: String(port),
              BENCH_BARE_RESPONSE: bareSpec(answer),
            }),
        },
        ...ABLATION_STEPS.map((what, i) => ({
          id: `step${i}`,
          what,
          start: (port: number) =>
            spawnTsEntry(`step${i}`, STEP_ENTRY, {
              ...process.env,
              PORT: String(port),
              ABLATION_STEP: String(i),
              LOG_LEVEL: 'silent',
            }),
        })),
      ];
      const figures: Record<string, { what: string; runs: TLoadFigures[] }> = {};
      const headerDiffs: Record<string, string[]> = {};
      for (let r = 1; r <= ROUNDS; r++) {
        for (const v of variants) {
          const port = await freePort();
          const child = v.start(port);
          try {
            const url = `http://127.0.0.1:${port}/mapi/health`;
            await waitFor200(url, { child, intervalMs: 20, timeoutMs: 60_000 });
            if (r === 1)
              headerDiffs[v.id] = headerNameDiff(answer, await httpGet(url, { timeoutMs: 5_000, headers }));
            const f = await measureLoad({
              ...load,
              url,
              serverPid: child.pid,
              label: `  [r${r}] ${v.id.padEnd(6)} ${v.what}`,
            });
            (figures[v.id] ??= { what: v.what, runs: [] }).runs.push(f);
          } finally {
            await stopChild(child);
          }
        }
        for (const logLevel of ['silent', 'info']) {
          const p = await startPortal(db, logLevel);
          try {
            const f = await measureLoad({
              ...load,
              url: p.url,
              serverPid: p.child.pid,
              label: `  [r${r}] portal LOG_LEVEL=${logLevel}`,
            });
            (figures[`portal-${logLevel}`] ??= {
              what: `full portal, LOG_LEVEL=${logLevel}`,
              runs: [],
            }).runs.push(f);
          } finally {
            await stopChild(p.child);
          }
        }
      }
      const bareRps = figures.bare?.runs.reduce((s, f) => s + f.requestsPerSecond, 0) ?? Number.NaN;
      const bareMean = bareRps / ROUNDS;
      const table = Object.entries(figures).map(([id, v]) => {
        const rps = v.runs.reduce((s, f) => s + f.requestsPerSecond, 0) / v.runs.length;
        const cpu = v.runs.reduce((s, f) => s + (f.serverCpuPercentOfOneCore ?? 0), 0) / v.runs.length;
        return {
          id,
          what: v.what,
          requestsPerSecond: round(rps, 0),
          ratioToBare: round(rps / bareMean, 3),
          serverCpuPercent: round(cpu, 0),
          /** server CPU per request, in microseconds: the cost that adds up per layer */
          serverCpuMicrosPerRequest: round((cpu / 100 / rps) * 1e6, 1),
          p99Ms: v.runs.map((f) => f.latencyMs.p99),
        };
      });
      out.variants = figures;
      out.responseHeaderDiffVsPortal = headerDiffs;
      out.table = table;
      process.stdout.write(
        '\n' +
          'variant'.padEnd(14) +
          'req/s'.padStart(8) +
          'ratio'.padStart(8) +
          'cpu%'.padStart(6) +
          '  µs CPU/req  what\n',
      );
      for (const t of table) {
        process.stdout.write(
          `${t.id.padEnd(14)}${String(t.requestsPerSecond).padStart(8)}${t.ratioToBare.toFixed(3).padStart(8)}${String(t.serverCpuPercent).padStart(6)}  ${String(t.serverCpuMicrosPerRequest).padStart(10)}  ${t.what}\n`,
        );
      }
    }

    if (PROFILE) {
      const profDir = makeTmpDir('bench-prof');
      try {
        const p = await startPortal(db, 'silent', ['--cpu-prof', `--cpu-prof-dir=${profDir}`]);
        await measureLoad({
          ...load,
          url: p.url,
          serverPid: p.child.pid,
          label: '  [profile] portal LOG_LEVEL=silent',
        });
        await stopChild(p.child);
        const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
        if (!file) throw new Error('no .cpuprofile written');
        const summary = summariseProfile(path.join(profDir, file));
        out.profile = { note: 'whole process lifetime, dominated by the load phase', ...summary };
        process.stdout.write(`\nCPU profile (${summary.samples} samples), self time by package/file:\n`);
        for (const r of summary.byPackage)
          process.stdout.write(`  ${String(r.selfPercent).padStart(5)}%  ${r.key}\n`);
        process.stdout.write('top functions (self time):\n');
        for (const r of summary.topFunctions)
          process.stdout.write(`  ${String(r.selfPercent).padStart(5)}%  ${r.key}\n`);
      } finally {
        removeDir(profDir);
      }
    }
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    fs.writeFileSync(resultsFile, JSON.stringify(out, null, 2) + '\n');
    process.stdout.write(`\nwritten ${path.relative(repoRoot, resultsFile)}\n`);
  } finally {
    await stopAllChildren();
    await db.dispose();
  }
}

main().then(
  () => process.exit(0),
  async (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    await stopAllChildren();
    process.exit(1);
  },
);
