import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCsv } from '../support/csv-parse.ts';
import {
  ZContractDetail,
  ZContractListPage,
  ZContractRow,
  ZCoverageListPage,
  ZCoverageRow,
  type TContractDetail,
  type TContractRow,
  type TCoverageRow,
} from '../../src/shared/contracts/contracts.ts';
import { ZOutboxPage } from '../../src/shared/contracts/outbox.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * Contracts, coverage and renewal (spec section 3 Contract, section 4 contract and coverage asset
 * states, "a renewal does not renew at once"; issue 31 point 2). The demo contracts of Northwind
 * ASTRO are the seed's (seed-contracts.ts), written down here on purpose: CN-1000001..CN-1000010.
 */

interface TPage<R> {
  rows: R[];
  total: number;
  applied: { dropped: string[]; corrected: string[] };
}

const C = {
  fixed: 'CN-1000001',
  evergreen: 'CN-1000002',
  expired: 'CN-1000003',
  soon: 'CN-1000004',
  concurrent: 'CN-1000006',
  toRenew: 'CN-1000009',
  contoso: 'CN-2000001',
};

let user: TClient;
let guest: TClient;
let contoso: TClient;
let vendor: TClient;

const today = new Date().toISOString().slice(0, 10);

const contracts = (c: TClient, query: Record<string, string> = {}, account = NORTHWIND_ASTRO) =>
  c.get<TPage<TContractRow>>(`/mapi/contracts?${new URLSearchParams({ account_id: account, limit: '100', ...query }).toString()}`);
const coverage = (c: TClient, query: Record<string, string> = {}, account = NORTHWIND_ASTRO) =>
  c.get<TPage<TCoverageRow>>(`/mapi/coverage?${new URLSearchParams({ account_id: account, limit: '100', ...query }).toString()}`);
const detail = (c: TClient, no: string, account = NORTHWIND_ASTRO) =>
  c.get<TContractDetail>(`/mapi/contracts/${no}?account_id=${account}`);
const renew = (c: TClient, no: string, body: Record<string, unknown> = {}, account = NORTHWIND_ASTRO) =>
  c.post<TContractDetail>(`/mapi/contracts/${no}/renewal`, { account_id: account, ...body });
const answer = (c: TClient, no: string, body: Record<string, unknown>) =>
  c.post<TContractDetail>(`/mapi/contracts/${no}/renewal/answer`, { account_id: NORTHWIND_ASTRO, ...body });

function download(c: TClient, path: string) {
  return fetch(`${inject('baseUrl')}${path}`, {
    headers: { cookie: c.cookieHeader() },
  });
}

function fieldIds(res: TResponse) {
  return ((res.body.content as { fields?: { message: { id: string } }[] }).fields ?? []).map((f) => f.message.id);
}

beforeAll(async () => {
  user = createClient({ ip: '10.65.0.1' });
  guest = createClient({ ip: '10.65.0.2' });
  contoso = createClient({ ip: '10.65.0.3' });
  vendor = createClient({ ip: '10.65.0.4' });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  expect((await guest.login(demo().nwGuest)).status).toBe(200);
  expect((await contoso.login(demo().contoso)).status).toBe(200);
  expect((await vendor.login(demo().vendorAdmin)).status).toBe(200);
});

describe('contract list', () => {
  it('answers exactly its contract with the four types and the three derived statuses', async () => {
    const res = await contracts(user);
    expect(res.status).toBe(200);
    const page = ZContractListPage.parse(res.body.content);
    for (const row of page.rows) ZContractRow.parse(row);
    expect(page.total).toBe(10);
    expect(new Set(page.rows.map((r) => r.type))).toEqual(
      new Set(['service', 'serviceAgreement', 'warranty', 'warrantyExtended']),
    );
    for (const r of page.rows) {
      const expected = r.evergreen ? 'activeEvergreen' : r.expirationDate! >= today ? 'activeFixedTerm' : 'expired';
      expect(r.status, r.contractNumber).toBe(expected);
      expect(r.evergreen).toBe(r.expirationDate === null);
    }
    expect(new Set(page.rows.map((r) => r.status))).toEqual(new Set(['activeFixedTerm', 'activeEvergreen', 'expired']));
    // Expiring within 60 days, auto renew or not, is in the demo data.
    expect(page.rows.some((r) => r.status === 'activeFixedTerm' && r.expirationDate! <= addDays(today, 60))).toBe(true);
  });

  it('filters by the derived status, auto renew and evergreen, with totals that match', async () => {
    const all = ZContractListPage.parse((await contracts(user)).body.content).rows as TContractRow[];
    const expired = (await contracts(user, { status: 'expired' })).body.content;
    expect(expired.rows.map((r) => r.contractNumber).sort()).toEqual(
      all.filter((r) => r.status === 'expired').map((r) => r.contractNumber).sort(),
    );
    expect(expired.rows.map((r) => r.contractNumber)).toContain(C.expired);
    expect(expired.total).toBe(expired.rows.length);

    const auto = (await contracts(user, { auto_renew: 'yes' })).body.content;
    expect(auto.rows.length).toBe(all.filter((r) => r.autoRenew).length);
    expect(auto.rows.every((r) => r.autoRenew)).toBe(true);
    const notAuto = (await contracts(user, { auto_renew: '0' })).body.content;
    expect(notAuto.total + auto.total).toBe(all.length);

    const evergreen = (await contracts(user, { evergreen: 'y' })).body.content;
    expect(evergreen.rows.map((r) => r.contractNumber).sort()).toEqual([C.evergreen, 'CN-1000008']);
    expect(evergreen.rows.every((r) => r.status === 'activeEvergreen')).toBe(true);

    const bad = (await contracts(user, { status: 'lapsed' })).body.content;
    expect(bad.applied.dropped).toContain('status');
  });

  it('refuses Guests and foreign accounts', async () => {
    expect((await contracts(guest)).status).toBe(403);
    expect((await contracts(contoso)).status).toBe(403);
    expect((await coverage(guest)).status).toBe(403);
    expect((await detail(guest, C.fixed)).status).toBe(403);
    expect((await detail(contoso, C.fixed)).status).toBe(403);
  });
});

describe('exports', () => {
  it('names the contract and coverage exports after spec section 9, with the rows of the list', async () => {
    const res = await download(
      user,
      `/mapi/contracts/export?account_id=${NORTHWIND_ASTRO}&format=csv&status=expired&expiration_from=2020-01-01&expiration_to=2099-12-31&columns=contractNumber,status,expirationDate`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="100001_Contracts_Expired_2020-01-01_2099-12-31.csv"',
    );
    const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Contract number', 'Status', 'Expiration date']);
    const listed = (await contracts(user, { status: 'expired', expiration_from: '2020-01-01', expiration_to: '2099-12-31' })).body.content.rows;
    expect(rows).toEqual(listed.map((r) => [r.contractNumber, 'Expired', r.expirationDate]));

    const assets = await download(user, `/mapi/coverage/export?account_id=${NORTHWIND_ASTRO}&format=csv&state=retired&columns=serial,state`);
    expect(assets.status).toBe(200);
    expect(assets.headers.get('content-disposition')).toMatch(/^attachment; filename="100001_Coverage_Retired.*\.csv"$/);
    expect((await download(guest, `/mapi/coverage/export?account_id=${NORTHWIND_ASTRO}&format=csv`)).status).toBe(403);
  });
});

describe('contract detail', () => {
  it('answers the list row with its services and asset counts; another account\'s contract is 404', async () => {
    const row = (await contracts(user, { q: C.fixed })).body.content.rows.find((r) => r.contractNumber === C.fixed)!;
    const res = await detail(user, C.fixed);
    expect(res.status).toBe(200);
    const d = ZContractDetail.parse(res.body.content);
    const { services, renewal, renewable, assets, ...asRow } = d;
    expect(asRow).toEqual(row);
    expect(services.length).toBe(d.servicesCount);
    expect(services.map((s) => s.lineNo)).toEqual(services.map((_, i) => i + 1));
    expect(renewal).toBeNull();
    expect(renewable).toBe(true);
    const covered = (await coverage(user, { contract: C.fixed })).body.content;
    expect(assets.total).toBe(covered.total);
    expect(assets.outOfCoverage).toBe(covered.rows.filter((r) => !r.inCoverage).length);
    expect((await detail(user, C.contoso)).status).toBe(404);
    expect((await detail(user, 'CN-9999999')).status).toBe(404);
  });
});

describe('coverage list', () => {
  it('answers exactly its contract; assets in all three states, some out of coverage for each reason', async () => {
    const res = await coverage(user);
    expect(res.status).toBe(200);
    const page = ZCoverageListPage.parse(res.body.content);
    for (const row of page.rows) ZCoverageRow.parse(row);
    expect(page.total).toBeGreaterThan(50);
    const rows = page.rows as TCoverageRow[];
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['active', 'inactive', 'retired']));
    const all = ZContractListPage.parse((await contracts(user)).body.content).rows as TContractRow[];
    const statusOf = new Map(all.map((c) => [c.contractNumber, c.status]));
    for (const r of rows) {
      const expected = r.state === 'active' && r.coveredUntil >= today && statusOf.get(r.contract) !== 'expired';
      expect(r.inCoverage, r.serial).toBe(expected);
    }
    expect(rows.some((r) => r.state === 'active' && r.coveredUntil < today)).toBe(true);
    expect(rows.some((r) => r.state === 'active' && statusOf.get(r.contract) === 'expired')).toBe(true);
  });

  it('filters by contract, state, site, model and coverage, with totals that match', async () => {
    const byContract = (await coverage(user, { contract: C.expired })).body.content;
    expect(byContract.rows.length).toBeGreaterThan(0);
    expect(byContract.rows.every((r) => r.contract === C.expired && !r.inCoverage)).toBe(true);

    const retired = (await coverage(user, { state: 'retired' })).body.content;
    expect(retired.rows.length).toBeGreaterThan(0);
    expect(retired.rows.every((r) => r.state === 'retired')).toBe(true);
    expect(retired.total).toBe(retired.rows.length);

    const site = (await coverage(user, { site: 'courthouse' })).body.content;
    expect(site.rows.length).toBeGreaterThan(0);
    expect(site.rows.every((r) => r.site === 'County Courthouse')).toBe(true);

    const model = (await coverage(user, { model: 'APX900' })).body.content;
    expect(model.rows.length).toBeGreaterThan(0);
    expect(model.rows.every((r) => r.model === 'APX900')).toBe(true);
    // Model and contract are codes: the whole code in any case, never a part of another (APX-NEXT is not APX).
    expect((await coverage(user, { model: 'apx900' })).body.content.total).toBe(model.total);
    expect((await coverage(user, { model: 'APX' })).body.content.total).toBe(0);
    expect((await coverage(user, { contract: C.expired.toLowerCase() })).body.content.total).toBe(byContract.total);

    const out = (await coverage(user, { in_coverage: 'no' })).body.content;
    const inside = (await coverage(user, { in_coverage: 'yes' })).body.content;
    expect(out.rows.every((r) => !r.inCoverage)).toBe(true);
    expect(inside.rows.every((r) => r.inCoverage)).toBe(true);
    expect(out.total + inside.total).toBe((await coverage(user)).body.content.total);
  });
});

describe('renewal', () => {
  it('records a pending renewal, notices the support manager, and refuses a second one and an evergreen contract', async () => {
    expect((await renew(guest, C.toRenew)).status).toBe(403);
    expect((await renew(contoso, C.toRenew)).status).toBe(403);
    expect((await renew(user, C.contoso)).status).toBe(404);

    const res = await renew(user, C.toRenew, { comment: 'Please renew for two more years' });
    expect(res.status).toBe(200);
    const d = ZContractDetail.parse(res.body.content);
    expect(d.renewal?.state).toBe('pending');
    expect(d.renewal?.comment).toBe('Please renew for two more years');
    expect(d.renewalPendingSince).not.toBeNull();
    expect(d.renewable).toBe(false);
    // Not renewed at once: the expiration date is unchanged, the list shows it pending.
    const row = (await contracts(user)).body.content.rows.find((r) => r.contractNumber === C.toRenew)!;
    expect(row.expirationDate).toBe(d.expirationDate);
    expect(row.renewalPendingSince).toBe(d.renewalPendingSince);

    const mails = await vendor.get(`/mapi/admin/outbox?q=${C.toRenew}`);
    expect(mails.status).toBe(200);
    const notices = ZOutboxPage.parse(mails.body.content).items.filter((r) => r.kind === 'contract.renewal');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toContain(C.toRenew);
    expect(notices[0]!.body).toContain('Please renew for two more years');

    const again = await renew(user, C.toRenew);
    expect(again.status).toBe(400);
    expect(fieldIds(again)).toEqual(['Contracts.renewal.refusedPending']);
    const evergreen = await renew(user, C.evergreen);
    expect(evergreen.status).toBe(400);
    expect(fieldIds(evergreen)).toEqual(['Contracts.renewal.refusedEvergreen']);
  });

  it('leaves exactly one pending renewal when several are asked at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => renew(user, C.concurrent)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(4);
    const d = ZContractDetail.parse((await detail(user, C.concurrent)).body.content);
    expect(d.renewal?.state).toBe('pending');
    const mails = ZOutboxPage.parse((await vendor.get(`/mapi/admin/outbox?q=${C.concurrent}`)).body.content);
    expect(mails.items.filter((r) => r.kind === 'contract.renewal')).toHaveLength(1);
  });

  it('takes the back office answer from vendor staff only: renewed moves the expiration, declined needs a reason', async () => {
    const before = ZContractDetail.parse((await detail(user, C.toRenew)).body.content);
    const newDate = addDays(before.expirationDate!, 365);
    expect((await answer(user, C.toRenew, { decision: 'renewed', newExpirationDate: newDate })).status).toBe(403);
    const tooEarly = await answer(vendor, C.toRenew, { decision: 'renewed', newExpirationDate: before.expirationDate });
    expect(tooEarly.status).toBe(400);

    const renewed = await answer(vendor, C.toRenew, { decision: 'renewed', newExpirationDate: newDate });
    expect(renewed.status).toBe(200);
    const after = ZContractDetail.parse((await detail(user, C.toRenew)).body.content);
    expect(after.expirationDate).toBe(newDate);
    expect(after.renewalPendingSince).toBeNull();
    expect(after.renewal).toMatchObject({ state: 'renewed', newExpirationDate: newDate });
    expect(after.renewable).toBe(true);
    expect((await answer(vendor, C.toRenew, { decision: 'declined', reason: 'x' })).status).toBe(400);

    const noReason = await answer(vendor, C.concurrent, { decision: 'declined' });
    expect(noReason.status).toBe(400);
    expect(fieldIds(noReason)).toEqual(['Contracts.renewal.reasonRequired']);
    const declined = await answer(vendor, C.concurrent, { decision: 'declined', reason: 'Product end of life' });
    expect(declined.status).toBe(200);
    const d = ZContractDetail.parse(declined.body.content);
    expect(d.renewal).toMatchObject({ state: 'declined', declineReason: 'Product end of life' });
    expect(d.renewalPendingSince).toBeNull();

    const audit = await vendor.get(`/mapi/audit/events?event=contract_renewal_answer&account_id=${NORTHWIND_ASTRO}`);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body.content)).toContain(C.toRenew);
  });
});

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

void CONTOSO_LTE;
