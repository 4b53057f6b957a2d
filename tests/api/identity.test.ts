import { describe, expect, it } from 'vitest';
import type { TOutboxPage } from '../../src/shared/contracts/outbox.ts';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, NORTHWIND_TRBO, createClient, demo } from './client.ts';

async function signedIn(login: string, ip?: string) {
  const c = createClient(ip ? { ip } : {});
  const res = await c.login(login);
  expect(res.status, `login ${login}`).toBe(200);
  return c;
}

interface TProxyRecord {
  items: {
    at: string;
    event: string;
    login: string | null;
    actorLogin: string | null;
    accountId: string | null;
    detail: { method?: string; path?: string; status?: number; reason?: string } | null;
  }[];
  total: number;
}

async function status(c: ReturnType<typeof createClient>) {
  return c.get<TStatus>('/mapi/index/status');
}

/** Staff start acting as the customer user `email` of `accountId`, found in the proxy user list; the start's status. */
async function startProxy(staff: ReturnType<typeof createClient>, accountId: string, email: string): Promise<number> {
  const users = await staff.get<{ users: { id: string; email: string }[] }>(`/mapi/proxy/users?account_id=${accountId}`);
  const target = users.body.content.users.find((u) => u.email === email);
  expect(target, `${email} in the proxy users of ${accountId}`).toBeTruthy();
  return (await staff.post('/mapi/proxy/start', { account_id: accountId, user_id: target!.id })).status;
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

  it('answers customer ids without their underscores (spec section 3), the user\'s and each account\'s', async () => {
    const s = (await status(await signedIn(demo().nwUser))).body.content;
    const astro = s.accounts.find((a) => a.account_id === NORTHWIND_ASTRO)!;
    expect(astro.customer_id).toBe('C1000001,C1000002');
    expect(s.user.customer_id.split(',')).toEqual(expect.arrayContaining(['C1000001', 'C1000002']));
    expect(s.user.customer_id).not.toContain('_');
    const c = await signedIn(demo().nwAdmin);
    const details = await c.get<{ customer_id: string }>(`/mapi/accounts/details?account_number=${NORTHWIND_ASTRO}&technology=astro`);
    expect(details.body.content.customer_id).toBe('C1000001,C1000002');
  });

  it('shows an organization assignment only when its name holds the customer keyword (spec section 3)', async () => {
    // MANAGED_ORGANIZATION_KEYWORD is 'Managed' by default.
    const admin = (await status(await signedIn(demo().nwAdmin))).body.content;
    expect(admin.user.managedAssignment).toEqual({ organization_name: 'Northwind Managed Services' });
    // user@northwind.example is assigned to 'Regional Interop Consortium'.
    const user = (await status(await signedIn(demo().nwUser))).body.content;
    expect(user.user.managedAssignment).toBeNull();
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

  it('keeps a hint the page can read while signed in, and takes it away at logout', async () => {
    const c = createClient();
    const res = await c.login(demo().nwUser);
    const hint = res.headers.getSetCookie().find((h) => h.startsWith('portal_signed_in='))!;
    expect(hint).toMatch(/^portal_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect((await c.post('/mapi/auth/local_logout')).status).toBe(200);
    expect(c.cookies.has('portal_signed_in')).toBe(false);
    expect(c.cookies.has('portal_sid')).toBe(false);
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

describe('sso_logout', () => {
  const navigation = (site: string) => ({
    headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', accept: 'text/html' },
  });

  it('keeps the session when the navigation comes from another site, and sends the browser to the login page', async () => {
    const c = await signedIn(demo().nwUser);
    const sid = c.cookies.get('portal_sid')!;
    for (const site of ['cross-site', 'same-site']) {
      const res = await c.get('/mapi/auth/sso_logout', navigation(site));
      expect(res.status, site).toBe(302);
      expect(res.headers.get('location'), site).toBe('/login');
      expect(c.cookies.get('portal_sid'), site).toBe(sid);
      expect((await status(c)).status, site).toBe(200);
    }
    // The portal's own navigation (or a browser that sends no Sec-Fetch-Site) ends it.
    const own = await c.get('/mapi/auth/sso_logout', navigation('same-origin'));
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toBe('/login');
    const copy = createClient();
    copy.cookies.set('portal_sid', sid);
    expect((await status(copy)).status).toBe(401);
    const other = await signedIn(demo().nwUser);
    expect((await other.get('/mapi/auth/sso_logout')).status).toBe(302);
    expect((await status(other)).status).toBe(401);
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
    // A technology given but not the account's is wrong, not missing: said on the field.
    const wrong = await c.get<unknown>(`/mapi/accounts/details?account_number=${NORTHWIND_ASTRO}&technology=lte`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('ServerValidation.400WrongParams');
    expect(JSON.stringify(wrong.body.content)).toContain('technology');
    const switched = await c.post('/mapi/accounts/switch', { account_number: NORTHWIND_TRBO, technology: 'astro' });
    expect(switched.body.code).toBe('ServerValidation.400WrongParams');
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

  it("serves no data of the user's locked account or one without Customer 360 association", async () => {
    const c = await signedIn(demo().contoso);
    const refusals = { 'NA-900001': 'ServerValidation.400AccountLocked', 'NA-900002': 'ServerValidation.404UserNotInCustomer360' };
    for (const [account, code] of Object.entries(refusals)) {
      for (const path of ['/mapi/cases', '/mapi/cases/summary', '/mapi/system/current', '/mapi/tickets']) {
        const res = await c.get(`${path}?account_id=${account}`);
        expect(res.body.code, `${path} ${account}`).toBe(code);
        expect(JSON.stringify(res.body.content), path).not.toMatch(/rows|breakdown|system"/);
      }
    }
    // The status still lists them (their pages say why), and the user's other accounts serve data.
    const listed = (await status(c)).body.content.accounts.map((a) => a.account_id);
    expect(listed).toEqual(expect.arrayContaining(Object.keys(refusals)));
    expect((await c.get(`/mapi/cases?account_id=${CONTOSO_LTE}`)).status).toBe(200);
  });

  it('lets staff search account suggestions by prefix among the accounts they may use, and refuses customers', async () => {
    const staff = await signedIn(demo().staff);
    const held = new Set((await status(staff)).body.content.accounts.map((a) => a.account_id));
    expect(held.has(CONTOSO_LTE)).toBe(true);
    expect(held.has(NORTHWIND_ASTRO)).toBe(false);
    const contoso = await staff.get<{ account_id: string; label: string }[]>(
      '/mapi/accounts/suggestions?prefix=contoso',
    );
    expect(contoso.status).toBe(200);
    expect(contoso.body.content.map((s) => s.account_id)).toContain(CONTOSO_LTE);
    expect(contoso.body.content.every((s) => held.has(s.account_id))).toBe(true);
    // Accounts staff does not hold are not suggested, by name or by id.
    for (const prefix of ['north', 'NA-1000', 'NA-9000']) {
      const res = await staff.get<{ account_id: string }[]>(`/mapi/accounts/suggestions?prefix=${prefix}`);
      expect(
        res.body.content.filter((s) => !held.has(s.account_id)),
        prefix,
      ).toEqual([]);
    }
    expect(JSON.stringify((await staff.get('/mapi/accounts/suggestions?prefix=north')).body)).not.toContain(
      'Northwind',
    );
    // The all-accounts MSI Administrator finds every account, excluding a type on request.
    const vendorAdmin = await signedIn(demo().vendorAdmin);
    const res = await vendorAdmin.get<{ account_id: string; label: string }[]>(
      '/mapi/accounts/suggestions?prefix=north',
    );
    expect(res.body.content.map((s) => s.account_id).sort()).toEqual([NORTHWIND_ASTRO, NORTHWIND_TRBO]);
    const none = await vendorAdmin.get<unknown[]>(
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
  const STAFF_HELD = 'LACR-300004';

  it('lets staff act as a customer user of an account it holds, shows it in the status, and records every request for the customer admin', async () => {
    const staff = await signedIn(demo().staff);
    const users = await staff.get<{ users: { id: string; email: string }[]; onlyVendorUsers: boolean }>(
      `/mapi/proxy/users?account_id=${STAFF_HELD}`,
    );
    expect(users.status).toBe(200);
    const target = users.body.content.users.find((u) => u.email === 'user.lacr-300004@c004.example')!;
    expect(target).toBeTruthy();
    expect(users.body.content.users.some((u) => u.email.endsWith('@provider.example'))).toBe(false);

    expect(
      (await staff.post('/mapi/proxy/start', { account_id: STAFF_HELD, user_id: target.id })).status,
    ).toBe(200);
    const s = (await status(staff)).body.content;
    expect(s.user.email).toBe('user.lacr-300004@c004.example');
    expect(s.user.isProxyUser).toBe(true);
    expect(s.user.proxyLogin).toBe(demo().staff);
    expect(s.selectedAccountId).toBe(STAFF_HELD);
    // The proxied user is the same user the customer's own sign-in shows, but for how they came.
    const own = (await status(await signedIn('user.lacr-300004@c004.example'))).body.content.user;
    const howTheyCame = ['isProxyUser', 'proxyLogin', 'proxyLoginMethod', 'proxyAccountId', 'loginMethod'] as const;
    expect({ ...s.user, ...Object.fromEntries(howTheyCame.map((k) => [k, own[k]])) }).toEqual(own);
    // The proxied user's rights apply, not the staff's.
    expect((await staff.get('/mapi/accounts/suggestions?prefix=a')).status).toBe(403);
    expect((await staff.post('/mapi/accounts/rebuild', { account_id: STAFF_HELD })).status).toBe(403);
    expect((await staff.get(`/mapi/system/current?account_id=${STAFF_HELD}`)).status).toBe(200);
    expect((await staff.post('/mapi/proxy/end')).status).toBe(200);
    expect((await status(staff)).body.content.user.email).toBe(demo().staff);

    const admin = await signedIn('administrator.lacr-300004@c004.example');
    const log = await admin.get<TProxyRecord>(`/mapi/audit/proxy?account_id=${STAFF_HELD}&limit=100`);
    expect(log.status).toBe(200);
    const mine = log.body.content.items.filter((e) => e.actorLogin === demo().staff);
    expect(mine.map((e) => e.event)).toEqual(
      expect.arrayContaining(['proxy_start', 'proxy_request', 'proxy_end']),
    );
    expect(mine.find((e) => e.event === 'proxy_start')!.login).toBe('user.lacr-300004@c004.example');
    expect(mine).toContainEqual(
      expect.objectContaining({
        event: 'proxy_request',
        detail: expect.objectContaining({ method: 'GET', path: '/mapi/system/current', status: 200 }),
      }),
    );
    // A User of the account may not read the proxy record; another customer neither.
    expect(
      (
        await (
          await signedIn('user.lacr-300004@c004.example')
        ).get(`/mapi/audit/proxy?account_id=${STAFF_HELD}`)
      ).status,
    ).toBe(403);
    expect(
      (await (await signedIn(demo().contoso)).get(`/mapi/audit/proxy?account_id=${STAFF_HELD}`)).status,
    ).toBe(403);
  });

  it('keeps staff without all-accounts access out of accounts it does not hold', async () => {
    const staff = await signedIn(demo().staff);
    const nwUserId = (await status(await signedIn(demo().nwUser))).body.content.user.id;
    const users = await staff.get(`/mapi/proxy/users?account_id=${NORTHWIND_ASTRO}`);
    expect(users.status).toBe(403);
    expect(users.body.code).toBe('ServerValidation.403NoAccountAccess');
    expect(JSON.stringify(users.body)).not.toContain('northwind');
    const start = await staff.post('/mapi/proxy/start', { account_id: NORTHWIND_ASTRO, user_id: nwUserId });
    expect(start.status).toBe(403);
    expect((await status(staff)).body.content.user.email).toBe(demo().staff);
    const search = await staff.get<{ account_id: string }[]>('/mapi/proxy/accounts?prefix=North');
    expect(search.status).toBe(200);
    expect(search.body.content).toEqual([]);
    const own = await staff.get<{ account_id: string }[]>('/mapi/proxy/accounts?prefix=Contoso');
    expect(own.body.content.map((a) => a.account_id)).toContain(CONTOSO_LTE);
  });

  it("limits a proxied customer's accounts to those the staff member holds", async () => {
    const staff = await signedIn(demo().staff);
    expect(await startProxy(staff, CONTOSO_LTE, demo().contoso)).toBe(200);
    // Carmen holds four accounts; the staff member two of them.
    const accounts = (await status(staff)).body.content.accounts.map((a) => a.account_id);
    expect(accounts.sort()).toEqual(['EMEA-200002', CONTOSO_LTE].sort());
    for (const foreign of ['NA-900001', 'NA-900002']) {
      const res = await staff.get(`/mapi/cases?account_id=${foreign}`);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ServerValidation.403NoAccountAccess');
    }
    expect((await staff.get(`/mapi/cases?account_id=EMEA-200002`)).status).toBe(200);
    await staff.post('/mapi/proxy/end');
    // Carmen herself still holds all four.
    const own = (await status(await signedIn(demo().contoso))).body.content.accounts;
    expect(own.map((a) => a.account_id)).toEqual(expect.arrayContaining(['NA-900001', 'NA-900002']));
  });

  it("records a proxied request on the account it used, which that account's Administrator sees", async () => {
    const vendor = await signedIn(demo().vendorAdmin);
    expect(await startProxy(vendor, NORTHWIND_ASTRO, demo().nwUser)).toBe(200);
    // Selected account: the astro one; this request uses the mototrbo one.
    const marker = `/mapi/system/current`;
    expect((await vendor.get(`${marker}?account_id=${NORTHWIND_TRBO}`)).status).toBe(200);
    // A foreign account is refused, and is not where the request is recorded.
    expect((await vendor.get(`${marker}?account_id=${CONTOSO_LTE}`)).status).toBe(403);
    await vendor.post('/mapi/proxy/end');

    const admin = await signedIn(demo().nwAdmin);
    const onTrbo = (await admin.get<TProxyRecord>(`/mapi/audit/proxy?account_id=${NORTHWIND_TRBO}&limit=100`))
      .body.content.items;
    expect(onTrbo).toContainEqual(
      expect.objectContaining({
        event: 'proxy_request',
        actorLogin: demo().vendorAdmin,
        login: demo().nwUser,
        accountId: NORTHWIND_TRBO,
        detail: expect.objectContaining({ path: marker, status: 200 }),
      }),
    );
    const onAstro = (
      await admin.get<TProxyRecord>(`/mapi/audit/proxy?account_id=${NORTHWIND_ASTRO}&limit=100`)
    ).body.content.items;
    const requests = onAstro.filter((e) => e.event === 'proxy_request' && e.detail?.path === marker);
    // Only the refused foreign request stays on the selected account.
    expect(requests.map((e) => e.detail?.status)).toEqual([403]);
    const contosoRecord = await vendor.get<TProxyRecord>(
      `/mapi/audit/proxy?account_id=${CONTOSO_LTE}&limit=100`,
    );
    expect(contosoRecord.body.content.items.filter((e) => e.login === demo().nwUser)).toEqual([]);
  });

  it('records the proxy end when the staff member logs out while proxying', async () => {
    const vendor = await signedIn(demo().vendorAdmin);
    await startProxy(vendor, NORTHWIND_TRBO, demo().nwUser);
    const before = Date.now();
    expect((await vendor.post('/mapi/auth/local_logout')).status).toBe(200);
    const admin = await signedIn(demo().nwAdmin);
    const items = (await admin.get<TProxyRecord>(`/mapi/audit/proxy?account_id=${NORTHWIND_TRBO}&limit=100`))
      .body.content.items;
    const end = items.find(
      (e) =>
        e.event === 'proxy_end' && e.actorLogin === demo().vendorAdmin && Date.parse(e.at) >= before - 1000,
    );
    expect(end).toMatchObject({ login: demo().nwUser, detail: { reason: 'logout' } });
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

describe('the outbox', () => {
  const CASE = {
    category: 'tsu',
    caseType: 'Incident',
    title: 'Outbox scoping',
    description: 'A case whose creation mail stays in the outbox.',
  };

  async function waitForMail(c: ReturnType<typeof createClient>, reference: string) {
    for (let i = 0; i < 100; i++) {
      const res = await c.get<TOutboxPage>(`/mapi/admin/outbox?q=${reference}`);
      const mail = res.body.content.items.find((m) => m.reference === reference);
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 100));
    }
    return undefined;
  }

  it("shows the all-accounts MSI Administrator every mail, other staff only their accounts' mails", async () => {
    const northwind = await signedIn(demo().nwAdmin);
    const nw = await northwind.post<{ caseNumber: string }>('/mapi/cases', {
      ...CASE,
      account_id: NORTHWIND_ASTRO,
    });
    expect(nw.status).toBe(200);
    const contoso = await signedIn(demo().contoso);
    const co = await contoso.post<{ caseNumber: string }>('/mapi/cases', {
      ...CASE,
      account_id: CONTOSO_LTE,
    });
    expect(co.status).toBe(200);

    const vendorAdmin = await signedIn(demo().vendorAdmin);
    expect(await waitForMail(vendorAdmin, nw.body.content.caseNumber)).toMatchObject({
      accountId: NORTHWIND_ASTRO,
    });
    expect(await waitForMail(vendorAdmin, co.body.content.caseNumber)).toMatchObject({
      accountId: CONTOSO_LTE,
    });

    const staff = await signedIn(demo().staff);
    const held = new Set((await status(staff)).body.content.accounts.map((a) => a.account_id));
    expect(await waitForMail(staff, co.body.content.caseNumber)).toMatchObject({ accountId: CONTOSO_LTE });
    const seen = (await staff.get<TOutboxPage>('/mapi/admin/outbox?limit=100')).body.content.items;
    expect(seen.find((m) => m.reference === nw.body.content.caseNumber)).toBeUndefined();
    expect(seen.filter((m) => !m.accountId || !held.has(m.accountId))).toEqual([]);
  });
});
