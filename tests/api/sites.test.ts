import { beforeAll, describe, expect, it } from 'vitest';
import type { TAuditPage } from '../../src/shared/contracts/audit.ts';
import { ZSiteRow, type TCaseSites, type TSite, type TSiteRow } from '../../src/shared/contracts/sites.ts';
import { ownAccount } from '../support/own-accounts.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * Sites of the managed networks (issue 32 point 2; spec sections 3, 5, 8): the list of an account's
 * sites (list engine), the sites a case may name, creation and change by vendor staff with the
 * rules of spec section 5 and the errors of section 8, each mapped from the database too.
 */
interface TPage {
  rows: TSiteRow[];
  total: number;
}

let vendorAdmin: TClient;
let staff: TClient;
let nwAdmin: TClient;
let nwUser: TClient;

/** A valid new site of NA-100001 in a zone no seeded site uses. */
let serial = 0;
function newSite(over: Record<string, unknown> = {}) {
  serial++;
  return {
    account_id: NORTHWIND_ASTRO,
    name: `Test site ${serial}`,
    siteId: serial,
    zoneId: 90,
    type: 'simulcast',
    subnetwork: ['Voice', 'Data', 'Backhaul'],
    primeSite: false,
    latitude: 41.75,
    longitude: -88.2,
    faultManagerId: `FM-T${serial}`,
    networkProfile: 'P25 Phase 2 TDMA',
    showInCaseManagement: true,
    showInPerformance: true,
    thresholdCount: 5,
    thresholdPercent: 75,
    thresholdMax: 10,
    ...over,
  };
}

function fields(res: TResponse) {
  return (res.body.content as { fields?: { path: string; message: { id: string; values?: Record<string, unknown> } }[] }).fields ?? [];
}

beforeAll(async () => {
  vendorAdmin = createClient({ ip: '10.72.0.1' });
  staff = createClient({ ip: '10.72.0.2' });
  nwAdmin = createClient({ ip: '10.72.0.3' });
  nwUser = createClient({ ip: '10.72.0.4' });
  expect((await vendorAdmin.login(demo().vendorAdmin)).status).toBe(200);
  expect((await staff.login(demo().staff)).status).toBe(200);
  expect((await nwAdmin.login(demo().nwAdmin)).status).toBe(200);
  expect((await nwUser.login(demo().nwUser)).status).toBe(200);
});

describe('the sites of an account', () => {
  // An account of this file's own (tests/support/own-accounts.ts): the authorization matrix creates
  // and changes sites of the Northwind and Contoso accounts while this file runs beside it.
  const own = ownAccount('sites');
  let ownUser: TClient;
  beforeAll(async () => {
    ownUser = createClient({ ip: '10.72.0.5' });
    expect((await ownUser.login(own.user)).status).toBe(200);
  });

  it('lists every field of each site on the list engine, filtered by the two flags', async () => {
    const res = await ownUser.get<TPage>(`/mapi/sites?account_id=${own.id}&limit=100`);
    expect(res.status).toBe(200);
    const rows = res.body.content.rows.map((r) => ZSiteRow.strict().parse(r));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.every((r) => r.latitude >= -90 && r.latitude <= 90 && r.longitude >= -180 && r.longitude <= 180)).toBe(true);
    const perf = await ownUser.get<TPage>(`/mapi/sites?account_id=${own.id}&show_in_performance=yes&limit=100`);
    expect(perf.body.content.rows.every((r) => r.showInPerformance)).toBe(true);
    expect(perf.body.content.total).toBe(rows.filter((r) => r.showInPerformance).length);
    expect(perf.body.content.total).toBeLessThan(rows.length);
    const kind = rows[0]!.subnetwork[0]!;
    const ofKind = await ownUser.get<TPage>(`/mapi/sites?account_id=${own.id}&subnetwork=${kind}&limit=100`);
    expect(ofKind.body.content.total).toBe(rows.filter((r) => r.subnetwork.includes(kind)).length);
    expect(ofKind.body.content.rows.every((r) => r.subnetwork.includes(kind))).toBe(true);
    expect((await ownUser.get(`/mapi/sites?account_id=${CONTOSO_LTE}`)).status).toBe(403);
  });

  it('gives case management only the sites flagged for it, named by their label', async () => {
    const all = (await ownUser.get<TPage>(`/mapi/sites?account_id=${own.id}&limit=100`)).body.content.rows;
    const res = await ownUser.get<TCaseSites>(`/mapi/sites/case-management?account_id=${own.id}`);
    expect(res.status).toBe(200);
    const flagged = all.filter((r) => r.showInCaseManagement);
    expect(flagged.length).toBeLessThan(all.length);
    expect(res.body.content.sites.map((s) => s.id).sort()).toEqual(flagged.map((r) => r.id).sort());
    for (const s of res.body.content.sites) expect(s.label).toBe(`${s.name} (${s.zoneId}/${s.siteId})`);
    expect((await ownUser.get(`/mapi/sites/case-management?account_id=${CONTOSO_LTE}`)).status).toBe(403);
  });
});

describe('staff create and change sites', () => {
  it('lets vendor staff create a site, answered as its list row, and audits it', async () => {
    const body = newSite({ subnetwork: ['Dispatch', 'Backhaul'], type: 'dispatch', primeSite: true });
    const res = await vendorAdmin.post<TSite>('/mapi/sites', body);
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      name: body.name,
      siteId: body.siteId,
      zoneId: 90,
      subnetwork: ['Dispatch', 'Backhaul'],
      primeSite: true,
      faultManagerId: body.faultManagerId,
      networkId: `NET-${NORTHWIND_ASTRO}`,
    });
    const detail = await nwUser.get<TSite>(`/mapi/sites/${res.body.content.id}?account_id=${NORTHWIND_ASTRO}`);
    expect(detail.body.content).toEqual(res.body.content);
    const log = await vendorAdmin.get<TAuditPage>(`/mapi/audit/events?event=site_create&account_id=${NORTHWIND_ASTRO}&limit=5`);
    expect(log.body.content.items[0]!.detail).toMatchObject({ siteKey: res.body.content.id, name: body.name });
  });

  it('refuses customers, even Administrators (403), and staff on an account they do not hold', async () => {
    expect((await nwAdmin.post('/mapi/sites', newSite())).status).toBe(403);
    expect((await nwUser.post('/mapi/sites', newSite())).status).toBe(403);
    const foreign = await staff.post('/mapi/sites', newSite());
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('ServerValidation.403NoAccountAccess');
    // The staff member's own account (Contoso's LTE network).
    const own = await staff.post<TSite>('/mapi/sites', newSite({ account_id: CONTOSO_LTE, subnetwork: ['Data'], type: 'data' }));
    expect(own.status).toBe(200);
    expect(own.body.content.networkId).toBe(`NET-${CONTOSO_LTE}`);
  });

  it.each([
    ['latitude', 90.5],
    ['latitude', -91],
    ['longitude', 180.01],
    ['longitude', -200],
  ])('refuses %s %s (spec section 5), naming the field', async (field, value) => {
    const res = await vendorAdmin.post('/mapi/sites', newSite({ [field]: value }));
    expect(res.status).toBe(400);
    expect(fields(res).map((f) => f.path)).toEqual([`body.${field}`]);
  });

  it.each([
    [['Voice', 'Data', 'Paging', 'Backhaul'], true],
    [['Paging', 'Voice'], true],
    [['Dispatch', 'Backhaul'], true],
    [['Dispatch'], true],
    [['Paging'], true],
    [['Voice', 'Dispatch'], false],
    [['Dispatch', 'Data', 'Backhaul'], false],
    [['Voice', 'Voice'], false],
  ])('sub-networks %j allowed: %s', async (subnetwork, allowed) => {
    const res = await vendorAdmin.post('/mapi/sites', newSite({ subnetwork }));
    expect(res.status, JSON.stringify(res.body)).toBe(allowed ? 200 : 400);
    if (!allowed) {
      expect(fields(res)).toEqual([
        { path: 'body.subnetwork', message: { id: 'Sites.validation.subnetworkCombination', values: { field: 'Subnetwork' } } },
      ]);
    }
  });

  it('refuses no sub-network at all', async () => {
    const res = await vendorAdmin.post('/mapi/sites', newSite({ subnetwork: [] }));
    expect(res.status).toBe(400);
    expect(fields(res)[0]!.path).toBe('body.subnetwork');
  });

  it("says 'Fault Manager ID site exists' and 'site ID and zone ID pair exists', never a 500", async () => {
    const first = newSite();
    expect((await vendorAdmin.post('/mapi/sites', first)).status).toBe(200);
    const fm = await vendorAdmin.post('/mapi/sites', newSite({ faultManagerId: first.faultManagerId }));
    expect(fm.status).toBe(400);
    expect(fm.body.code).toBe('ServerValidation.400FaultManagerIdSiteExists');
    expect(fm.body.content).toMatchObject({ message: 'A site with this Fault Manager ID already exists.' });
    expect(fields(fm).map((f) => f.path)).toEqual(['body.faultManagerId']);
    const pair = await vendorAdmin.post('/mapi/sites', newSite({ siteId: first.siteId, zoneId: first.zoneId }));
    expect(pair.status).toBe(400);
    expect(pair.body.code).toBe('ServerValidation.400SiteIdZoneIdPairExists');
    expect(fields(pair).map((f) => f.path)).toEqual(['body.siteId', 'body.zoneId']);
    // The same Fault Manager ID in another network is another network's business.
    expect(
      (await vendorAdmin.post('/mapi/sites', newSite({ account_id: CONTOSO_LTE, faultManagerId: first.faultManagerId, subnetwork: ['Data'] }))).status,
    ).toBe(200);
  });

  it('maps the database unique constraints when two creations race (one wins, the other gets the spec error)', async () => {
    const a = newSite();
    const b = newSite({ faultManagerId: a.faultManagerId });
    const both = await Promise.all([vendorAdmin.post('/mapi/sites', a), vendorAdmin.post('/mapi/sites', b)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.body.code).toBe('ServerValidation.400FaultManagerIdSiteExists');
    const c = newSite();
    const d = newSite({ siteId: c.siteId, zoneId: c.zoneId });
    const pair = await Promise.all([vendorAdmin.post('/mapi/sites', c), vendorAdmin.post('/mapi/sites', d)]);
    expect(pair.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(pair.find((r) => r.status === 400)!.body.code).toBe('ServerValidation.400SiteIdZoneIdPairExists');
  });

  it('refuses a threshold count above the threshold maximum and a percent above 100', async () => {
    const over = await vendorAdmin.post('/mapi/sites', newSite({ thresholdCount: 11, thresholdMax: 10 }));
    expect(fields(over)).toEqual([
      { path: 'body.thresholdCount', message: { id: 'Sites.validation.countAboveMax', values: { max: 10 } } },
    ]);
    const percent = await vendorAdmin.post('/mapi/sites', newSite({ thresholdPercent: 101 }));
    expect(fields(percent).map((f) => f.path)).toEqual(['body.thresholdPercent']);
  });

  it('changes a site with the same rules; its own Fault Manager ID and pair stay its own; another account is 404', async () => {
    const created = (await vendorAdmin.post<TSite>('/mapi/sites', newSite())).body.content;
    const other = newSite();
    expect((await vendorAdmin.post('/mapi/sites', other)).status).toBe(200);
    const { id, networkId: _n, ...row } = created;
    expect(row.showInCaseManagement).toBe(true);
    const body = {
      ...row,
      account_id: NORTHWIND_ASTRO,
      name: 'Renamed site',
      showInCaseManagement: false,
      faultManagerId: row.faultManagerId ?? undefined,
      networkProfile: row.networkProfile ?? undefined,
      thresholdCount: row.thresholdCount ?? undefined,
      thresholdPercent: row.thresholdPercent ?? undefined,
      thresholdMax: row.thresholdMax ?? undefined,
    };
    const res = await vendorAdmin.put<TSite>(`/mapi/sites/${id}`, body);
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ id, name: 'Renamed site', showInCaseManagement: false });
    const log = await vendorAdmin.get<TAuditPage>(`/mapi/audit/events?event=site_update&account_id=${NORTHWIND_ASTRO}&limit=5`);
    expect(log.body.content.items[0]!.detail).toEqual({
      siteKey: id,
      networkId: created.networkId,
      fields: ['name', 'showInCaseManagement'],
      changes: { name: { from: created.name, to: 'Renamed site' }, showInCaseManagement: { from: true, to: false } },
    });
    const sitesForCases = (await nwUser.get<TCaseSites>(`/mapi/sites/case-management?account_id=${NORTHWIND_ASTRO}`)).body.content.sites;
    expect(sitesForCases.map((s) => s.id)).not.toContain(id);
    const clash = await vendorAdmin.put(`/mapi/sites/${id}`, { ...body, faultManagerId: other.faultManagerId });
    expect(clash.body.code).toBe('ServerValidation.400FaultManagerIdSiteExists');
    const badLat = await vendorAdmin.put(`/mapi/sites/${id}`, { ...body, latitude: 95 });
    expect(badLat.status).toBe(400);
    expect((await vendorAdmin.put(`/mapi/sites/${id}`, { ...body, account_id: CONTOSO_LTE })).status).toBe(404);
    expect((await nwAdmin.put(`/mapi/sites/${id}`, body)).status).toBe(403);
  });
});

describe('the site of a new case or ticket', () => {
  const CASE = {
    account_id: NORTHWIND_ASTRO,
    category: 'tsu',
    caseType: 'Incident',
    title: 'Portable radios drop calls at a site',
    description: 'Several radios drop calls near the site since Monday.',
  };
  const TICKET = {
    account_id: NORTHWIND_ASTRO,
    title: 'Replace a feed line',
    description: 'Reflected power is high.',
    type: 'incident',
    site: 'typed by an old client',
    impact: 2,
    urgency: 3,
  };

  it("names a site picked from the account's case sites by its label, for a case and a ticket", async () => {
    const site = (await nwUser.get<TCaseSites>(`/mapi/sites/case-management?account_id=${NORTHWIND_ASTRO}`)).body.content.sites[0]!;
    const created = await nwUser.post<{ caseNumber: string }>('/mapi/cases', { ...CASE, siteRef: site.id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const detail = await nwUser.get<{ site: string }>(`/mapi/cases/${created.body.content.caseNumber}?account_id=${NORTHWIND_ASTRO}`);
    expect(detail.body.content.site).toBe(site.label);
    const ticket = await nwUser.post<{ ticketId: string }>('/mapi/tickets', { ...TICKET, site: site.label, siteRef: site.id });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    const t = await nwUser.get<{ site: string }>(`/mapi/tickets/${ticket.body.content.ticketId}?account_id=${NORTHWIND_ASTRO}`);
    expect(t.body.content.site).toBe(site.label);
  });

  it('refuses a site hidden from case management and a site of another account, on siteRef', async () => {
    const all = (await nwUser.get<TPage>(`/mapi/sites?account_id=${NORTHWIND_ASTRO}&show_in_case_management=no&limit=10`)).body.content.rows;
    expect(all.length).toBeGreaterThan(0);
    const contosoSite = (await staff.get<TPage>(`/mapi/sites?account_id=${CONTOSO_LTE}&limit=1`)).body.content.rows[0]!;
    for (const siteRef of [all[0]!.id, contosoSite.id, 2_000_000_000]) {
      const res = await nwUser.post('/mapi/cases', { ...CASE, siteRef });
      expect(res.status).toBe(400);
      expect(fields(res)).toEqual([{ path: 'body.siteRef', message: { id: 'Sites.validation.notForCaseManagement' } }]);
      const t = await nwUser.post('/mapi/tickets', { ...TICKET, siteRef });
      expect(fields(t).map((f) => f.path)).toEqual(['body.siteRef']);
    }
  });

  it('keeps the free text of older clients and old cases readable', async () => {
    const ticket = await nwUser.post<{ ticketId: string }>('/mapi/tickets', TICKET);
    expect(ticket.status).toBe(200);
    const t = await nwUser.get<{ site: string }>(`/mapi/tickets/${ticket.body.content.ticketId}?account_id=${NORTHWIND_ASTRO}`);
    expect(t.body.content.site).toBe('typed by an old client');
    const old = await nwUser.get<{ rows: { site: string | null }[] }>(`/mapi/cases?account_id=${NORTHWIND_ASTRO}&limit=50`);
    expect(old.body.content.rows.some((r) => r.site !== null)).toBe(true);
  });
});
