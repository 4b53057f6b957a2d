import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIngestTokens } from '../../src/shared/contracts/telemetry.ts';
import { applyRetention, markStaleSites, rollUpSamples } from '../../src/server/modules/telemetry/retention.ts';
import { buildTestApp, startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { waitFor } from '../support/wait-for.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * The telemetry jobs (issue 32 point 3): the built-in simulator feeding every network through the
 * real ingest API (SIMULATOR on, every second here), a network whose simulator token is revoked
 * no longer fed and its sites 'unknown' after 5 minutes without a sample, the hourly roll-up
 * (idempotent), and the retention of raw day partitions (7 days), hourly rows (13 months) and
 * portal events (24 hours). A portal of its own, with the simulator on.
 */

let portal: TTestPortal;
let vendorAdmin: TClient;

async function rows(statement: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return portal.database.rows(statement);
}

async function count(statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows(statement);
  return Number(row!.n);
}

beforeAll(async () => {
  portal = await startTestPortal('telemetry-jobs', { simulator: true, simulatorSeconds: 1 });
  vendorAdmin = createClient({ baseUrl: portal.url, ip: '10.81.0.1' });
  expect((await vendorAdmin.login(demo().vendorAdmin)).status).toBe(200);
});

afterAll(async () => {
  await portal?.stop();
});

describe('the simulator', () => {
  it('skips a period that comes before the server listens, rather than failing it on the Jobs page', async () => {
    // The job runner starts when the app is ready, just before it listens: an app that never listens.
    const { database, stop } = await buildTestApp('simulator-unlistened', { simulator: true, simulatorSeconds: 0.5 });
    try {
      const [done] = await waitFor(
        'a simulator period to end',
        async () => {
          const ended = await database.rows(
            sql`select state, output from pgboss.job where name = 'telemetry-simulator' and state in ('completed', 'failed')`,
          );
          return ended.length ? ended : undefined;
        },
        20_000,
      );
      expect(done).toMatchObject({ state: 'completed' });
    } finally {
      await stop();
    }
  });

  it('gives every network a simulator token and feeds all its sites through the ingest API', async () => {
    const networks = await count(sql`select count(*)::int as n from networks where not deleted`);
    await waitFor(
      'every site of every network fed',
      async () =>
        (await count(sql`select count(*)::int as n from site_states where state = 'unknown'`)) === 0 ? true : undefined,
      30_000,
    );
    const tokens = await rows(sql`select network_id, last_used_at from network_ingest_tokens
      where label = 'simulator' and created_by is null and revoked_at is null`);
    expect(tokens).toHaveLength(networks);
    // The token was used: the batches went through the API's bearer check.
    expect(tokens.every((t) => t.last_used_at !== null)).toBe(true);
    // Every sub-network of every site has samples.
    const missing = await count(sql`select count(*)::int as n from sites s, unnest(s.subnetwork) as k(kind)
      where not exists (select 1 from site_samples x where x.site_id = s.id and x.subnetwork = lower(k.kind))`);
    expect(missing).toBe(0);
    const listed = await vendorAdmin.get<TIngestTokens>(
      `/mapi/networks/NET-${NORTHWIND_ASTRO}/ingest-tokens?account_id=${NORTHWIND_ASTRO}`,
    );
    expect(listed.body.content.tokens.map((t) => t.label)).toContain('simulator');
  });

  it("stops feeding a network whose simulator token is revoked; its sites turn 'unknown' after 5 minutes without a sample", async () => {
    const network = `NET-${CONTOSO_LTE}`;
    const path = `/mapi/networks/${network}/ingest-tokens`;
    const token = (await vendorAdmin.get<TIngestTokens>(`${path}?account_id=${CONTOSO_LTE}`)).body.content.tokens.find(
      (t) => t.label === 'simulator',
    )!;
    expect((await vendorAdmin.request('DELETE', `${path}/${token.id}?account_id=${CONTOSO_LTE}`)).status).toBe(200);
    // A batch under way when the token was revoked may still land: wait for one period to pass.
    await new Promise((r) => setTimeout(r, 2500));
    const last = async () =>
      String((await rows(sql`select max(last_sample_at)::text as t from site_states where network_id = ${network}`))[0]!.t);
    const before = await last();
    await new Promise((r) => setTimeout(r, 2500));
    expect(await last()).toBe(before);

    // Its sites were last heard six minutes ago.
    await rows(sql`update site_states set last_sample_at = now() - interval '6 minutes' where network_id = ${network}`);
    const sites = await count(sql`select count(*)::int as n from site_states where network_id = ${network}`);
    const eventsBefore = await count(sql`select count(*)::int as n from portal_events where account_id = ${CONTOSO_LTE}`);
    const changed = await markStaleSites(portal.database);
    expect(changed).toBeGreaterThanOrEqual(sites);
    expect(
      await count(sql`select count(*)::int as n from site_states where network_id = ${network} and state = 'unknown'`),
    ).toBe(sites);
    expect(await count(sql`select count(*)::int as n from portal_events where account_id = ${CONTOSO_LTE}`)).toBe(
      eventsBefore + sites,
    );
    // Northwind's sites, still fed, stay known.
    expect(
      await count(sql`select count(*)::int as n from site_states where network_id = ${`NET-${NORTHWIND_ASTRO}`} and state = 'unknown'`),
    ).toBe(0);
  });
});

describe('roll-up and retention', () => {
  /** A site of Contoso's network (no longer fed by the simulator after the test above). */
  async function quietSite(): Promise<number> {
    const [row] = await rows(sql`select id from sites where network_id = ${`NET-${CONTOSO_LTE}`} order by id limit 1`);
    return Number(row!.id);
  }

  it('rolls raw samples up per site, sub-network and UTC hour, the same when run again', async () => {
    const site = await quietSite();
    const hour = new Date(Math.floor(Date.now() / 3600_000) * 3600_000 - 3 * 86400_000);
    const at = (minutes: number) => new Date(hour.getTime() + minutes * 60_000).toISOString();
    await rows(sql`insert into site_samples (site_id, subnetwork, at, utilization, affiliations) values
      (${site}, 'data', ${at(1)}::timestamptz, 10, 5),
      (${site}, 'data', ${at(31)}::timestamptz, 30, 7),
      (${site}, 'data', ${at(61)}::timestamptz, 50, 9)`);
    const now = new Date(hour.getTime() + 65 * 60_000);
    const hourly = () =>
      rows(sql`select hour::text as hour, samples, utilization_avg, utilization_max, affiliations_avg, affiliations_max
        from site_samples_hourly where site_id = ${site} and subnetwork = 'data'
          and hour < now() - interval '1 day' order by hour`);
    await rollUpSamples(portal.database, now);
    const first = await hourly();
    expect(first).toMatchObject([
      { samples: 2, utilization_avg: 20, utilization_max: 30, affiliations_avg: 6, affiliations_max: 7 },
      { samples: 1, utilization_avg: 50, utilization_max: 50, affiliations_max: 9 },
    ]);
    await rollUpSamples(portal.database, now);
    expect(await hourly()).toEqual(first);
    // A late sample of the first hour is counted at the next run.
    await rows(sql`insert into site_samples (site_id, subnetwork, at, utilization) values (${site}, 'data', ${at(45)}::timestamptz, 60)`);
    await rollUpSamples(portal.database, now);
    expect((await hourly())[0]).toMatchObject({ samples: 3, utilization_max: 60 });
  });

  it('drops raw days older than 7 days whole, hourly rows older than 13 months and events older than 24 hours', async () => {
    const site = await quietSite();
    const daysAgo = (d: number) => new Date(Date.now() - d * 86400_000).toISOString();
    await rows(sql`insert into site_samples (site_id, subnetwork, at, utilization) values
      (${site}, 'data', ${daysAgo(9)}::timestamptz, 1), (${site}, 'data', ${daysAgo(6)}::timestamptz, 2)`);
    await rows(sql`insert into site_samples_hourly (site_id, subnetwork, hour, samples, utilization_avg, utilization_max) values
      (${site}, 'data', date_trunc('hour', now()) - interval '14 months', 1, 1, 1),
      (${site}, 'data', date_trunc('hour', now()) - interval '12 months', 1, 2, 2)`);
    await rows(sql`insert into portal_events (account_id, kind, payload, created_at) values
      (${CONTOSO_LTE}, 'test-old', '{}'::jsonb, now() - interval '25 hours'),
      (${CONTOSO_LTE}, 'test-new', '{}'::jsonb, now() - interval '23 hours')`);
    // A day partition 8 days old, as a week of running leaves behind.
    await rows(sql`select site_samples_make_partitions((now() at time zone 'UTC')::date - 8, 1)`);

    const done = await applyRetention(portal.database);
    expect(done.dropped).toBeGreaterThanOrEqual(1);
    expect(done.hourlyDeleted).toBeGreaterThanOrEqual(1);
    expect(done.eventsDeleted).toBeGreaterThanOrEqual(1);
    const raw = await rows(sql`select utilization from site_samples where site_id = ${site} and at < now() - interval '5 days'`);
    expect(raw).toEqual([{ utilization: 2 }]);
    expect(
      (await rows(sql`select utilization_avg from site_samples_hourly where site_id = ${site} and hour < now() - interval '11 months'`)),
    ).toEqual([{ utilization_avg: 2 }]);
    expect((await rows(sql`select kind from portal_events where kind like 'test-%'`)).map((r) => r.kind)).toEqual(['test-new']);
    // Today's and the next 3 days' partitions exist; none older than 7 days is left.
    const parts = (
      await rows(sql`select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'site_samples'::regclass and c.relname <> 'site_samples_default' order by 1`)
    ).map((r) => String(r.relname));
    const day = (d: number) => `site_samples_p${new Date(Date.now() + d * 86400_000).toISOString().slice(0, 10).replace(/-/g, '')}`;
    expect(parts).toEqual(expect.arrayContaining([day(0), day(1), day(2), day(3)]));
    expect(parts.every((p) => p >= day(-7))).toBe(true);
  });
});
