/**
 * health-throughput: requests/s and latency of GET /mapi/health on the portal, compared with a bare
 * `node:http` server answering the very same bytes. Each server runs in its own child process; the
 * load generator (wrk, bench/support/load.ts) is a child of this process; one server at a time, loopback only.
 */
import os from 'node:os';
import path from 'node:path';
import {
  PORTAL_NODE_ARGS,
  freePort,
  httpGet,
  repoRoot,
  spawnTsEntry,
  stopChild,
  waitFor200,
  type TChild,
  type THttpAnswer,
} from '../support/children.ts';
import { createScratchDatabase, portalEnv } from '../support/database.ts';
import { cookieValue, measureLoad, type TLoadFigures } from '../support/load.ts';
import { round } from '../support/stats.ts';
import type { TBenchResult } from '../support/types.ts';

export const name = 'health-throughput';
export const description =
  'GET /mapi/health requests/s and latency: portal vs a bare node:http server sending the same bytes.';

const PORTAL_ENTRY = path.join(repoRoot, 'bench/support/start-server-only.ts');
const BARE_ENTRY = path.join(repoRoot, 'bench/support/bare-health-server.ts');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORTAL_LOG_LEVEL = process.env.BENCH_PORTAL_LOG_LEVEL ?? 'silent';
const TARGET_RATIO = 0.9;
/** Alternating bare/portal rounds: a machine getting busier or quieter meanwhile favours neither. */
const ROUNDS = Number(process.env.BENCH_HEALTH_ROUNDS ?? 3);
const START_TIMEOUT_MS = 180_000;
const VISITOR_COOKIE = 'portal_vid';
/** Headers Node computes for every response; they are left to Node on both servers. */
const COMPUTED_HEADERS = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);

/** rawHeaders as lower-cased name -> value(s), in order, minus the Node-computed ones. */
function capturedHeaders(answer: THttpAnswer): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
    const headerName = answer.rawHeaders[i]!.toLowerCase();
    const value = answer.rawHeaders[i + 1]!;
    if (COMPUTED_HEADERS.has(headerName)) continue;
    const prev = out[headerName];
    out[headerName] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** Header lines that differ between two answers, ignoring Date (and the body-dependent length). */
function headerDiff(a: THttpAnswer, b: THttpAnswer): string[] {
  const lines = (x: THttpAnswer) => {
    const out: string[] = [];
    for (let i = 0; i + 1 < x.rawHeaders.length; i += 2) {
      const n = x.rawHeaders[i]!.toLowerCase();
      if (n === 'date' || n === 'content-length') continue;
      out.push(`${n}: ${x.rawHeaders[i + 1]!}`);
    }
    return out.sort();
  };
  const la = lines(a);
  const lb = lines(b);
  return [
    ...la.filter((l) => !lb.includes(l)).map((l) => `portal only: ${l}`),
    ...lb.filter((l) => !la.includes(l)).map((l) => `bare only: ${l}`),
  ];
}

function keepAliveTimeoutMs(answer: THttpAnswer): number {
  const m = /timeout=(\d+)/.exec(String(answer.headers['keep-alive'] ?? ''));
  return m ? Number(m[1]) * 1000 : 5_000;
}

export async function run(): Promise<TBenchResult> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const db = await createScratchDatabase('bench_tp');
  const children: TChild[] = [];
  try {
    // 1. The portal, in its own process.
    const portalPort = await freePort();
    const portal = spawnTsEntry(
      'portal',
      PORTAL_ENTRY,
      portalEnv({ port: portalPort, db, logLevel: PORTAL_LOG_LEVEL, seedScale: 'tiny' }),
      PORTAL_NODE_ARGS,
    );
    children.push(portal);
    const healthUrl = `http://127.0.0.1:${portalPort}/mapi/health`;
    await waitFor200(healthUrl, { child: portal, intervalMs: 20, timeoutMs: START_TIMEOUT_MS });

    // 2. A visitor cookie, as a browser would keep it, then the steady-state answer to copy.
    const first = await httpGet(healthUrl, { timeoutMs: 5_000 });
    const visitor = cookieValue(first, VISITOR_COOKIE);
    if (!visitor) throw new Error(`the portal set no ${VISITOR_COOKIE} cookie on GET /mapi/health`);
    const requestHeaders = { cookie: `${VISITOR_COOKIE}=${visitor}` };
    const portalAnswer = await httpGet(healthUrl, { timeoutMs: 5_000, headers: requestHeaders });
    if (portalAnswer.status !== 200) throw new Error(`portal answered ${portalAnswer.status}`);
    if (portalAnswer.headers['set-cookie'])
      throw new Error('the portal still sets a cookie when the visitor cookie is sent');
    const healthBody = JSON.parse(portalAnswer.body.toString('utf8')) as { content?: { database?: string } };

    // 3. The bare server, same status, headers and body.
    const barePort = await freePort();
    const bareEnv: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(barePort),
      BENCH_BARE_RESPONSE: JSON.stringify({
        status: portalAnswer.status,
        headers: capturedHeaders(portalAnswer),
        body: portalAnswer.body.toString('utf8'),
        keepAliveTimeoutMs: keepAliveTimeoutMs(portalAnswer),
      }),
    };
    const bare = spawnTsEntry('bare-http', BARE_ENTRY, bareEnv);
    children.push(bare);
    const bareUrl = `http://127.0.0.1:${barePort}/mapi/health`;
    await waitFor200(bareUrl, { child: bare, intervalMs: 20, timeoutMs: 30_000 });
    // Compare on keep-alive connections (like the load), where Connection/Keep-Alive match too.
    const bareAnswer = await httpGet(bareUrl, { timeoutMs: 5_000, headers: requestHeaders });
    const diff = headerDiff(portalAnswer, bareAnswer);
    const sameBody = bareAnswer.body.equals(portalAnswer.body);

    // 4. Load, one server at a time, in alternating rounds (bare-portal, portal-bare, ...); the
    // round with the median ratio is reported, every round is kept.
    const load = {
      headers: requestHeaders,
      connections: CONNECTIONS,
      warmupS: WARMUP_S,
      durationS: DURATION_S,
    };
    const measureBare = () =>
      measureLoad({ ...load, label: '  [health-throughput] bare node:http', url: bareUrl, serverPid: bare.pid });
    const measurePortal = () =>
      measureLoad({ ...load, label: '  [health-throughput] portal', url: healthUrl, serverPid: portal.pid });
    const rounds: { bare: TLoadFigures; portal: TLoadFigures; ratio: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      let b: TLoadFigures;
      let p: TLoadFigures;
      if (r % 2 === 0) {
        b = await measureBare();
        p = await measurePortal();
      } else {
        p = await measurePortal();
        b = await measureBare();
      }
      rounds.push({ bare: b, portal: p, ratio: p.requestsPerSecond / b.requestsPerSecond });
    }
    await stopChild(bare);
    const median = [...rounds].sort((x, y) => x.ratio - y.ratio)[Math.floor(rounds.length / 2)]!;
    const bareFigures = median.bare;
    const portalFigures = median.portal;

    const ratio = median.ratio;
    const meets = ratio >= TARGET_RATIO;
    const notes: string[] = [];
    if (diff.length > 0) notes.push(`response headers differ: ${diff.join(' | ')}`);
    if (portalFigures.statusErrors + portalFigures.errors + bareFigures.statusErrors + bareFigures.errors > 0) {
      notes.push('some requests failed or were answered with status 400 or above; see statusErrors/errors');
    }
    const cpus = os.cpus().length;
    if (loadAtStart > cpus / 2) {
      notes.push(
        `the machine was busy (1-min load average ${round(loadAtStart, 2)} on ${cpus} CPUs at start): req/s are noisy, ` +
          'serverCpuMicrosPerRequest and cpuCostRatioBareToPortal are steadier',
      );
    }
    if (cpus <= 2) {
      notes.push(
        `only ${cpus} CPUs: the load generator and the server share them; compare serverCpuPercentOfOneCore ` +
          '(~100 = the single-threaded server was saturated, lower = the load generator limited the rate)',
      );
    }
    return {
      databaseKind: healthBody.content?.database ?? db.kind,
      figures: {
        portal: portalFigures,
        bare: bareFigures,
        ratioPortalToBare: round(ratio, 3),
        rounds: rounds.map((r) => ({
          bareRequestsPerSecond: r.bare.requestsPerSecond,
          portalRequestsPerSecond: r.portal.requestsPerSecond,
          ratio: round(r.ratio, 3),
          cpuCostRatioBareToPortal:
            r.portal.serverCpuMicrosPerRequest && r.bare.serverCpuMicrosPerRequest
              ? round(r.bare.serverCpuMicrosPerRequest / r.portal.serverCpuMicrosPerRequest, 3)
              : undefined,
        })),
        /** bare CPU/request ÷ portal CPU/request: the throughput ratio to expect when each server saturates a core */
        cpuCostRatioBareToPortal:
          portalFigures.serverCpuMicrosPerRequest && bareFigures.serverCpuMicrosPerRequest
            ? round(bareFigures.serverCpuMicrosPerRequest / portalFigures.serverCpuMicrosPerRequest, 3)
            : undefined,
        responseBytes: {
          headersIdenticalExceptDate: diff.length === 0,
          bodyIdentical: sameBody,
          bodyLength: portalAnswer.body.length,
        },
      },
      targets: { ratioPortalToBareAtLeast: TARGET_RATIO },
      meetsTarget: meets,
      headline:
        `portal ${portalFigures.requestsPerSecond} req/s (p50 ${portalFigures.latencyMs.p50} / p99 ${portalFigures.latencyMs.p99} ms), ` +
        `bare ${bareFigures.requestsPerSecond} req/s (p50 ${bareFigures.latencyMs.p50} / p99 ${bareFigures.latencyMs.p99} ms), ratio ${round(ratio, 3)}`,
      method: {
        loadGenerator: `wrk (one thread, BENCH_LOAD_THREADS), ${CONNECTIONS} connections, keep-alive, no pipelining`,
        durationS: DURATION_S,
        warmupS: `${WARMUP_S} (a separate wrk run just before, not counted)`,
        order: `${ROUNDS} rounds alternating bare-portal and portal-bare (BENCH_HEALTH_ROUNDS); never both under load at once; the round with the median ratio is reported`,
        requestHeaders: `cookie: ${VISITOR_COOKIE}=<value from a first request>, so the portal does not set a new cookie per request`,
        portal: `node --import tsx bench/support/start-server-only.ts, SEED_SCALE=tiny, LOG_LEVEL=${PORTAL_LOG_LEVEL}, fresh ${db.kind} database`,
        bare: 'node --import tsx bench/support/bare-health-server.ts: node:http answering the captured status, headers and body',
        requestsPerSecond: 'answers below status 400 / measured duration',
        network: '127.0.0.1 only',
      },
      notes,
    };
  } finally {
    for (const c of children) await stopChild(c);
    await db.dispose();
  }
}
