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
import { NORTHWIND_ASTRO, createClient } from '../api/client.ts';
import { DATABASE_MODES, startTestPortal } from '../support/test-portal.ts';
import { connect, type TRawConnection } from '../support/raw-connection.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * Issue 34, point 4: overload and slowness. With the pool exhausted and statements slower than the
 * statement timeout, requests fail fast with a clear 503 instead of queueing without bound; while
 * 1,000 clients trickle their headers and 1,000 more hold idle keep-alive connections, the server's
 * memory stays bounded and it answers its health check at once.
 */
const ENTRY = path.join(repoRoot, 'bench/support/start-server-only.ts');
const PASSWORD = 'Portal#Demo1';
const REQUEST_TIMEOUT_MS = 10_000;
const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const english = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'src/shared/i18n/locales/en-US.json'), 'utf8')) as Record<
    string,
    string
  >
)['ServerValidation.503ServiceUnavailable'];

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) / 1024;
}

/** Milliseconds the health check takes, and its status. */
async function timedHealth(url: string): Promise<{ ms: number; status: number }> {
  const t0 = performance.now();
  const r = await fetch(`${url}/mapi/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  await r.arrayBuffer();
  return { ms: performance.now() - t0, status: r.status };
}

// The HTTP server's own behaviour on a portal of the embedded database: run once, in the README's
// run (CI's PostgreSQL run, with TEST_DATABASE_URL, has the pool tests below instead).
describe.each(process.env.TEST_DATABASE_URL ? [] : ['pglite'])('slow clients (the HTTP server, on the embedded %s database)', () => {
  it('drops clients that trickle their headers, keeps idle keep-alive ones cheaply, and keeps answering', async () => {
    const dataDir = makeTmpDir('portal-overload');
    cleanups.push(() => removeDir(dataDir));
    const port = await freePort();
    const child: TChild = spawnTsEntry('overload portal', ENTRY, {
      ...process.env,
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_SCALE: 'tiny',
      SIMULATOR: 'off',
      LOG_LEVEL: 'silent',
    });
    cleanups.push(() => stopChild(child, 10_000));
    // Migrating and seeding PGlite takes a minute or more on a busy 2-core machine.
    const { url } = (await child.waitForMessage('ready', 240_000)) as unknown as { url: string };
    // Warm: a sign-in and a list, so what is measured next is the connections, not first use.
    const user = createClient({ baseUrl: url });
    expect((await user.login('user@northwind.example', PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await user.get(`/mapi/cases?account_id=${NORTHWIND_ASTRO}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_000));
    const before = rssMb(child.pid);

    // 1,000 idle keep-alive connections, each after one answered request.
    const idle: TRawConnection[] = [];
    for (let batch = 0; batch < 10; batch++)
      idle.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, async () => {
            const c = await connect(port);
            c.socket.write('GET /mapi/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
            return c;
          }),
        )),
      );
    cleanups.push(() => idle.forEach((c) => c.socket.destroy()));
    await waitFor(
      'the keep-alive requests to be answered',
      () => (idle.every((c) => c.received().startsWith('HTTP/1.1 200')) ? true : undefined),
      30_000,
    );

    // 1,000 clients that send a request line, then one more header line every second, never the end.
    const slow: TRawConnection[] = [];
    for (let batch = 0; batch < 10; batch++)
      slow.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, async () => {
            const c = await connect(port);
            c.socket.write('GET /mapi/cases HTTP/1.1\r\nHost: 127.0.0.1\r\n');
            return c;
          }),
        )),
      );
    const slowStartedAt = Date.now();
    cleanups.push(() => slow.forEach((c) => c.socket.destroy()));
    let line = 0;
    const trickle = setInterval(() => {
      line++;
      for (const c of slow) if (!c.closed()) c.socket.write(`X-Slow-${line}: ${'a'.repeat(20)}\r\n`);
    }, 1_000);
    cleanups.push(() => clearInterval(trickle));

    // Meanwhile the health check answers at once, and memory is sampled.
    let during = before;
    const health: number[] = [];
    while (slow.some((c) => !c.closed()) && Date.now() - slowStartedAt < 40_000) {
      const h = await timedHealth(url);
      expect(h.status).toBe(200);
      health.push(h.ms);
      during = Math.max(during, rssMb(child.pid));
      await new Promise((r) => setTimeout(r, 500));
    }
    clearInterval(trickle);
    const slowGoneMs = Date.now() - slowStartedAt;
    const stillOpen = slow.filter((c) => !c.closed()).length;
    // The server answered none of them: each was dropped (408 or a plain close) once its headers
    // took longer than the headers timeout (10 s, checked every 2 s), never held for good.
    const answered = slow.filter((c) => c.received().startsWith('HTTP/1.1 2')).length;
    // The idle keep-alive connections are still open (closed by the server after 72 s idle).
    const idleOpen = idle.filter((c) => !c.closed()).length;
    idle.forEach((c) => c.socket.destroy());
    await new Promise((r) => setTimeout(r, 3_000));
    const after = rssMb(child.pid);
    const figures = `RSS before ${before.toFixed(0)} MB, peak during ${during.toFixed(0)} MB, after ${after.toFixed(0)} MB; slow clients gone after ${slowGoneMs} ms; health max ${Math.max(...health).toFixed(0)} ms over ${health.length}`;
    console.log(figures);
    expect(stillOpen, figures).toBe(0);
    expect(answered, figures).toBe(0);
    expect(slowGoneMs, figures).toBeLessThan(30_000);
    expect(idleOpen, figures).toBe(1_000);
    // Bounded memory: 2,000 held connections cost tens of MB, not hundreds (generous bound).
    expect(during - before, figures).toBeLessThan(150);
    expect(after - before, figures).toBeLessThan(150);
    // The health check never waited behind them (a loaded 2-core machine: generous bound).
    expect(Math.max(...health), figures).toBeLessThan(3_000);
    // Still serving the users.
    expect((await user.get(`/mapi/cases?account_id=${NORTHWIND_ASTRO}`)).status).toBe(200);
  }, 420_000);
});

describe.each(DATABASE_MODES.filter((mode) => mode === 'postgres'))(
  'an exhausted pool and slow statements (%s)',
  () => {
    it('answers 503 with Retry-After within the bounds instead of queueing, and serves again when the database does', async () => {
      const portal = await startTestPortal('overload-pool', {
        databasePoolSize: 2,
        databaseStatementTimeoutMs: 3_000,
        databaseAcquireTimeoutMs: 1_000,
        databaseQueueMax: 5,
      });
      cleanups.push(() => portal.stop());
      const user = createClient({ baseUrl: portal.url });
      expect((await user.login('user@northwind.example', PASSWORD)).status).toBe(200);
      const list = () =>
        user.get(`/mapi/cases?account_id=${NORTHWIND_ASTRO}`, { signal: AbortSignal.timeout(20_000) });
      expect((await list()).status).toBe(200);

      // Another session locks the cases away: every list waits on the lock, holding its connection,
      // until the statement timeout cancels it.
      const locker = new pg.Client({ connectionString: portal.config.databaseUrl });
      await locker.connect();
      cleanups.push(() => locker.end());
      await locker.query('begin');
      await locker.query('lock table cases in access exclusive mode');

      const sent = Array.from({ length: 30 }, async () => {
        const t0 = performance.now();
        const r = await list();
        return { ms: performance.now() - t0, r };
      });
      await new Promise((r) => setTimeout(r, 200));
      const health = await timedHealth(portal.url);
      const answers = await Promise.all(sent);
      await locker.query('rollback');

      const figures = `answered in ${answers.map((a) => a.ms.toFixed(0)).join(', ')} ms; health ${health.ms.toFixed(0)} ms`;
      console.log(figures);
      for (const { r } of answers) {
        expect(r.status, figures).toBe(503);
        expect(r.headers.get('retry-after'), figures).toMatch(/^\d+$/);
        expect(r.body, figures).toEqual({
          result: false,
          code: 'ServerValidation.503ServiceUnavailable',
          content: { message: english, requestId: expect.any(String) },
        });
      }
      const times = answers.map((a) => a.ms);
      // Nobody waited past the request timeout (statement timeout 3 s + acquire wait 1 s at most);
      // those beyond the pool and its queue were refused at once.
      expect(Math.max(...times), figures).toBeLessThan(REQUEST_TIMEOUT_MS);
      expect(Math.min(...times), figures).toBeLessThan(1_000);
      // The health check answered meanwhile, without waiting for the pool.
      expect(health.status).toBe(200);
      expect(health.ms, figures).toBeLessThan(3_000);
      // The lock gone, the same requests are served again.
      expect((await list()).status).toBe(200);
    }, 180_000);
  },
);
