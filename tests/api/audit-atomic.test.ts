import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cases, sessions, users } from '../../src/server/db/schema/index.ts';
import { sweepExpiredSessions } from '../../src/server/platform/session-sweep.ts';
import type { TCaseDetail } from '../../src/shared/contracts/cases.ts';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { NORTHWIND_ASTRO, createClient, demo, openTestCase, type TClient } from './client.ts';

/**
 * An action and its audit entry commit together or not at all: when the audit entry cannot be
 * written, the action answers an error in the spec's envelope and nothing of it is kept; the
 * portal keeps serving, and the same action succeeds, with its entry, once the log accepts it.
 * The audit log refuses through a real trigger on `audit_log` (the database, not a mock), on a
 * portal of its own so no other test meets it. The periodic sweep is set far apart: the test runs
 * the sweep itself.
 */
let portal: TTestPortal;
let user: TClient;
let userId: string;

beforeAll(async () => {
  portal = await startTestPortal('audit-atomic', { sessionSweepSeconds: 3600 });
  await portal.database.db.execute(sql`
    create function refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit log refuses %', new.event; end $$`);
  user = createClient({ baseUrl: portal.url });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  userId = (await user.get<TStatus>('/mapi/index/status')).body.content.user.id;
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

afterEach(async () => {
  await portal.database.db.execute(sql`drop trigger if exists refuse_audit on audit_log`);
});

/** From now on, the audit log refuses entries of `event` (until the test ends). */
async function refuse(event: string) {
  await portal.database.db.execute(
    sql.raw(`create trigger refuse_audit before insert on audit_log for each row
      when (new.event = '${event}') execute function refuse_audit()`),
  );
}

const accept = () => portal.database.db.execute(sql`drop trigger refuse_audit on audit_log`);

async function entries(event: string, who: string = userId) {
  return portal.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.event, event), eq(auditLog.userId, who)));
}

async function casesTitled(title: string) {
  return portal.database.db.select({ caseNo: cases.caseNo }).from(cases).where(eq(cases.title, title));
}

function expectUnexpectedError(res: { status: number; body: unknown }) {
  expect(res.status).toBe(500);
  expect(res.body).toMatchObject({
    result: false,
    code: 'ServerValidation.500Unexpected',
    content: { message: 'Unexpected error occurred. Please try again.' },
  });
}

describe('an action and its audit entry commit together', () => {
  it('a case whose audit entry fails is not created; the portal serves on; created once the log accepts', async () => {
    await refuse('case_create');
    const body = { account_id: NORTHWIND_ASTRO, category: 'tsu', caseType: 'Incident', title: 'Audit refused', description: 'x' };
    expectUnexpectedError(await user.post('/mapi/cases', body));
    expect(await casesTitled('Audit refused')).toEqual([]);
    expect(await entries('case_create')).toEqual([]);
    expect((await user.get('/mapi/index/status')).status).toBe(200);

    await accept();
    const created = await user.post<{ caseNumber: string }>('/mapi/cases', body);
    expect(created.status).toBe(200);
    expect(await casesTitled('Audit refused')).toHaveLength(1);
    expect((await entries('case_create')).map((e) => e.detail)).toEqual([{ caseNumber: created.body.content.caseNumber }]);
  });

  it('a closure request whose audit entry fails leaves the case as it was, timeline included', async () => {
    const caseNumber = await openTestCase(user, 'Closure, audit refused', 'x');
    const detail = () => user.get<TCaseDetail>(`/mapi/cases/${caseNumber}?account_id=${NORTHWIND_ASTRO}`);
    const before = (await detail()).body.content;
    await refuse('case_closure_request');
    expectUnexpectedError(
      await user.post(`/mapi/cases/${caseNumber}/closure`, { account_id: NORTHWIND_ASTRO, reason: 'Fixed' }),
    );
    expect((await detail()).body.content).toEqual(before);

    await accept();
    const asked = await user.post(`/mapi/cases/${caseNumber}/closure`, { account_id: NORTHWIND_ASTRO, reason: 'Fixed' });
    expect(asked.status).toBe(200);
    expect((await detail()).body.content).not.toEqual(before);
    expect((await entries('case_closure_request')).map((e) => e.detail)).toEqual([{ caseNumber }]);
  });

  it('a settings change whose audit entry fails changes nothing', async () => {
    const [{ locale: before }] = (await portal.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, userId))) as [{ locale: string | null }];
    const change = { language: before === 'fr-FR' ? 'de-DE' : 'fr-FR' };
    await refuse('settings_change');
    expectUnexpectedError(await user.put('/mapi/users/settings', { user_settings: change }));
    const [after] = await portal.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
    expect(after!.locale).toBe(before);

    await accept();
    expect((await user.put('/mapi/users/settings', { user_settings: change })).status).toBe(200);
    const [changed] = await portal.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
    expect(changed!.locale).toBe(change.language);
    expect(await entries('settings_change')).toHaveLength(1);
  });

  it('the sweep keeps an expired session whose end cannot be recorded, and ends it with its record later', async () => {
    const other = createClient({ baseUrl: portal.url });
    expect((await other.login(demo().nwAdmin)).status).toBe(200);
    const adminId = (await other.get<TStatus>('/mapi/index/status')).body.content.user.id;
    await portal.database.db
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, adminId));
    const ctx = { config: portal.config, database: portal.database, jobs: portal.jobs };

    await refuse('session_expired');
    await expect(sweepExpiredSessions(ctx)).rejects.toThrow(/insert into "audit_log"/);
    expect(await portal.database.db.select().from(sessions).where(eq(sessions.userId, adminId))).toHaveLength(1);

    await accept();
    expect(await sweepExpiredSessions(ctx)).toBe(1);
    expect(await portal.database.db.select().from(sessions).where(eq(sessions.userId, adminId))).toEqual([]);
    expect((await entries('session_expired', adminId)).map((e) => e.detail)).toEqual([{ reason: 'absolute', swept: true }]);
  });
});
