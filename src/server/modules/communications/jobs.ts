import type { TAppContext } from '../../platform/app-context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { returnSnoozed } from './notification-update.ts';
import { produceNotifications } from './producers.ts';

/** How often snoozed notifications are looked at: one comes back at most this late. */
export const SNOOZE_CHECK_SECONDS = 30;

export const notificationProducersJob = defineJob({
  name: 'notification-producers',
  retry: { limit: 0 },
  handler: async (_data, run) => {
    const delivered = await produceNotifications(run.ctx);
    if (delivered.length) run.log.info({ notifications: delivered.length }, 'notifications produced');
  },
});

export const notificationSnoozeJob = defineJob({
  name: 'notification-snooze',
  retry: { limit: 0 },
  timeoutSeconds: 120,
  handler: async (_data, run) => {
    const back = await returnSnoozed(run.ctx);
    if (back) run.log.info({ back }, 'snoozed notifications returned');
  },
});

/**
 * The notification jobs: the producers (contract expiry and auto-renewal notices, matching
 * security bulletins, service contract changes) every day at 05:30 UTC and once at start, and the
 * return of snoozed notifications every SNOOZE_CHECK_SECONDS. Each runs once per time across every
 * server instance; a failed run is not retried, the next is its retry (the producers are idempotent).
 */
export function registerNotificationJobs(ctx: TAppContext): void {
  void ctx.jobs
    .declare(notificationProducersJob, { cron: '30 5 * * *' })
    .then(() => ctx.jobs.send(notificationProducersJob, {}))
    // The daily run is the retry of a start run that could not be sent (the server stopping).
    .catch(() => undefined);
  void ctx.jobs.declare(notificationSnoozeJob, { everySeconds: SNOOZE_CHECK_SECONDS });
}
