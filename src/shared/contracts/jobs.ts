import { z } from 'zod';
import { ZPagingParams, zOffsetPage } from './list.ts';

/**
 * The states of a background job (pg-boss's): waiting to run, waiting to be tried again after a
 * failure, running, done, cancelled, and failed for good (its tries used up).
 */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type TJobState = (typeof JOB_STATES)[number];

/**
 * GET /mapi/admin/jobs (vendor staff): the background jobs the database keeps (recent ones; failed
 * ones for a week), newest first, paged like the other admin lists; `state` keeps one state.
 */
export const ZJobsQuery = z
  .object({
    ...ZPagingParams,
    state: z.enum(JOB_STATES).optional(),
  })
  .strict();
export type TJobsQuery = z.infer<typeof ZJobsQuery>;

export const ZJobParams = z.object({ id: z.uuid() }).strict();

export const ZJobItem = z.object({
  id: z.string(),
  /** the kind of job, e.g. `session-sweep` */
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** runs started so far */
  attempts: z.number().int(),
  /** runs allowed in all (the first and its retries) */
  maxAttempts: z.number().int(),
  /** the message of the last failure while the job is to be retried or has failed; never a stack */
  lastError: z.string().nullable(),
  /** the account the job concerns, if any */
  accountId: z.string().nullable(),
  /** the job's payload */
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  /** when it is (or was) due to run */
  runAt: z.string(),
  startedAt: z.string().nullable(),
  /** when it completed, failed for good or was cancelled */
  finishedAt: z.string().nullable(),
});
export type TJobItem = z.infer<typeof ZJobItem>;

export const ZJobPage = zOffsetPage(ZJobItem);
export type TJobPage = z.infer<typeof ZJobPage>;
