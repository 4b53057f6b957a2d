import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ZAntivirusRow,
  ZBulletinRow,
  ZPatchRow,
  ZRecentVersions,
  ZSoftwareUpdateRow,
  ZSystemConfiguration,
  ZSystemOverview,
  type TAntivirusRow,
  type TBulletinRow,
  type TPatchRow,
  type TSoftwareUpdateRow,
  type TSystemOverview,
} from '../../src/shared/contracts/system.ts';
import { DEMO_BULLETINS } from '../../src/server/db/seed/seed-system.ts';
import { parseCsv } from '../support/csv-parse.ts';
import { pdfText } from '../support/pdf-text.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, NORTHWIND_TRBO, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * The account's system (issue 32 points 7 and 8; spec sections 2 and 3): System Overview and
 * Configuration, upgrade requests through a Technical Request case, SUS and RSUS updates and the
 * recent versions report (ASTRO 2020.1 and later only, on the server too), patch history and
 * antivirus on the list engine, and the security bulletins matched to the system with their
 * evidence export. Northwind's ASTRO account runs 2019.2, LACR-300004's 2020.1.
 */
interface TPage<T> {
  rows: T[];
  total: number;
}

/**
 * An ASTRO 25 account on release 2020.1 (the recent versions report applies). Shared: other files
 * read it and its staff create cases on it, as this file does; its guest login is blocked by the
 * audit test, so this file reads as its User.
 */
const lacr = { id: 'LACR-300004', user: 'user.lacr-300004@c004.example' };
let lacrUser: TClient;
let nwUser: TClient;
let nwGuest: TClient;
let contoso: TClient;
let staff: TClient;

function download(c: TClient, path: string) {
  return fetch(`${inject('baseUrl')}${path}`, { headers: { cookie: c.cookieHeader() } });
}
function fieldIds(res: TResponse) {
  return ((res.body.content as { fields?: { path: string; message: { id: string } }[] }).fields ?? []).map((f) => `${f.path} ${f.message.id}`);
}

beforeAll(async () => {
  lacrUser = createClient({ ip: '10.74.0.1' });
  nwUser = createClient({ ip: '10.74.0.3' });
  nwGuest = createClient({ ip: '10.74.0.4' });
  contoso = createClient({ ip: '10.74.0.5' });
  staff = createClient({ ip: '10.74.0.6' });
  expect((await staff.login(demo().staff)).status).toBe(200);
  expect((await lacrUser.login(lacr.user)).status).toBe(200);
  expect((await nwUser.login(demo().nwUser)).status).toBe(200);
  expect((await nwGuest.login(demo().nwGuest)).status).toBe(200);
  expect((await contoso.login(demo().contoso)).status).toBe(200);
});

describe('System Overview and System Configuration', () => {
  it("answers the system release, the later releases and the network's zones and sites with their versions", async () => {
    const res = await nwGuest.get<TSystemOverview>(`/mapi/system/overview?account_id=${NORTHWIND_ASTRO}`);
    expect(res.status).toBe(200);
    const o = ZSystemOverview.strict().parse(res.body.content);
    expect(o.system).toMatchObject({ systemName: 'ASTRO 25', currentVersion: '2019.2' });
    expect(o.upgradeTargets).toEqual(['2020.1', '2022.1', '2024.1']);
    expect(o.recentVersionsReport).toBe(false);
    expect(o.network?.type).toBe('ASTRO 25');
    expect(o.zones.length).toBeGreaterThan(0);
    const sites = o.zones.flatMap((z) => z.sites);
    expect(sites.length).toBeGreaterThanOrEqual(10);
    // Every seeded site carries its SUS and RSUS site components (a site staff add later, as the
    // authorization matrix does on this shared account, has none until its software is reported).
    const services = sites.map((s) => [...new Set(s.versions.map((v) => v.service))].sort().join(','));
    expect(services.filter((x) => x === 'RSUS,SUS').length).toBeGreaterThanOrEqual(10);
    expect(services.filter((x) => x !== 'RSUS,SUS' && x !== '')).toEqual([]);
    expect((await lacrUser.get<TSystemOverview>(`/mapi/system/overview?account_id=${lacr.id}`)).body.content.recentVersionsReport).toBe(true);
  });

  it("refuses another account's overview and gives the configuration to Users, not Guests", async () => {
    expect((await contoso.get(`/mapi/system/overview?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
    const conf = await nwUser.get(`/mapi/system/configuration?account_id=${NORTHWIND_ASTRO}`);
    expect(conf.status).toBe(200);
    const c = ZSystemConfiguration.strict().parse(conf.body.content);
    expect(c.network).not.toBeNull();
    expect(c.network!.sites).toBe(Object.values(c.network!.sitesByType).reduce((a, b) => a + b, 0));
    expect(c.network!.subnetworks.length).toBeGreaterThan(0);
    expect(c.network!.hosts).toBeGreaterThan(0);
    expect((await nwGuest.get(`/mapi/system/configuration?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
  });
});

describe('upgrade requests', () => {
  it('opens a Technical Request case through the cases module and answers its number', async () => {
    // The cases module's own rules hold: this LACR account creates cases through motomanager, so
    // its customer users may not open one (spec section 6); vendor staff holding it may.
    const denied = await lacrUser.post('/mapi/system/upgrade-requests', { account_id: lacr.id, targetRelease: '2024.1' });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('ServerValidation.403CaseCreationDenied');
    const res = await staff.post<{ caseNumber: string }>('/mapi/system/upgrade-requests', {
      account_id: lacr.id,
      targetRelease: '2024.1',
      preferredDate: '2027-03-01',
      notes: 'Maintenance window on a Sunday night please.',
    });
    expect(res.status).toBe(200);
    expect(res.body.content.caseNumber).toMatch(/^\d{8}$/);
    const c = await staff.get<{ caseType: string; title: string; description: string; category: string }>(
      `/mapi/cases/${res.body.content.caseNumber}?account_id=${lacr.id}`,
    );
    expect(c.status).toBe(200);
    expect(c.body.content).toMatchObject({ caseType: 'Technical Request', title: 'Upgrade request: ASTRO 25 2020.1 to 2024.1' });
    expect(c.body.content.description).toContain('Maintenance window on a Sunday night please.');
    expect(c.body.content.description).toContain('2027-03-01');
  });

  it('refuses a release that is not later than the current one, a Guest, and a foreign account', async () => {
    const same = await staff.post('/mapi/system/upgrade-requests', { account_id: lacr.id, targetRelease: '2020.1' });
    expect(same.status).toBe(400);
    expect(fieldIds(same)).toEqual(['body.targetRelease System.upgrade.notLaterRelease']);
    const none = await staff.post('/mapi/system/upgrade-requests', { account_id: lacr.id });
    expect(fieldIds(none)).toEqual(['body.targetRelease Validation.mandatory']);
    expect((await nwGuest.post('/mapi/system/upgrade-requests', { account_id: NORTHWIND_ASTRO, targetRelease: '2024.1' })).status).toBe(403);
    expect((await contoso.post('/mapi/system/upgrade-requests', { account_id: lacr.id, targetRelease: '2024.1' })).status).toBe(403);
  });
});

describe('SUS and RSUS software updates', () => {
  it('lists the installed software by site, zone and system, each row as its level says', async () => {
    for (const level of ['site', 'zone', 'system'] as const) {
      const res = await nwUser.get<TPage<TSoftwareUpdateRow>>(
        `/mapi/system/software-updates?account_id=${NORTHWIND_ASTRO}&service=SUS&level=${level}&limit=200`,
      );
      expect(res.status).toBe(200);
      const rows = res.body.content.rows.map((r) => ZSoftwareUpdateRow.strict().parse(r));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.service === 'SUS' && r.level === level)).toBe(true);
      expect(rows.every((r) => (r.siteName !== null) === (level === 'site'))).toBe(true);
      expect(rows.every((r) => (r.zoneId !== null) === (level !== 'system'))).toBe(true);
      expect(rows.every((r) => r.upToDate === (r.installedVersion === r.latestVersion))).toBe(true);
    }
    const behind = await nwUser.get<TPage<TSoftwareUpdateRow>>(
      `/mapi/system/software-updates?account_id=${NORTHWIND_ASTRO}&service=RSUS&up_to_date=no&limit=200`,
    );
    expect(behind.body.content.rows.every((r) => r.service === 'RSUS' && !r.upToDate)).toBe(true);
    expect((await nwGuest.get(`/mapi/system/software-updates?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
  });

  it('gives the recent versions report only to ASTRO system release 2020.1 and later', async () => {
    const res = await lacrUser.get(`/mapi/system/software-updates/recent?account_id=${lacr.id}&service=RSUS`);
    expect(res.status).toBe(200);
    const report = ZRecentVersions.strict().parse(res.body.content);
    expect(report.systemRelease).toBe('2020.1');
    expect(report.components.length).toBeGreaterThan(0);
    const list = await lacrUser.get<TPage<TSoftwareUpdateRow>>(`/mapi/system/software-updates?account_id=${lacr.id}&service=RSUS&limit=500`);
    expect(report.components.reduce((a, c) => a + c.installed + c.behind, 0)).toBe(list.body.content.total);
    // ASTRO 2019.2 and a MOTOTRBO system: the report does not exist for them.
    expect((await nwUser.get(`/mapi/system/software-updates/recent?account_id=${NORTHWIND_ASTRO}`)).status).toBe(404);
    expect((await nwUser.get(`/mapi/system/software-updates/recent?account_id=${NORTHWIND_TRBO}`)).status).toBe(404);
    expect((await contoso.get(`/mapi/system/software-updates/recent?account_id=${lacr.id}`)).status).toBe(403);
  });
});

describe('patch history and antivirus', () => {
  it('lists patches with the spec fields, filtered by OS type and scan date, and exports them', async () => {
    const res = await nwGuest.get<TPage<TPatchRow>>(`/mapi/system/patches?account_id=${NORTHWIND_ASTRO}&limit=500`);
    expect(res.status).toBe(200);
    const rows = res.body.content.rows.map((r) => ZPatchRow.strict().parse(r));
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((r) => r.scanDate)).toEqual([...rows.map((r) => r.scanDate)].sort().reverse());
    const linux = await nwGuest.get<TPage<TPatchRow>>(`/mapi/system/patches?account_id=${NORTHWIND_ASTRO}&os_type=Linux&limit=500`);
    expect(linux.body.content.rows.length).toBeGreaterThan(0);
    expect(linux.body.content.rows.every((r) => r.osType === 'Linux')).toBe(true);
    expect(linux.body.content.total).toBe(rows.filter((r) => r.osType === 'Linux').length);
    const csv = await download(nwGuest, `/mapi/system/patches/export?account_id=${NORTHWIND_ASTRO}&format=csv&os_type=Windows`);
    expect(csv.status).toBe(200);
    const lines = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
    expect(lines[0]).toEqual(['Patch number', 'OS type', 'IP address', 'Hostname', 'Scan date (UTC)']);
    expect(lines.length - 1).toBe(rows.filter((r) => r.osType === 'Windows').length);
    expect((await contoso.get(`/mapi/system/patches?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
  });

  it('lists antivirus definitions per host scan, filtered by hostname', async () => {
    const res = await nwGuest.get<TPage<TAntivirusRow>>(`/mapi/system/antivirus?account_id=${NORTHWIND_ASTRO}&limit=500`);
    expect(res.status).toBe(200);
    const rows = res.body.content.rows.map((r) => ZAntivirusRow.strict().parse(r));
    expect(rows.length).toBeGreaterThan(0);
    const host = rows[0]!.hostname;
    const one = await nwGuest.get<TPage<TAntivirusRow>>(`/mapi/system/antivirus?account_id=${NORTHWIND_ASTRO}&hostname=${host}&limit=500`);
    expect(one.body.content.rows.every((r) => r.hostname.includes(host))).toBe(true);
    expect(one.body.content.total).toBe(rows.filter((r) => r.hostname.includes(host)).length);
  });
});

describe('security bulletins matched to the system', () => {
  it("lists exactly the bulletins naming the account's release, each with its patch and whether patch history shows it", async () => {
    const res = await lacrUser.get<TPage<TBulletinRow>>(`/mapi/system/bulletins?account_id=${lacr.id}&limit=100`);
    expect(res.status).toBe(200);
    const rows = res.body.content.rows.map((r) => ZBulletinRow.strict().parse(r));
    const expected = DEMO_BULLETINS.flatMap((b) =>
      b.targets.filter((t) => t.systemName === 'ASTRO 25' && t.releases.includes('2020.1')).map((t) => `${b.id} ${t.component} ${t.fixingPatch}`),
    );
    expect(rows.map((r) => `${r.bulletinId} ${r.component} ${r.fixingPatch}`).sort()).toEqual(expected.sort());
    expect(rows.every((r) => r.systemName === 'ASTRO 25' && r.systemRelease === '2020.1')).toBe(true);
    for (const r of rows) {
      const patches = await lacrUser.get<TPage<TPatchRow>>(`/mapi/system/patches?account_id=${lacr.id}&patch=${encodeURIComponent(r.fixingPatch)}&limit=500`);
      const hosts = new Set(patches.body.content.rows.filter((p) => p.patchNumber === r.fixingPatch).map((p) => p.hostname));
      expect(r.applied, r.bulletinId).toBe(hosts.size > 0);
      expect(r.appliedHosts, r.bulletinId).toBe(hosts.size);
      expect(r.lastApplied === null, r.bulletinId).toBe(hosts.size === 0);
    }
    // The demo has both: patches applied and patches missing.
    expect(new Set(rows.map((r) => r.applied))).toEqual(new Set([true, false]));
    const missing = await lacrUser.get<TPage<TBulletinRow>>(`/mapi/system/bulletins?account_id=${lacr.id}&applied=no&limit=100`);
    expect(missing.body.content.total).toBe(rows.filter((r) => !r.applied).length);
    // Another system's release sees other bulletins: Northwind's 2019.2 has the UEM bulletin, not the Zone Controller one.
    const nw = await nwGuest.get<TPage<TBulletinRow>>(`/mapi/system/bulletins?account_id=${NORTHWIND_ASTRO}&limit=100`);
    expect(nw.body.content.rows.map((r) => r.bulletinId)).toContain('MSB-2025-006');
    expect(nw.body.content.rows.map((r) => r.bulletinId)).not.toContain('MSB-2024-012');
    const lte = await contoso.get<TPage<TBulletinRow>>(`/mapi/system/bulletins?account_id=${CONTOSO_LTE}&limit=100`);
    expect(lte.body.content.rows.every((r) => r.systemName === 'LTE Broadband')).toBe(true);
    expect((await contoso.get(`/mapi/system/bulletins?account_id=${lacr.id}`)).status).toBe(403);
  });

  it('exports the evidence as CSV and PDF', async () => {
    const rows = (await lacrUser.get<TPage<TBulletinRow>>(`/mapi/system/bulletins?account_id=${lacr.id}&limit=100`)).body.content.rows;
    const csv = await download(lacrUser, `/mapi/system/bulletins/export?account_id=${lacr.id}&format=csv&columns=bulletinId,systemRelease,component,fixingPatch,applied`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/SecurityBulletins/);
    const lines = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
    expect(lines[0]).toEqual(['Bulletin', 'System release', 'Component', 'Fixing patch', 'Patch applied']);
    expect(lines.length - 1).toBe(rows.length);
    const pdf = await download(lacrUser, `/mapi/system/bulletins/export?account_id=${lacr.id}&format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/pdf/);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).pages.join('\n');
    expect(text).toContain('Security bulletins matched to the system');
    for (const r of rows) expect(text).toContain(r.bulletinId);
  });
});
