import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_MODES, freshStorage } from '../support/test-portal.ts';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * PORTAL_WORKERS on PostgreSQL (src/server/cluster.ts): several server processes share one port.
 * A session and CSRF token made through one process work on every other, and a process that dies
 * is replaced. The portal runs as `npm start` runs it, in a child process of its own.
 */
const ENTRY = path.resolve(import.meta.dirname, '../../bench/support/start-server-only.ts');
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The pids of the server processes (cluster workers) under the primary `pid`. */
function serverProcesses(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid && fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('cluster-worker');
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number)
    .sort((a, b) => a - b);
}

async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * The signed-in user's e-mail as the portal answers it on a new connection, once it answers. A
 * connection handed to a process in the moment it dies is never answered: each try gives up after 2 s.
 */
function signedInAs(baseUrl: string, client: TClient, what: string): Promise<string> {
  const cookie = () => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return until(what, async () => {
    const r = await fetch(`${baseUrl}/mapi/index/status`, {
      headers: { cookie: cookie(), connection: 'close' },
      signal: AbortSignal.timeout(2_000),
    }).catch(() => undefined);
    if (r === undefined) return undefined;
    if (r.status !== 200) return `(answered ${r.status})`;
    return ((await r.json()) as { content: TStatus }).content.user.email;
  });
}

/** A port nobody listens on now. A fixed port, as in production: with port 0 a cluster whose
 * processes all died would listen on another random port once a replacement starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** The server-only entry as a child process, with the given settings over the test's environment. */
function startPortal(env: NodeJS.ProcessEnv): { child: ChildProcess; stderr: () => string } {
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: undefined,
      HOST: '127.0.0.1',
      SEED_SCALE: 'tiny',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  cleanups.push(() => void child.kill('SIGKILL'));
  return { child, stderr: () => stderr };
}

describe('several server processes on the embedded PGlite database', () => {
  it('are refused at start with a message that says why', async () => {
    const storage = await freshStorage('cluster-pglite', undefined);
    cleanups.push(storage.remove);
    const { child, stderr } = startPortal({
      DATA_DIR: storage.dataDir,
      PORTAL_WORKERS: '2',
      PORT: String(await freePort()),
    });
    expect(await exited(child)).not.toBe(0);
    expect(stderr()).toContain(
      'PORTAL_WORKERS=2 needs DATABASE_URL: the embedded PGlite database serves one process only',
    );
  }, 60_000);
});

describe.each(DATABASE_MODES.filter((mode) => mode === 'postgres'))('several server processes (%s)', () => {
  it('serves one session from every process, replaces a process that dies and stops them all', async () => {
    const storage = await freshStorage('cluster', process.env.TEST_DATABASE_URL);
    cleanups.push(storage.remove);
    const { child, stderr } = startPortal({
      DATABASE_URL: storage.databaseUrl,
      DATA_DIR: storage.dataDir,
      PORTAL_WORKERS: '2',
      PORT: String(await freePort()),
    });
    const ready = await new Promise<{ url: string; workers: number }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { url: string; workers: number }));
      child.once('exit', (code) => reject(new Error(`the portal stopped (${code}): ${stderr()}`)));
    });
    expect(ready.workers).toBe(2);
    const first = serverProcesses(child.pid!);
    expect(first).toHaveLength(2);

    // A new connection per request, so the primary hands each to the next process in turn.
    const client = createClient({ baseUrl: ready.url });
    const close = { headers: { connection: 'close' } };
    expect((await client.login(demo().nwUser, 'Portal#Demo1')).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const list = await client.get(`/mapi/cases?account_id=${NORTHWIND_ASTRO}`, close);
      expect(list.status).toBe(200);
    }

    // The first process dies: the other answers the same session, and a replacement starts.
    process.kill(first[0]!, 'SIGKILL');
    expect(await signedInAs(ready.url, client, 'the portal to answer again')).toBe(demo().nwUser);
    const replaced = await until('a replacement process', () => {
      const now = serverProcesses(child.pid!);
      return now.length === 2 && !now.includes(first[0]!) ? now : undefined;
    });
    expect(stderr()).toContain(`server process ${first[0]} stopped (SIGKILL)`);

    // The last of the first processes dies too: the replacement, which never saw the sign-in,
    // answers the session and accepts the CSRF token another process issued.
    process.kill(first[1]!, 'SIGKILL');
    const replacement = replaced.find((pid) => pid !== first[1])!;
    await until('the second process to be gone', () => (alive(first[1]!) ? undefined : true));
    expect(await signedInAs(ready.url, client, 'the replacement to answer')).toBe(demo().nwUser);
    const saved = await client.put(
      '/mapi/users/settings',
      { user_settings: { language: 'de-DE', emailNotifications: true } },
      close,
    );
    expect(saved.status).toBe(200);
    expect(alive(replacement)).toBe(true);

    // SIGTERM stops the primary and every server process.
    const last = serverProcesses(child.pid!);
    expect(last.length).toBeGreaterThan(0);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(last.filter(alive)).toEqual([]);
  }, 90_000);
});
