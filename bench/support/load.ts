/** Load generation with autocannon (in this process) against one server child on 127.0.0.1. */
import autocannon from 'autocannon';
import { assertLoopback, processTreeCpuMs, type THttpAnswer } from './children.ts';
import { round } from './stats.ts';

export interface TLoadFigures {
  requestsPerSecond: number;
  requestsTotal: number;
  durationS: number;
  latencyMs: { p50: number; p90: number; p99: number; mean: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU the server child (with its server processes, if any) used during the measured run, in % of one core. */
  serverCpuPercentOfOneCore: number | undefined;
  /** Server CPU time per answered request, in microseconds: less sensitive to a busy machine than req/s. */
  serverCpuMicrosPerRequest: number | undefined;
  /** CPU this process (the load generator) used during the measured run, in % of one core. */
  loadGeneratorCpuPercentOfOneCore: number;
}

export interface TLoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  warmupS: number;
  durationS: number;
  /** pid of the server process, to report its CPU use (with that of the processes under it) */
  serverPid: number;
  /** printed before the result, e.g. "  [health-throughput] portal" */
  label: string;
}

function cannon(opts: TLoadOptions, durationS: number): Promise<autocannon.Result> {
  assertLoopback(opts.url);
  return autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: durationS,
    headers: opts.headers,
    timeout: 10,
  });
}

/** A warm-up run (not counted), then the measured run, recording the server child's CPU use. */
export async function measureLoad(opts: TLoadOptions): Promise<TLoadFigures> {
  process.stdout.write(`${opts.label}: warm-up ${opts.warmupS} s, measure ${opts.durationS} s... `);
  if (opts.warmupS > 0) await cannon(opts, opts.warmupS);
  const cpu0 = processTreeCpuMs(opts.serverPid);
  const self0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await cannon(opts, opts.durationS);
  const wallMs = performance.now() - t0;
  const self = process.cpuUsage(self0);
  const cpu1 = processTreeCpuMs(opts.serverPid);
  const ok2xx = r['2xx'];
  const rps = ok2xx / r.duration;
  process.stdout.write(`${Math.round(rps)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms\n`);
  return {
    requestsPerSecond: round(rps, 0),
    requestsTotal: ok2xx,
    durationS: round(r.duration, 2),
    latencyMs: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      mean: round(r.latency.average, 2),
      max: r.latency.max,
    },
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    serverCpuPercentOfOneCore:
      cpu0 !== undefined && cpu1 !== undefined ? round(((cpu1 - cpu0) / wallMs) * 100, 0) : undefined,
    serverCpuMicrosPerRequest:
      cpu0 !== undefined && cpu1 !== undefined && ok2xx > 0
        ? round(((cpu1 - cpu0) * 1000) / ok2xx, 1)
        : undefined,
    loadGeneratorCpuPercentOfOneCore: round(((self.user + self.system) / 1000 / wallMs) * 100, 0),
  };
}

/** The value of cookie `name` from an answer's Set-Cookie headers. */
export function cookieValue(answer: THttpAnswer, name: string): string | undefined {
  for (const line of answer.headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}
