import type { TApp, TAppContext } from '../../platform/app-context.ts';
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
export function registerNotificationJobs(app: TApp, ctx: TAppContext): void {
  const producers = ctx.jobs.declare(notificationProducersJob, { cron: '30 5 * * *' });
  void ctx.jobs.declare(notificationSnoozeJob, { everySeconds: SNOOZE_CHECK_SECONDS });
  // Once at start, when the runner runs (its onReady hook comes first): sent, not awaited.
  app.addHook('onReady', async () => {
    void producers
      .then(() => ctx.jobs.send(notificationProducersJob, {}))
      .catch((err: unknown) => app.log.warn({ err }, 'notification producers not sent at start'));
  });
}
