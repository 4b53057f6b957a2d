import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/index.ts';
import {
  ZMyActivityRow,
  ZOtherActivityRow,
  type TMyActivityRow,
  type TOtherActivityRow,
} from '../../src/shared/contracts/activities.ts';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { parseCsv } from '../support/csv-parse.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, openTestCase, type TClient } from './client.ts';

/**
 * My activities and Other users' activities (spec section 2 screens, section 9 "Activity search
 * archive 6 months"): the audit log read by the users themselves, on the list engine. A portal of
 * its own, so that every entry on it is this file's.
 */
interface TPage<R> {
  rows: R[];
  total: number;
  applied: { dropped: string[]; corrected: string[] };
}

let portal: TTestPortal;
let user: TClient;
let admin: TClient;
let staff: TClient;
let userMe: TStatus['user'];
let adminMe: TStatus['user'];
let staffMe: TStatus['user'];
let caseNumber: string;
let proxiedCase: string;

async function signedIn(login: string, ip: string): Promise<[TClient, TStatus['user']]> {
  const c = createClient({ baseUrl: portal.url, ip });
  expect((await c.login(login)).status, login).toBe(200);
  return [c, (await c.get<TStatus>('/mapi/index/status')).body.content.user];
}

const nameOf = (u: TStatus['user']) => `${u.firstName} ${u.lastName}`;

function mine(c: TClient, query: Record<string, string> = {}, account = NORTHWIND_ASTRO) {
  return c.get<TPage<TMyActivityRow>>(
    `/mapi/activities/mine?${new URLSearchParams({ account_id: account, limit: '100', ...query }).toString()}`,
  );
}

function others(c: TClient, query: Record<string, string> = {}, account = NORTHWIND_ASTRO) {
  return c.get<TPage<TOtherActivityRow>>(
    `/mapi/activities/others?${new URLSearchParams({ account_id: account, limit: '100', ...query }).toString()}`,
  );
}

beforeAll(async () => {
  portal = await startTestPortal('activities', { trustProxy: true });
  [user, userMe] = await signedIn(demo().nwUser, '10.93.0.1');
  [admin, adminMe] = await signedIn(demo().nwAdmin, '10.93.0.2');
  [staff, staffMe] = await signedIn(demo().vendorAdmin, '10.93.0.3');
  caseNumber = await openTestCase(user, 'Activity: my case', 'Opened by the user.');
  // Vendor staff act as the user and open a case for them.
  const list = await staff.get<{ users: { id: string; email: string }[] }>(`/mapi/proxy/users?account_id=${NORTHWIND_ASTRO}`);
  const target = list.body.content.users.find((u) => u.email === demo().nwUser)!;
  expect((await staff.post('/mapi/proxy/start', { account_id: NORTHWIND_ASTRO, user_id: target.id })).status).toBe(200);
  proxiedCase = await openTestCase(staff, 'Activity: opened by staff', 'Opened in proxy mode.');
  expect((await staff.post('/mapi/proxy/end', {})).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('My activities', () => {
  it("lists the user's own actions on the account, newest first, each row as its contract says", async () => {
    const res = await mine(user);
    expect(res.status).toBe(200);
    const rows = res.body.content.rows;
    for (const row of rows) expect(() => ZMyActivityRow.strict().parse(row)).not.toThrow();
    const times = rows.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(rows.find((r) => r.event === 'case_create' && r.reference === caseNumber)).toMatchObject({
      actor: null,
      address: '10.93.0.1',
    });
    expect(rows.find((r) => r.event === 'login')).toMatchObject({ address: '10.93.0.1' });
    // Nobody else's actions: the administrator's sign-in is not here.
    expect(rows.some((r) => r.address === '10.93.0.2')).toBe(false);
    expect(res.body.content.total).toBe(rows.length);
  });

  it('shows what vendor staff did for the user in proxy mode, naming them, without the per-request record', async () => {
    const rows = (await mine(user)).body.content.rows;
    expect(rows.find((r) => r.reference === proxiedCase)).toMatchObject({
      event: 'case_create',
      actor: nameOf(staffMe),
      address: '10.93.0.3',
    });
    expect(rows.some((r) => (r.event as string) === 'proxy_request')).toBe(false);
    // The staff member's own list has the proxy start and end on this account.
    const theirs = (await mine(staff)).body.content.rows.map((r) => r.event);
    expect(theirs).toEqual(expect.arrayContaining(['proxy_start', 'proxy_end']));
  });

  it('filters by activity, by what it is about and by date', async () => {
    const created = (await mine(user, { event: 'case_create' })).body.content.rows;
    expect(created.map((r) => r.reference).sort()).toEqual([caseNumber, proxiedCase].sort());
    const about = (await mine(user, { reference: caseNumber })).body.content.rows;
    expect(about.map((r) => r.event)).toEqual(['case_create']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await mine(user, { date_from: today, date_to: today })).body.content.total).toBeGreaterThan(0);
    expect((await mine(user, { date_from: '2020-01-01', date_to: '2020-01-31' })).body.content.total).toBe(0);
    const bad = (await mine(user, { event: 'proxy_request' })).body.content;
    expect(bad.applied.dropped).toContain('event');
  });

  it('reaches back six months and no further', async () => {
    const day = 86_400_000;
    await portal.database.db.insert(auditLog).values([
      { event: 'ticket_create', userId: userMe.id, actorUserId: userMe.id, accountId: NORTHWIND_ASTRO, at: new Date(Date.now() - 150 * day), detail: { ticketId: '70990001' } },
      { event: 'ticket_create', userId: userMe.id, actorUserId: userMe.id, accountId: NORTHWIND_ASTRO, at: new Date(Date.now() - 200 * day), detail: { ticketId: '70990002' } },
    ]);
    const refs = (await mine(user, { event: 'ticket_create' })).body.content.rows.map((r) => r.reference);
    expect(refs).toContain('70990001');
    expect(refs).not.toContain('70990002');
  });

  it('is the caller’s account only: another account is refused', async () => {
    expect((await mine(user, {}, CONTOSO_LTE)).status).toBe(403);
  });

  it('exports the list with each activity in the reader’s language', async () => {
    const res = await fetch(
      `${portal.url}/mapi/activities/mine/export?account_id=${NORTHWIND_ASTRO}&format=csv&event=case_create`,
      { headers: { cookie: user.cookieHeader(), 'accept-language': 'de-DE' } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/Activities_Mine/);
    const table = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    const eventColumn = table[0]!.indexOf('Aktivität');
    expect(eventColumn).toBeGreaterThanOrEqual(0);
    expect(new Set(table.slice(1).map((r) => r[eventColumn]))).toEqual(new Set(['Fall eröffnet']));
  });
});

describe("Other users' activities", () => {
  it("shows an Administrator what the account's other users did, named, without their addresses or the Administrator's own", async () => {
    const res = await others(admin);
    expect(res.status).toBe(200);
    const rows = res.body.content.rows;
    for (const row of rows) expect(() => ZOtherActivityRow.strict().parse(row)).not.toThrow();
    expect(rows.find((r) => r.reference === caseNumber)).toMatchObject({ event: 'case_create', user: nameOf(userMe), actor: null });
    expect(rows.find((r) => r.reference === proxiedCase)).toMatchObject({ user: nameOf(userMe), actor: nameOf(staffMe) });
    expect(rows.some((r) => r.user === nameOf(adminMe))).toBe(false);
    expect((await others(admin, { user: userMe.lastName, event: 'case_create' })).body.content.total).toBe(2);
  });

  it('is for Administrators of the account only', async () => {
    expect((await others(user)).status).toBe(403);
    expect((await others(admin, {}, CONTOSO_LTE)).status).toBe(403);
    expect((await others(staff)).status).toBe(200);
  });
});
