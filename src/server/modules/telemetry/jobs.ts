import type { AddressInfo } from 'node:net';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { openIncidents } from './incidents.ts';
import { applyRetention, markStaleSites, rollUpSamples } from './retention.ts';
import { runSimulator } from './simulator.ts';

/**
 * This server's own POST /mapi/telemetry/ingest, on the loopback address of its port; undefined
 * until it listens (the job runner starts just before).
 */
export function ownIngestUrl(app: TApp): string | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address) return undefined;
  if (typeof address === 'string') throw new Error('the server is not listening on a port');
  const host = address.family === 'IPv6' && address.address !== '::' ? `[${address.address}]` : '127.0.0.1';
  return `http://${host}:${address.port}/mapi/telemetry/ingest`;
}

/**
 * Declares the telemetry jobs: the simulator (SIMULATOR=on, every SIMULATOR_SECONDS), stale sites
 * to 'unknown' and sites failed too long into their account's incident (every minute), the hourly roll-up (every 10
 * minutes, so the charts' hours are fresh) and the retention (hourly). Each runs once per period
 * across every server instance; a failed run is not retried, the next period's run is its retry.
 */
export function registerTelemetryJobs(app: TApp, ctx: TAppContext): void {
  const once = { retry: { limit: 0 } };
  if (ctx.config.simulator)
    void ctx.jobs.declare(
      defineJob({
        name: 'telemetry-simulator',
        ...once,
        timeoutSeconds: 120,
        handler: async (_data, run) => {
          // A period taken before the server listens is skipped (the next one sends), not failed
          // on the Jobs page.
          const ingestUrl = ownIngestUrl(app);
          if (!ingestUrl) return run.log.info('simulator period skipped: the server is not listening yet');
          const results = await runSimulator(run.ctx, ingestUrl, new Date(), run.signal);
          const failed = results.filter((r) => r.status !== 200);
          if (failed.length) run.log.warn({ failed }, 'simulator batches refused');
        },
      }),
      { everySeconds: ctx.config.simulatorSeconds },
    );
  void ctx.jobs.declare(
    defineJob({
      name: 'telemetry-site-watch',
      ...once,
      timeoutSeconds: 120,
      handler: async (_data, run) => {
        const stale = await markStaleSites(run.ctx.database);
        const incidents = await openIncidents(run.ctx);
        if (stale || incidents.joined || incidents.restored) run.log.info({ stale, ...incidents }, 'site watch');
      },
    }),
    { everySeconds: 60 },
  );
  void ctx.jobs.declare(
    defineJob({
      name: 'telemetry-rollup',
      ...once,
      handler: async (_data, run) => {
        await rollUpSamples(run.ctx.database);
      },
    }),
    { cron: '*/10 * * * *' },
  );
  void ctx.jobs.declare(
    defineJob({
      name: 'telemetry-retention',
      ...once,
      handler: async (_data, run) => {
        const done = await applyRetention(run.ctx.database);
        run.log.info(done, 'telemetry retention');
      },
    }),
    { cron: '7 * * * *' },
  );
}
