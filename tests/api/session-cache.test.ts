import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { LISTEN_APPLICATION_NAME } from '../../src/server/platform/db.ts';
import { sessionKeeping } from '../../src/server/platform/session-context.ts';
import { startServer, type TRunningServer } from '../../src/server/start-server.ts';
import { DATABASE_MODES, freshStorage } from '../support/test-portal.ts';
import { waitFor } from '../support/wait-for.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * Each server process keeps the sessions it looked up in memory (platform/auth-cache.ts) and forgets
 * them when the database says, at commit, that something they are made of changed (migration 0008).
 * A change takes effect at the very next request on every instance, whoever made it and however
 * (a request on another instance, SQL); while the listening connection is lost nothing is kept. On
 * PGlite one portal (it serves one process); on PostgreSQL two portals on one database.
 */
const cleanups: (() => Promise<unknown> | void)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

type TMode = (typeof DATABASE_MODES)[number];

/** One portal on PGlite, two on one fresh PostgreSQL database. */
async function startPortals(mode: TMode, label: string): Promise<TRunningServer[]> {
  const storage = await freshStorage(label, mode === 'postgres' ? process.env.TEST_DATABASE_URL : undefined);
  cleanups.push(storage.remove);
  const start = () =>
    startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      seedScale: 'tiny',
      logLevel: 'silent',
    });
  const portals = [await start()];
  cleanups.push(() => portals[0]!.close());
  if (mode === 'postgres') {
    portals.push(await start());
    cleanups.push(() => portals[1]!.close());
  }
  // Sessions are kept once each portal listens (it starts listening as it starts).
  for (const portal of portals) await waitFor('the portal to listen', () => (listening(portal) ? true : undefined), 10_000);
  return portals;
}

/** Whether a portal keeps sessions (its listening connection is up). */
function listening(portal: TRunningServer): boolean {
  return sessionKeeping(portal.database).live;
}

/**
 * Runs SQL that changes what sessions are made of, and waits until every portal has been told. A
 * notification reaches an instance a moment after the commit (well under a millisecond on a quiet
 * machine, but the listening backend must be given a CPU first); this test's requests are made by
 * the portals' own process, straight after the commit, so without the wait they could overtake it
 * on a busy machine. The sign-out test below has no such wait.
 */
async function announced(portals: TRunningServer[], sqlText: string): Promise<void> {
  const before = portals.map((p) => sessionKeeping(p.database).notifications);
  await portals[0]!.database.exec(sqlText);
  await waitFor('every portal to be told', () =>
    portals.every((p, i) => sessionKeeping(p.database).notifications > before[i]!) ? true : undefined,
  );
}

/** The same browser (cookies) on another portal. */
function sameBrowser(client: TClient, portal: TRunningServer): TClient {
  const other = createClient({ baseUrl: portal.url });
  for (const [k, v] of client.cookies) other.cookies.set(k, v);
  return other;
}

async function firstName(client: TClient): Promise<string> {
  const status = await client.get<TStatus>('/mapi/index/status');
  expect(status.status).toBe(200);
  return status.body.content.user.firstName;
}

/** Runs SQL that no trigger sees (session_replication_role = replica): a change the portals are not told of. */
const unannounced = (sqlText: string) =>
  `begin; set local session_replication_role = replica; ${sqlText}; commit;`;

describe.each(DATABASE_MODES)('kept sessions (%s)', (mode) => {
  it('are served from memory, and a change made in SQL takes effect at the next request on every instance', async () => {
    const portals = await startPortals(mode, 'authcache');
    const sql = (text: string) => portals[0]!.database.exec(text);
    const change = (text: string) => announced(portals, text);
    const first = createClient({ baseUrl: portals[0]!.url });
    expect((await first.login(demo().nwUser)).status).toBe(200);
    const browsers = portals.map((p) => sameBrowser(first, p));
    const name = await firstName(browsers[0]!);
    for (const b of browsers) expect(await firstName(b)).toBe(name);

    // A change nobody is told of is not seen: each portal answers from what it keeps.
    await sql(unannounced(`update users set first_name = 'Unannounced' where login = '${demo().nwUser}'`));
    for (const b of browsers) expect(await firstName(b)).toBe(name);
    // The same change as any write makes it: every instance reads it at its next request.
    await change(`update users set first_name = 'Renamed' where login = '${demo().nwUser}'`);
    for (const b of browsers) expect(await firstName(b)).toBe('Renamed');

    const list = `/mapi/cases?account_id=${NORTHWIND_ASTRO}`;
    for (const b of browsers) expect((await b.get(list)).status).toBe(200);
    // An account locked in SQL serves no data at the next request, on every instance.
    await change(`update accounts set locked = true where id = '${NORTHWIND_ASTRO}'`);
    for (const b of browsers) expect((await b.get(list)).body.code).toBe('ServerValidation.400AccountLocked');
    await change(`update accounts set locked = false where id = '${NORTHWIND_ASTRO}'`);
    for (const b of browsers) expect((await b.get(list)).status).toBe(200);

    // A role changed in SQL (user_accounts) likewise.
    const roleOn = async (b: TClient) =>
      (await b.get<TStatus>('/mapi/index/status')).body.content.accounts.find((x) => x.account_id === NORTHWIND_ASTRO)?.role;
    for (const b of browsers) expect(await roleOn(b)).toBe('User');
    await change(
      `update user_accounts set role = 'Guest' where account_id = '${NORTHWIND_ASTRO}' and user_id = (select id from users where login = '${demo().nwUser}')`,
    );
    for (const b of browsers) expect(await roleOn(b)).toBe('Guest');
    // And taken away.
    await change(
      `delete from user_accounts where account_id = '${NORTHWIND_ASTRO}' and user_id = (select id from users where login = '${demo().nwUser}')`,
    );
    for (const b of browsers) expect((await b.get(list)).body.code).toBe('ServerValidation.403NoAccountAccess');
  }, 90_000);
});

describe.each(DATABASE_MODES.filter((m) => m === 'postgres'))('kept sessions on two instances (%s)', (mode) => {
  it('a sign-out on one instance answers 401 at the very next request on the other', async () => {
    const [a, b] = await startPortals(mode, 'authcache_logout');
    const onA = createClient({ baseUrl: a!.url });
    expect((await onA.login(demo().nwUser)).status).toBe(200);
    const onB = sameBrowser(onA, b!);
    expect((await onB.get('/mapi/index/status')).status).toBe(200);
    expect((await onB.get('/mapi/index/status')).status).toBe(200);
    expect((await onA.post('/mapi/auth/local_logout')).status).toBe(200);
    expect((await onB.get('/mapi/index/status')).status).toBe(401);
  }, 90_000);

  it('a lost listening connection never serves a kept session; once it is back sessions are kept again', async () => {
    const portals = await startPortals(mode, 'authcache_listener');
    const [a, b] = portals;
    const sql = (text: string) => a!.database.exec(text);
    const onA = createClient({ baseUrl: a!.url });
    expect((await onA.login(demo().nwUser)).status).toBe(200);
    const onB = sameBrowser(onA, b!);
    const name = await firstName(onB);
    expect(await firstName(onB)).toBe(name);

    const admin = new pg.Client({ connectionString: a!.config.databaseUrl });
    await admin.connect();
    cleanups.push(() => admin.end());
    const listeners = async () =>
      (
        await admin.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
          [LISTEN_APPLICATION_NAME],
        )
      ).rows.map((r) => r.pid);
    // One listening connection per portal, outside the pool.
    const before = await listeners();
    expect(before).toHaveLength(2);
    // Both are terminated (waiting until they are gone); a change made now is told to nobody.
    for (const pid of before) await admin.query('select pg_terminate_backend($1, 5000)', [pid]);
    await sql(unannounced(`update users set first_name = 'WhileDeaf' where login = '${demo().nwUser}'`));
    expect(await firstName(onB)).toBe('WhileDeaf');
    expect(await firstName(onA)).toBe('WhileDeaf');

    // Each portal listens again on a new connection, and keeps sessions again.
    await waitFor('the portals to listen again', async () => {
      const now = await listeners();
      return now.length === 2 && !now.some((pid) => before.includes(pid)) && portals.every(listening) ? true : undefined;
    }, 20_000);
    expect(await firstName(onB)).toBe('WhileDeaf');
    await sql(unannounced(`update users set first_name = 'Unannounced' where login = '${demo().nwUser}'`));
    expect(await firstName(onB)).toBe('WhileDeaf');
    await announced(portals, `update users set first_name = 'Renamed' where login = '${demo().nwUser}'`);
    expect(await firstName(onB)).toBe('Renamed');
    expect(await firstName(onA)).toBe('Renamed');
  }, 90_000);
});
