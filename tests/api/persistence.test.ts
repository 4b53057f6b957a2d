import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { startServer, type TRunningServer } from '../../src/server/start-server.ts';
import { openDatabase } from '../../src/server/platform/db.ts';
import { createFreshDatabase } from '../support/fresh-database.ts';
import { DATABASE_MODES, freshStorage } from '../support/test-portal.ts';
import { NORTHWIND_ASTRO, createClient, demo } from './client.ts';

/**
 * A stopped and restarted portal keeps its data (issue 2): a portal is started on a fresh data
 * directory (PGlite) or database (PostgreSQL, when TEST_DATABASE_URL is set), something is created
 * through the API, the portal is closed and started again on the same storage, and it is read back.
 */
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.each(DATABASE_MODES)('a restarted portal keeps its data (%s)', (mode) => {
  it('keeps cases, settings, sessions and the CSRF secret across a restart', async () => {
    // Only the postgres mode gets a database of its own; PGlite lives in the data folder.
    const storage = await freshStorage(
      'restart',
      mode === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    );
    cleanups.push(storage.remove);
    const { dataDir, databaseUrl } = storage;
    const start = () =>
      startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        databaseUrl,
        seedScale: 'tiny',
        logLevel: 'silent',
      });

    let portal: TRunningServer | undefined = await start();
    cleanups.push(() => portal?.close());
    expect(portal.seeded).toBe(true);
    const before = createClient({ baseUrl: portal.url });
    expect((await before.login(demo().nwUser)).status).toBe(200);
    const created = await before.post<{ caseNumber: string }>('/mapi/cases', {
      account_id: NORTHWIND_ASTRO,
      category: 'tsu',
      caseType: 'Incident',
      title: `Survives a restart (${mode})`,
      description: 'Created before the portal stopped.',
    });
    expect(created.status).toBe(200);
    const caseNumber = created.body.content.caseNumber;
    expect(
      (
        await before.put('/mapi/users/settings', {
          user_settings: { language: 'ja-JP', emailNotifications: false },
        })
      ).status,
    ).toBe(200);
    const csrfBefore = (await before.get('/mapi/health')).headers.get('x-csrf');
    await portal.close();
    portal = undefined;

    portal = await start();
    // Started on existing data: nothing seeded again.
    expect(portal.seeded).toBe(false);
    // The same browser: its session and its CSRF token still hold (both live in the database).
    const after = createClient({ baseUrl: portal.url });
    for (const [k, v] of before.cookies) after.cookies.set(k, v);
    const status = await after.get<TStatus>('/mapi/index/status');
    expect(status.status).toBe(200);
    expect(status.body.content.user.email).toBe(demo().nwUser);
    expect(status.body.content.user.settings).toEqual({ emailNotifications: false, language: 'ja-JP' });
    expect((await after.get('/mapi/health')).headers.get('x-csrf')).toBe(csrfBefore);
    const detail = await after.get<{ title: string }>(
      `/mapi/cases/${caseNumber}?account_id=${NORTHWIND_ASTRO}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.content.title).toBe(`Survives a restart (${mode})`);
    // A fresh sign-in works too (the demo users were not seeded twice).
    expect((await createClient({ baseUrl: portal.url }).login(demo().nwAdmin)).status).toBe(200);
    await portal.close();
    portal = undefined;
  });
});

/** The pool's connections on PostgreSQL: only there does the server own and drop connections. */
describe.each(DATABASE_MODES.filter((m) => m === 'postgres'))('database connections (%s)', () => {
  it('keeps answering after the server drops its idle connections, and close() leaves none open', async () => {
    const fresh = await createFreshDatabase(process.env.TEST_DATABASE_URL!, 'connections');
    cleanups.push(fresh.drop);
    const name = new URL(fresh.url).pathname.slice(1);
    const lost: Error[] = [];
    const database = await openDatabase({
      databaseUrl: fresh.url,
      dataDir: path.join(os.tmpdir(), 'unused'),
      onConnectionError: (err) => lost.push(err),
    });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    cleanups.push(() => admin.end());
    const connections = async () =>
      Number(
        (await admin.query('select count(*) from pg_stat_activity where datname = $1', [name])).rows[0].count,
      );

    // Several pooled connections, idle; then an administrator (or a failover) terminates them.
    await Promise.all(Array.from({ length: 4 }, () => database.exec('select pg_sleep(0.05)')));
    const killed = (
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name])
    ).rowCount;
    expect(killed).toBeGreaterThanOrEqual(2);
    // Each loss is reported (not thrown at the process), and the next query gets a new connection.
    await vi.waitFor(() => expect(lost).toHaveLength(killed!));
    await expect(database.exec('select 1')).resolves.toBeUndefined();

    // close() returns once the connections are really gone: the database can be dropped at once.
    await Promise.all(Array.from({ length: 3 }, () => database.exec('select pg_sleep(0.05)')));
    expect(await connections()).toBeGreaterThan(0);
    await database.close();
    expect(await connections()).toBe(0);
  });
});
