import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  makeTmpDir,
  removeDir,
  repoRoot,
  spawnTsEntry,
  stopChild,
  type TChild,
} from '../../bench/support/children.ts';
import { LISTEN_APPLICATION_NAME } from '../../src/server/platform/db.ts';
import { createClient } from '../api/client.ts';
import { startOwnPostgres, type TOwnPostgres } from '../support/own-postgres.ts';
import { waitFor } from '../support/wait-for.ts';
import { startLoadMix, type TAnswer } from './load-mix.ts';

/**
 * Issue 34, point 1: the database restarts under load. A PostgreSQL server of the test's own
 * (Debian's initdb and pg_ctl, own folder and port) serves a portal started as `npm start` starts it
 * (a child process); a steady mix of sign-ins, reads and writes runs from a few loops while the
 * database is stopped (fast shutdown), left down 3 s, and started again. Whatever the database, this
 * runs in every test run: it brings its own server.
 */
const ENTRY = path.join(repoRoot, 'bench/support/start-server-only.ts');
const PASSWORD = 'Portal#Demo1';
const LOGIN = 'user@northwind.example';
/** The spec's request timeout (the browser gives up after it). */
const REQUEST_TIMEOUT_MS = 10_000;
/** Full service is due this long after the database is back. */
const RECOVERY_MS = 5_000;
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(
    fs.readFileSync(path.join(repoRoot, `src/shared/i18n/locales/${locale}.json`), 'utf8'),
  ) as Record<string, string>;

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** The answer as a 503 in the spec's envelope (spec section 8), or what is wrong with it. */
function unavailableProblem(a: TAnswer, message: string): string | undefined {
  if (a.failure) return `no answer: ${a.failure} after ${a.endedAt - a.startedAt} ms`;
  if (a.status !== 503) return `status ${a.status}: ${JSON.stringify(a.body).slice(0, 300)}`;
  const body = a.body as { result?: unknown; code?: unknown; content?: { message?: unknown } };
  if (body.result !== false || body.code !== 'ServerValidation.503ServiceUnavailable')
    return `envelope ${JSON.stringify(body)}`;
  if (body.content?.message !== message) return `message ${JSON.stringify(body.content?.message)}`;
  if (!a.retryAfter || !/^\d+$/.test(a.retryAfter)) return `Retry-After ${a.retryAfter}`;
  // Nothing of the server's insides: no stack, no driver text, no file paths.
  if (/\bat \S+ \(|Error:|ECONN|postgres|node_modules|\.ts:\d/i.test(JSON.stringify(body)))
    return `leaks ${JSON.stringify(body)}`;
  return undefined;
}

describe('the database restarts under load (own PostgreSQL)', () => {
  it('answers 503 with Retry-After while it is down, serves fully within 5 s of its return, and loses no answered write', async () => {
    const db: TOwnPostgres = await startOwnPostgres('db-restart');
    cleanups.push(db.remove);
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query('create database portal');
    await admin.end();
    const portalUrl = db.url.replace(/\/postgres$/, '/portal');
    const dataDir = makeTmpDir('portal-db-restart');
    cleanups.push(() => removeDir(dataDir));

    const child: TChild = spawnTsEntry('db-restart portal', ENTRY, {
      ...process.env,
      DATABASE_URL: portalUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      SEED_SCALE: 'tiny',
      SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
      DB_POOL_MAX: '4',
    });
    cleanups.push(() => stopChild(child, 10_000));
    const ready = (await child.waitForMessage('ready', 120_000)) as unknown as { url: string };
    const observe = async <T extends pg.QueryResultRow>(
      text: string,
      values: unknown[] = [],
    ): Promise<T[]> => {
      const c = new pg.Client({ connectionString: portalUrl });
      await c.connect();
      try {
        return (await c.query<T>(text, values)).rows;
      } finally {
        await c.end();
      }
    };

    const mix = startLoadMix({
      baseUrl: ready.url,
      login: LOGIN,
      password: PASSWORD,
      loops: 4,
      tag: 'db-restart',
    });
    cleanups.push(() => mix.stop());
    // A signed-in user whose session is ended behind the portal's back after the restart.
    const watched = createClient({ baseUrl: ready.url });
    expect((await watched.login(LOGIN, PASSWORD)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 4_000));

    const downAt = Date.now();
    await db.stop();
    // While down: a sign-in in German is refused in German.
    const german = await createClient({ baseUrl: ready.url, locale: 'de-DE' }).login(LOGIN, PASSWORD);
    expect(german.status).toBe(503);
    expect(german.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(german.body).toMatchObject({
      result: false,
      code: 'ServerValidation.503ServiceUnavailable',
      content: { message: catalogue('de-DE')['ServerValidation.503ServiceUnavailable'] },
    });
    await new Promise((r) => setTimeout(r, 3_000));
    await db.start();
    const upAt = Date.now();

    // The listening connection (sessions' cache, live events) comes back by itself.
    await waitFor(
      'the listening connection',
      async () =>
        (
          await observe<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where application_name = $1',
            [LISTEN_APPLICATION_NAME],
          )
        )[0]!.n > 0 || undefined,
      RECOVERY_MS,
    );
    await new Promise((r) => setTimeout(r, RECOVERY_MS + 6_000 - (Date.now() - upAt)));
    await mix.stop();

    // The session cache is right again: a session ended in the database (as another instance's
    // sign-out does) is refused promptly, where a stale cache would let it in.
    expect((await watched.get('/mapi/index/status')).status).toBe(200);
    await observe(
      `delete from sessions where id in (select s.id from sessions s join users u on u.id = s.user_id where u.email = $1)`,
      [LOGIN],
    );
    await waitFor(
      'the ended session to be refused',
      async () => ((await watched.get('/mapi/index/status')).status === 401 ? true : undefined),
      3_000,
    );

    const message = catalogue('en-US')['ServerValidation.503ServiceUnavailable']!;
    const answers = mix.answers;
    const before = answers.filter((a) => a.endedAt < downAt);
    const after = answers.filter((a) => a.startedAt > upAt + RECOVERY_MS);
    const failed = answers.filter((a) => a.status !== 200);
    const summary = `answers ${answers.length} (${failed.length} failed), down ${upAt - downAt} ms`;
    // The mix really ran on both sides of the outage, and really met it.
    expect(before.length, summary).toBeGreaterThan(10);
    expect(after.length, summary).toBeGreaterThan(10);
    expect(failed.length, summary).toBeGreaterThan(0);
    // Errors only while it was down (a request sent before or during, answered after the stop),
    // each a clear 503; none waited past the request timeout.
    expect(
      failed
        .filter((a) => a.endedAt < downAt || a.startedAt > upAt + RECOVERY_MS)
        .map((a) => `${a.kind} ${a.status}`),
      summary,
    ).toEqual([]);
    expect(
      failed
        .map((a) => {
          const problem = unavailableProblem(a, message);
          return problem && `${a.kind} sent ${a.startedAt - downAt} ms after the stop: ${problem}`;
        })
        .filter(Boolean),
      `${summary}, back ${upAt - downAt} ms after the stop`,
    ).toEqual([]);
    expect(
      answers.filter((a) => a.endedAt - a.startedAt >= REQUEST_TIMEOUT_MS).map((a) => a.kind),
      summary,
    ).toEqual([]);
    // Full service again, every kind of request, on the same process (never restarted).
    expect(new Set(after.map((a) => a.kind)), summary).toEqual(
      new Set(['sign-in', 'list cases', 'status', 'create case', 'add note']),
    );
    expect(child.hasExited()).toBe(false);

    // Every write the portal answered OK is in the database.
    const cases = new Set(
      (await observe<{ title: string }>(`select title from cases where title like 'db-restart %'`)).map(
        (r) => r.title,
      ),
    );
    const notes = new Set(
      (await observe<{ body: string }>(`select body from case_notes where body like 'db-restart %'`)).map(
        (r) => r.body,
      ),
    );
    expect(mix.createdCases.length).toBeGreaterThan(0);
    expect(mix.createdNotes.length).toBeGreaterThan(0);
    expect(mix.createdCases.filter((t) => !cases.has(t))).toEqual([]);
    expect(mix.createdNotes.filter((b) => !notes.has(b))).toEqual([]);
  }, 240_000);
});
