import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../app-context.ts';

/**
 * A job's payload: JSON, kept in the database until the job is archived. A job that concerns one
 * account names it in `accountId`: vendor staff without access to all accounts read the jobs of the
 * accounts they hold only (GET /mapi/admin/jobs), and a job naming no account is for the staff with
 * access to all accounts.
 */
export type TJobData = { readonly accountId?: string; readonly [key: string]: unknown };

/** What a handler is given beside its payload. */
export interface TJobRun {
  ctx: TAppContext;
  /** The server's logger, bound to the job's name and id. */
  log: FastifyBaseLogger;
  /** The job's id (a UUID), as GET /mapi/admin/jobs lists it. */
  id: string;
  /**
   * Aborted when the server stops: a long handler ends its work at the next safe point (a job it
   * leaves unfinished is failed, and retried if its policy allows, when the runner gives up waiting).
   */
  signal: AbortSignal;
}

/**
 * How a failed job is tried again: up to `limit` more times, the first after `delaySeconds`; with
 * `backoff`, each wait doubles (with jitter: between 1 and 2 times the doubled delay, pg-boss's formula).
 */
export interface TRetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/** A kind of job: its name (the pg-boss queue), its handler and how it is retried. */
export interface TJob<TData extends TJobData = TJobData> {
  /** Unique, lowercase words joined by `-` (e.g. `session-sweep`): the name staff see on the Jobs page. */
  name: string;
  handler(data: TData, run: TJobRun): Promise<void>;
  retry: TRetryPolicy;
  /** A run still going after this long counts as failed (and is retried per `retry`). */
  timeoutSeconds: number;
}

/**
 * When a declared job is sent by the runner itself: every `everySeconds` (fractions accepted, for
 * tests), or at the times of a cron expression of five fields, in UTC (`0 3 * * *`). Each time is
 * one job across every server instance on the database (see schedule.ts); a time that passed while
 * no runner was up is not caught up.
 */
export type TJobSchedule = { everySeconds: number } | { cron: string };

export const DEFAULT_RETRY: TRetryPolicy = { limit: 3, delaySeconds: 30, backoff: true };

/** Declares a kind of job (retried 3 times from 30 s with backoff, 15-minute timeout, unless told). */
export function defineJob<TData extends TJobData = TJobData>(job: {
  name: string;
  handler: TJob<TData>['handler'];
  retry?: Partial<TRetryPolicy>;
  timeoutSeconds?: number;
}): TJob<TData> {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(job.name))
    throw new Error(`job name "${job.name}" is not kebab-case`);
  return {
    name: job.name,
    handler: job.handler,
    retry: { ...DEFAULT_RETRY, ...job.retry },
    timeoutSeconds: job.timeoutSeconds ?? 15 * 60,
  };
}
