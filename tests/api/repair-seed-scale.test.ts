import { count as countRows, sql } from 'drizzle-orm';
import { repairs } from '../../src/server/db/schema/index.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedGeneratedRepairs } from '../../src/server/db/seed/seed-repairs-generated.ts';
import { ZRepairDetail, ZRepairListPage, type TRepairRow } from '../../src/shared/contracts/repairs.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * The large seed's generated repairs (issue 30 point 11; seed-repairs-generated.ts), written here
 * at a test's scale (5,000) on a portal of its own: the rows are valid repairs of the list and the
 * detail, the kept per-account totals agree with the rows, and keyset paging over them (the
 * benchmark's request: device repairs by depot) visits every row once.
 */
let portal: TTestPortal;
let user: TClient;
const GENERATED = 5_000;

beforeAll(async () => {
  portal = await startTestPortal('repair-scale');
  await portal.database.db.transaction((tx) => seedGeneratedRepairs(tx, 'large', GENERATED));
  user = createClient({ baseUrl: portal.url });
  expect((await user.login(demo().nwUser)).status).toBe(200);
});

afterAll(async () => {
  await portal?.stop();
});

const count = async (where: string) =>
  (await portal.database.db.select({ n: countRows() }).from(repairs).where(sql.raw(where)))[0]!.n;

it('writes the asked number of repairs, shared by the radio demo accounts, each with its timeline', async () => {
  expect(await count(`repair_no >= 'R3000000'`)).toBe(GENERATED);
  expect(await count(`repair_no >= 'R3000000' and account_id = '${NORTHWIND_ASTRO}'`)).toBe(GENERATED * 0.4);
  expect(await count(`repair_no >= 'R3000000' and not exists (select 1 from repair_events e where e.repair_no = repairs.repair_no and e.step = 'received')`)).toBe(0);
  expect(
    await count(`repair_no >= 'R3000000' and status <> 'open' and not exists (select 1 from repair_events e where e.repair_no = repairs.repair_no and e.step = 'shippedBack')`),
  ).toBe(0);
});

it("answers the generated repairs through the list with totals that agree with the rows, and pages every device repair by depot once", async () => {
  const all = await count(`account_id = '${NORTHWIND_ASTRO}'`);
  const devices = await count(`account_id = '${NORTHWIND_ASTRO}' and kind = 'device'`);
  const first = await user.get(`/mapi/repairs?account_id=${NORTHWIND_ASTRO}&limit=10`);
  expect(first.status).toBe(200);
  expect(ZRepairListPage.parse(first.body.content).total).toBe(all);

  const seen = new Set<string>();
  let cursor: string | null = null;
  let previousDepot = '';
  do {
    const q = new URLSearchParams({ account_id: NORTHWIND_ASTRO, kind: 'device', sort: 'depot', dir: 'asc', limit: '200' });
    if (cursor) q.set('cursor', cursor);
    const res = await user.get(`/mapi/repairs?${q.toString()}`);
    expect(res.status).toBe(200);
    const page = ZRepairListPage.parse(res.body.content);
    expect(page.total).toBe(devices);
    for (const row of page.rows as TRepairRow[]) {
      expect(row.kind).toBe('device');
      expect(row.depot >= previousDepot).toBe(true);
      previousDepot = row.depot;
      expect(seen.has(row.repairNumber)).toBe(false);
      seen.add(row.repairNumber);
    }
    cursor = page.nextCursor;
  } while (cursor);
  expect(seen.size).toBe(devices);
});

it('shows a generated repair in full with its timeline', async () => {
  const res = await user.get(`/mapi/repairs/R3000001?account_id=${NORTHWIND_ASTRO}`);
  expect(res.status).toBe(200);
  const repair = ZRepairDetail.parse(res.body.content);
  expect(repair.repairNumber).toBe('R3000001');
  expect(repair.customerNumber).toBe('C1000001');
  expect(repair.timeline.map((e) => e.step)).toContain('received');
});
