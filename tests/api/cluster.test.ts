import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  processTree,
  repoRoot,
  spawnTsEntry,
  stopChild,
  type TChild,
} from '../../bench/support/children.ts';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { LISTEN_APPLICATION_NAME } from '../../src/server/platform/db.ts';
import { DATABASE_MODES, freshStorage } from '../support/test-portal.ts';
import { waitFor } from '../support/wait-for.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * PORTAL_WORKERS on PostgreSQL (src/server/cluster.ts): several server processes share one port.
 * A session and CSRF token made through one process work on every other, and a process that dies
 * is replaced. The portal runs as `npm start` runs it, in a child process of its own.
 */
const ENTRY = path.join(repoRoot, 'bench/support/start-server-only.ts');
/** Starting, dying and replacing processes takes seconds on a busy machine. */
const PROCESS_MS = 20_000;
const cleanups: (() => Promise<unknown> | void)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** The pids of the server processes (cluster workers) under the primary `pid`. */
function serverProcesses(pid: number): number[] {
  return processTree(pid)
    .filter((p) => {
      try {
        return p !== pid && fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('cluster-worker');
      } catch {
        return false; // gone meanwhile
      }
    })
    .sort((a, b) => a - b);
}

/**
 * The signed-in user's e-mail as the portal answers it on a new connection, once it answers. A
 * connection handed to a process in the moment it dies is never answered: each try gives up after 2 s.
 */
function signedInAs(client: TClient, what: string): Promise<string> {
  return waitFor(
    what,
    async () => {
      const r = await client
        .get<TStatus>('/mapi/index/status', { headers: { connection: 'close' }, signal: AbortSignal.timeout(2_000) })
        .catch(() => undefined);
      if (r === undefined) return undefined;
      if (r.status !== 200) return `(answered ${r.status})`;
      return r.body.content.user.email;
    },
    PROCESS_MS,
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The server-only entry as a child process, with the given settings over the test's environment,
 * on a fixed free port as in production (with port 0, a cluster whose processes all died would
 * listen on another random port once a replacement starts).
 */
async function startPortal(env: NodeJS.ProcessEnv): Promise<TChild> {
  const child = spawnTsEntry('cluster portal', ENTRY, {
    ...process.env,
    DATABASE_URL: undefined,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    SEED_SCALE: 'tiny',
    LOG_LEVEL: 'silent',
    ...env,
  });
  cleanups.push(() => stopChild(child, 5_000));
  return child;
}

/** Two server processes on a fresh PostgreSQL database, listening; `env` adds settings. */
async function startTwoProcesses(name: string, env: NodeJS.ProcessEnv = {}) {
  const storage = await freshStorage(name, process.env.TEST_DATABASE_URL);
  cleanups.push(storage.remove);
  const child = await startPortal({
    DATABASE_URL: storage.databaseUrl,
    DATA_DIR: storage.dataDir,
    PORTAL_WORKERS: '2',
    ...env,
  });
  const ready = (await child.waitForMessage('ready', 60_000)) as unknown as {
    url: string;
    workers: number;
    databasePoolSize: number;
  };
  return { storage, child, ready };
}

describe('several server processes on the embedded PGlite database', () => {
  it('are refused at start with a message that says why', async () => {
    const storage = await freshStorage('cluster-pglite', undefined);
    cleanups.push(storage.remove);
    const child = await startPortal({ DATA_DIR: storage.dataDir, PORTAL_WORKERS: '2' });
    expect(await child.exited).not.toBe(0);
    expect(child.outputTail()).toContain(
      'PORTAL_WORKERS=2 needs DATABASE_URL: the embedded PGlite database serves one process only',
    );
  }, 60_000);
});

describe.each(DATABASE_MODES.filter((mode) => mode === 'postgres'))('several server processes (%s)', () => {
  it('serves one session from every process, replaces a process that dies and stops them all', async () => {
    const { child, ready } = await startTwoProcesses('cluster');
    expect(ready.workers).toBe(2);
    const first = serverProcesses(child.pid);
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
    expect(await signedInAs(client, 'the portal to answer again')).toBe(demo().nwUser);
    const replaced = await waitFor(
      'a replacement process',
      () => {
        const now = serverProcesses(child.pid);
        return now.length === 2 && !now.includes(first[0]!) ? now : undefined;
      },
      PROCESS_MS,
    );
    expect(child.outputTail()).toContain(`server process ${first[0]} stopped (SIGKILL)`);

    // The last of the first processes dies too: the replacement, which never saw the sign-in,
    // answers the session and accepts the CSRF token another process issued.
    process.kill(first[1]!, 'SIGKILL');
    const replacement = replaced.find((pid) => pid !== first[1])!;
    await waitFor('the second process to be gone', () => (alive(first[1]!) ? undefined : true), PROCESS_MS);
    expect(await signedInAs(client, 'the replacement to answer')).toBe(demo().nwUser);
    const saved = await client.put(
      '/mapi/users/settings',
      { user_settings: { language: 'de-DE', emailNotifications: true } },
      close,
    );
    expect(saved.status).toBe(200);
    expect(alive(replacement)).toBe(true);

    // SIGTERM stops the primary and every server process.
    const last = serverProcesses(child.pid);
    expect(last.length).toBeGreaterThan(0);
    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    expect(last.filter(alive)).toEqual([]);
  }, 90_000);

  it('answers or resets every connection when a process is killed while requests flow, never leaves one hanging', async () => {
    const { child, ready } = await startTwoProcesses('cluster-kill');
    const client = createClient({ baseUrl: ready.url });
    expect((await client.login(demo().nwUser, 'Portal#Demo1')).status).toBe(200);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

    // Each request on a new connection, so the primary hands every one to a process; a request not
    // settled (answered, reset or refused) within the portal's 10 s request timeout is a hang.
    const HANG_MS = 10_000;
    const outcomes: string[] = [];
    const once = () =>
      new Promise<string>((resolve) => {
        const t0 = Date.now();
        const req = http.get(
          `${ready.url}/mapi/cases?account_id=${NORTHWIND_ASTRO}`,
          { agent: false, headers: { cookie, connection: 'close' } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(String(res.statusCode)));
            res.on('error', () => resolve('reset'));
          },
        );
        const hang = setTimeout(() => {
          req.destroy();
          resolve(`hung ${Date.now() - t0} ms`);
        }, HANG_MS);
        req.on('error', () => resolve('reset'));
        req.on('close', () => clearTimeout(hang));
      });
    let flowing = true;
    const loops = Array.from({ length: 12 }, async () => {
      while (flowing) outcomes.push(await once());
    });

    // Three times: a process is killed in the middle of the flow, and its replacement joins.
    for (let round = 0; round < 3; round++) {
      await new Promise((r) => setTimeout(r, 1_500));
      const [victim] = serverProcesses(child.pid);
      process.kill(victim!, 'SIGKILL');
      await waitFor(
        'a replacement process',
        () => {
          const now = serverProcesses(child.pid);
          return now.length === 2 && !now.includes(victim!) ? now : undefined;
        },
        PROCESS_MS,
      );
    }
    await new Promise((r) => setTimeout(r, 1_500));
    flowing = false;
    await Promise.all(loops);

    const counts = outcomes.reduce<Record<string, number>>((acc, o) => {
      const key = o.startsWith('hung') ? 'hung' : o;
      acc[key] = (acc[key] ?? 0) + 1;
      return acc;
    }, {});
    expect(outcomes.filter((o) => o.startsWith('hung'))).toEqual([]);
    expect(Object.keys(counts).filter((k) => k !== '200' && k !== 'reset')).toEqual([]);
    expect(counts['200']).toBeGreaterThan(20);
    // Once the last replacement listens, every request is answered again.
    expect(await signedInAs(client, 'the portal to answer after the kills')).toBe(demo().nwUser);
  }, 120_000);

  it('opens DB_POOL_MAX connections for all its processes together, however many requests arrive', async () => {
    const { storage, ready } = await startTwoProcesses('cluster-pool', { DB_POOL_MAX: '2' });
    expect(ready.databasePoolSize).toBe(1);
    const client = createClient({ baseUrl: ready.url });
    expect((await client.login(demo().nwUser, 'Portal#Demo1')).status).toBe(200);

    // 40 lists at once, each on its own connection, so both processes get many: every one is
    // answered (the rest wait for the connection), and the database sees one pooled connection per
    // process (application 'portal'), besides each process's connection that listens for changes
    // of sessions ('portal-listen') and the background jobs' own small pool ('portal-jobs', at most
    // 2 per process, outside DB_POOL_MAX: docs/decisions.md).
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        client.get(`/mapi/cases?account_id=${NORTHWIND_ASTRO}`, { headers: { connection: 'close' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 40 }, () => 200));
    const observer = new pg.Client({ connectionString: storage.databaseUrl });
    await observer.connect();
    try {
      const { rows } = await observer.query<{ app: string; n: number }>(
        `select application_name as app, count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() group by 1 order by 1`,
      );
      const byApp = Object.fromEntries(rows.map((r) => [r.app, r.n]));
      expect(Object.keys(byApp).sort()).toEqual(['portal', LISTEN_APPLICATION_NAME, 'portal-jobs'].sort());
      expect(byApp.portal).toBe(2);
      expect(byApp[LISTEN_APPLICATION_NAME]).toBe(2);
      expect(byApp['portal-jobs']).toBeLessThanOrEqual(4);
    } finally {
      await observer.end();
    }
  }, 90_000);
});
