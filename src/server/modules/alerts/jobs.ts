import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TDatabase } from '../../platform/db.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { EXPIRED } from './alert-sql.ts';

/**
 * Deletes the alerts inactive for more than 30 days (spec sections 4 and 9: deactivated, or whose
 * period ended, that long ago); answers how many. Idempotent.
 */
export async function deleteExpiredAlerts(database: TDatabase): Promise<number> {
  const rows = await database.rows(sql`delete from alerts a where ${sql.raw(EXPIRED)} returning a.id`);
  return rows.length;
}

/** The hourly `alert-retention` job (once per hour across every instance; the next hour is its retry). */
export function registerAlertJobs(ctx: TAppContext): void {
  void ctx.jobs.declare(
    defineJob({
      name: 'alert-retention',
      retry: { limit: 0 },
      handler: async (_data, run) => {
        const deleted = await deleteExpiredAlerts(run.ctx.database);
        if (deleted) run.log.info({ deleted }, 'alerts deleted 30 days after they ended');
      },
    }),
    { cron: '23 * * * *' },
  );
}
