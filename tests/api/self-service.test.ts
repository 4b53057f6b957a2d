import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, passwordResets, sessions, userAccounts, users } from '../../src/server/db/schema/index.ts';
import { hashPassword } from '../../src/server/platform/passwords.ts';
import { hashToken } from '../../src/server/platform/session-context.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { createClient, type TClient, type TResponse } from './client.ts';

/**
 * Account self-service (issue 29 points 5 and 6), on a portal of its own whose users this file
 * creates: the profile's phone number (E.164), changing the password (current one required,
 * strength rule, other sessions ended, audited), the forgotten-password link (same answer for any
 * address, throttled, single use, short-lived, only its hash stored, every session ended), and
 * users of an identity provider kept out of both.
 */
const OLD = 'Harbor-Lights-2026';
const NEW = 'Violet tides over Quay 9';
let portal: TTestPortal;
let ip = 0;
const client = (locale?: string) => createClient({ baseUrl: portal.url, ip: `10.95.0.${++ip}`, locale });
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

interface TField {
  path: string;
  message: { id: string; values?: Record<string, string | number> };
}
const fieldsOf = (res: TResponse) => (res.body.content as { fields?: TField[] }).fields ?? [];

/** A user of this file's own: portal password OLD (or an identity-provider user), User of account NA-200001. */
async function newUser(opts: { useLocal?: boolean; countryCode?: string | null } = {}) {
  const login = `self-${crypto.randomUUID().slice(0, 8)}@contoso.example`;
  const [row] = await portal.database.db
    .insert(users)
    .values({
      login,
      email: login,
      firstName: 'Ada',
      lastName: 'Self',
      companyId: 'contoso',
      passwordHash: opts.useLocal === false ? null : await hashPassword(OLD),
      useLocal: opts.useLocal ?? true,
      countryCode: opts.countryCode === undefined ? 'US' : opts.countryCode,
      termsAcceptedAt: new Date(),
      settings: { emailNotifications: false },
    })
    .returning();
  await portal.database.db.insert(userAccounts).values({ userId: row!.id, accountId: 'NA-200001', role: 'User' });
  return row!;
}

async function signIn(login: string, password = OLD, c: TClient = client()) {
  const res = await c.login(login, password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return c;
}

/** A session for a user who signs in through an identity provider (as the SSO callback starts one). */
async function ssoSession(userId: string): Promise<TClient> {
  const token = crypto.randomBytes(32).toString('base64url');
  await portal.database.db.insert(sessions).values({
    id: hashToken(token),
    userId,
    loginMethod: 'sso',
    idleSeconds: 1800,
    absoluteExpiresAt: new Date(Date.now() + 3_600_000),
  });
  const c = client();
  c.cookies.set('portal_sid', token);
  return c;
}

async function mailsTo(address: string) {
  return portal.database.db.select().from(outbox).where(eq(outbox.toAddress, address));
}

/** The reset link's token, once the mail is in the outbox (sent after the answer). */
async function resetToken(address: string): Promise<string> {
  let mails: Awaited<ReturnType<typeof mailsTo>> = [];
  await expect.poll(async () => (mails = await mailsTo(address)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const last = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
  return /\/login\/reset#token=([A-Za-z0-9_-]+)/.exec(last.body)![1]!;
}

const forgot = (login: string, c = client()) => c.post('/mapi/auth/password/forgot', { login });
const reset = (token: string, password: string, c = client()) =>
  c.post<{ endedSessions: number }>('/mapi/auth/password/reset', { token, newPassword: b64(password) });
const change = (c: TClient, current: string, next: string) =>
  c.post<{ endedSessions: number }>('/mapi/users/password', { currentPassword: b64(current), newPassword: b64(next) });

beforeAll(async () => {
  portal = await startTestPortal('selfservice', { trustProxy: true, passwordResetMinutes: 30 });
});

afterAll(async () => {
  await portal?.stop();
});

describe('the profile: phone number', () => {
  it('keeps the phone number in E.164: the spec pattern, international numbers, and national ones in the user\'s country', async () => {
    const gb = await newUser({ countryCode: 'GB' });
    const c = await signIn(gb.login);
    expect((await c.get('/mapi/users/profile')).body.content).toEqual({ phoneNumber: null, phoneCountry: 'GB', portalPassword: true });
    for (const [typed, stored] of [
      ['(222)222-3333', '+12222223333'],
      ['+44 20 7946 0958', '+442079460958'],
      ['+81 3-1234-5678', '+81312345678'],
      ['020 7946 0958', '+442079460958'],
    ]) {
      const res = await c.put('/mapi/users/profile', { phoneNumber: typed });
      expect(res.status, typed).toBe(200);
      expect(res.body.content, typed).toMatchObject({ phoneNumber: stored });
      const [row] = await portal.database.db.select({ p: users.phoneNumber }).from(users).where(eq(users.id, gb.id));
      expect(row!.p, typed).toBe(stored);
    }
    // The session's user shows it too; an empty value removes it.
    const status = await c.get<{ user: { phoneNumber: string | null } }>('/mapi/index/status');
    expect(status.body.content.user.phoneNumber).toBe('+442079460958');
    expect((await c.put('/mapi/users/profile', { phoneNumber: '' })).body.content).toMatchObject({ phoneNumber: null });
  });

  it("reads a number without + in the selected account's country when the user has none", async () => {
    const noCountry = await newUser({ countryCode: null });
    const c = await signIn(noCountry.login);
    const profile = await c.get<{ phoneCountry: string }>('/mapi/users/profile');
    const [account] = await portal.database.db.execute<{ country_code: string }>(
      sql`select a.country_code from sessions s join accounts a on a.id = s.selected_account_id where s.user_id = ${noCountry.id}`,
    ).then((r) => ('rows' in r ? r.rows : r) as { country_code: string }[]);
    expect(profile.body.content.phoneCountry).toBe(account!.country_code);
  });

  it.each([
    ['text', 'call me', 'en-US', 'Validation.phoneNumber'],
    ['a number not valid in the user\'s country', '222-222-3333', 'de-DE', 'Validation.phoneNumber'],
  ])('refuses %s with a translated message naming the field', async (_what, typed, locale, id) => {
    const us = await newUser({ countryCode: 'US' });
    const c = await signIn(us.login, OLD, client(locale));
    const res = await c.put('/mapi/users/profile', { phoneNumber: typed });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ServerValidation.400WrongParams');
    expect(fieldsOf(res)).toEqual([{ path: 'body.phoneNumber', message: { id, values: { field: 'Phone Number' } } }]);
    expect((res.body.content as { message: string }).message).toBe(
      locale === 'de-DE' ? 'Einige der eingegebenen Werte sind ungültig.' : 'Some of the values you entered are not valid.',
    );
    const [row] = await portal.database.db.select({ p: users.phoneNumber }).from(users).where(eq(users.id, us.id));
    expect(row!.p).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await client().get('/mapi/users/profile')).status).toBe(401);
    expect((await client().put('/mapi/users/profile', { phoneNumber: '' })).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current password, checks the new one, ends the other sessions and keeps this one, audited', async () => {
    const u = await newUser();
    const here = await signIn(u.login);
    const elsewhere = await signIn(u.login);
    expect((await elsewhere.get('/mapi/index/status')).status).toBe(200);

    const wrong = await change(here, 'not-my-password', NEW);
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual([{ path: 'body.currentPassword', message: { id: 'AccountSelf.currentPasswordWrong' } }]);
    const weak = await change(here, OLD, 'Password1234!');
    expect(fieldsOf(weak).map((f) => [f.path, f.message.id])).toEqual([['body.newPassword', 'AccountSelf.passwordWeak']]);
    const short = await change(here, OLD, 'Short#1');
    expect(fieldsOf(short)).toEqual([{ path: 'body.newPassword', message: { id: 'Validation.minLength', values: { n: 12, field: 'New Password' } } }]);
    const same = await change(here, OLD, OLD);
    expect(fieldsOf(same).map((f) => f.message.id)).toEqual(['AccountSelf.passwordSame']);

    const ok = await change(here, OLD, NEW);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.content).toEqual({ endedSessions: 1 });
    expect((await here.get('/mapi/index/status')).status).toBe(200);
    expect((await elsewhere.get('/mapi/index/status')).status).toBe(401);
    expect((await client().login(u.login, OLD)).status).toBe(401);
    await signIn(u.login, NEW);

    const events = await portal.database.db
      .select({ event: auditLog.event, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.userId, u.id), sql`${auditLog.event} like 'password_change%'`));
    expect(events.map((e) => e.event).sort()).toEqual(['password_change', 'password_change_failed']);
    expect(events.find((e) => e.event === 'password_change')!.detail).toEqual({ endedSessions: 1 });
  });

  it('blocks guessing the current password after 5 wrong tries, as logins are', async () => {
    const u = await newUser();
    const c = await signIn(u.login);
    const codes: string[] = [];
    for (let i = 0; i < 7; i++) codes.push((await change(c, `guess-${i}`, NEW)).body.code);
    expect(codes.slice(0, 5).every((code) => code === 'ServerValidation.400WrongParams')).toBe(true);
    expect(codes.slice(5)).toEqual(['ServerValidation.429TooManyAttempts', 'ServerValidation.429TooManyAttempts']);
    // Even the right password is refused during the block.
    expect((await change(c, OLD, NEW)).body.code).toBe('ServerValidation.429TooManyAttempts');
  });

  it('is refused to users of an identity provider, who also get no reset link', async () => {
    const sso = await newUser({ useLocal: false });
    const c = await ssoSession(sso.id);
    expect((await c.get('/mapi/users/profile')).body.content).toMatchObject({ portalPassword: false });
    const res = await change(c, OLD, NEW);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ServerValidation.400InvalidAction');
    expect((await forgot(sso.login)).status).toBe(200);
    // The request is recorded once its work is done; no link exists and no mail was kept.
    const [req] = await portal.database.db.select().from(auditLog).where(and(eq(auditLog.userId, sso.id), eq(auditLog.event, 'password_reset_request')));
    expect(req!.detail).toEqual({ sent: false });
    expect(await portal.database.db.select().from(passwordResets).where(eq(passwordResets.userId, sso.id))).toEqual([]);
    expect(await mailsTo(sso.email)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await change(client(), OLD, NEW)).status).toBe(401);
  });
});

describe('the forgotten password', () => {
  it('answers the same for a known and an unknown address, and mails a link only to the known one', async () => {
    const u = await newUser();
    const known = await forgot(u.email.toUpperCase());
    const unknown = await forgot('nobody-here@contoso.example');
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.body).toEqual({ result: true, content: {}, code: 'OK' });
    const token = await resetToken(u.email);
    expect(token).toHaveLength(43);
    expect(await mailsTo('nobody-here@contoso.example')).toEqual([]);
    const [mail] = await mailsTo(u.email);
    expect(mail).toMatchObject({ kind: 'account.password_reset', subject: 'Reset your Radio Support Portal password' });
    expect(mail!.body).toContain('within 30 minutes');
    // Only the token's hash is stored.
    const stored = await portal.database.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
    expect(stored.map((r) => r.tokenHash)).toEqual([crypto.createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('sets a new password once with the strength rule, ends every session, and the link cannot be used twice', async () => {
    const u = await newUser();
    const session = await signIn(u.login);
    expect((await forgot(u.login)).status).toBe(200);
    const token = await resetToken(u.email);

    const weak = await reset(token, 'aaaaaaaaaaaaaaa');
    expect(fieldsOf(weak).map((f) => [f.path, f.message.id])).toEqual([['body.newPassword', 'AccountSelf.passwordWeak']]);
    const done = await reset(token, NEW);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.content).toEqual({ endedSessions: 1 });
    expect((await session.get('/mapi/index/status')).status).toBe(401);
    await signIn(u.login, NEW);
    expect((await client().login(u.login, OLD)).status).toBe(401);

    const again = await reset(token, 'Another long passphrase 7');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('ServerValidation.400NoValidToken');
    const events = await portal.database.db.select({ event: auditLog.event }).from(auditLog).where(and(eq(auditLog.userId, u.id), eq(auditLog.event, 'password_reset')));
    expect(events).toHaveLength(1);
  });

  it('refuses an expired link, an unknown one, and an earlier link once a newer one was sent', async () => {
    const u = await newUser();
    await forgot(u.login);
    const first = await resetToken(u.email);
    await portal.database.db.delete(outbox).where(eq(outbox.toAddress, u.email));
    await forgot(u.login);
    const second = await resetToken(u.email);
    expect(second).not.toBe(first);
    expect((await reset(first, NEW)).body.code).toBe('ServerValidation.400NoValidToken');
    expect((await reset('x'.repeat(43), NEW)).body.code).toBe('ServerValidation.400NoValidToken');
    // The link's end passes (30 minutes, as if they were over).
    await portal.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, u.id));
    expect((await reset(second, NEW)).body.code).toBe('ServerValidation.400NoValidToken');
    expect((await client().login(u.login, OLD)).status).toBe(200);
  });

  it('throttles requests per login typed like logins: the 6th within the window is refused, for known and unknown alike', async () => {
    const u = await newUser();
    const c = client();
    for (const login of [u.login, 'ghost-user@contoso.example']) {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await forgot(login, c)).status);
      expect(codes, login).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });
});
