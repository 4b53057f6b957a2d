import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { largeSeedNetworkAccounts, LARGE_SEED_NETWORKS, type TNetworkAccount } from '../../src/server/db/seed/seed-networks.ts';
import { LARGE_SEED_HOURLY_DAYS, seedLargeTelemetry } from '../../src/server/db/seed/seed-telemetry.ts';
import type { TSiteStates, TSiteTrend } from '../../src/shared/contracts/performance.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * The large seed's telemetry (issue 32 point 9; seed-telemetry.ts seedLargeTelemetry), written
 * here over the tiny seed's Northwind sites on a portal of its own: 2 days of raw samples every 5 minutes and
 * 90 days of hourly roll-ups for every sub-network of every site, which the month trend reads; and
 * the 20 accounts the large seed gives a network, the fixed demo accounts first.
 */
let portal: TTestPortal;
let user: TClient;

const rows = async (text: string): Promise<Record<string, unknown>[]> => {
  const result = (await portal.database.db.execute(sql.raw(text))) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
};

beforeAll(async () => {
  // No job runner: its roll-up (every 10 minutes) would add hours of the tiny seed's samples, read
  // before this transaction replaces them, beside the seed's (CI met it once at a :20 slot).
  portal = await startTestPortal('network-scale', { jobRunner: false });
  await portal.database.db.transaction(async (tx) => {
    await tx.execute(sql`delete from site_samples`);
    await tx.execute(sql`delete from site_samples_hourly`);
    await seedLargeTelemetry(tx, Date.now(), `NET-${NORTHWIND_ASTRO}`);
  });
  user = createClient({ baseUrl: portal.url });
  expect((await user.login(demo().nwUser)).status).toBe(200);
});

afterAll(async () => {
  await portal?.stop();
});

it('writes 576 raw samples (2 days, every 5 minutes) for every sub-network of every site, within bounds', async () => {
  const [r] = await rows(`
    with want as (select s.id, lower(k) as sub from sites s join networks n on n.id = s.network_id and n.id = 'NET-NA-100001'
                  cross join lateral unnest(s.subnetwork) k),
         got as (select site_id, subnetwork, count(*)::int as n, min(at) as lo, max(at) as hi,
                        min(utilization) as umin, max(utilization) as umax, min(affiliations) as amin
                   from site_samples group by 1, 2)
    select (select count(*)::int from want) as pairs,
           (count(*) filter (where g.n = 576))::int as full_pairs,
           min(g.umin) as umin, max(g.umax) as umax, min(g.amin) as amin,
           max(extract(epoch from g.hi - g.lo))::int as span_s,
           count(distinct round(g.umax))::int as distinct_peaks
      from want w left join got g on g.site_id = w.id and g.subnetwork = w.sub`);
  expect(Number(r!.pairs)).toBeGreaterThan(10);
  expect(Number((await rows(`select count(distinct site_id)::int as n from site_samples`))[0]!.n)).toBeGreaterThan(5);
  expect(r!.full_pairs).toBe(r!.pairs);
  expect(r!.span_s).toBe(575 * 300);
  expect(Number(r!.umin)).toBeGreaterThanOrEqual(0);
  expect(Number(r!.umax)).toBeLessThanOrEqual(100);
  expect(Number(r!.amin)).toBeGreaterThanOrEqual(0);
  // A daily curve and a weight per site: the busiest hour differs from site to site.
  expect(Number(r!.distinct_peaks)).toBeGreaterThan(3);
});

it('writes hourly roll-ups for every hour of the last 90 days, matching the raw samples where both exist', async () => {
  const [r] = await rows(`
    select count(*)::int as pairs, min(n)::int as min_hours, max(n)::int as max_hours, min(lo) as lo, max(hi) as hi
      from (select site_id, subnetwork, count(*) as n, min(hour) as lo, max(hour) as hi from site_samples_hourly group by 1, 2) h`);
  expect(r!.min_hours).toBe(LARGE_SEED_HOURLY_DAYS * 24 + 1);
  expect(r!.max_hours).toBe(LARGE_SEED_HOURLY_DAYS * 24 + 1);
  const [mismatch] = await rows(`
    select count(*)::int as n from site_samples_hourly h
      join (select site_id, subnetwork, date_trunc('hour', at, 'UTC') as hour, count(*)::int as samples, avg(utilization) as u
              from site_samples group by 1, 2, 3) raw using (site_id, subnetwork, hour)
     where h.samples <> raw.samples or abs(h.utilization_avg - raw.u) > 0.001`);
  expect(mismatch!.n).toBe(0);
});

it("gives the month trend of a Northwind site its 3-hour buckets over 30 days", async () => {
  const states = await user.get<TSiteStates>(`/mapi/performance/sites/states?account_id=${NORTHWIND_ASTRO}`);
  const site = states.body.content.sites[0]!;
  const res = await user.get<TSiteTrend>(`/mapi/performance/sites/${site.id}/trend?preset=month&account_id=${NORTHWIND_ASTRO}`);
  expect(res.status).toBe(200);
  expect(res.body.content.series.map((s) => s.subnetwork).sort()).toEqual(site.subnetwork.map((k) => k.toLowerCase()).sort());
  for (const s of res.body.content.series) {
    expect(s.points.length).toBeGreaterThanOrEqual(240);
    expect(s.points.length).toBeLessThanOrEqual(241);
    expect(s.points.every((p) => p.utilization !== null && p.utilization >= 0 && p.utilization <= 100)).toBe(true);
  }
});

it('gives a network to 20 accounts in the large seed, the fixed demo accounts first', () => {
  const account = (id: string, technology: string): TNetworkAccount =>
    ({ id, name: id, technology, region: 'NA', countryCode: 'US', supportManagerEmail: null }) as TNetworkAccount;
  const fixed = [account('NA-100001', 'astro'), account('EMEA-200002', 'wave'), account('NA-900009', 'lte')];
  const generated = Array.from({ length: 40 }, (_, i) => account(`NA-${300001 + i}`, ['icaas', 'mototrbo', 'astro'][i % 3]!));
  const chosen = largeSeedNetworkAccounts([...fixed.slice(0, 2), ...generated, fixed[2]!], (a) => a.id >= 'NA-300001' && a.id < 'NA-9');
  expect(chosen).toHaveLength(LARGE_SEED_NETWORKS);
  expect(chosen.slice(0, 2).map((a) => a.id)).toEqual(['NA-100001', 'NA-900009']);
  expect(chosen.every((a) => a.technology !== 'wave' && a.technology !== 'icaas')).toBe(true);
});
