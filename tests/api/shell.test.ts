import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TDashboardLayoutAnswer } from '../../src/shared/contracts/dashboard.ts';
import type { TPublishedReleases } from '../../src/shared/contracts/releases.ts';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import type { TCurrentSystem } from '../../src/shared/contracts/system.ts';
import { NORTHWIND_ASTRO, NORTHWIND_TRBO, createClient, demo } from './client.ts';

/**
 * The shell's API (issue 4): published releases, the account's system, the dashboard layout and
 * the environment of the status call. Layout tests use a generated account that no other test
 * file writes to (the authorization matrix saves layouts on the demo accounts).
 */
const GENERATED = 'LACR-300002';
const GEN_ADMIN = 'administrator.lacr-300002@c002.example';
const GEN_USER = 'user.lacr-300002@c002.example';
/** A generated softwareapps account: no system on record. */
const NO_SYSTEM = 'LACR-300007';

async function signedIn(login: string) {
  const c = createClient();
  const res = await c.login(login);
  expect(res.status, `login ${login}`).toBe(200);
  return c;
}

const layoutUrl = (account: string) => `/mapi/dashboard/layout?account_id=${encodeURIComponent(account)}`;

describe('GET /mapi/releases/published', () => {
  it('needs a session', async () => {
    const res = await createClient().get('/mapi/releases/published');
    expect(res.status).toBe(401);
    expect(res.body.result).toBe(false);
  });

  it('lists published releases only, newest first, with notes in en-US', async () => {
    const c = await signedIn(demo().nwGuest);
    const res = await c.get<TPublishedReleases>('/mapi/releases/published');
    expect(res.status).toBe(200);
    const list = res.body.content;
    expect(list.map((r) => r.number)).toEqual(['2026.3', '2026.2', '2026.1']);
    expect(list.map((r) => r.releasedOn)).toEqual(['2026-10-15', '2026-07-01', '2026-03-20']);
    for (const r of list) expect(r.notes['en-US']).toMatch(/\w/);
    // The unpublished 2026.4 never shows, nor do internal fields.
    expect(JSON.stringify(list)).not.toMatch(/2026\.4|logout|published|"id"/);
  });
});

describe('GET /mapi/system/current', () => {
  it('answers the system of an own account', async () => {
    const c = await signedIn(demo().nwUser);
    const res = await c.get<TCurrentSystem>(`/mapi/system/current?account_id=${NORTHWIND_ASTRO}`);
    expect(res.status).toBe(200);
    expect(res.body.content.system).toMatchObject({
      systemName: 'ASTRO 25',
      documentationUrl: '/help/index.html#system-astro',
    });
    expect(res.body.content.system!.currentVersion).toMatch(/^\d{4}\.\d$/);
    const trbo = await c.get<TCurrentSystem>(`/mapi/system/current?account_id=${NORTHWIND_TRBO}`);
    expect(trbo.body.content.system?.systemName).toBe('MOTOTRBO Capacity Max');
  });

  it('answers null for an account without a system', async () => {
    const c = await signedIn(demo().vendorAdmin);
    const res = await c.get<TCurrentSystem>(`/mapi/system/current?account_id=${NO_SYSTEM}`);
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ system: null });
  });

  it('refuses a foreign account without telling anything of it, and anonymous callers', async () => {
    const c = await signedIn(demo().contoso);
    const res = await c.get(`/mapi/system/current?account_id=${NORTHWIND_ASTRO}`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ServerValidation.403NoAccountAccess');
    expect(JSON.stringify(res.body)).not.toMatch(/ASTRO 25|Northwind/);
    expect((await createClient().get(`/mapi/system/current?account_id=${NORTHWIND_ASTRO}`)).status).toBe(401);
  });

  it('validates the query: account_id required, well-formed, nothing else', async () => {
    const c = await signedIn(demo().nwUser);
    for (const q of ['', '?account_id=', '?account_id=a%20b', `?account_id=${NORTHWIND_ASTRO}&x=1`]) {
      const res = await c.get(`/mapi/system/current${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('ServerValidation.400WrongParams');
    }
  });
});

describe('GET/PUT /mapi/dashboard/layout', () => {
  it('answers null until a layout is saved, then the saved one, per user and per account', async () => {
    const admin = await signedIn(GEN_ADMIN);
    const user = await signedIn(GEN_USER);
    const before = await admin.get<TDashboardLayoutAnswer>(layoutUrl(GENERATED));
    expect(before.status).toBe(200);
    expect(before.body.content).toEqual({ layout: null });

    const layout = {
      order: ['recent-releases', 'account-summary', 'system-overview'],
      hidden: ['account-summary'],
    };
    const put = await admin.put<TDashboardLayoutAnswer>(layoutUrl(GENERATED), layout);
    expect(put.status).toBe(200);
    expect(put.body.content.layout).toEqual(layout);
    expect((await admin.get<TDashboardLayoutAnswer>(layoutUrl(GENERATED))).body.content.layout).toEqual(
      layout,
    );

    // Another user of the same account still has the default.
    expect((await user.get<TDashboardLayoutAnswer>(layoutUrl(GENERATED))).body.content.layout).toBeNull();

    // Saving again replaces the layout.
    const next = { order: ['system-overview'], hidden: [] };
    await admin.put(layoutUrl(GENERATED), next);
    expect((await admin.get<TDashboardLayoutAnswer>(layoutUrl(GENERATED))).body.content.layout).toEqual(next);
  });

  it.each([
    ['an unknown widget id', { order: ['stock-ticker'], hidden: [] }],
    ['a duplicate id', { order: ['system-overview', 'system-overview'], hidden: [] }],
    ['an extra key', { order: [], hidden: [], columns: 3 }],
    ['a missing list', { order: [] }],
    ['a wrong type', { order: 'system-overview', hidden: [] }],
  ])('refuses %s with the field named', async (_what, body) => {
    const c = await signedIn(GEN_USER);
    const res = await c.put<{ fields?: { path: string }[] }>(layoutUrl(GENERATED), body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ServerValidation.400WrongParams');
    expect(res.body.content.fields?.length).toBeGreaterThan(0);
    expect(res.body.content.fields![0]!.path).toMatch(/^body/);
  });

  it('refuses a foreign account for reading and writing, and saves nothing there', async () => {
    const c = await signedIn(demo().contoso);
    const get = await c.get(layoutUrl(NORTHWIND_ASTRO));
    expect(get.status).toBe(403);
    const put = await c.put(layoutUrl(NORTHWIND_ASTRO), { order: ['system-overview'], hidden: [] });
    expect(put.status).toBe(403);
    expect(put.body.code).toBe('ServerValidation.403NoAccountAccess');
    expect(JSON.stringify(put.body)).not.toContain('Northwind');
  });

  it('needs a session and the CSRF token', async () => {
    expect((await createClient().get(layoutUrl(GENERATED))).status).toBe(401);
    const c = await signedIn(GEN_USER);
    const res = await c.put(layoutUrl(GENERATED), { order: [], hidden: [] }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ServerValidation.403CsrfTokenInvalid');
  });
});

describe('GET /mapi/index/status environment', () => {
  it("carries the portal's name, logo (default the bundled favicon) and version", async () => {
    const c = await signedIn(demo().nwGuest);
    const env = (await c.get<TStatus>('/mapi/index/status')).body.content.environment;
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(env.portalLogoUrl).toBe('/favicon.svg');
    expect(env.portalVersion).toBe(pkg.version);
    expect(env.portalName).toMatch(/\w/);
  });
});
