import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema/index.ts';
import type { TAuditPage } from '../../src/shared/contracts/audit.ts';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { NORTHWIND_ASTRO, createClient, demo } from './client.ts';

/**
 * The periodic sweep deletes expired sessions nobody comes back with, and records each expiry
 * once. A portal of its own with fractional settings: 2-second idle timeout, a sweep every 0.5 s.
 */
let portal: TTestPortal;

beforeAll(async () => {
  portal = await startTestPortal('sweep', {
    trustProxy: true,
    sessionIdleMinutes: 2 / 60,
    sessionSweepSeconds: 0.5,
  });
});

afterAll(async () => {
  await portal?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const client = (ip: string) => createClient({ baseUrl: portal.url, ip });

async function signedIn(login: string, ip: string) {
  const c = client(ip);
  expect((await c.login(login)).status, login).toBe(200);
  const me = (await c.get<TStatus>('/mapi/index/status')).body.content;
  return { c, me };
}

async function sessionsOf(userIds: string[]) {
  return portal.database.db.select().from(sessions).where(inArray(sessions.userId, userIds));
}

/** The audit log as the all-accounts vendor administrator reads it (a fresh sign-in: sessions are short here). */
async function auditEvents(query: string) {
  const reader = client('10.91.9.9');
  expect((await reader.login(demo().vendorAdmin)).status).toBe(200);
  const res = await reader.get<TAuditPage>(`/mapi/audit/events?${query}&limit=100`);
  expect(res.status).toBe(200);
  return res.body.content.items;
}

describe('the session sweep', () => {
  it('deletes expired sessions without any request, records each once, and ends a proxy session on the record', async () => {
    const user = await signedIn('user.emea-300008@c008.example', '10.91.0.1');
    const staff = await signedIn(demo().vendorAdmin, '10.91.0.2');
    const list = await staff.c.get<{ users: { id: string; email: string }[] }>(
      `/mapi/proxy/users?account_id=${NORTHWIND_ASTRO}`,
    );
    const target = list.body.content.users.find((u) => u.email === demo().nwUser)!;
    expect(
      (await staff.c.post('/mapi/proxy/start', { account_id: NORTHWIND_ASTRO, user_id: target.id })).status,
    ).toBe(200);
    const ids = [user.me.user.id, staff.me.user.id];
    expect(await sessionsOf(ids)).not.toHaveLength(0);

    // Nobody comes back: the sweep alone deletes both sessions.
    const until = Date.now() + 10_000;
    while (
      (await sessionsOf([user.me.user.id])).length ||
      (await sessionsOf([staff.me.user.id])).some((s) => s.proxyUserId)
    ) {
      expect(Date.now(), 'sessions still there 10 s later').toBeLessThan(until);
      await sleep(200);
    }

    const expired = (await auditEvents(`event=session_expired&login=${user.me.user.login}`)).filter(
      (e) => e.userId === user.me.user.id,
    );
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({
      actorUserId: user.me.user.id,
      accountId: user.me.selectedAccountId,
      ip: null,
      detail: { reason: 'idle', swept: true },
    });
    expect(Date.parse(expired[0]!.at)).toBeLessThanOrEqual(Date.now());
    expect(expired[0]!.at).toMatch(/Z$/);

    const proxyEnd = (await auditEvents(`event=proxy_end&account_id=${NORTHWIND_ASTRO}`)).filter(
      (e) => e.actorUserId === staff.me.user.id,
    );
    expect(proxyEnd).toHaveLength(1);
    expect(proxyEnd[0]).toMatchObject({
      userId: target.id,
      login: demo().nwUser,
      actorLogin: demo().vendorAdmin,
      detail: { reason: 'session_expired' },
    });

    // Coming back afterwards: told the session expired, and the expiry is not recorded twice.
    const back = await user.c.get('/mapi/index/status');
    expect(back.status).toBe(401);
    expect(back.body.code).toBe('ServerValidation.401SessionExpired');
    const again = (await auditEvents(`event=session_expired&login=${user.me.user.login}`)).filter(
      (e) => e.userId === user.me.user.id,
    );
    expect(again).toHaveLength(1);
  });

  it('records the limit a session reached first, however late it is swept', async () => {
    const idle = await signedIn('administrator.emea-300008@c008.example', '10.91.2.1');
    const absolute = await signedIn(demo().nwAdmin, '10.91.2.2');
    const now = Date.now();
    // Idle for a minute, and its absolute end passed a second ago: inactivity ended it first.
    await portal.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now - 60_000), absoluteExpiresAt: new Date(now - 1_000) })
      .where(eq(sessions.userId, idle.me.user.id));
    // Seen a second ago (2 s idle timeout), and its absolute end passed half a second ago.
    await portal.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now - 1_000), absoluteExpiresAt: new Date(now - 500) })
      .where(eq(sessions.userId, absolute.me.user.id));

    const until = Date.now() + 10_000;
    while ((await sessionsOf([idle.me.user.id, absolute.me.user.id])).length) {
      expect(Date.now(), 'sessions still there 10 s later').toBeLessThan(until);
      await sleep(200);
    }
    for (const [who, reason] of [
      [idle, 'idle'],
      [absolute, 'absolute'],
    ] as const) {
      const expired = (await auditEvents(`event=session_expired&login=${who.me.user.login}`)).filter(
        (e) => e.userId === who.me.user.id,
      );
      expect(expired.map((e) => e.detail), who.me.user.login).toEqual([{ reason, swept: true }]);
    }
  });

  it('never deletes a session in use', async () => {
    const { c, me } = await signedIn('guest.emea-300008@c008.example', '10.91.1.1');
    const started = Date.now();
    while (Date.now() - started < 4_000) {
      expect((await c.get('/mapi/index/status')).status).toBe(200);
      await sleep(300);
    }
    expect(
      await portal.database.db.select().from(sessions).where(eq(sessions.userId, me.user.id)),
    ).toHaveLength(1);
  });
});
