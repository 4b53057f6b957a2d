import { sql, type SQL } from 'drizzle-orm';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { JOBS_SCHEMA } from '../../platform/jobs/job-runner.ts';
import { offsetPage } from '../../platform/list/offset-page.ts';
import { isoTime, isoTimeOrNull } from '../../platform/row-values.ts';
import { requireStaff, visibleAccountIds, type TAuth } from '../../platform/session-context.ts';
import {
  JOB_STATES,
  ZJobPage,
  ZJobParams,
  ZJobsQuery,
  type TJobItem,
  type TJobState,
} from '../../../shared/contracts/jobs.ts';
import { z } from 'zod';

const job = sql.raw(`${JOBS_SCHEMA}.job`);

/**
 * The jobs a staff member may read: pg-boss's own queues (`__pgboss__…`) never; staff with access to
 * all accounts every other job; other staff only the jobs naming an account they hold (a job naming
 * no account, such as the session sweep, is for the former only, as the outbox's mails).
 */
function visibleJobs(auth: TAuth): SQL {
  const visible = visibleAccountIds(auth);
  const own = sql`name NOT LIKE '\\_\\_pgboss\\_\\_%'`;
  if (!visible) return own;
  if (visible.length === 0) return sql`false`;
  return sql`${own} AND data->>'accountId' IN (${sql.join(
    visible.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}


/** A job row as the API answers it: the message of its last failure only, never pg-boss's stack. */
function presentJob(r: Record<string, unknown>): TJobItem {
  const state = r.state as TJobState;
  const data = (r.data ?? {}) as Record<string, unknown>;
  const failed = state === 'failed' || state === 'retry';
  return {
    id: String(r.id),
    name: String(r.name),
    state: JOB_STATES.includes(state) ? state : 'created',
    attempts: r.started_on == null ? 0 : Number(r.retry_count) + 1,
    maxAttempts: Number(r.retry_limit) + 1,
    lastError: failed ? ((r.error as string | null) ?? null) : null,
    accountId: typeof data.accountId === 'string' ? data.accountId : null,
    data,
    createdAt: isoTime(r.created_on),
    runAt: isoTime(r.start_after),
    startedAt: isoTimeOrNull(r.started_on),
    finishedAt: isoTimeOrNull(r.completed_on),
  };
}

/**
 * GET /mapi/admin/jobs (vendor staff): the background jobs kept in the database, newest first,
 * paged (page, limit as every admin list), optionally of one state; staff without access to all
 * accounts read only the jobs of the accounts they hold.
 * POST /mapi/admin/jobs/:id/retry (vendor staff, same visibility): a failed job is tried once more.
 */
export function registerJobRoutes(app: TApp, ctx: TAppContext): void {
  const { database } = ctx;
  app.get(
    '/admin/jobs',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "Background jobs, newest first, paged, optionally of one state, each with its attempts and last error; other staff than all-accounts see only their accounts' jobs",
        tags: ['admin'],
        querystring: ZJobsQuery,
        response: { 200: zEnvelope(ZJobPage) },
      },
    },
    async (req) => {
      const where = sql`${visibleJobs(requireStaff(req))}${req.query.state ? sql` AND state = ${req.query.state}` : sql``}`;
      const page = await offsetPage(req.query, {
        rows: async (limit, offset) =>
          database.rows(sql`
            SELECT id, name, state::text AS state, retry_count, retry_limit, data,
              coalesce(output->>'message', output->>'value') AS error,
              created_on, start_after, started_on, completed_on
            FROM ${job} WHERE ${where}
            ORDER BY created_on DESC, id DESC LIMIT ${limit} OFFSET ${offset}`),
        total: async () => Number((await database.rows(sql`SELECT count(*) AS n FROM ${job} WHERE ${where}`))[0]?.n),
      });
      return ok({ ...page, items: page.items.map(presentJob) });
    },
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Tries a failed background job once more (staff who may read it)',
        tags: ['admin'],
        params: ZJobParams,
        response: { 200: zEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (req) => {
      const rows = await database.rows(sql`
        UPDATE ${job} SET state = 'retry', retry_limit = retry_limit + 1
        WHERE id = ${req.params.id} AND state = 'failed' AND ${visibleJobs(requireStaff(req))}
        RETURNING id`);
      if (rows.length === 0)
        throw new AppError('ServerValidation.404NotFound', {
          detail: `no failed job ${req.params.id} visible`,
        });
      return ok({ id: req.params.id });
    },
  );
}
