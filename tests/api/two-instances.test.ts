import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot, spawnTsEntry, stopChild, type TChild } from '../../bench/support/children.ts';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { SESSION_COOKIE } from '../../src/server/platform/session-context.ts';
import { JOBS_SCHEMA } from '../../src/server/platform/jobs/job-runner.ts';
import { DATABASE_MODES, freshStorage, type TTestStorage } from '../support/test-portal.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * Two instances of the portal on one PostgreSQL database, as two `npm start` behind one load
 * balancer run them: two processes of their own (not node:cluster's workers) on two ports. A
 * browser's requests may land on either: its session, its sign-out, the failed-login throttle and
 * the scheduled jobs are the same whichever instance answers.
 */
const ENTRY = path.join(repoRoot, 'bench/support/start-server-only.ts');
const INVALID = 'ServerValidation.401InvalidCredentials';
const BLOCKED = 'ServerValidation.429TooManyAttempts';
/** The session sweep's period here, so its runs can be counted in seconds. */
const SWEEP_SECONDS = 1;

describe.each(DATABASE_MODES.filter((mode) => mode === 'postgres'))('two portal instances on one %s database', () => {
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
      const ready = (await child.waitForMessage('ready', 90_000)) as unknown as { url: string };
      instances.push({ child, url: ready.url });
    }
  }, 200_000);

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
    expect(onOne).toEqual([...Array(5).fill(INVALID), BLOCKED, BLOCKED]);
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
});
