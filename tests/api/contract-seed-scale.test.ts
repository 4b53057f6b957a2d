import { count as countRows, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contractRenewals, contracts, coveredAssets } from '../../src/server/db/schema/index.ts';
import { ASSETS_PER_CONTRACT, seedGeneratedContracts } from '../../src/server/db/seed/seed-contracts-generated.ts';
import { ZContractDetail, ZCoverageListPage, type TCoverageRow } from '../../src/shared/contracts/contracts.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * The large seed's generated contracts and covered assets (issue 31 point 6;
 * seed-contracts-generated.ts), written here at a test's scale (500 contracts, 10,000 assets) on a
 * portal of its own: every contract has its assets and services, the kept per-state totals agree
 * with the rows, and keyset paging over the coverage list (the benchmark's request: one state, by
 * site) visits every asset once.
 */
let portal: TTestPortal;
let user: TClient;
const GENERATED = 500;

beforeAll(async () => {
  portal = await startTestPortal('contract-scale');
  await portal.database.db.transaction((tx) => seedGeneratedContracts(tx, 'large', GENERATED));
  user = createClient({ baseUrl: portal.url });
  expect((await user.login(demo().nwUser)).status).toBe(200);
});

afterAll(async () => {
  await portal?.stop();
});

const contractCount = async (where: string) =>
  (await portal.database.db.select({ n: countRows() }).from(contracts).where(sql.raw(where)))[0]!.n;
const assetCount = async (where: string) =>
  (await portal.database.db.select({ n: countRows() }).from(coveredAssets).where(sql.raw(where)))[0]!.n;

it('writes the asked number of contracts, each with its services and assets, shared by the demo accounts', async () => {
  expect(await contractCount(`contract_no >= 'CN-5000001'`)).toBe(GENERATED);
  expect(await contractCount(`contract_no >= 'CN-5000001' and account_id = '${NORTHWIND_ASTRO}'`)).toBe(GENERATED * 0.4);
  expect(await assetCount(`serial like 'CV%'`)).toBe(GENERATED * ASSETS_PER_CONTRACT);
  expect(
    await contractCount(
      `contract_no >= 'CN-5000001' and (select count(*) from covered_assets a where a.contract_no = contracts.contract_no and a.account_id = contracts.account_id) <> ${ASSETS_PER_CONTRACT}`,
    ),
  ).toBe(0);
  expect(
    await contractCount(
      `contract_no >= 'CN-5000001' and (select count(*) from contract_services s where s.contract_no = contracts.contract_no) <> services_count`,
    ),
  ).toBe(0);
});

it('answers the generated assets through the coverage list with kept totals that agree, and pages one state by site once', async () => {
  const all = await assetCount(`account_id = '${NORTHWIND_ASTRO}'`);
  const active = await assetCount(`account_id = '${NORTHWIND_ASTRO}' and state = 'active'`);
  const first = await user.get(`/mapi/coverage?account_id=${NORTHWIND_ASTRO}&limit=10`);
  expect(first.status).toBe(200);
  expect(ZCoverageListPage.parse(first.body.content).total).toBe(all);

  const seen = new Set<string>();
  let cursor: string | null = null;
  let previous = '';
  do {
    const q = new URLSearchParams({ account_id: NORTHWIND_ASTRO, state: 'active', sort: 'site', dir: 'asc', limit: '500' });
    if (cursor) q.set('cursor', cursor);
    const res = await user.get(`/mapi/coverage?${q.toString()}`);
    expect(res.status).toBe(200);
    const page = ZCoverageListPage.parse(res.body.content);
    expect(page.total).toBe(active);
    for (const row of page.rows as TCoverageRow[]) {
      expect(row.state).toBe('active');
      expect(row.site >= previous).toBe(true);
      previous = row.site;
      expect(seen.has(row.serial)).toBe(false);
      seen.add(row.serial);
    }
    cursor = page.nextCursor;
  } while (cursor);
  expect(seen.size).toBe(active);
});

it('shows a generated contract with its services and asset counts', async () => {
  const res = await user.get(`/mapi/contracts/CN-5000001?account_id=${NORTHWIND_ASTRO}`);
  expect(res.status).toBe(200);
  const contract = ZContractDetail.parse(res.body.content);
  expect(contract.services).toHaveLength(contract.servicesCount);
  expect(contract.assets.total).toBe(ASSETS_PER_CONTRACT);
});

it('keeps at most one pending renewal per contract in the database itself (unique partial index)', async () => {
  const { db } = portal.database;
  const pending = { contractNo: 'CN-5000002', accountId: NORTHWIND_ASTRO, state: 'pending' };
  await db.insert(contractRenewals).values(pending);
  await expect(db.insert(contractRenewals).values(pending)).rejects.toThrow();
  // Answered renewals are history: any number of them beside the pending one.
  await db.insert(contractRenewals).values([{ ...pending, state: 'declined' }, { ...pending, state: 'renewed' }]);
  const rows = await db.select({ state: contractRenewals.state }).from(contractRenewals).where(sql`contract_no = 'CN-5000002'`);
  expect(rows.map((r) => r.state).sort()).toEqual(['declined', 'pending', 'renewed']);
});
