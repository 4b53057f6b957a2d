import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminAlert, type TAdminAlert, type TCriticalAlerts } from '../../src/shared/contracts/alerts.ts';
import type { TAuditPage } from '../../src/shared/contracts/audit.ts';
import { deleteExpiredAlerts } from '../../src/server/modules/alerts/jobs.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, NORTHWIND_TRBO, createClient, demo, type TClient } from './client.ts';

/**
 * Alerts (issue 33 point 3; spec sections 2, 3, 4, 6, 8, 9): vendor staff with access to all
 * accounts create, change, activate and deactivate them, with the spec's messages; customers read
 * the alerts active for their account only, and only when the account has a network and getAlerts
 * (checked by the server); an alert inactive for more than 30 days is deleted by the retention job.
 * A portal of its own: the test changes an account's permissions and ages alerts in the database.
 */

type TPage = { rows: { alertId: number; title: string; severity: string; message: string }[]; total: number };
type TAdminPage = { rows: TAdminAlert[]; total: number };
const CONTOSO_WAVE = 'EMEA-200002';

let portal: TTestPortal;
let vendorAdmin: TClient;
let staff: TClient;
let nwUser: TClient;
let nwGuest: TClient;
let contoso: TClient;

const RUN = Date.now().toString(36);
const base = (over: Record<string, unknown> = {}) => ({
  title: `Zone controller failover ${RUN}`,
  message: 'Talkgroups stay available; calls take longer to set up.',
  severity: 'critical',
  showAlways: true,
  allAccounts: false,
  accountIds: [NORTHWIND_ASTRO],
  ...over,
});

async function create(over: Record<string, unknown> = {}): Promise<TAdminAlert> {
  const res = await vendorAdmin.post<TAdminAlert>('/mapi/admin/alerts', base(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content;
}

async function titles(client: TClient, account: string): Promise<string[]> {
  const res = await client.get<TPage>(`/mapi/alerts?account_id=${account}&limit=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content.rows.map((r) => r.title);
}

function fieldIds(body: unknown): Record<string, string> {
  const fields = (body as { content: { fields?: { path: string; message: { id: string } }[] } }).content.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.path, f.message.id]));
}

beforeAll(async () => {
  portal = await startTestPortal('alerts');
  const client = () => createClient({ baseUrl: portal.url });
  [vendorAdmin, staff, nwUser, nwGuest, contoso] = [client(), client(), client(), client(), client()];
  const d = demo();
  for (const [c, login] of [
    [vendorAdmin, d.vendorAdmin],
    [staff, d.staff],
    [nwUser, d.nwUser],
    [nwGuest, d.nwGuest],
    [contoso, d.contoso],
  ] as const)
    expect((await c.login(login)).status).toBe(200);
});

afterAll(async () => {
  await portal?.stop();
});

describe('administration (vendor staff with all accounts)', () => {
  it('creates an alert for chosen accounts, active, and audits it', async () => {
    const alert = await create();
    expect(alert).toMatchObject({
      severity: 'critical',
      showAlways: true,
      allAccounts: false,
      accountIds: [NORTHWIND_ASTRO],
      active: true,
      status: 'active',
      inactiveSince: null,
      updatedBy: 'Avery Admin',
    });
    const audit = await vendorAdmin.get<TAuditPage>('/mapi/audit/events?event=alert_create');
    expect(audit.body.content.items.some((e) => (e.detail as { alertId?: number } | null)?.alertId === alert.id)).toBe(true);
  });

  it('refuses customers and staff without access to all accounts (403), and anonymous callers (401)', async () => {
    for (const c of [nwUser, contoso, staff]) {
      for (const path of ['/mapi/admin/alerts', '/mapi/admin/alerts/columns', '/mapi/admin/alerts/export?format=csv'])
        expect((await c.get(path)).status, path).toBe(403);
      expect((await c.post('/mapi/admin/alerts', base())).status).toBe(403);
      expect((await c.post('/mapi/admin/alerts/state', { alert_id: 1, active: false })).status).toBe(403);
    }
    expect((await createClient({ baseUrl: portal.url }).get('/mapi/admin/alerts')).status).toBe(401);
  });

  it("answers the spec's messages: required fields, a period's end after its start, at least one account, unknown accounts", async () => {
    const empty = await vendorAdmin.post('/mapi/admin/alerts', base({ title: ' ', message: '' }));
    expect(empty.status).toBe(400);
    expect(Object.keys(fieldIds(empty.body))).toEqual(expect.arrayContaining(['body.title', 'body.message']));

    const period = await vendorAdmin.post(
      '/mapi/admin/alerts',
      base({ showAlways: false, activeFrom: '2030-01-02T00:00:00Z', activeTo: '2030-01-01T00:00:00Z' }),
    );
    expect(period.status).toBe(400);
    expect(fieldIds(period.body)['body.activeTo']).toBe('Validation.endNotAfterStart');

    const noPeriod = await vendorAdmin.post('/mapi/admin/alerts', base({ showAlways: false }));
    expect(fieldIds(noPeriod.body)).toMatchObject({ 'body.activeFrom': 'Validation.mandatory', 'body.activeTo': 'Validation.mandatory' });

    const none = await vendorAdmin.post('/mapi/admin/alerts', base({ accountIds: [] }));
    expect(none.status).toBe(400);
    expect(fieldIds(none.body)['body.accountIds']).toBe('Validation.atLeastOneAccount');

    const unknown = await vendorAdmin.post('/mapi/admin/alerts', base({ accountIds: ['NA-999999'] }));
    expect(unknown.status).toBe(400);
    expect(fieldIds(unknown.body)['body.accountIds']).toBe('Alerts.admin.unknownAccounts');

    const severity = await vendorAdmin.post('/mapi/admin/alerts', base({ severity: 'urgent' }));
    expect(severity.status).toBe(400);
  });

  it("answers 'no alert ID' (400) when a change names no alert, 404 for an unknown one", async () => {
    const put = await vendorAdmin.put('/mapi/admin/alerts', base());
    expect(put.status).toBe(400);
    expect(put.body.code).toBe('ServerValidation.400NoAlertId');
    const state = await vendorAdmin.post('/mapi/admin/alerts/state', { active: false });
    expect(state.body.code).toBe('ServerValidation.400NoAlertId');
    expect((await vendorAdmin.put('/mapi/admin/alerts', base({ alert_id: 999_999 }))).status).toBe(404);
    expect((await vendorAdmin.post('/mapi/admin/alerts/state', { alert_id: 999_999, active: true })).status).toBe(404);
  });

  it('changes an alert, deactivates and activates it; the list filters by status and severity', async () => {
    const alert = await create({ severity: 'medium', title: `Backhaul ${RUN}` });
    const changed = await vendorAdmin.put<TAdminAlert>('/mapi/admin/alerts', {
      ...base({ severity: 'information', title: `Backhaul (changed) ${RUN}`, allAccounts: true }),
      alert_id: alert.id,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.content).toMatchObject({ severity: 'information', allAccounts: true, accountIds: [] });

    const off = await vendorAdmin.post<TAdminAlert>('/mapi/admin/alerts/state', { alert_id: alert.id, active: false });
    expect(off.body.content).toMatchObject({ active: false, status: 'inactive' });
    expect(off.body.content.inactiveSince).not.toBeNull();
    const inactive = await vendorAdmin.get<TAdminPage>('/mapi/admin/alerts?status=inactive&limit=100');
    expect(inactive.body.content.rows.map((a) => a.id)).toContain(alert.id);
    const activeCritical = await vendorAdmin.get<TAdminPage>('/mapi/admin/alerts?status=active&severity=critical&limit=100');
    expect(activeCritical.body.content.rows.every((a) => a.status === 'active' && a.severity === 'critical')).toBe(true);
    expect(activeCritical.body.content.rows.map((a) => a.id)).not.toContain(alert.id);
    // Each row is exactly what the alert's own calls answer.
    for (const row of activeCritical.body.content.rows) ZAdminAlert.parse(row);
    expect(inactive.body.content.rows.find((a) => a.id === alert.id)).toEqual(off.body.content);

    const on = await vendorAdmin.post<TAdminAlert>('/mapi/admin/alerts/state', { alert_id: alert.id, active: true });
    expect(on.body.content).toMatchObject({ active: true, status: 'active', inactiveSince: null });
    await vendorAdmin.post('/mapi/admin/alerts/state', { alert_id: alert.id, active: false });
  });

  it('lists every alert over every account on the list engine: search by account, sort, and export', async () => {
    const mine = await create({ title: `Trunking site 7 ${RUN}`, severity: 'information', accountIds: [NORTHWIND_TRBO] });
    const everyone = await create({ title: `Everyone maintenance ${RUN}`, severity: 'medium', allAccounts: true, accountIds: [] });
    try {
      // No account_id: the list is not one account's.
      const found = await vendorAdmin.get<TAdminPage>(`/mapi/admin/alerts?q=${NORTHWIND_TRBO}&limit=100`);
      expect(found.status).toBe(200);
      const ids = found.body.content.rows.map((a) => a.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(everyone.id);
      expect(found.body.content.rows.every((a) => a.accountIds.includes(NORTHWIND_TRBO))).toBe(true);
      const bySeverity = await vendorAdmin.get<TAdminPage>(`/mapi/admin/alerts?q=${RUN}&sort=severity&dir=asc&limit=100`);
      const ranks = bySeverity.body.content.rows.map((a) => ['critical', 'medium', 'information'].indexOf(a.severity));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const columns = await vendorAdmin.get<{ id: string; filterKey?: string }[]>('/mapi/admin/alerts/columns');
      expect(columns.status).toBe(200);
      expect(columns.body.content.filter((c) => c.filterKey).map((c) => c.filterKey)).toEqual(['severity', 'status', 'showAlways', 'updated']);
      // Unfiltered: every alert, whatever account it names.
      const all = await vendorAdmin.get<TAdminPage>('/mapi/admin/alerts?limit=100');
      expect(all.body.content.rows.map((a) => a.id)).toEqual(expect.arrayContaining([mine.id, everyone.id]));

      const csv = await fetch(`${portal.url}/mapi/admin/alerts/export?format=csv&q=${RUN}&columns=title,severity,accountIds`, {
        headers: { cookie: vendorAdmin.cookieHeader() },
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toContain('filename="Alerts_All.csv"');
      const lines = (await csv.text()).split('\n');
      expect(lines.find((l) => l.includes(`Trunking site 7 ${RUN}`))).toContain(NORTHWIND_TRBO);
      expect(lines.find((l) => l.includes(`Everyone maintenance ${RUN}`))).toContain('Every account');
    } finally {
      for (const a of [mine, everyone]) await vendorAdmin.post('/mapi/admin/alerts/state', { alert_id: a.id, active: false });
    }
  });

  it('pages the administration list by cursor, with no account', async () => {
    const made: TAdminAlert[] = [];
    try {
      for (let i = 0; i < 11; i++) made.push(await create({ title: `Paging ${i} ${RUN}`, severity: 'information', accountIds: [CONTOSO_LTE] }));
      const first = await vendorAdmin.get<TAdminPage & { nextCursor: string | null }>(`/mapi/admin/alerts?q=Paging%20${RUN}&limit=10&sort=title&dir=asc`);
      expect(first.body.content.total).toBe(11);
      expect(first.body.content.rows).toHaveLength(10);
      const next = await vendorAdmin.get<TAdminPage>(
        `/mapi/admin/alerts?q=Paging%20${RUN}&limit=10&sort=title&dir=asc&cursor=${encodeURIComponent(first.body.content.nextCursor!)}`,
      );
      expect(next.status).toBe(200);
      const titles = [...first.body.content.rows, ...next.body.content.rows].map((a) => a.title);
      expect(titles).toEqual(made.map((a) => a.title).sort());
    } finally {
      for (const a of made) await vendorAdmin.post('/mapi/admin/alerts/state', { alert_id: a.id, active: false });
    }
  });

  it('a future period is scheduled, not shown; a past one is inactive', async () => {
    const day = 86_400_000;
    const future = await create({
      title: `Future ${RUN}`,
      showAlways: false,
      activeFrom: new Date(Date.now() + day).toISOString(),
      activeTo: new Date(Date.now() + 2 * day).toISOString(),
    });
    expect(future.status).toBe('scheduled');
    const past = await create({
      title: `Past ${RUN}`,
      showAlways: false,
      activeFrom: new Date(Date.now() - 2 * day).toISOString(),
      activeTo: new Date(Date.now() - day).toISOString(),
    });
    expect(past.status).toBe('inactive');
    expect(past.inactiveSince).toBe(past.activeTo);
    const shown = await titles(nwUser, NORTHWIND_ASTRO);
    expect(shown).not.toContain(`Future ${RUN}`);
    expect(shown).not.toContain(`Past ${RUN}`);
  });
});

describe('customers', () => {
  it('see the alerts active for their account only: never one aimed at another account', async () => {
    const own = await create({ title: `Northwind only ${RUN}`, severity: 'medium' });
    const everyone = await create({ title: `Everyone ${RUN}`, severity: 'information', allAccounts: true, accountIds: [] });
    const trbo = await create({ title: `Schools only ${RUN}`, severity: 'information', accountIds: [NORTHWIND_TRBO] });
    const astro = await titles(nwUser, NORTHWIND_ASTRO);
    expect(astro).toEqual(expect.arrayContaining([own.title, everyone.title]));
    expect(astro).not.toContain(trbo.title);
    expect(await titles(nwUser, NORTHWIND_TRBO)).toEqual(expect.arrayContaining([trbo.title, everyone.title]));
    const lte = await titles(contoso, CONTOSO_LTE);
    expect(lte).toContain(everyone.title);
    expect(lte).not.toContain(own.title);
    expect(lte).not.toContain(trbo.title);
    // Guests read them too; another account's list is refused.
    expect(await titles(nwGuest, NORTHWIND_ASTRO)).toContain(own.title);
    expect((await contoso.get(`/mapi/alerts?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
    // A deactivated alert disappears at once.
    await vendorAdmin.post('/mapi/admin/alerts/state', { alert_id: own.id, active: false });
    expect(await titles(nwUser, NORTHWIND_ASTRO)).not.toContain(own.title);
  });

  it('list the most urgent first, filter by severity, search, and export', async () => {
    const res = await nwUser.get<TPage>(`/mapi/alerts?account_id=${NORTHWIND_ASTRO}&limit=100`);
    const ranks = res.body.content.rows.map((r) => ['critical', 'medium', 'information'].indexOf(r.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const critical = await nwUser.get<TPage>(`/mapi/alerts?account_id=${NORTHWIND_ASTRO}&severity=critical&limit=100`);
    expect(critical.body.content.rows.length).toBeGreaterThan(0);
    expect(critical.body.content.rows.every((r) => r.severity === 'critical')).toBe(true);
    const found = await nwUser.get<TPage>(`/mapi/alerts?account_id=${NORTHWIND_ASTRO}&q=${encodeURIComponent('Everyone')}`);
    expect(found.body.content.rows.map((r) => r.title)).toContain(`Everyone ${RUN}`);
    const csv = await fetch(`${portal.url}/mapi/alerts/export?account_id=${NORTHWIND_ASTRO}&format=csv`, {
      headers: { cookie: nwUser.cookieHeader() },
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(`Everyone ${RUN}`);
  });

  it('see the active critical alerts in the bar feed, not the others', async () => {
    const bar = await nwUser.get<TCriticalAlerts>(`/mapi/alerts/critical?account_id=${NORTHWIND_ASTRO}`);
    expect(bar.status).toBe(200);
    const shown = bar.body.content.alerts.map((a) => a.title);
    expect(shown).toContain(`Zone controller failover ${RUN}`);
    expect(shown).not.toContain(`Everyone ${RUN}`);
    const other = await contoso.get<TCriticalAlerts>(`/mapi/alerts/critical?account_id=${CONTOSO_LTE}`);
    expect(other.body.content.alerts.map((a) => a.title)).not.toContain(`Zone controller failover ${RUN}`);
  });

  it('are refused (403) every alert route when the account has no network or lacks getAlerts (spec section 6)', async () => {
    // A WAVE account has no managed network in the seed.
    for (const path of ['/mapi/alerts?', '/mapi/alerts/columns?', '/mapi/alerts/critical?', '/mapi/alerts/export?format=csv&']) {
      const res = await contoso.get(`${path}account_id=${CONTOSO_WAVE}`);
      expect(res.status, path).toBe(403);
      expect(res.body.result).toBe(false);
    }
    // getAlerts withdrawn from an account with a network.
    await portal.database.rows(
      sql`update accounts set permissions = permissions || '{"getAlerts": false}'::jsonb where id = ${NORTHWIND_TRBO}`,
    );
    try {
      for (const path of ['/mapi/alerts', '/mapi/alerts/critical'])
        expect((await nwUser.get(`${path}?account_id=${NORTHWIND_TRBO}`)).status, path).toBe(403);
      expect((await nwUser.get(`/mapi/alerts?account_id=${NORTHWIND_ASTRO}`)).status).toBe(200);
    } finally {
      await portal.database.rows(
        sql`update accounts set permissions = permissions || '{"getAlerts": true}'::jsonb where id = ${NORTHWIND_TRBO}`,
      );
    }
  });
});

describe('retention (spec section 9: alerts kept 30 days)', () => {
  it('deletes an alert deactivated, or whose period ended, more than 30 days ago, and keeps the others', async () => {
    const day = 86_400_000;
    const old = await create({ title: `Old deactivated ${RUN}` });
    const recent = await create({ title: `Recently deactivated ${RUN}` });
    const ended = await create({
      title: `Ended long ago ${RUN}`,
      showAlways: false,
      activeFrom: new Date(Date.now() - 40 * day).toISOString(),
      activeTo: new Date(Date.now() - 31 * day).toISOString(),
    });
    const endedRecently = await create({
      title: `Ended lately ${RUN}`,
      showAlways: false,
      activeFrom: new Date(Date.now() - 40 * day).toISOString(),
      activeTo: new Date(Date.now() - 29 * day).toISOString(),
    });
    const running = await create({ title: `Running ${RUN}` });
    await vendorAdmin.post('/mapi/admin/alerts/state', { alert_id: old.id, active: false });
    await vendorAdmin.post('/mapi/admin/alerts/state', { alert_id: recent.id, active: false });
    await portal.database.rows(sql`update alerts set deactivated_at = now() - interval '31 days' where id = ${old.id}`);
    await portal.database.rows(sql`update alerts set deactivated_at = now() - interval '29 days' where id = ${recent.id}`);

    expect(await deleteExpiredAlerts(portal.database)).toBeGreaterThanOrEqual(2);
    const left = new Set(
      (await portal.database.rows(sql`select id from alerts`)).map((r) => Number(r.id)),
    );
    expect(left.has(old.id)).toBe(false);
    expect(left.has(ended.id)).toBe(false);
    expect(left.has(recent.id)).toBe(true);
    expect(left.has(endedRecently.id)).toBe(true);
    expect(left.has(running.id)).toBe(true);
    // Its chosen accounts went with it; running it again deletes nothing more.
    expect(await portal.database.rows(sql`select 1 from alert_accounts where alert_id = ${old.id}`)).toHaveLength(0);
    expect(await deleteExpiredAlerts(portal.database)).toBe(0);
  });

  it('is a scheduled job of the portal (alert-retention)', async () => {
    const rows = await portal.database.rows(sql`select name from pgboss.queue where name = 'alert-retention'`);
    expect(rows).toHaveLength(1);
  });
});
