import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobItem, TJobPage } from '../../src/shared/contracts/jobs.ts';
import type { TConfig } from '../../src/server/platform/config.ts';
import { defineJob, type TJobData } from '../../src/server/platform/jobs/define-job.ts';
import { startServer, type TRunningServer } from '../../src/server/start-server.ts';
import {
  DATABASE_MODES,
  freshStorage,
  startTestPortal,
  type TTestPortal,
  type TTestStorage,
} from '../support/test-portal.ts';
import { waitFor } from '../support/wait-for.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo } from './client.ts';

/**
 * The job runner (src/server/platform/jobs): durable jobs in the database, run once across server
 * instances, retried with backoff, listed for vendor staff (GET /mapi/admin/jobs). Each portal here
 * looks for jobs every half second; the jobs are declared by the test, as a module declares its own.
 */
const FAST: Partial<TConfig> = { jobPollSeconds: 0.5, logLevel: 'silent' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs of a test job: when, on which server, with what payload and job id. */
interface TRun {
  at: number;
  server: string;
  id: string;
  data: TJobData;
}

/** A job that records its runs in `runs` (or does `body` first, which may throw). */
function recordingJob(
  name: string,
  runs: TRun[],
  server: string,
  opts: {
    body?: (run: { signal: AbortSignal }) => Promise<void>;
    retry?: { limit: number; delaySeconds: number; backoff: boolean };
  } = {},
) {
  return defineJob<TJobData>({
    name,
    retry: opts.retry ?? { limit: 0 },
    handler: async (data, run) => {
      runs.push({ at: Date.now(), server, id: run.id, data });
      await opts.body?.({ signal: run.signal });
    },
  });
}

async function signedIn(portal: TTestPortal, login: string, ip: string) {
  const c = createClient({ baseUrl: portal.url, ip });
  expect((await c.login(login)).status, login).toBe(200);
  return c;
}

describe('the job runner on one portal', () => {
  let portal: TTestPortal;
  beforeAll(async () => {
    portal = await startTestPortal('jobs', { ...FAST, trustProxy: true });
  });
  afterAll(async () => {
    await portal?.stop();
  });

  it('runs a delayed job after its delay, once', async () => {
    const runs: TRun[] = [];
    const job = recordingJob('delayed-probe', runs, 'a');
    await portal.jobs.declare(job);
    const sent = Date.now();
    const id = await portal.jobs.send(job, { note: 'later' }, { delaySeconds: 2 });
    await sleep(1_200);
    expect(runs, 'ran before its delay').toHaveLength(0);
    await waitFor('the delayed job', () => (runs.length ? true : undefined), 15_000);
    expect(runs[0]!.at - sent).toBeGreaterThanOrEqual(2_000);
    expect(runs[0]).toMatchObject({ id, data: { note: 'later' } });
    await sleep(1_500);
    expect(runs).toHaveLength(1);
  });

  it('retries a failing job with backoff, then shows it failed to staff with its error and no stack', async () => {
    const runs: TRun[] = [];
    const job = recordingJob('failing-probe', runs, 'a', {
      retry: { limit: 2, delaySeconds: 1, backoff: true },
      body: async () => {
        throw new Error('the probe broke on purpose');
      },
    });
    await portal.jobs.declare(job);
    const id = await portal.jobs.send(job, { accountId: CONTOSO_LTE });
    await waitFor('three attempts', () => (runs.length >= 3 ? true : undefined), 30_000);
    // pg-boss's backoff: the n-th retry waits between 1 and 2 times delay x 2^(n-1).
    const gaps = [runs[1]!.at - runs[0]!.at, runs[2]!.at - runs[1]!.at];
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1_900);

    const admin = await signedIn(portal, demo().vendorAdmin, '10.92.0.1');
    const failed = await waitFor(
      'the job shown failed',
      async () => {
        const res = await admin.get<TJobPage>('/mapi/admin/jobs?state=failed');
        expect(res.status).toBe(200);
        return res.body.content.items.find((j) => j.id === id);
      },
      15_000,
    );
    expect(failed).toMatchObject({
      name: 'failing-probe',
      state: 'failed',
      attempts: 3,
      maxAttempts: 3,
      lastError: 'the probe broke on purpose',
      accountId: CONTOSO_LTE,
      data: { accountId: CONTOSO_LTE },
    } satisfies Partial<TJobItem>);
    expect(JSON.stringify(failed)).not.toMatch(/\bat .*\.ts:\d+|stack/);
    await sleep(2_500);
    expect(runs, 'tried again after its retries were used up').toHaveLength(3);

    // Tried once more on demand: a fourth run, failed again.
    const retry = await admin.post<{ id: string }>(`/mapi/admin/jobs/${id}/retry`);
    expect(retry.status).toBe(200);
    await waitFor('the fourth attempt', () => (runs.length === 4 ? true : undefined), 15_000);
    const again = await waitFor('the job failed again', async () => {
      const item = (await admin.get<TJobPage>('/mapi/admin/jobs?state=failed')).body.content.items.find(
        (j) => j.id === id,
      );
      return item?.attempts === 4 ? item : undefined;
    });
    expect(again).toMatchObject({ state: 'failed', maxAttempts: 4 });
    // Only a failed job may be tried again.
    const notFailed = await admin.post(`/mapi/admin/jobs/${crypto.randomUUID()}/retry`);
    expect(notFailed.status).toBe(404);
    expect(notFailed.body).toMatchObject({ result: false, code: 'ServerValidation.404NotFound' });
  });

  it("shows staff without all accounts only their accounts' jobs, and customers nothing", async () => {
    const runs: TRun[] = [];
    const job = recordingJob('account-probe', runs, 'a');
    await portal.jobs.declare(job);
    const own = await portal.jobs.send(job, { accountId: CONTOSO_LTE });
    const foreign = await portal.jobs.send(job, { accountId: NORTHWIND_ASTRO, secret: 'northwind only' });
    const none = await portal.jobs.send(job, {});
    await waitFor('three runs', () => (runs.length === 3 ? true : undefined), 15_000);

    const admin = await signedIn(portal, demo().vendorAdmin, '10.92.1.1');
    const all = (await admin.get<TJobPage>('/mapi/admin/jobs?limit=100')).body.content.items.map((j) => j.id);
    expect(all).toEqual(expect.arrayContaining([own, foreign, none]));

    // staff holds NA-200001 (Contoso) only: the Northwind job and the job of no account stay hidden.
    const staff = await signedIn(portal, demo().staff, '10.92.1.2');
    const seen = await staff.get<TJobPage>('/mapi/admin/jobs?limit=100');
    expect(seen.status).toBe(200);
    const items = seen.body.content.items;
    expect(items.map((j) => j.id)).toContain(own);
    expect(items.map((j) => j.id)).not.toContain(foreign);
    expect(items.map((j) => j.id)).not.toContain(none);
    expect(items.every((j) => j.accountId === CONTOSO_LTE)).toBe(true);
    expect(seen.body.content.total).toBe(items.length);
    expect(JSON.stringify(seen.body)).not.toContain('northwind only');

    for (const login of [demo().nwAdmin, demo().contoso]) {
      const customer = await signedIn(portal, login, '10.92.1.3');
      const list = await customer.get('/mapi/admin/jobs');
      expect(list.status, login).toBe(403);
      expect(list.body.result).toBe(false);
      const retry = await customer.post(`/mapi/admin/jobs/${own}/retry`);
      expect(retry.status, login).toBe(403);
    }
    expect((await createClient({ baseUrl: portal.url }).get('/mapi/admin/jobs')).status).toBe(401);
  });

  it('refuses a state it does not know with the translated parameter error', async () => {
    const admin = await signedIn(portal, demo().vendorAdmin, '10.92.2.1');
    const res = await admin.get('/mapi/admin/jobs?state=lost');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: false, code: 'ServerValidation.400WrongParams' });
  });
});

describe('jobs survive a restart', () => {
  let storage: TTestStorage;
  let server: TRunningServer | undefined;
  beforeAll(async () => {
    storage = await freshStorage('jobs_restart');
  });
  afterAll(async () => {
    await server?.close();
    await storage?.remove();
  });
  const start = () =>
    startServer({
      ...FAST,
      port: 0,
      host: '127.0.0.1',
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      seedScale: 'tiny',
    });

  it('runs after the restart a job sent before it, and tries again a job the stop interrupted', async () => {
    const before: TRun[] = [];
    server = await start();
    const later = recordingJob('restart-probe', before, 'first');
    // Waits for the server to stop, then gives up (as a long job should): the job is to be retried.
    const interrupted = recordingJob('interrupted-probe', before, 'first', {
      retry: { limit: 1, delaySeconds: 1, backoff: false },
      body: ({ signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('server stopping'))),
        ),
    });
    await server.jobs.declare(later);
    await server.jobs.declare(interrupted);
    const laterId = await server.jobs.send(later, { note: 'after the restart' }, { delaySeconds: 3 });
    const interruptedId = await server.jobs.send(interrupted, {});
    await waitFor('the interrupted job to start', () =>
      before.some((r) => r.id === interruptedId) ? true : undefined,
    );
    const stopping = Date.now();
    await server.close();
    server = undefined;
    expect(Date.now() - stopping, 'the stop waited for the running job').toBeLessThan(8_000);
    expect(before.map((r) => r.id)).toEqual([interruptedId]);

    const after: TRun[] = [];
    server = await start();
    await server.jobs.declare(recordingJob('restart-probe', after, 'second'));
    await server.jobs.declare(recordingJob('interrupted-probe', after, 'second'));
    await waitFor('both jobs after the restart', () => (after.length >= 2 ? true : undefined), 20_000);
    expect(after.map((r) => r.id).sort()).toEqual([laterId, interruptedId].sort());
    expect(after.find((r) => r.id === laterId)?.data).toEqual({ note: 'after the restart' });
    await sleep(1_500);
    expect(after).toHaveLength(2);
    // Two starts of a portal on a busy machine take a while.
  }, 240_000);
});

describe.each(DATABASE_MODES.filter((mode) => mode === 'postgres'))('two server instances on one %s', () => {
  let storage: TTestStorage;
  const servers: TRunningServer[] = [];
  beforeAll(async () => {
    storage = await freshStorage('jobs_two', process.env.TEST_DATABASE_URL);
    for (let i = 0; i < 2; i++)
      servers.push(
        await startServer({
          ...FAST,
          port: 0,
          host: '127.0.0.1',
          dataDir: storage.dataDir,
          databaseUrl: storage.databaseUrl,
          seedScale: 'tiny',
        }),
      );
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await storage?.remove();
  });

  it('run a repeating job once per period, and a delayed job once', async () => {
    const runs: TRun[] = [];
    const started = Date.now();
    await Promise.all(
      servers.map((s, i) =>
        s.jobs.declare(recordingJob('tick-probe', runs, `server${i}`), { everySeconds: 1 }),
      ),
    );
    const delayedRuns: TRun[] = [];
    const delayed = servers.map((s, i) => recordingJob('once-probe', delayedRuns, `server${i}`));
    await Promise.all(servers.map((s, i) => s.jobs.declare(delayed[i]!)));
    const delayedId = await servers[0]!.jobs.send(delayed[0]!, {}, { delaySeconds: 1 });

    await sleep(6_000);
    const elapsed = (Date.now() - started) / 1000;
    // Both servers send every slot; each slot's job runs once, on either.
    const ids = runs.map((r) => r.id);
    expect(new Set(ids).size, 'a slot ran twice').toBe(ids.length);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsed) + 1);
    expect(delayedRuns.map((r) => r.id)).toEqual([delayedId]);
  }, 60_000);

  it('leave the jobs sent by a process with JOB_RUNNER=off to the others', async () => {
    const sender = await startServer({
      ...FAST,
      jobRunner: false,
      port: 0,
      host: '127.0.0.1',
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      seedScale: 'tiny',
    });
    servers.push(sender);
    const runs: TRun[] = [];
    await Promise.all(
      servers.map((s, i) =>
        s.jobs.declare(recordingJob('sent-elsewhere', runs, i === 2 ? 'off' : `server${i}`)),
      ),
    );
    const id = await sender.jobs.send(recordingJob('sent-elsewhere', runs, 'off'), {});
    await waitFor('the job run by a server that runs jobs', () => (runs.length ? true : undefined), 15_000);
    await sleep(1_000);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id });
    expect(runs[0]!.server).not.toBe('off');
  }, 60_000);
});
