import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, featureActivations, featureRenewals, hardware, outbox } from '../../src/server/db/schema/index.ts';
import {
  ZEntitlementOverview,
  ZEntitlementRow,
  ZHardwareRow,
  ZLicenseTracking,
  type TEntitlementOverview,
  type TEntitlementRow,
  type THardwareRow,
  type TLicenseTracking,
} from '../../src/shared/contracts/entitlements.ts';
import { EXPIRING_SOON_DAYS } from '../../src/shared/domain/entitlements.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * Entitlements (issue 31 point 3; spec sections 3-5): the Software and Hardware lists, hardware ID
 * errors, activation drawing the remaining quantity down atomically (two activations of the last
 * licence at once: exactly one), new hardware kept only when the activation succeeds, expired
 * entitlements refused, renewals pending with a notice in the outbox, Guests and foreign accounts
 * refused. A portal of its own (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
let portal: TTestPortal;
let user: TClient;
let admin: TClient;
let guest: TClient;
let contoso: TClient;

interface TPage<T> {
  rows: T[];
  total: number;
}

const A = NORTHWIND_ASTRO;
/** Entitlements of the seed (seed-entitlements.ts NORTHWIND). */
const AES = 'ENT-NA100001-001';
const CONSOLE_EXHAUSTED = 'ENT-NA100001-003';
const SEATS = 'ENT-NA100001-006';
const TEXTING_EXPIRED = 'ENT-NA100001-007';

function fields(res: TResponse) {
  return (res.body.content as { fields?: { path: string; message: { id: string; values?: Record<string, unknown> } }[] }).fields ?? [];
}

async function software(client: TClient, query = '') {
  return client.get<TPage<TEntitlementRow>>(`/mapi/entitlements/software?account_id=${A}&limit=100${query}`);
}

async function remaining(entitlementId: string): Promise<number> {
  const [row] = await portal.database.db
    .select({ n: entitlements.quantityRemaining })
    .from(entitlements)
    .where(eq(entitlements.entitlementId, entitlementId));
  return row!.n;
}

const activation = (over: Record<string, unknown> = {}) => ({
  account_id: A,
  entitlementIds: [AES],
  newHardware: false,
  hardwareId: '',
  quantity: 1,
  siteName: 'Hill Top',
  ...over,
});

async function someHardwareId(): Promise<string> {
  const [h] = await portal.database.db.select().from(hardware).where(eq(hardware.accountId, A)).limit(1);
  return h!.hardwareId;
}

beforeAll(async () => {
  portal = await startTestPortal('entitlements', { trustProxy: true });
  user = createClient({ baseUrl: portal.url, ip: '10.71.0.1' });
  admin = createClient({ baseUrl: portal.url, ip: '10.71.0.2' });
  guest = createClient({ baseUrl: portal.url, ip: '10.71.0.3' });
  contoso = createClient({ baseUrl: portal.url, ip: '10.71.0.4' });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  expect((await admin.login(demo().nwAdmin)).status).toBe(200);
  expect((await guest.login(demo().nwGuest)).status).toBe(200);
  expect((await contoso.login(demo().contoso)).status).toBe(200);
});

afterAll(async () => {
  await portal?.stop();
});

describe('Software and Hardware lists', () => {
  it('lists every entitlement with its quantities (available = remaining, active = total - remaining), soonest expiry first', async () => {
    const res = await software(user);
    expect(res.status).toBe(200);
    const rows = res.body.content.rows;
    expect(rows.length).toBe(8);
    for (const row of rows) {
      ZEntitlementRow.strict().parse(row);
      expect(row.available).toBe(row.remaining);
      expect(row.active).toBe(row.total - row.remaining);
    }
    const dates = rows.map((r) => r.expiresOn).filter((d) => d !== null);
    expect([...dates].sort()).toEqual(dates);
    expect(rows.find((r) => r.entitlementId === CONSOLE_EXHAUSTED)).toMatchObject({ remaining: 0, status: 'expiringSoon' });
    expect(rows.find((r) => r.entitlementId === TEXTING_EXPIRED)?.status).toBe('expired');
    expect(rows.find((r) => r.entitlementId === AES)).toMatchObject({ type: 'perpetual', expiresOn: null, status: 'active' });
  });

  it('filters by type and status and searches by feature words or part number', async () => {
    const perpetual = (await software(user, '&type=perpetual')).body.content.rows;
    expect(perpetual.map((r) => r.type)).toEqual(['perpetual', 'perpetual']);
    const expired = (await software(user, '&status=expired')).body.content.rows;
    expect(expired.map((r) => r.entitlementId)).toEqual([TEXTING_EXPIRED]);
    const found = (await software(user, '&q=rekeying')).body.content.rows;
    expect(found.map((r) => r.featureName)).toEqual(['Over-the-Air Rekeying']);
    expect((await software(user, '&q=HKVN4127')).body.content.rows.map((r) => r.entitlementId)).toEqual([SEATS]);
  });

  it('lists hardware with the features and sites activated on it; every kept hardware has at least one activation', async () => {
    const res = await user.get<TPage<THardwareRow>>(`/mapi/entitlements/hardware?account_id=${A}&limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.content.rows.length).toBeGreaterThan(1);
    for (const row of res.body.content.rows) {
      ZHardwareRow.strict().parse(row);
      expect(row.hardwareId).toMatch(/^[0-9A-F]{12}$/);
      expect(row.activatedFeatures.length).toBeGreaterThan(0);
      expect(row.licences).toBeGreaterThan(0);
    }
    const sites = new Set(res.body.content.rows.flatMap((r) => r.sites));
    expect(sites.size).toBeGreaterThan(1);
  });

  it('exports the Software list as CSV named by spec section 9', async () => {
    const res = await user.get(`/mapi/entitlements/software/export?account_id=${A}&format=csv&type=term`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="100001_Entitlements_SoftwareTerm.csv"');
  });

  it('refuses Guests (commercial data) and a foreign account on every route', async () => {
    for (const path of ['software', 'hardware', 'overview', 'choices', 'license-tracking']) {
      expect((await guest.get(`/mapi/entitlements/${path}?account_id=${A}`)).status).toBe(403);
      expect((await contoso.get(`/mapi/entitlements/${path}?account_id=${A}`)).status).toBe(403);
    }
    expect((await contoso.get(`/mapi/entitlements/software?account_id=${CONTOSO_LTE}`)).status).toBe(200);
  });
});

describe('Overview and License Tracking', () => {
  it('sums entitlements by type and lists what expires within 90 days, soonest first', async () => {
    const res = await user.get<TEntitlementOverview>(`/mapi/entitlements/overview?account_id=${A}`);
    expect(res.status).toBe(200);
    const o = ZEntitlementOverview.parse(res.body.content);
    const rows = (await software(user)).body.content.rows;
    expect(o.totals.entitlements).toBe(rows.length);
    expect(o.totals.total).toBe(rows.reduce((n, r) => n + r.total, 0));
    expect(o.totals.active).toBe(rows.reduce((n, r) => n + r.active, 0));
    expect(o.byType.reduce((n, t) => n + t.entitlements, 0)).toBe(rows.length);
    expect(o.expiringSoon.map((e) => e.entitlementId)).toEqual(
      rows.filter((r) => r.status === 'expiringSoon').map((r) => r.entitlementId),
    );
    for (const e of o.expiringSoon) expect(e.daysLeft).toBeLessThanOrEqual(EXPIRING_SOON_DAYS);
    expect(o.totals.expired).toBe(1);
    expect(o.totals.exhausted).toBeGreaterThanOrEqual(1);
  });

  it('answers licences in use against entitled per feature and per site, filtered by site', async () => {
    const res = await user.get<TLicenseTracking>(`/mapi/entitlements/license-tracking?account_id=${A}`);
    const t = ZLicenseTracking.parse(res.body.content);
    for (const f of t.features) {
      expect(f.sites.reduce((n, s) => n + s.inUse, 0)).toBe(f.inUse);
      expect(f.inUse).toBeLessThanOrEqual(f.entitled);
    }
    const site = t.siteNames[0]!;
    const one = (await user.get<TLicenseTracking>(`/mapi/entitlements/license-tracking?account_id=${A}&site=${encodeURIComponent(site)}`))
      .body.content;
    expect(one.features.length).toBeGreaterThan(0);
    expect(one.features.flatMap((f) => f.sites.map((s) => s.siteName))).toEqual(one.features.map(() => site));
  });
});

describe('Activate Features', () => {
  it('needs at least one feature, a hardware and a quantity (spec section 5 messages on their fields)', async () => {
    const res = await user.post('/mapi/entitlements/activations', { ...activation({ entitlementIds: [], hardwareId: '' }), quantity: undefined });
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries(fields(res).map((f) => [f.path, f.message.id]));
    expect(byPath['body.entitlementIds']).toBe('Entitlements.validation.featureRequired');
    expect(byPath['body.hardwareId']).toBe('Entitlements.validation.hardwareRequired');
    expect(byPath['body.quantity']).toBe('Entitlements.validation.quantityRequired');
    expect(res.body.content).toMatchObject({ message: 'Some of the values you entered are not valid.' });
  });

  it('refuses an invalid hardware ID and a duplicate one, translated, on the field', async () => {
    const invalid = await user.post(
      '/mapi/entitlements/activations',
      activation({ newHardware: true, hardwareId: 'XYZ-123', hardwareName: 'Lab', hardwareProduct: 'APX NEXT Radio' }),
      { headers: { 'accept-language': 'de-DE' } },
    );
    expect(invalid.status).toBe(400);
    expect(fields(invalid)).toEqual([
      { path: 'body.hardwareId', message: expect.objectContaining({ id: 'Entitlements.validation.hardwareInvalid' }) },
    ]);
    expect(invalid.body.content).toMatchObject({ message: expect.stringContaining('Werte') });
    const existing = await someHardwareId();
    const duplicate = await user.post(
      '/mapi/entitlements/activations',
      activation({ newHardware: true, hardwareId: existing.toLowerCase().replace(/(..)(?!$)/g, '$1:'), hardwareName: 'Lab', hardwareProduct: 'x' }),
    );
    expect(duplicate.status).toBe(400);
    expect(fields(duplicate)[0]).toEqual({
      path: 'body.hardwareId',
      message: { id: 'Entitlements.validation.hardwareDuplicate', values: { hardwareId: existing } },
    });
  });

  it('activates on new hardware: remaining goes down, the hardware is kept with the feature at the site', async () => {
    const before = await remaining(AES);
    const res = await user.post<{ hardwareId: string; hardwareCreated: boolean; activations: { remaining: number }[] }>(
      '/mapi/entitlements/activations',
      activation({ newHardware: true, hardwareId: '00-a0-c9-14-c8-29', hardwareName: 'Lab radio', hardwareProduct: 'APX NEXT Radio', quantity: 3, siteName: 'Lab' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ hardwareId: '00A0C914C829', hardwareCreated: true, activations: [{ remaining: before - 3 }] });
    expect(await remaining(AES)).toBe(before - 3);
    const list = await user.get<TPage<THardwareRow>>(`/mapi/entitlements/hardware?account_id=${A}&q=00A0C914C829`);
    expect(list.body.content.rows).toEqual([
      expect.objectContaining({ hardwareId: '00A0C914C829', name: 'Lab radio', activatedFeatures: ['AES-256 Encryption'], sites: ['Lab'], licences: 3 }),
    ]);
  });

  it('keeps new hardware only when every activation succeeds: one exhausted feature undoes all', async () => {
    const before = await remaining(AES);
    const res = await user.post(
      '/mapi/entitlements/activations',
      activation({ entitlementIds: [AES, CONSOLE_EXHAUSTED], newHardware: true, hardwareId: '0011223344AA', hardwareName: 'Spare', hardwareProduct: 'Zone Controller' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ServerValidation.409NotEnoughLicences');
    expect(fields(res)[0]).toMatchObject({ path: 'body.entitlementIds', message: { id: 'Entitlements.validation.notEnough', values: { available: 0 } } });
    expect(await remaining(AES)).toBe(before);
    const kept = await portal.database.db.select().from(hardware).where(and(eq(hardware.accountId, A), eq(hardware.hardwareId, '0011223344AA')));
    expect(kept).toEqual([]);
  });

  it('refuses an expired entitlement', async () => {
    const res = await user.post('/mapi/entitlements/activations', activation({ entitlementIds: [TEXTING_EXPIRED], hardwareId: await someHardwareId() }));
    expect(res.status).toBe(400);
    expect(fields(res)[0]?.message.id).toBe('Entitlements.validation.featureExpired');
  });

  it('two activations of the last licence at once: exactly one succeeds, the other is a translated 409', async () => {
    await portal.database.db.update(entitlements).set({ quantityRemaining: 1 }).where(eq(entitlements.entitlementId, SEATS));
    const count = async () =>
      (await portal.database.db.select({ n: sql<number>`count(*)::int` }).from(featureActivations).where(eq(featureActivations.entitlementId, SEATS)))[0]!.n;
    const activationsBefore = await count();
    const hardwareId = await someHardwareId();
    const body = activation({ entitlementIds: [SEATS], hardwareId });
    const answers = await Promise.all([user.post('/mapi/entitlements/activations', body), admin.post('/mapi/entitlements/activations', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({ result: false, code: 'ServerValidation.409NotEnoughLicences' });
    expect((refused.body.content as { message: string }).message).toMatch(/Not enough licenses/);
    expect(await remaining(SEATS)).toBe(0);
    expect(await count()).toBe(activationsBefore + 1);
  });

  it('is refused to Guests and on a foreign account (403), writing nothing', async () => {
    const before = await remaining(AES);
    const body = activation({ hardwareId: await someHardwareId() });
    expect((await guest.post('/mapi/entitlements/activations', body)).status).toBe(403);
    expect((await contoso.post('/mapi/entitlements/activations', body)).status).toBe(403);
    expect(await remaining(AES)).toBe(before);
  });
});

describe('Renew Features', () => {
  const OTAR = 'ENT-NA100001-002';

  it('leaves the entitlement pending and a notice to the support manager in the outbox; a second request is refused', async () => {
    const res = await user.post<{ pending: string[]; notified: string }>('/mapi/entitlements/renewals', {
      account_id: A,
      entitlementIds: [OTAR],
      termMonths: 12,
      quantity: 50,
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ pending: [OTAR], notified: 'Dana Whitfield' });
    const [pending] = await portal.database.db.select().from(featureRenewals).where(eq(featureRenewals.entitlementId, OTAR));
    expect(pending).toMatchObject({ status: 'pending', termMonths: 12, quantity: 50 });
    const mails = await portal.database.db.select().from(outbox).where(and(eq(outbox.kind, 'entitlement.renewal'), eq(outbox.accountId, A)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toMatch(/^dana\.whitfield@/);
    expect(mails[0]!.body).toContain(OTAR);
    const row = (await software(user, `&q=${OTAR}`)).body.content.rows[0]!;
    expect(row.renewalPending).toBe(true);
    // Nothing renewed: the expiration date is unchanged.
    expect(row.status).toBe('expiringSoon');
    const again = await user.post('/mapi/entitlements/renewals', { account_id: A, entitlementIds: [OTAR], termMonths: 24, quantity: 50 });
    expect(again.status).toBe(400);
    expect(fields(again)[0]?.message.id).toBe('Entitlements.validation.renewalPending');
  });

  it('refuses a perpetual entitlement, Guests and a foreign account', async () => {
    const perpetual = await user.post('/mapi/entitlements/renewals', { account_id: A, entitlementIds: [AES], termMonths: 12, quantity: 1 });
    expect(fields(perpetual)[0]?.message.id).toBe('Entitlements.validation.perpetual');
    const body = { account_id: A, entitlementIds: [SEATS], termMonths: 12, quantity: 1 };
    expect((await guest.post('/mapi/entitlements/renewals', body)).status).toBe(403);
    expect((await contoso.post('/mapi/entitlements/renewals', body)).status).toBe(403);
    expect(await portal.database.db.select().from(featureRenewals).where(eq(featureRenewals.entitlementId, SEATS))).toEqual([]);
  });
});
