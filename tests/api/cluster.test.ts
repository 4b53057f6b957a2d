import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  processTree,
  repoRoot,
  spawnTsEntry,
  stopChild,
  type TChild,
} from '../../bench/support/children.ts';
import type { TNotificationCount } from '../../src/shared/contracts/notifications.ts';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { LISTEN_APPLICATION_NAME } from '../../src/server/platform/db.ts';
import { JOBS_SCHEMA } from '../../src/server/platform/jobs/job-runner.ts';
import { SESSION_COOKIE } from '../../src/server/platform/session-context.ts';
import { DATABASE_MODES, freshStorage, type TTestStorage } from '../support/test-portal.ts';
import { waitFor } from '../support/wait-for.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';
import { openEventStream } from './event-stream.ts';

/**
 * PORTAL_WORKERS on PostgreSQL (src/server/cluster.ts): several server processes share one port.
 * A session and CSRF token made through one process work on every other, a process that dies is
 * replaced, and its clients get an answer or a reset, never a hang. Then two instances of their own
 * (two `npm start`, two ports) on one database. The portal runs as `npm start` runs it, in a child
 * process of its own.
 */
const ENTRY = path.join(repoRoot, 'bench/support/start-server-only.ts');
/**
 * Starting, dying and replacing processes takes seconds, and a minute on a machine whose 2 CPUs run
 * a dozen other processes (a replacement is forked at once but listens only once it has booted).
 */
const PROCESS_MS = 60_000;
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
  const ready = (await child.waitForMessage('ready', 120_000)) as unknown as {
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

  it('refuses a second portal on the same embedded database folder, and starts again after a kill -9', async () => {
    const storage = await freshStorage('cluster-pglite-lock', undefined);
    cleanups.push(storage.remove);
    const first = await startPortal({ DATA_DIR: storage.dataDir });
    await first.waitForMessage('ready', 120_000);
    const second = await startPortal({ DATA_DIR: storage.dataDir });
    expect(await second.exited).not.toBe(0);
    expect(second.outputTail()).toContain(`is open in another portal process (pid ${first.pid})`);
    // The first still serves; killed outright, its lock does not keep the next start out.
    first.proc.kill('SIGKILL');
    await first.exited;
    const third = await startPortal({ DATA_DIR: storage.dataDir });
    await third.waitForMessage('ready', 120_000);
  }, 300_000);
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
  }, 400_000);

  it('answers or resets every connection when a process is killed while requests flow, never leaves one hanging', async () => {
    const { child, ready } = await startTwoProcesses('cluster-kill');
    const client = createClient({ baseUrl: ready.url });
    expect((await client.login(demo().nwUser, 'Portal#Demo1')).status).toBe(200);
    const cookie = client.cookieHeader();

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
  }, 400_000);

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
  }, 180_000);
});

/**
 * Two instances of the portal on one PostgreSQL database, as two `npm start` behind one load
 * balancer run them: two processes of their own (not node:cluster's workers) on two ports. A
 * browser's requests may land on either: its session, its sign-out, the failed-login throttle and
 * the scheduled jobs are the same whichever instance answers.
 */
const INVALID_LOGIN = 'ServerValidation.401InvalidCredentials';
const BLOCKED = 'ServerValidation.429TooManyAttempts';
/** The session sweep's period here, so its runs can be counted in seconds. */
const SWEEP_SECONDS = 1;

describe.each(DATABASE_MODES.filter((mode) => mode === 'postgres'))('two portal instances (npm start twice) on one %s database', () => {
  let storage: TTestStorage;
  const instances: { child: TChild; url: string }[] = [];

  beforeAll(async () => {
    storage = await freshStorage('two_instances', process.env.TEST_DATABASE_URL);
    // One after the other: the first migrates and seeds, the second finds both done.
    for (let i = 0; i < 2; i++) {
      const child = spawnTsEntry(`instance ${i}`, ENTRY, {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        DATABASE_URL: storage.databaseUrl,
        DATA_DIR: storage.dataDir,
        PORTAL_WORKERS: '1',
        SEED_SCALE: 'tiny',
        LOG_LEVEL: 'silent',
        SIMULATOR: 'off',
        SESSION_SWEEP_SECONDS: String(SWEEP_SECONDS),
        JOB_POLL_SECONDS: '0.5',
      });
      const ready = (await child.waitForMessage('ready', 120_000)) as unknown as { url: string };
      instances.push({ child, url: ready.url });
    }
  }, 300_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => stopChild(i.child, 5_000)));
    await storage?.remove();
  });

  /** One browser: the same cookies and CSRF token, its next request sent to instance `n`. */
  function browser() {
    const on = instances.map((i) => createClient({ baseUrl: i.url }));
    let csrf = '';
    const sync = (from: TClient) => {
      for (const c of on) {
        if (c === from) continue;
        c.cookies.clear();
        for (const [k, v] of from.cookies) c.cookies.set(k, v);
      }
    };
    return {
      cookies: () => new Map(on[0]!.cookies),
      async login(n: number, login: string, password?: string) {
        const r = await on[n]!.login(login, password);
        csrf = r.headers.get('x-csrf') ?? csrf;
        sync(on[n]!);
        return r;
      },
      async get<T>(n: number, url: string) {
        const r = await on[n]!.get<T>(url);
        sync(on[n]!);
        return r;
      },
      /** A write on instance `n` with the CSRF token the browser last received, from whichever instance. */
      async post(n: number, url: string, body: unknown = {}) {
        const r = await on[n]!.post(url, body, { headers: { 'csrf-token': csrf } });
        sync(on[n]!);
        return r;
      },
      async put(n: number, url: string, body: unknown) {
        const r = await on[n]!.put(url, body, { headers: { 'csrf-token': csrf } });
        sync(on[n]!);
        return r;
      },
    };
  }

  it('serve a session signed in on one from the other, with the same CSRF token', async () => {
    const b = browser();
    expect((await b.login(0, demo().nwUser)).status).toBe(200);
    const status = await b.get<TStatus>(1, '/mapi/index/status');
    expect(status.status).toBe(200);
    expect(status.body.content.user.email).toBe(demo().nwUser);
    expect((await b.get(1, `/mapi/cases?account_id=${NORTHWIND_ASTRO}`)).status).toBe(200);
    // A write on the second instance with the token the first issued at sign-in.
    const saved = await b.put(1, '/mapi/users/settings', {
      user_settings: { language: 'fr-FR', emailNotifications: true },
    });
    expect(saved.status).toBe(200);
    const back = await b.get<TStatus>(0, '/mapi/index/status');
    expect(back.body.content.user.email).toBe(demo().nwUser);
  }, 60_000);

  it('end a session on both at the very next request after a sign-out on one, either way round', async () => {
    for (const [signOutOn, other] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const b = browser();
      expect((await b.login(other, demo().nwAdmin)).status).toBe(200);
      // Both instances have looked the session up (and keep it in memory).
      expect((await b.get(0, '/mapi/index/status')).status).toBe(200);
      expect((await b.get(1, '/mapi/index/status')).status).toBe(200);
      // The cookies before the sign-out (which clears them in the browser), as a copy would keep them.
      const copy = (n: number) => {
        const c = createClient({ baseUrl: instances[n]!.url });
        for (const [k, v] of b.cookies()) c.cookies.set(k, v);
        return c;
      };
      const onOther = copy(other);
      const onSame = copy(signOutOn);
      expect(onOther.cookies.has(SESSION_COOKIE)).toBe(true);
      // Sign-out on one instance; the very next request with the old cookie on the other is refused.
      expect((await b.post(signOutOn, '/mapi/auth/local_logout')).status).toBe(200);
      expect((await onOther.get('/mapi/index/status')).status).toBe(401);
      expect((await onSame.get('/mapi/index/status')).status).toBe(401);
    }
  }, 60_000);

  it('count failed logins across both: alternating them blocks at the same attempt as on one instance', async () => {
    const attempt = async (b: ReturnType<typeof browser>, n: number, login: string, i: number) =>
      (await b.login(n, login, `wrong-${i}`)).body.code;
    // On one instance: the reference.
    const single = browser();
    const onOne: string[] = [];
    for (let i = 0; i < 7; i++) onOne.push(await attempt(single, 0, 'user@contoso.example', i));
    // Alternating between the two instances, another login.
    const alternating = browser();
    const onBoth: string[] = [];
    for (let i = 0; i < 7; i++) onBoth.push(await attempt(alternating, i % 2, 'guest@northwind.example', i));
    expect(onOne).toEqual([...Array(5).fill(INVALID_LOGIN), BLOCKED, BLOCKED]);
    expect(onBoth).toEqual(onOne);
    // The right password is refused on either while the block lasts.
    expect((await alternating.login(0, 'guest@northwind.example')).body.code).toBe(BLOCKED);
    expect((await alternating.login(1, 'guest@northwind.example')).body.code).toBe(BLOCKED);
  }, 60_000);

  it('run a scheduled job once per period across both', async () => {
    const db = new pg.Client({ connectionString: storage.databaseUrl });
    await db.connect();
    try {
      const WINDOW_S = 8;
      const { rows: clock } = await db.query<{ t0: Date }>('select clock_timestamp() as t0');
      await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
      // Every session-sweep job whose slot began in the window: both instances sent every slot.
      const { rows } = await db.query<{ id: string; state: string; retry_count: number; started_on: Date | null }>(
        `select id, state, retry_count, started_on from ${JOBS_SCHEMA}.job
          where name = 'session-sweep' and created_on >= $1 and created_on < $1 + make_interval(secs => $2)`,
        [clock[0]!.t0, WINDOW_S - 1],
      );
      const slots = (WINDOW_S - 1) / SWEEP_SECONDS;
      // One job per slot (the table refuses the second instance's copy), each run once.
      expect(rows.length).toBeGreaterThanOrEqual(slots - 1);
      expect(rows.length).toBeLessThanOrEqual(slots + 1);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      const ran = rows.filter((r) => r.started_on !== null);
      expect(ran.length).toBeGreaterThanOrEqual(slots - 2);
      expect(ran.every((r) => r.retry_count === 0)).toBe(true);
      expect(rows.filter((r) => r.state === 'failed')).toEqual([]);
    } finally {
      await db.end();
    }
  }, 60_000);

  it("deliver a notification sent on one to the user's live stream on the other within 5 s, and count it there", async () => {
    const customer = createClient({ baseUrl: instances[0]!.url });
    expect((await customer.login(demo().nwUser, 'Portal#Demo1')).status).toBe(200);
    const countUrl = `/mapi/communications/notifications/count?account_id=${NORTHWIND_ASTRO}`;
    const before = (await customer.get<TNotificationCount>(countUrl)).body.content.unread;
    // The customer's bell stream, on the first instance.
    const stream = await openEventStream(customer, NORTHWIND_ASTRO);
    expect(stream.res.status).toBe(200);
    try {
      await new Promise((r) => setTimeout(r, 500));
      // Vendor staff send it on the second instance.
      const staff = createClient({ baseUrl: instances[1]!.url });
      expect((await staff.login(demo().vendorAdmin, 'Portal#Demo1')).status).toBe(200);
      const sentAt = Date.now();
      const sent = await staff.post('/mapi/communications/notification-sends', {
        title: 'Two instances',
        message: 'Sent on the second instance.',
        accountIds: [NORTHWIND_ASTRO],
        roles: ['User'],
      });
      expect(sent.status).toBe(200);
      await stream.waitFor((e) => e.event === 'notification', 5_000);
      expect(Date.now() - sentAt).toBeLessThan(5_000);
      expect((await customer.get<TNotificationCount>(countUrl)).body.content.unread).toBe(before + 1);
    } finally {
      await stream.close();
    }
  }, 60_000);
});
