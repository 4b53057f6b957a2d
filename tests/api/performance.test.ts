import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZPerformanceSiteDetail,
  ZPerformanceSiteRow,
  ZSiteStates,
  ZSiteTrend,
  ZSubnetworkStatuses,
  type TPerformanceSiteDetail,
  type TPerformanceSiteRow,
  type TSiteStates,
  type TSiteTrend,
  type TSubnetworkStatuses,
} from '../../src/shared/contracts/performance.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * The Performance screens' reads (issue 32 point 4) on a portal of this file's own (its states,
 * alarms and samples are written here with SQL, as the telemetry writes them): the map's states,
 * the site list, a site's details and trend per date preset, the sub-network statuses; another
 * account's site and a hidden one are 404; a failed read of the samples is the spec's 'chart
 * datasource unreachable'.
 */
let portal: TTestPortal;
let nwUser: TClient;
let contoso: TClient;

const sql = (text: string) => portal.database.exec(text);
async function one<T = Record<string, unknown>>(text: string): Promise<T> {
  const rows = await portal.database.executeSql(text);
  return rows.rows[0] as T;
}

async function signIn(login: string, ip: string) {
  const c = createClient({ baseUrl: portal.url, ip });
  expect((await c.login(login)).status, login).toBe(200);
  return c;
}

/** Northwind's performance sites, by name, and one of Contoso's. */
let nwSites: { id: number; name: string }[];
let contosoSite: number;

beforeAll(async () => {
  portal = await startTestPortal('performance');
  nwUser = await signIn(demo().nwUser, '10.74.0.1');
  contoso = await signIn(demo().contoso, '10.74.0.2');
  nwSites = (
    await portal.database.executeSql(
      `select id, name from sites where account_id = '${NORTHWIND_ASTRO}' and show_in_performance order by name, zone_id, site_id`,
    )
  ).rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
  expect(nwSites.length).toBeGreaterThanOrEqual(3);
  const other = await one<{ id: number }>(`select id from sites where account_id <> '${NORTHWIND_ASTRO}' order by id limit 1`);
  contosoSite = Number(other.id);
  // Three Northwind sites in known states; the rest unknown.
  const [a, b, c] = nwSites;
  await sql(`
    update site_states set state = 'failed', since = now() - interval '10 minutes', open_alarms = 2, max_severity = 5,
           utilization = 97.25, affiliations = 120, last_sample_at = now() - interval '20 seconds' where site_id = ${a!.id};
    update site_states set state = 'impaired', since = now() - interval '1 hour', open_alarms = 1, max_severity = 3,
           utilization = 81, affiliations = 40, last_sample_at = now() where site_id = ${b!.id};
    update site_states set state = 'normal', since = now() - interval '2 hours', open_alarms = 0, max_severity = null,
           utilization = 20, affiliations = 10, last_sample_at = now() where site_id = ${c!.id};
    insert into site_alarms (site_id, account_id, network_id, kind, subnetwork, severity, message, opened_at)
      select id, account_id, network_id, 'status', null, 5, 'Site down', now() - interval '10 minutes' from sites where id = ${a!.id};
    insert into site_alarms (site_id, account_id, network_id, kind, subnetwork, severity, message, opened_at)
      select id, account_id, network_id, 'utilization', 'voice', 4, 'Voice channels 97% busy', now() - interval '5 minutes' from sites where id = ${a!.id};
    insert into site_alarms (site_id, account_id, network_id, kind, subnetwork, severity, message, opened_at, cleared_at)
      select id, account_id, network_id, 'affiliation', 'voice', 3, 'Affiliations high', now() - interval '3 hours', now() - interval '2 hours' from sites where id = ${a!.id};
  `);
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('the map and widget reads', () => {
  it('answers every performance site of the account with its state, alarms and last sample', async () => {
    const res = await nwUser.get<TSiteStates>(`/mapi/performance/sites/states?account_id=${NORTHWIND_ASTRO}`);
    expect(res.status).toBe(200);
    const { sites } = ZSiteStates.strict().parse(res.body.content);
    expect(sites.map((s) => s.id).sort()).toEqual(nwSites.map((s) => s.id).sort());
    const failed = sites.find((s) => s.id === nwSites[0]!.id)!;
    expect(failed).toMatchObject({ state: 'failed', openAlarms: 2, maxSeverity: 5, utilization: 97.3, affiliations: 120 });
    expect(Date.parse(failed.lastSampleAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(sites.filter((s) => s.state === 'unknown').length).toBe(sites.length - 3);
  });

  it('leaves out a site hidden from performance and every site of a deleted network', async () => {
    const hidden = nwSites[3] ?? nwSites[2]!;
    await sql(`update sites set show_in_performance = false where id = ${hidden.id}`);
    try {
      const res = await nwUser.get<TSiteStates>(`/mapi/performance/sites/states?account_id=${NORTHWIND_ASTRO}`);
      expect(res.body.content.sites.map((s) => s.id)).not.toContain(hidden.id);
      expect(res.body.content.sites.length).toBe(nwSites.length - 1);
      const detail = await nwUser.get(`/mapi/performance/sites/${hidden.id}?account_id=${NORTHWIND_ASTRO}`);
      expect(detail.status).toBe(404);
    } finally {
      await sql(`update sites set show_in_performance = true where id = ${hidden.id}`);
    }
    await sql(`update networks set deleted = true where account_id = '${NORTHWIND_ASTRO}'`);
    try {
      const res = await nwUser.get<TSiteStates>(`/mapi/performance/sites/states?account_id=${NORTHWIND_ASTRO}`);
      expect(res.body.content.sites).toEqual([]);
    } finally {
      await sql(`update networks set deleted = false where account_id = '${NORTHWIND_ASTRO}'`);
    }
  });

  it('counts the sites per state for each sub-network kind', async () => {
    const res = await nwUser.get<TSubnetworkStatuses>(`/mapi/performance/subnetworks?account_id=${NORTHWIND_ASTRO}`);
    expect(res.status).toBe(200);
    const body = ZSubnetworkStatuses.strict().parse(res.body.content);
    expect(body.total).toEqual({ failed: 1, impaired: 1, normal: 1, unknown: nwSites.length - 3 });
    const kinds = (
      await portal.database.executeSql(
        `select distinct unnest(subnetwork) as k from sites where account_id = '${NORTHWIND_ASTRO}' and show_in_performance`,
      )
    ).rows.map((r) => String(r.k));
    expect(body.subnetworks.map((s) => s.subnetwork).sort()).toEqual(kinds.sort());
    for (const s of body.subnetworks) {
      const n = s.counts.failed + s.counts.impaired + s.counts.normal + s.counts.unknown;
      const expected = await one<{ n: number }>(
        `select count(*)::int as n from sites where account_id = '${NORTHWIND_ASTRO}' and show_in_performance and '${s.subnetwork}' = any(subnetwork)`,
      );
      expect(n, s.subnetwork).toBe(Number(expected.n));
    }
  });

  it("refuses another account's reads", async () => {
    expect((await contoso.get(`/mapi/performance/sites/states?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
    expect((await contoso.get(`/mapi/performance/subnetworks?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
  });
});

describe('the site list and details', () => {
  it('lists the sites worst first with state, alarms, utilization and last sample, filtered by state', async () => {
    const res = await nwUser.get<{ rows: TPerformanceSiteRow[]; total: number }>(
      `/mapi/performance/sites?account_id=${NORTHWIND_ASTRO}&limit=100`,
    );
    expect(res.status).toBe(200);
    const rows = res.body.content.rows.map((r) => ZPerformanceSiteRow.strict().parse(r));
    expect(rows.slice(0, 3).map((r) => r.state)).toEqual(['failed', 'impaired', 'normal']);
    expect(rows[0]).toMatchObject({ id: nwSites[0]!.id, openAlarms: 2, utilization: 97.3, affiliations: 120 });
    const failing = await nwUser.get<{ rows: TPerformanceSiteRow[]; total: number }>(
      `/mapi/performance/sites?account_id=${NORTHWIND_ASTRO}&state=failed_,_impaired`,
    );
    expect(failing.body.content.rows.map((r) => r.state).sort()).toEqual(['failed', 'impaired']);
    expect(failing.body.content.total).toBe(2);
  });

  it('exports the list as CSV with its state title', async () => {
    const res = await fetch(`${portal.url}/mapi/performance/sites/export?account_id=${NORTHWIND_ASTRO}&format=csv&state=failed`, {
      headers: { cookie: nwUser.cookieHeader(), 'x-forwarded-for': '10.74.0.1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/Sites.*failed/);
    const text = await res.text();
    expect(text).toContain(nwSites[0]!.name);
    expect(text).not.toContain(nwSites[1]!.name);
  });

  it("answers a site's facts with its open and recently cleared alarms", async () => {
    const res = await nwUser.get<TPerformanceSiteDetail>(`/mapi/performance/sites/${nwSites[0]!.id}?account_id=${NORTHWIND_ASTRO}`);
    expect(res.status).toBe(200);
    const body = ZPerformanceSiteDetail.parse(res.body.content);
    expect(body.site).toMatchObject({ id: nwSites[0]!.id, name: nwSites[0]!.name, state: 'failed' });
    expect(body.openAlarms.map((a) => [a.kind, a.severity])).toEqual([
      ['status', 5],
      ['utilization', 4],
    ]);
    expect(body.recentAlarms.map((a) => a.kind)).toEqual(['affiliation']);
    expect(body.recentAlarms[0]!.clearedAt).not.toBeNull();
  });

  it("answers 404 for another account's site, and 403 for another account's list", async () => {
    expect((await nwUser.get(`/mapi/performance/sites/${contosoSite}?account_id=${NORTHWIND_ASTRO}`)).status).toBe(404);
    expect((await nwUser.get(`/mapi/performance/sites/${contosoSite}/trend?account_id=${NORTHWIND_ASTRO}`)).status).toBe(404);
    expect((await nwUser.get(`/mapi/performance/sites/${nwSites[0]!.id}?account_id=${CONTOSO_LTE}`)).status).toBe(403);
    expect((await contoso.get(`/mapi/performance/sites?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
  });
});

describe('the trend of a site', () => {
  const site = () => nwSites[1]!.id;
  beforeAll(async () => {
    // Raw samples every minute for the last 2 days (voice and data); hourly roll-ups for 400 days,
    // with a value of their own (55) so the answer tells which table it read.
    await sql(`
      delete from site_samples where site_id = ${site()};
      delete from site_samples_hourly where site_id = ${site()};
      insert into site_samples (site_id, subnetwork, at, utilization, busy_channels, affiliations)
        select ${site()}, k, g, 30 + (extract(minute from g)::int % 10), 3, 12
          from generate_series(now() - interval '2 days', now(), interval '1 minute') g, unnest(array['voice', 'data']) k;
      insert into site_samples_hourly (site_id, subnetwork, hour, samples, utilization_avg, utilization_max, affiliations_avg, affiliations_max)
        select ${site()}, k, date_trunc('hour', g), 120, 55, 70, 20, 25
          from generate_series(now() - interval '400 days', now(), interval '1 hour') g, unnest(array['voice', 'data']) k;
    `);
  });

  const trend = (preset?: string) =>
    nwUser.get<TSiteTrend>(`/mapi/performance/sites/${site()}/trend?account_id=${NORTHWIND_ASTRO}${preset ? `&preset=${preset}` : ''}`);

  it('reads raw samples for the last 24 hours and the week, in at most ~300 points a series', async () => {
    for (const preset of ['day', 'week'] as const) {
      const res = await trend(preset);
      expect(res.status, preset).toBe(200);
      const body = ZSiteTrend.strict().parse(res.body.content);
      expect(body.source).toBe('raw');
      expect(body.series.map((s) => s.subnetwork).sort()).toEqual(['data', 'voice']);
      for (const s of body.series) {
        expect(s.points.length).toBeLessThanOrEqual(300);
        expect(s.points.length).toBeGreaterThan(preset === 'day' ? 250 : 40);
        expect(s.points.every((p) => p.utilization! >= 30 && p.utilization! <= 39 && p.affiliations === 12)).toBe(true);
      }
      const span = Date.parse(body.to) - Date.parse(body.from);
      expect(span).toBe(preset === 'day' ? 86_400_000 : 7 * 86_400_000);
    }
    // Without a preset: the last 24 hours.
    expect((await trend()).body.content.preset).toBe('day');
  });

  it('reads the hourly roll-ups for the month, six months and twelve months', async () => {
    for (const preset of ['month', 'six-months', 'twelve-months'] as const) {
      const res = await trend(preset);
      expect(res.status, preset).toBe(200);
      const body = ZSiteTrend.strict().parse(res.body.content);
      expect(body.source).toBe('hourly');
      for (const s of body.series) {
        expect(s.points.length).toBeLessThanOrEqual(300);
        expect(s.points.length).toBeGreaterThan(150);
        expect(s.points.every((p) => p.utilization === 55 && p.utilizationMax === 70 && p.affiliations === 20)).toBe(true);
        expect(Date.parse(s.points[0]!.at)).toBeGreaterThanOrEqual(Date.parse(body.from) - body.bucketSeconds * 1000);
      }
    }
  });

  it('refuses an unknown preset', async () => {
    expect((await trend('decade')).status).toBe(400);
  });

  it("answers 'chart datasource unreachable' when the samples cannot be read", async () => {
    await sql('alter table site_samples_hourly rename to site_samples_hourly_away');
    try {
      const res = await trend('month');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ result: false, code: 'ServerValidation.503ChartDatasourceUnreachable' });
    } finally {
      await sql('alter table site_samples_hourly_away rename to site_samples_hourly');
    }
    expect((await trend('month')).status).toBe(200);
  });
});
