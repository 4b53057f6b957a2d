/**
 * Load generation with wrk (a C program, like pgbench on the database side) against one server
 * child on 127.0.0.1. wrk is installed from Debian when missing (as root with apt-get).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureDebianPackages } from '../../scripts/debian-packages.ts';
import { assertLoopback, processTreeCpuMs, reapedChildrenCpuMs, repoRoot, type THttpAnswer } from './children.ts';
import { round } from './stats.ts';

const run$ = promisify(execFile);
const REPORT_SCRIPT = path.join(repoRoot, 'bench/support/wrk-report.lua');
/** wrk threads: one keeps its share of a small machine's CPUs small (it handles 50 connections at tens of thousands of req/s). */
const THREADS = Number(process.env.BENCH_LOAD_THREADS ?? 1);

export interface TLoadFigures {
  requestsPerSecond: number;
  requestsTotal: number;
  durationS: number;
  latencyMs: { p50: number; p90: number; p99: number; mean: number; max: number };
  /** answers with a status of 400 or above */
  statusErrors: number;
  /** connect, read and write errors */
  errors: number;
  timeouts: number;
  /** CPU the server child (with its server processes, if any) used during the measured run, in % of one core. */
  serverCpuPercentOfOneCore: number | undefined;
  /** Server CPU time per answered request, in microseconds: less sensitive to a busy machine than req/s. */
  serverCpuMicrosPerRequest: number | undefined;
  /** CPU the load generator (wrk) used during the measured run, in % of one core. */
  loadGeneratorCpuPercentOfOneCore: number | undefined;
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

interface TWrkResult {
  requests: number;
  durationUs: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50: number;
  p90: number;
  p99: number;
  mean: number;
  max: number;
}

let wrkPresent = false;

/** One wrk run: `connections` keep-alive connections, no pipelining, for `durationS` seconds. */
async function wrk(opts: TLoadOptions, durationS: number): Promise<TWrkResult> {
  assertLoopback(opts.url);
  if (!wrkPresent) ensureDebianPackages('wrk', ['wrk'], 'The load benchmarks cannot run without it.');
  wrkPresent = true;
  const args = [
    '-t', String(Math.min(THREADS, opts.connections)), '-c', String(opts.connections), '-d', `${durationS}s`,
    '--timeout', '10s', '-s', REPORT_SCRIPT,
    ...Object.entries(opts.headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    opts.url,
  ];
  const { stdout } = await run$('wrk', args, { timeout: (durationS + 30) * 1000, maxBuffer: 1024 * 1024 });
  const line = /WRK_RESULT (\{.*\})/.exec(stdout)?.[1];
  if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
  return JSON.parse(line) as TWrkResult;
}

/** A warm-up run (not counted), then the measured run, recording the server child's and wrk's CPU use. */
export async function measureLoad(opts: TLoadOptions): Promise<TLoadFigures> {
  process.stdout.write(`${opts.label}: warm-up ${opts.warmupS} s, measure ${opts.durationS} s... `);
  if (opts.warmupS > 0) await wrk(opts, opts.warmupS);
  const cpu0 = processTreeCpuMs(opts.serverPid);
  const wrk0 = reapedChildrenCpuMs();
  const t0 = performance.now();
  const r = await wrk(opts, opts.durationS);
  const wallMs = performance.now() - t0;
  const wrk1 = reapedChildrenCpuMs();
  const cpu1 = processTreeCpuMs(opts.serverPid);
  const durationS = r.durationUs / 1e6;
  const answered = r.requests - r.status;
  const rps = answered / durationS;
  const ms = (us: number) => round(us / 1000, 2);
  process.stdout.write(`${Math.round(rps)} req/s, p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms\n`);
  return {
    requestsPerSecond: round(rps, 0),
    requestsTotal: answered,
    durationS: round(durationS, 2),
    latencyMs: { p50: ms(r.p50), p90: ms(r.p90), p99: ms(r.p99), mean: ms(r.mean), max: ms(r.max) },
    statusErrors: r.status,
    errors: r.connect + r.read + r.write,
    timeouts: r.timeout,
    serverCpuPercentOfOneCore:
      cpu0 !== undefined && cpu1 !== undefined ? round(((cpu1 - cpu0) / wallMs) * 100, 0) : undefined,
    serverCpuMicrosPerRequest:
      cpu0 !== undefined && cpu1 !== undefined && answered > 0
        ? round(((cpu1 - cpu0) * 1000) / answered, 1)
        : undefined,
    loadGeneratorCpuPercentOfOneCore:
      wrk0 !== undefined && wrk1 !== undefined ? round(((wrk1 - wrk0) / wallMs) * 100, 0) : undefined,
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
