import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { TAppContext } from '../app-context.ts';
import type { TJob, TJobData, TJobSchedule } from './define-job.ts';
import { checkSchedule, slotAt, slotJobId } from './schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's job runner (buildApp), for what holds the app but not its context: tests, startServer. */
    jobs: TJobRunner;
  }
}

/** The database schema pg-boss keeps its tables in (it creates and migrates them itself at start). */
export const JOBS_SCHEMA = 'pgboss';
/** How long a stopping server waits for running jobs before failing them (to be retried). */
const STOP_WAIT_MS = 10_000;
/** Failed jobs stay on the Jobs page this long; completed ones half a day (then pg-boss archives them). */
const FAILED_KEPT_SECONDS = 7 * 24 * 3600;

/**
 * The durable job runner (pg-boss 10 over the portal's own database, PGlite or PostgreSQL): jobs
 * are rows, so they survive restarts and every server instance on the database shares them; each
 * job runs on one instance (SKIP LOCKED).
 */
export interface TJobRunner {
  /**
   * Makes a kind of job known to this server: it runs the jobs of that kind (unless JOB_RUNNER is
   * off) and, with a schedule, sends them at the schedule's times. A module declares its own jobs
   * when it registers; a declaration after the start takes effect at once (the promise says when).
   */
  declare<TData extends TJobData>(job: TJob<TData>, schedule?: TJobSchedule): Promise<void>;
  /**
   * Sends a job of a declared kind, to run once on some instance, now or after `delaySeconds`;
   * returns its id.
   */
  send<TData extends TJobData>(
    job: TJob<TData>,
    data: TData,
    opts?: { delaySeconds?: number },
  ): Promise<string>;
  start(): Promise<void>;
  /** Stops sending and fetching, lets running jobs finish (STOP_WAIT_MS at most), then returns. */
  stop(): Promise<void>;
}

interface TDeclared {
  job: TJob<TJobData>;
  schedule: TJobSchedule | undefined;
  workerId?: string;
  timer?: NodeJS.Timeout;
}

/**
 * The job runner of one server. `base` is the server's context (the runner completes it with
 * itself for the handlers); `log` the server's logger.
 */
export function createJobRunner(base: Omit<TAppContext, 'jobs'>, log: FastifyBaseLogger): TJobRunner {
  const { config, database } = base;
  const runsJobs = config.jobRunner;
  // pg-boss does not wait for some of its own writes (a job's completion): the runner keeps every
  // statement under way, so stopping waits for them before the database closes. A statement pg-boss
  // sends after that (a handler that outlived the stop wait completing its job) is never sent and
  // never answered: the job stays active until it expires and is retried, as any job a stopping
  // process left, and pg-boss, which does not await it, meets no closed database.
  const underWay = new Set<Promise<unknown>>();
  let closed = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) => {
        if (closed) return new Promise<never>(() => undefined);
        const p = database.executeSql(text, values);
        underWay.add(p);
        void p.finally(() => underWay.delete(p)).catch(() => undefined);
        return p;
      },
    },
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: runsJobs,
    // Schedules are kept by the runner itself (schedule.ts), not by pg-boss's per-minute cron.
    schedule: false,
    pollingIntervalSeconds: config.jobPollSeconds,
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
  });
  boss.on('error', (err) => log.error({ err }, 'job runner error'));

  const declared = new Map<string, TDeclared>();
  const stopping = new AbortController();
  let state: 'new' | 'started' | 'stopped' = 'new';
  /** Database time minus this process's time (ms), measured at start: every instance agrees on slots. */
  let clockSkew = 0;
  const ctx: TAppContext = { ...base, jobs: undefined as unknown as TJobRunner };

  /**
   * Creates the job's queue (a partition of pg-boss's job table) unless it exists. Instances that
   * start together on a new database would deadlock creating queues at once (pg-boss 10 takes no
   * lock there), so the creation holds an advisory lock. The name is kebab-case and the options are
   * numbers: the text is safe to write inline (several statements take no parameters).
   */
  async function createQueue(job: TJob<TJobData>): Promise<void> {
    const options = JSON.stringify({
      policy: 'standard',
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: job.retry.backoff,
      expireInSeconds: job.timeoutSeconds,
    });
    // One text of several statements is one transaction (the lock lasts until its end), and an
    // error leaves no transaction open on the pooled connection, as an explicit BEGIN would.
    await database.executeSql(`
      SELECT pg_advisory_xact_lock(hashtext('${JOBS_SCHEMA}.create_queue'));
      SELECT ${JOBS_SCHEMA}.create_queue('${job.name}', '${options}'::json);`);
  }

  async function setUp(entry: TDeclared): Promise<void> {
    const { job, schedule } = entry;
    await createQueue(job);
    if (!runsJobs) return;
    entry.workerId = await boss.work<TJobData>(
      job.name,
      // A scheduled job more frequent than the poll is polled at its own pace (at least 0.5 s).
      { pollingIntervalSeconds: Math.max(0.5, Math.min(config.jobPollSeconds, schedulePeriod(schedule))) },
      async ([item]) => {
        const jobLog = log.child({ job: job.name, jobId: item!.id });
        try {
          await job.handler(item!.data, { ctx, log: jobLog, id: item!.id, signal: stopping.signal });
        } catch (err) {
          jobLog.error({ err }, 'job failed');
          // Kept as the job's last error: the message only, no stack (the log has it).
          throw { message: err instanceof Error ? err.message : String(err) };
        }
      },
    );
    if (schedule) keepSchedule(entry, schedule, slotAt(schedule, Date.now() + clockSkew).start);
  }

  /**
   * Sends the job of each slot of the schedule as the slot starts, slots after `handled` only (the
   * slot under way when the runner starts is left: it may have run before a restart).
   */
  function keepSchedule(entry: TDeclared, schedule: TJobSchedule, handled: number): void {
    if (state !== 'started') return;
    const now = Date.now() + clockSkew;
    const { start, next } = slotAt(schedule, now);
    if (start > handled) void sendSlot(entry, start);
    // Long waits are cut to a minute (a timer waits 24.8 days at most); the next turn reads the slot again.
    entry.timer = setTimeout(
      () => keepSchedule(entry, schedule, Math.max(start, handled)),
      Math.min(next - now, 60_000),
    );
    entry.timer.unref();
  }

  async function sendSlot(entry: TDeclared, slotStart: number): Promise<void> {
    try {
      const id = await boss.send(
        entry.job.name,
        {},
        { ...sendOptions(entry.job), id: slotJobId(entry.job.name, slotStart) },
      );
      // This instance sent the slot's job: its worker takes it now rather than at its next poll.
      if (id && entry.workerId) boss.notifyWorker(entry.workerId);
    } catch (err) {
      log.error({ err, job: entry.job.name }, 'scheduled job not sent');
    }
  }

  const runner: TJobRunner = {
    async declare(job, schedule) {
      if (declared.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
      if (schedule) checkSchedule(job.name, schedule);
      const entry: TDeclared = { job: job as TJob<TJobData>, schedule };
      declared.set(job.name, entry);
      if (state === 'started') await setUp(entry);
    },
    async send(job, data, opts = {}) {
      const entry = declared.get(job.name);
      if (!entry) throw new Error(`job ${job.name} is sent but not declared`);
      const id = await boss.send(job.name, data, {
        ...sendOptions(job),
        ...(opts.delaySeconds ? { startAfter: opts.delaySeconds } : {}),
      });
      if (!id) throw new Error(`job ${job.name} was not queued`);
      if (!opts.delaySeconds && entry.workerId) boss.notifyWorker(entry.workerId);
      return id;
    },
    async start() {
      if (state !== 'new') return;
      await boss.start();
      const { rows } = await database.executeSql('SELECT extract(epoch FROM clock_timestamp()) * 1000 AS ms');
      clockSkew = Number(rows[0]!.ms) - Date.now();
      state = 'started';
      for (const entry of declared.values()) await setUp(entry);
    },
    async stop() {
      if (state !== 'started') {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      for (const entry of declared.values()) clearTimeout(entry.timer);
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_WAIT_MS });
      await Promise.allSettled([...underWay]);
      closed = true;
    },
  };
  ctx.jobs = runner;
  return runner;
}

/** The retry and timeout options of a job of this kind. */
function sendOptions(job: TJob<TJobData>): PgBoss.SendOptions {
  return {
    retryLimit: job.retry.limit,
    retryDelay: job.retry.delaySeconds,
    retryBackoff: job.retry.backoff,
    expireInSeconds: job.timeoutSeconds,
  };
}

/** The period of a schedule in seconds (a cron schedule: a minute or more). */
function schedulePeriod(schedule: TJobSchedule | undefined): number {
  if (!schedule) return Infinity;
  return 'everySeconds' in schedule ? schedule.everySeconds : 60;
}
