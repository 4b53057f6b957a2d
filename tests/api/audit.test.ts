import { beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry, TAuditPage } from '../../src/shared/contracts/audit.ts';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { NORTHWIND_ASTRO, NORTHWIND_TRBO, createClient, demo, type TClient } from './client.ts';

/**
 * The audit log (issue 3, point 10): for each security event a row saying who, the person who
 * really acted, when (UTC), from which client address and on which account. Read as the
 * all-accounts vendor administrator through GET /mapi/audit/events. Idle expiry is in
 * session-expiry.test.ts (it needs a portal with a short idle timeout), the sweep's in
 * session-sweep.test.ts. Every actor here uses its own client address, so its rows are found.
 */
let reader: TClient;
const ids = new Map<string, string>();

async function signedIn(login: string, ip: string): Promise<TClient> {
  const c = createClient({ ip });
  expect((await c.login(login)).status, login).toBe(200);
  const me = (await c.get<TStatus>('/mapi/index/status')).body.content;
  ids.set(login, me.user.id);
  return c;
}

/** The newest row of `event` about `login` written from `ip`. */
async function rowFor(event: string, login: string, ip: string): Promise<TAuditEntry> {
  const res = await reader.get<TAuditPage>(
    `/mapi/audit/events?event=${event}&login=${encodeURIComponent(login)}&limit=100`,
  );
  expect(res.status).toBe(200);
  const row = res.body.content.items.find((r) => r.ip === ip);
  expect(row, `${event} of ${login} from ${ip}`).toBeDefined();
  return row!;
}

function expectUtcNow(at: string) {
  expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(60_000);
}

beforeAll(async () => {
  reader = await signedIn(demo().vendorAdmin, '10.92.9.1');
  await signedIn(demo().nwUser, '10.92.9.2');
});

describe('audit log: who, acting user, UTC time, client address, account', () => {
  it('records a login', async () => {
    await signedIn(demo().nwAdmin, '10.92.0.1');
    const row = await rowFor('login', demo().nwAdmin, '10.92.0.1');
    expect(row).toMatchObject({
      userId: ids.get(demo().nwAdmin),
      actorUserId: ids.get(demo().nwAdmin),
      actorLogin: demo().nwAdmin,
      accountId: NORTHWIND_ASTRO,
      detail: { method: 'local' },
    });
    expectUtcNow(row.at);
  });

  it('records a failed login, of an existing and of an unknown login', async () => {
    expect((await createClient({ ip: '10.92.0.2' }).login(demo().nwAdmin, 'wrong')).status).toBe(401);
    const row = await rowFor('login_failed', demo().nwAdmin, '10.92.0.2');
    expect(row).toMatchObject({ userId: ids.get(demo().nwAdmin), actorUserId: null, accountId: null });
    expectUtcNow(row.at);
    const unknown = 'nobody-audited@nowhere.example';
    await createClient({ ip: '10.92.0.2' }).login(unknown, 'wrong');
    expect(await rowFor('login_failed', unknown, '10.92.0.2')).toMatchObject({
      userId: null,
      login: unknown,
    });
  });

  it('records a refused (blocked) attempt', async () => {
    // A login no other test uses: its block lasts 5 minutes on the shared portal.
    const login = 'guest.lacr-300004@c004.example';
    const c = createClient({ ip: '10.92.0.3' });
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await c.login(login, `wrong-${i}`)).body.code);
    expect(codes[5]).toBe('ServerValidation.429TooManyAttempts');
    const row = await rowFor('login_blocked', login, '10.92.0.3');
    expect(row.userId).toBeTruthy();
    expect(row).toMatchObject({ actorUserId: null, detail: { method: 'local', scope: 'login' } });
    expectUtcNow(row.at);
  });

  it('records a logout', async () => {
    const c = await signedIn(demo().nwAdmin, '10.92.0.4');
    expect((await c.post('/mapi/auth/local_logout')).status).toBe(200);
    const row = await rowFor('logout', demo().nwAdmin, '10.92.0.4');
    expect(row).toMatchObject({
      userId: ids.get(demo().nwAdmin),
      actorUserId: ids.get(demo().nwAdmin),
      accountId: NORTHWIND_ASTRO,
      detail: { method: 'local' },
    });
    expectUtcNow(row.at);
  });

  it('records an account switch, on the account switched to', async () => {
    const c = await signedIn(demo().nwAdmin, '10.92.0.5');
    expect(
      (await c.post('/mapi/accounts/switch', { account_number: NORTHWIND_TRBO, technology: 'mototrbo' }))
        .status,
    ).toBe(200);
    const row = await rowFor('account_switch', demo().nwAdmin, '10.92.0.5');
    expect(row).toMatchObject({
      userId: ids.get(demo().nwAdmin),
      actorUserId: ids.get(demo().nwAdmin),
      accountId: NORTHWIND_TRBO,
      detail: { from: NORTHWIND_ASTRO },
    });
    expectUtcNow(row.at);
  });

  it('records proxy start and end with the staff member as the acting user', async () => {
    const staff = await signedIn(demo().vendorAdmin, '10.92.0.6');
    expect(
      (await staff.post('/mapi/proxy/start', { account_id: NORTHWIND_TRBO, user_id: ids.get(demo().nwUser) }))
        .status,
    ).toBe(200);
    expect((await staff.post('/mapi/proxy/end')).status).toBe(200);
    for (const event of ['proxy_start', 'proxy_end']) {
      const row = await rowFor(event, demo().nwUser, '10.92.0.6');
      expect(row, event).toMatchObject({
        userId: ids.get(demo().nwUser),
        actorUserId: ids.get(demo().vendorAdmin),
        actorLogin: demo().vendorAdmin,
        accountId: NORTHWIND_TRBO,
      });
      expectUtcNow(row.at);
    }
  });

  it('records a settings change', async () => {
    const c = await signedIn(demo().nwGuest, '10.92.0.7');
    const current = (await c.get<TStatus>('/mapi/index/status')).body.content.user.settings
      .emailNotifications;
    expect(
      (await c.put('/mapi/users/settings', { user_settings: { emailNotifications: current } })).status,
    ).toBe(200);
    const row = await rowFor('settings_change', demo().nwGuest, '10.92.0.7');
    expect(row).toMatchObject({
      userId: ids.get(demo().nwGuest),
      actorUserId: ids.get(demo().nwGuest),
      accountId: NORTHWIND_ASTRO,
      detail: { emailNotifications: current },
    });
    expectUtcNow(row.at);
  });

  it('pages the log, newest first, and is for all-accounts staff only', async () => {
    const first = (await reader.get<TAuditPage>('/mapi/audit/events?limit=10')).body.content;
    const second = (await reader.get<TAuditPage>('/mapi/audit/events?limit=10&page=1')).body.content;
    expect(first).toMatchObject({ page: 0, limit: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    expect(second.page).toBe(1);
    expect(second.items.map((r) => r.id)).not.toContain(first.items[0]!.id);
    expect(Date.parse(first.items[9]!.at)).toBeGreaterThanOrEqual(Date.parse(second.items[0]!.at));
    const sorted = [...first.items].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
    expect(first.items.map((r) => r.at)).toEqual(sorted.map((r) => r.at));
    // A bad page or limit is normalised, not refused.
    expect((await reader.get<TAuditPage>('/mapi/audit/events?limit=7&page=x')).body.content).toMatchObject({
      page: 0,
      limit: 50,
    });
    for (const who of [demo().staff, demo().nwAdmin]) {
      const c = createClient({ ip: '10.92.0.8' });
      await c.login(who);
      expect((await c.get('/mapi/audit/events')).status, who).toBe(403);
    }
  });
});
