import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/index.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { createClient } from './client.ts';

/**
 * Failed-login throttling with device cookies (OWASP), on a portal of its own whose blocks last
 * 2 seconds, so a block can be watched ending. Limits: 5 failures per login for clients without a
 * device cookie, 5 per device cookie, 30 per address.
 */
const BLOCK_MS = 2_000;
let portal: TTestPortal;

beforeAll(async () => {
  portal = await startTestPortal('throttle', {
    trustProxy: true,
    loginBlockMinutes: BLOCK_MS / 60_000,
    loginWindowMinutes: 1,
  });
});

afterAll(async () => {
  await portal?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const client = (ip: string) => createClient({ baseUrl: portal.url, ip });
const INVALID = 'ServerValidation.401InvalidCredentials';
const BLOCKED = 'ServerValidation.429TooManyAttempts';

async function codes(c: ReturnType<typeof client>, login: string, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push((await c.login(login, `wrong-${i}`)).body.code);
  return out;
}

describe('failed-login throttling with device cookies', () => {
  it('gives a signed-in browser an HttpOnly, SameSite device cookie for the auth routes only', async () => {
    const c = client('10.90.0.1');
    const res = await c.login('user@contoso.example');
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((h) => h.startsWith('portal_device='))!;
    expect(cookie).toBeTruthy();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/mapi\/auth/i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)?.[1])).toBeGreaterThan(30 * 86_400);
    // A failed attempt gives no device cookie.
    const failed = await client('10.90.0.2').login('user@contoso.example', 'wrong');
    expect(failed.headers.getSetCookie().some((h) => h.startsWith('portal_device='))).toBe(false);
  });

  it("never lets an attacker's failures (other address, no device cookie) stop the victim's browser", async () => {
    const victimLogin = 'user@northwind.example';
    const victim = client('10.90.1.1');
    expect((await victim.login(victimLogin)).status).toBe(200);
    expect(victim.cookies.has('portal_device')).toBe(true);
    expect((await victim.post('/mapi/auth/local_logout')).status).toBe(200);

    const attacker = client('10.90.1.2');
    expect(await codes(attacker, victimLogin, 12)).toEqual([
      ...Array(5).fill(INVALID),
      ...Array(7).fill(BLOCKED),
    ]);
    // The block is real for every client without the victim's device cookie, even with the password...
    expect((await client('10.90.1.3').login(victimLogin)).body.code).toBe(BLOCKED);
    // ...and a device cookie of another login gives no trust for this one.
    const other = client('10.90.1.2');
    expect((await other.login('guest@northwind.example')).status).toBe(200);
    expect((await other.login(victimLogin)).body.code).toBe(BLOCKED);
    // A forged device cookie neither.
    const forged = client('10.90.1.4');
    forged.cookies.set('portal_device', `${'A'.repeat(22)}.${'B'.repeat(43)}`);
    expect((await forged.login(victimLogin)).body.code).toBe(BLOCKED);

    // The victim's browser signs in, during the block, also from the attacker's address.
    expect((await victim.login(victimLogin)).status).toBe(200);
    const elsewhere = client('10.90.1.2');
    elsewhere.cookies.set('portal_device', victim.cookies.get('portal_device')!);
    expect((await elsewhere.login(victimLogin)).status).toBe(200);
  });

  it('counts failures with a device cookie against that device only, with its own small limit', async () => {
    const login = 'admin@northwind.example';
    const owner = client('10.90.2.1');
    expect((await owner.login(login)).status).toBe(200);
    expect(await codes(owner, login, 6)).toEqual([...Array(5).fill(INVALID), BLOCKED]);
    // The device's failures did not touch the login's counter for other clients.
    expect((await client('10.90.2.2').login(login)).status).toBe(200);
  });

  it('ends a block after its time, and attempts made during the block do not extend it', async () => {
    const login = 'guest.emea-300008@c008.example';
    const c = client('10.90.3.1');
    expect(await codes(c, login, 5)).toEqual(Array(5).fill(INVALID));
    const blocked = await c.login(login, 'wrong-6');
    const blockedAt = Date.now();
    expect(blocked.body.code).toBe(BLOCKED);
    // Keep trying (wrong and right passwords) for most of the block: every one is refused.
    while (Date.now() - blockedAt < BLOCK_MS * 0.75) {
      expect((await c.login(login, 'wrong-again')).body.code).toBe(BLOCKED);
      expect((await c.login(login)).body.code).toBe(BLOCKED);
      await sleep(100);
    }
    // Had those attempts extended the block, it would still run now.
    await sleep(BLOCK_MS - (Date.now() - blockedAt) + 400);
    expect((await c.login(login)).status).toBe(200);
  });

  it('refuses concurrent attempts past the limit: the attempt is reserved before the password check', async () => {
    for (const [login, ip] of [
      ['user.emea-300008@c008.example', '10.90.4.1'],
      ['nobody-concurrent@nowhere.example', '10.90.4.2'],
    ] as const) {
      const c = client(ip);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => c.login(login, `wrong-${i}`)));
      const got = answers.map((a) => a.body.code);
      expect(
        got.filter((x) => x === INVALID),
        login,
      ).toHaveLength(5);
      expect(
        got.filter((x) => x === BLOCKED),
        login,
      ).toHaveLength(7);
    }
  });

  it('treats an unknown login exactly like an existing one, block and end of block included', async () => {
    const run = async (login: string, ip: string) => {
      const c = client(ip);
      const seen = await codes(c, login, 7);
      await sleep(BLOCK_MS + 400);
      seen.push((await c.login(login, 'wrong-after')).body.code);
      return seen;
    };
    const [existing, unknown] = await Promise.all([
      run('administrator.emea-300008@c008.example', '10.90.5.1'),
      run('nobody-at-all@nowhere.example', '10.90.5.2'),
    ]);
    expect(existing).toEqual([...Array(5).fill(INVALID), BLOCKED, BLOCKED, INVALID]);
    expect(unknown).toEqual(existing);
  });

  it('throttles an address trying many logins, without blocking the logins from elsewhere', async () => {
    const c = client('10.90.6.1');
    const seen: string[] = [];
    for (let i = 0; i < 32; i++) seen.push((await c.login(`sprayed-${i}@nowhere.example`, 'x')).body.code);
    expect(seen.slice(0, 30)).toEqual(Array(30).fill(INVALID));
    expect(seen.slice(30)).toEqual([BLOCKED, BLOCKED]);
    expect((await c.login('user@contoso.example')).body.code).toBe(BLOCKED);
    expect((await client('10.90.6.2').login('user@contoso.example')).status).toBe(200);
  });

  it('takes the address behind the proxy from its own entry: a client-written X-Forwarded-For neither escapes the address limit nor forges the audit address', async () => {
    // TRUST_PROXY=true is one proxy hop: the proxy (here the test, the peer) appends the address
    // it saw (10.90.8.1) to whatever the client wrote (a new address on every attempt).
    const c = createClient({ baseUrl: portal.url });
    const attempt = (i: number, login: string, password: string) =>
      c.post(
        '/mapi/auth/local_login',
        { login, password: Buffer.from(password).toString('base64') },
        { headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 10.90.8.1` } },
      );
    const seen: string[] = [];
    for (let i = 0; i < 31; i++) seen.push((await attempt(i, `rotated-${i}@nowhere.example`, 'x')).body.code);
    expect(seen).toEqual([...Array(30).fill(INVALID), BLOCKED]);
    const rows = await portal.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'login_failed'), eq(auditLog.login, 'rotated-0@nowhere.example')));
    expect(rows.map((r) => r.ip)).toEqual(['10.90.8.1']);
  });

  it('records refused attempts in the audit log with the login, address and what blocked them', async () => {
    const login = 'user.lacr-300002@c002.example';
    await codes(client('10.90.7.1'), login, 6);
    const rows = await portal.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'login_blocked'), eq(auditLog.login, login)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '10.90.7.1', detail: { method: 'local', scope: 'login' } });
    expect(rows[0]!.userId).toBeTruthy();
  });
});
