/**
 * Child processes and loopback HTTP helpers for the benchmarks. Every child is tracked so that
 * run.ts can end all of them on exit, on a signal or on an error; every wait is bounded in time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LOOPBACK = '127.0.0.1';

/**
 * The node options `npm start` runs the portal with (package.json's start script, `node <options>
 * --import tsx ...`; docs/decisions.md): the benchmarks start their portals with them too, so that
 * they measure the portal as it runs.
 */
export const PORTAL_NODE_ARGS: readonly string[] = (() => {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const options = /^node ((?:--\S+ )*)--import tsx /.exec(pkg.scripts.start);
  if (!options) throw new Error(`package.json's start script is not "node <options> --import tsx <entry>": ${pkg.scripts.start}`);
  return options[1]!.split(' ').filter(Boolean);
})();

/** A message a child entry sends over IPC (see start-server-only.ts, bare-health-server.ts). */
export interface TChildMessage {
  type: string;
  [key: string]: unknown;
}

export interface TChild {
  label: string;
  proc: ChildProcess;
  pid: number;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  hasExited(): boolean;
  /** The last few KB of stdout+stderr, for error messages. */
  outputTail(): string;
  /** Messages received over IPC so far. */
  messages: TChildMessage[];
  /** Waits (bounded) for the first IPC message of `type`. */
  waitForMessage(type: string, timeoutMs: number): Promise<TChildMessage>;
}

const live = new Set<TChild>();
const OUTPUT_TAIL_BYTES = 8192;

/**
 * Spawns `node --import tsx <entry>` from the repository root with an IPC channel, so the child
 * can report and also notices (via 'disconnect') when this process dies.
 */
export function spawnTsEntry(
  label: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: readonly string[] = [],
): TChild {
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  if (proc.pid === undefined) throw new Error(`could not spawn ${label} (${entry})`);
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_BYTES);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const messages: TChildMessage[] = [];
  const waiters: Array<{ type: string; resolve: (m: TChildMessage) => void }> = [];
  proc.on('message', (raw) => {
    if (!raw || typeof raw !== 'object' || typeof (raw as TChildMessage).type !== 'string') return;
    const msg = raw as TChildMessage;
    messages.push(msg);
    for (const w of waiters.filter((x) => x.type === msg.type)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(msg);
    }
  });
  // An IPC write to a child that just died must not crash the bench.
  proc.on('error', (err) => {
    tail += `\n[spawn error] ${err.message}`;
  });
  let done = false;
  const exited = new Promise<number | string>((resolve) => {
    proc.once('exit', (code, signal) => {
      done = true;
      live.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const child: TChild = {
    label,
    proc,
    pid: proc.pid,
    exited,
    hasExited: () => done,
    outputTail: () => tail,
    messages,
    waitForMessage: async (type, timeoutMs) => {
      const seen = messages.find((m) => m.type === type);
      if (seen) return seen;
      let waiter: { type: string; resolve: (m: TChildMessage) => void } | undefined;
      const got = new Promise<TChildMessage>((resolve) => {
        waiter = { type, resolve };
        waiters.push(waiter);
      });
      const timer = sleep(timeoutMs, 'timeout' as const);
      const result = await Promise.race([got, timer, exited.then(() => 'exited' as const)]);
      if (waiter && waiters.includes(waiter)) waiters.splice(waiters.indexOf(waiter), 1);
      if (result === 'timeout') throw new Error(`${label}: no '${type}' message within ${timeoutMs} ms`);
      if (result === 'exited') {
        const late = messages.find((m) => m.type === type);
        if (late) return late;
        throw new Error(`${label} exited before sending '${type}'\n${tail}`);
      }
      return result;
    },
  };
  live.add(child);
  return child;
}

/** Ends a child cleanly: SIGTERM, then SIGKILL after `graceMs`. Resolves with the time it took. */
export async function stopChild(child: TChild, graceMs = 10_000): Promise<number> {
  const t0 = performance.now();
  if (child.hasExited()) return 0;
  child.proc.kill('SIGTERM');
  const outcome = await Promise.race([child.exited, sleep(graceMs, 'timeout' as const)]);
  if (outcome === 'timeout' && !child.hasExited()) {
    child.proc.kill('SIGKILL');
    await Promise.race([child.exited, sleep(5_000)]);
  }
  return performance.now() - t0;
}

/** Stops every child still running (used on errors and at the end of run.ts). */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...live].map((c) => stopChild(c, 5_000)));
}

/** Last resort, synchronous (process 'exit' handler): SIGKILL whatever is left. */
export function killAllChildrenSync(): void {
  for (const c of live) {
    try {
      c.proc.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  live.clear();
}

export function liveChildCount(): number {
  return live.size;
}

/** A TCP port that is free on the loopback interface right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, LOOPBACK, () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export function assertLoopback(url: string): URL {
  const u = new URL(url);
  if (u.hostname !== LOOPBACK) throw new Error(`benchmarks only talk to ${LOOPBACK}, refused ${url}`);
  return u;
}

export interface THttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** [name, value, name, value, ...] exactly as received. */
  rawHeaders: string[];
  body: Buffer;
}

/** One GET on a fresh connection to 127.0.0.1, bounded by `timeoutMs`. */
export function httpGet(
  url: string,
  opts: { timeoutMs: number; headers?: Record<string, string> },
): Promise<THttpAnswer> {
  const u = assertLoopback(url);
  return new Promise((resolve, reject) => {
    const req = http.get(u, { agent: false, headers: opts.headers ?? {}, timeout: opts.timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out after ${opts.timeoutMs} ms`)));
    req.on('error', reject);
  });
}

/**
 * Polls `url` every `intervalMs` until it answers 200. Fails when the child exits first or when
 * `timeoutMs` passes. Resolves with the time (performance.now()) the 200 arrived.
 */
export async function waitFor200(
  url: string,
  opts: { child?: TChild; intervalMs: number; timeoutMs: number },
): Promise<{ at: number; answer: THttpAnswer; attempts: number }> {
  const deadline = performance.now() + opts.timeoutMs;
  let attempts = 0;
  let lastProblem = 'no attempt yet';
  while (performance.now() < deadline) {
    if (opts.child?.hasExited()) {
      throw new Error(
        `${opts.child.label} exited (${String(await opts.child.exited)}) before ${url} answered 200\n` +
          opts.child.outputTail(),
      );
    }
    attempts++;
    try {
      const answer = await httpGet(url, {
        timeoutMs: Math.max(100, Math.min(2_000, deadline - performance.now())),
      });
      if (answer.status === 200) return { at: performance.now(), answer, attempts };
      lastProblem = `status ${answer.status}`;
    } catch (err) {
      lastProblem = (err as Error).message;
    }
    await sleep(opts.intervalMs);
  }
  throw new Error(
    `${url} did not answer 200 within ${opts.timeoutMs} ms (last: ${lastProblem})` +
      (opts.child ? `\n${opts.child.outputTail()}` : ''),
  );
}

/** A fresh, empty temporary directory under the OS temp dir. */
export function makeTmpDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** The fields of /proc/<pid>/stat after the command name, or undefined when the process is gone. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every mainstream Linux

/** Two clock-tick fields of /proc/<pid>/stat (numbered after the command name) summed, in ms. */
function statTicksMs(pid: number, a: number, b: number): number | undefined {
  const fields = procStat(pid);
  if (!fields) return undefined;
  const ticks = Number(fields[a]) + Number(fields[b]);
  return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
}

/** CPU time (user+system, ms) a process has used so far, from /proc (Linux); undefined elsewhere. */
export function processCpuMs(pid: number): number | undefined {
  // utime and stime are fields 14 and 15 of the line (11 and 12 after the command name).
  return statTicksMs(pid, 11, 12);
}

/**
 * CPU time (ms) of this process's children that have ended and been waited for (cutime + cstime,
 * fields 16 and 17 of the line): the difference around a run of a short-lived tool is its CPU use.
 */
export function reapedChildrenCpuMs(): number | undefined {
  return statTicksMs(process.pid, 13, 14);
}

/** A process and every live process under it (its children, theirs, ...), from one read of /proc. */
export function processTree(pid: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const d of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    const ppid = Number(procStat(Number(d))?.[1]);
    childrenOf.set(ppid, [...(childrenOf.get(ppid) ?? []), Number(d)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(childrenOf.get(tree[i]!) ?? []));
  return tree;
}

/**
 * CPU time (ms) of a process and of every live process under it (a portal started with
 * PORTAL_WORKERS runs its server processes as children); undefined when the process is gone.
 */
export function processTreeCpuMs(pid: number): number | undefined {
  const own = processCpuMs(pid);
  if (own === undefined) return undefined;
  return processTree(pid)
    .slice(1)
    .reduce((sum, p) => sum + (processCpuMs(p) ?? 0), own);
}
