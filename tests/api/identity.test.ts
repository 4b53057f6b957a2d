import { describe, expect, it } from 'vitest';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, NORTHWIND_TRBO, createClient, demo } from './client.ts';

async function signedIn(login: string, ip?: string) {
  const c = createClient(ip ? { ip } : {});
  const res = await c.login(login);
  expect(res.status, `login ${login}`).toBe(200);
  return c;
}

async function status(c: ReturnType<typeof createClient>) {
  return c.get<TStatus>('/mapi/index/status');
}

describe('local login and sessions', () => {
  it.each([
    ['vendorAdmin', 'internal'],
    ['staff', 'internal'],
    ['nwAdmin', 'external'],
    ['nwUser', 'external'],
    ['nwGuest', 'external'],
    ['contoso', 'external'],
  ] as const)(
    '%s signs in and the status answers the user, accounts and a selected account',
    async (who, type) => {
      const c = await signedIn(demo()[who]);
      const res = await status(c);
      expect(res.status).toBe(200);
      const s = res.body.content;
      expect(s.user.email).toBe(demo()[who]);
      expect(s.user.type).toBe(type);
      expect(s.user.idHash.startsWith(type === 'internal' ? 'M-' : 'X-')).toBe(true);
      expect(s.authorized).toBe(true);
      expect(s.accounts.length).toBeGreaterThan(0);
      expect(s.accounts.map((a) => a.account_id)).toContain(s.selectedAccountId);
      expect(JSON.stringify(s)).not.toMatch(/password|argon2/i);
    },
  );

  it('selects the first account in label order at login and labels options "{name} - {TECHNOLOGY}"', async () => {
    const s = (await status(await signedIn(demo().nwAdmin))).body.content;
    expect(s.accounts.map((a) => `${a.name} - ${a.technology_display}`)).toEqual([
      'Northwind County Radio - ASTRO',
      'Northwind Schools Radio - MOTOTRBO',
    ]);
    expect(s.selectedAccountId).toBe(NORTHWIND_ASTRO);
    const astro = s.accounts[0]!;
    expect(astro.package_name_display).toBe('Advanced Plus');
    expect(astro.file_name_account_id).toBe('100001');
    expect(astro.role).toBe('Administrator');
  });

  it('gives the vendor administrator every account and the guest only the astro account', async () => {
    const all = (await status(await signedIn(demo().vendorAdmin))).body.content;
    expect(all.user.hasAccessToAllAccounts).toBe(true);
    expect(all.accounts.length).toBeGreaterThanOrEqual(16);
    const guest = (await status(await signedIn(demo().nwGuest))).body.content;
    expect(guest.accounts.map((a) => [a.account_id, a.role])).toEqual([[NORTHWIND_ASTRO, 'Guest']]);
  });

  it('refuses a wrong password with a translated error and creates no session', async () => {
    const c = createClient({ ip: '10.1.0.1', locale: 'fr-FR' });
    const res = await c.login(demo().nwUser, 'wrong-password');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('ServerValidation.401InvalidCredentials');
    expect((res.body.content as { message: string }).message).not.toBe('The login or password is incorrect.');
    expect(c.cookies.has('portal_sid')).toBe(false);
    expect((await status(c)).status).toBe(401);
  });

  it('issues a new session id at every login and ends the session on the server at logout', async () => {
    const c = await signedIn(demo().nwUser);
    const first = c.cookies.get('portal_sid');
    await c.login(demo().nwUser);
    const second = c.cookies.get('portal_sid');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    const stolen = createClient();
    stolen.cookies.set('portal_sid', first!);
    expect((await status(stolen)).status).toBe(401);

    const copy = createClient();
    copy.cookies.set('portal_sid', second!);
    expect((await status(copy)).status).toBe(200);
    expect((await c.post('/mapi/auth/local_logout')).status).toBe(200);
    expect((await status(copy)).status).toBe(401);
  });

  it('sets the session cookie HttpOnly and SameSite', async () => {
    const c = createClient();
    await c.get('/mapi/health');
    const res = await c.login(demo().nwUser);
    const cookie = res.headers.getSetCookie().find((h) => h.startsWith('portal_sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('throttles failed logins the same way whether the login exists or not, for a bounded time', async () => {
    const existing = 'guest.emea-300008@c008.example';
    const unknown = 'nobody-here@nowhere.example';
    for (const login of [existing, unknown]) {
      const c = createClient({ ip: `10.2.0.${login === unknown ? 2 : 1}` });
      const codes: string[] = [];
      for (let i = 0; i < 6; i++) codes.push((await c.login(login, `bad-${i}`)).body.code);
      expect(codes.slice(0, 5)).toEqual(Array(5).fill('ServerValidation.401InvalidCredentials'));
      expect(codes[5]).toBe('ServerValidation.429TooManyAttempts');
    }
    // Another person's login from the same address is not locked out by someone else's failures.
    const other = await createClient({ ip: '10.2.0.1' }).login(demo().nwGuest);
    expect(other.status).toBe(200);
  });

  it('expects the password as base64 of UTF-8', async () => {
    const c = createClient();
    const plain = await c.post('/mapi/auth/local_login', { login: demo().nwUser, password: 'Portal#Demo1' });
    expect(plain.status).toBe(400);
  });
});

describe('accounts', () => {
  it('switches to an own account and refuses a foreign one without leaking its data', async () => {
    const c = await signedIn(demo().nwUser);
    const ok = await c.post<{ selectedAccountId: string }>('/mapi/accounts/switch', {
      account_number: NORTHWIND_TRBO,
      technology: 'mototrbo',
    });
    expect(ok.status).toBe(200);
    expect((await status(c)).body.content.selectedAccountId).toBe(NORTHWIND_TRBO);

    const foreign = await c.post('/mapi/accounts/switch', { account_number: CONTOSO_LTE, technology: 'lte' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('ServerValidation.403NoAccountAccess');
    expect(JSON.stringify(foreign.body)).not.toContain('Contoso');
  });

  it('refuses user@contoso.example every Northwind account read', async () => {
    const c = await signedIn(demo().contoso);
    for (const id of [NORTHWIND_ASTRO, NORTHWIND_TRBO]) {
      const details = await c.get(`/mapi/accounts/details?account_number=${id}&technology=astro`);
      expect(details.status).toBe(403);
      expect(JSON.stringify(details.body)).not.toMatch(/Northwind/);
      const st = await c.get(`/mapi/index/status?selected_account_id=${id}`);
      expect(st.status).toBe(403);
    }
  });

  it('answers account details merged fields, with errors for a missing number or technology', async () => {
    const c = await signedIn(demo().nwAdmin);
    const d = await c.get<{ account_id: string; technology_display: string }>(
      `/mapi/accounts/details?account_number=${NORTHWIND_ASTRO}&technology=astro`,
    );
    expect(d.status).toBe(200);
    expect(d.body.content.technology_display).toBe('ASTRO');
    expect((await c.get('/mapi/accounts/details?technology=astro')).body.code).toBe(
      'ServerValidation.400MissingAccountNumber',
    );
    expect((await c.get(`/mapi/accounts/details?account_number=${NORTHWIND_ASTRO}`)).body.code).toBe(
      'ServerValidation.400MissingTechnology',
    );
  });

  it('refuses to switch to a locked account or one without Customer 360 association', async () => {
    const c = await signedIn(demo().contoso);
    expect(
      (await c.post('/mapi/accounts/switch', { account_number: 'NA-900001', technology: 'astro' })).body.code,
    ).toBe('ServerValidation.400AccountLocked');
    expect(
      (await c.post('/mapi/accounts/switch', { account_number: 'NA-900002', technology: 'icaas' })).body.code,
    ).toBe('ServerValidation.404UserNotInCustomer360');
  });

  it('lets staff search account suggestions by prefix, excluding a type, and refuses customers', async () => {
    const staff = await signedIn(demo().staff);
    const res = await staff.get<{ account_id: string; label: string }[]>(
      '/mapi/accounts/suggestions?prefix=north',
    );
    expect(res.status).toBe(200);
    expect(res.body.content.map((s) => s.account_id).sort()).toEqual([NORTHWIND_ASTRO, NORTHWIND_TRBO]);
    const none = await staff.get<unknown[]>(
      '/mapi/accounts/suggestions?prefix=north&excludeType=CUSTOMER_ACCOUNT',
    );
    expect(none.body.content.length).toBeLessThan(2);
    expect(
      (await (await signedIn(demo().nwAdmin)).get('/mapi/accounts/suggestions?prefix=north')).status,
    ).toBe(403);
  });

  it('lets only an Administrator rebuild an account', async () => {
    expect(
      (await (await signedIn(demo().nwAdmin)).post('/mapi/accounts/rebuild', { account_id: NORTHWIND_ASTRO }))
        .status,
    ).toBe(200);
    expect(
      (await (await signedIn(demo().nwUser)).post('/mapi/accounts/rebuild', { account_id: NORTHWIND_ASTRO }))
        .status,
    ).toBe(403);
    expect(
      (await (await signedIn(demo().nwGuest)).post('/mapi/accounts/rebuild', { account_id: NORTHWIND_ASTRO }))
        .status,
    ).toBe(403);
  });
});

describe('user settings and terms', () => {
  it('saves e-mail notifications and language, applies them to the status, and sets the locale cookie', async () => {
    const c = await signedIn('user.lacr-300002@c002.example');
    const off = await c.put<{ emailNotifications: boolean }>('/mapi/users/settings', {
      user_settings: { emailNotifications: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.content.emailNotifications).toBe(false);
    const lang = await c.put('/mapi/users/settings', { user_settings: { language: 'pl-PL' } });
    expect(lang.status).toBe(200);
    expect(lang.headers.getSetCookie().some((h) => h.startsWith('portal_locale=pl-PL'))).toBe(true);
    const s = (await status(c)).body.content;
    expect(s.user.settings).toEqual({ emailNotifications: false, language: 'pl-PL' });
    expect(s.user.preferences.locale).toBe('pl-PL');
  });

  it('refuses empty or unknown settings with a clear 400', async () => {
    const c = await signedIn('user.lacr-300002@c002.example');
    expect((await c.put('/mapi/users/settings', { user_settings: {} })).status).toBe(400);
    expect((await c.put('/mapi/users/settings', { user_settings: { language: 'xx-XX' } })).body.code).toBe(
      'ServerValidation.400WrongParams',
    );
    expect(
      (await c.put('/mapi/users/settings', { user_settings: { emailNotifications: 'yes' } })).status,
    ).toBe(400);
  });

  it('refuses account data until the terms of use are accepted', async () => {
    const c = await signedIn('user.lacr-300001@c001.example');
    const before = (await status(c)).body.content;
    expect(before.user.termsAccepted).toBe(false);
    const refused = await c.post('/mapi/accounts/switch', {
      account_number: 'LACR-300001',
      technology: 'icaas',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ServerValidation.403TermsNotAccepted');
    expect((await c.post('/mapi/users/accept_terms')).status).toBe(200);
    expect((await status(c)).body.content.user.termsAccepted).toBe(true);
    expect(
      (await c.post('/mapi/accounts/switch', { account_number: 'LACR-300001', technology: 'icaas' })).status,
    ).toBe(200);
  });
});

describe('proxy mode', () => {
  it('lets staff act as a customer user, shows it in the status, and records every request for the customer admin', async () => {
    const staff = await signedIn(demo().staff);
    const users = await staff.get<{ users: { id: string; email: string }[]; onlyVendorUsers: boolean }>(
      `/mapi/proxy/users?account_id=${NORTHWIND_ASTRO}`,
    );
    expect(users.status).toBe(200);
    const target = users.body.content.users.find((u) => u.email === demo().nwUser)!;
    expect(target).toBeTruthy();
    expect(users.body.content.users.some((u) => u.email.endsWith('@provider.example'))).toBe(false);

    expect(
      (await staff.post('/mapi/proxy/start', { account_id: NORTHWIND_ASTRO, user_id: target.id })).status,
    ).toBe(200);
    const s = (await status(staff)).body.content;
    expect(s.user.email).toBe(demo().nwUser);
    expect(s.user.isProxyUser).toBe(true);
    expect(s.user.proxyLogin).toBe(demo().staff);
    expect(s.selectedAccountId).toBe(NORTHWIND_ASTRO);
    // The proxied user's rights apply, not the staff's.
    expect((await staff.get('/mapi/accounts/suggestions?prefix=a')).status).toBe(403);
    expect((await staff.post('/mapi/accounts/rebuild', { account_id: NORTHWIND_ASTRO })).status).toBe(403);
    expect((await staff.post('/mapi/proxy/end')).status).toBe(200);
    expect((await status(staff)).body.content.user.email).toBe(demo().staff);

    const admin = await signedIn(demo().nwAdmin);
    const log = await admin.get<{ event: string; actorLogin: string; login: string }[]>(
      `/mapi/audit/proxy?account_id=${NORTHWIND_ASTRO}`,
    );
    expect(log.status).toBe(200);
    const events = log.body.content.filter((e) => e.actorLogin === demo().staff).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['proxy_start', 'proxy_request', 'proxy_end']));
    expect(log.body.content.find((e) => e.event === 'proxy_start')!.login).toBe(demo().nwUser);
    // A User of the account may not read the proxy record; another customer neither.
    expect(
      (await (await signedIn(demo().nwUser)).get(`/mapi/audit/proxy?account_id=${NORTHWIND_ASTRO}`)).status,
    ).toBe(403);
    expect(
      (await (await signedIn(demo().contoso)).get(`/mapi/audit/proxy?account_id=${NORTHWIND_ASTRO}`)).status,
    ).toBe(403);
  });

  it('refuses proxying a vendor user, and refuses customers the proxy routes', async () => {
    const admin = await signedIn(demo().vendorAdmin);
    const staffStatus = (await status(await signedIn(demo().staff))).body.content;
    const res = await admin.post('/mapi/proxy/start', {
      account_id: CONTOSO_LTE,
      user_id: staffStatus.user.id,
    });
    expect(res.status).toBe(400);
    const list = await admin.get<{ users: { email: string }[] }>(
      `/mapi/proxy/users?account_id=${CONTOSO_LTE}`,
    );
    expect(list.body.content.users.map((u) => u.email)).toEqual([demo().contoso]);
    const customer = await signedIn(demo().nwAdmin);
    expect((await customer.get('/mapi/proxy/accounts?prefix=n')).status).toBe(403);
    expect(
      (
        await customer.post('/mapi/proxy/start', {
          account_id: NORTHWIND_ASTRO,
          user_id: staffStatus.user.id,
        })
      ).status,
    ).toBe(403);
  });
});
