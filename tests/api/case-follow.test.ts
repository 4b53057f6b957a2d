import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TCaseRow } from '../../src/shared/contracts/cases.ts';
import type { TOutboxMail, TOutboxPage } from '../../src/shared/contracts/outbox.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { waitFor } from '../support/wait-for.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * Everyday case work (issue 29 points 3 and 7): "My cases" and "Cases I follow", following and
 * unfollowing a case, followers e-mailed about notes, closure and state changes when their setting
 * is on, the CC list edited after creation with the wrong address named, and the back-office
 * source answered to vendor staff only. A portal of its own: these tests change users' settings
 * and count the mails of the cases they create.
 */

const CASE = {
  account_id: NORTHWIND_ASTRO,
  category: 'tsu',
  caseType: 'Incident',
  title: 'Console loses the talkgroup list',
  description: 'The dispatch console loses its talkgroup list after a restart.',
};

interface TFieldError {
  path: string;
  message: { id: string; values?: Record<string, string | number> };
}

let portal: TTestPortal;
let user: TClient;
let admin: TClient;
let guest: TClient;
let contoso: TClient;
let staff: TClient;

async function signIn(login: string, ip: string) {
  const c = createClient({ baseUrl: portal.url, ip });
  expect((await c.login(login)).status, login).toBe(200);
  return c;
}

async function newCase(c: TClient = user): Promise<string> {
  const res = await c.post<{ caseNumber: string }>('/mapi/cases', CASE);
  expect(res.status).toBe(200);
  return res.body.content.caseNumber;
}

async function listNumbers(c: TClient, filter: string): Promise<string[]> {
  const res = await c.get<{ rows: TCaseRow[] }>(`/mapi/cases?account_id=${NORTHWIND_ASTRO}&limit=100&${filter}`);
  expect(res.status, filter).toBe(200);
  return res.body.content.rows.map((r) => r.caseNumber);
}

const follow = (c: TClient, caseNumber: string, account = NORTHWIND_ASTRO) =>
  c.put<{ caseNumber: string; following: boolean }>(`/mapi/cases/${caseNumber}/follow?account_id=${account}`, {});
const unfollow = (c: TClient, caseNumber: string, account = NORTHWIND_ASTRO) =>
  c.request<{ caseNumber: string; following: boolean }>('DELETE', `/mapi/cases/${caseNumber}/follow?account_id=${account}`, undefined);

/** The outbox mails of a case, oldest first, as vendor staff read them. */
async function mailsOf(caseNumber: string): Promise<TOutboxMail[]> {
  const res = await staff.get<TOutboxPage>(`/mapi/admin/outbox?q=${caseNumber}&limit=100`);
  expect(res.status).toBe(200);
  return res.body.content.items.filter((m) => m.reference === caseNumber).reverse();
}

function fieldsOf(res: TResponse): TFieldError[] {
  return (res.body.content as { fields?: TFieldError[] }).fields ?? [];
}

beforeAll(async () => {
  portal = await startTestPortal('case-follow');
  [user, admin, guest, contoso, staff] = await Promise.all([
    signIn(demo().nwUser, '10.71.0.1'),
    signIn(demo().nwAdmin, '10.71.0.2'),
    signIn(demo().nwGuest, '10.71.0.3'),
    signIn(demo().contoso, '10.71.0.4'),
    signIn(demo().vendorAdmin, '10.71.0.5'),
  ]);
  for (const c of [user, admin, guest, staff]) {
    const res = await c.put('/mapi/users/settings', { user_settings: { emailNotifications: true, language: 'en-US' } });
    expect(res.status).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('My cases and Cases I follow', () => {
  it('lists the asking user\'s own cases under mine=y and the followed ones under following=y', async () => {
    const mine = await newCase(user);
    const adminsOwn = await newCase(admin);
    expect(await listNumbers(user, 'mine=y')).toContain(mine);
    expect(await listNumbers(user, 'mine=y')).not.toContain(adminsOwn);
    expect(await listNumbers(user, 'mine=n')).toContain(adminsOwn);
    expect(await listNumbers(admin, 'mine=y')).toEqual(expect.arrayContaining([adminsOwn]));
    expect(await listNumbers(admin, 'mine=y')).not.toContain(mine);

    expect(await listNumbers(admin, 'following=y')).not.toContain(mine);
    const followed = await follow(admin, mine);
    expect(followed.status).toBe(200);
    expect(followed.body.content).toEqual({ caseNumber: mine, following: true });
    // Following twice changes nothing.
    expect((await follow(admin, mine)).status).toBe(200);
    expect(await listNumbers(admin, 'following=y')).toEqual([mine]);
    // Each user's own: the case's user does not follow it by the admin's choice.
    expect(await listNumbers(user, 'following=y')).not.toContain(mine);

    const asAdmin = await admin.get<TCaseDetail>(`/mapi/cases/${mine}?account_id=${NORTHWIND_ASTRO}`);
    expect(asAdmin.body.content).toMatchObject({ following: true, mine: false });
    const asUser = await user.get<TCaseDetail>(`/mapi/cases/${mine}?account_id=${NORTHWIND_ASTRO}`);
    expect(asUser.body.content).toMatchObject({ following: false, mine: true });

    const stopped = await unfollow(admin, mine);
    expect(stopped.body.content).toEqual({ caseNumber: mine, following: false });
    expect(await listNumbers(admin, 'following=y')).toEqual([]);
  });

  it('lets a Guest follow, and refuses another account (403) and another account\'s case (404)', async () => {
    const caseNumber = await newCase(user);
    expect((await follow(guest, caseNumber)).status).toBe(200);
    expect(await listNumbers(guest, 'following=y')).toContain(caseNumber);
    expect((await follow(contoso, caseNumber)).status).toBe(403);
    expect((await unfollow(contoso, caseNumber)).status).toBe(403);
    expect((await follow(contoso, caseNumber, CONTOSO_LTE)).status).toBe(404);
    await unfollow(guest, caseNumber);
  });
});

describe('followers are e-mailed', () => {
  it('about notes, a closure request and the closure, when their setting is on, never the one who made the change', async () => {
    const caseNumber = await newCase(user);
    await waitFor('the creation mail', async () => ((await mailsOf(caseNumber)).length === 1 ? true : undefined));
    expect((await follow(admin, caseNumber)).status).toBe(200);
    expect((await follow(guest, caseNumber)).status).toBe(200);
    expect((await follow(staff, caseNumber)).status).toBe(200);
    expect((await guest.put('/mapi/users/settings', { user_settings: { emailNotifications: false } })).status).toBe(200);
    try {
      expect((await user.post(`/mapi/cases/${caseNumber}/notes`, { account_id: NORTHWIND_ASTRO, body: 'Restarted twice, same.' })).status).toBe(200);
      const noteMails = await waitFor('the note mails', async () => {
        const mails = (await mailsOf(caseNumber)).filter((m) => m.kind === 'case.followed.note');
        return mails.length === 2 ? mails : undefined;
      });
      expect(noteMails.map((m) => m.to).sort()).toEqual([demo().nwAdmin, demo().vendorAdmin].sort());
      const toAdmin = noteMails.find((m) => m.to === demo().nwAdmin)!;
      expect(toAdmin.subject).toBe(`Case ${caseNumber} you follow: ${CASE.title}`);
      expect(toAdmin.body).toContain('Restarted twice, same.');
      expect(toAdmin.body).toContain('Umar Northcott added a note');

      // The admin's own note mails the other followers only.
      await admin.post(`/mapi/cases/${caseNumber}/notes`, { account_id: NORTHWIND_ASTRO, body: 'Looking into it.' });
      await user.post(`/mapi/cases/${caseNumber}/closure`, { account_id: NORTHWIND_ASTRO, reason: 'Works again' });
      expect((await admin.post(`/mapi/cases/${caseNumber}/closure/accept`, { account_id: NORTHWIND_ASTRO })).status).toBe(200);
      const all = await waitFor('the closure mails', async () => {
        const mails = await mailsOf(caseNumber);
        return mails.some((m) => m.kind === 'case.followed.stateChanged') && mails.some((m) => m.kind === 'case.stateChanged')
          && mails.filter((m) => m.kind === 'case.followed.closureRequested').length === 2 ? mails : undefined;
      });
      const followed = all.filter((m) => m.kind.startsWith('case.followed.')).map((m) => `${m.kind} ${m.to}`).sort();
      expect(followed).toEqual(
        [
          `case.followed.note ${demo().nwAdmin}`,
          `case.followed.note ${demo().vendorAdmin}`,
          `case.followed.note ${demo().vendorAdmin}`,
          `case.followed.closureRequested ${demo().nwAdmin}`,
          `case.followed.closureRequested ${demo().vendorAdmin}`,
          `case.followed.stateChanged ${demo().vendorAdmin}`,
        ].sort(),
      );
      // The Guest turned e-mail off: nothing for them, though the others' mails of each change arrived.
      expect(all.some((m) => m.to === demo().nwGuest)).toBe(false);
      const closed = all.find((m) => m.kind === 'case.followed.stateChanged')!;
      expect(closed.body).toContain('changed to closed');
    } finally {
      await guest.put('/mapi/users/settings', { user_settings: { emailNotifications: true } });
    }
  });

  it('stops mailing a follower who unfollowed', async () => {
    const caseNumber = await newCase(user);
    await follow(admin, caseNumber);
    await follow(staff, caseNumber);
    await unfollow(admin, caseNumber);
    await user.post(`/mapi/cases/${caseNumber}/notes`, { account_id: NORTHWIND_ASTRO, body: 'One more detail.' });
    const mails = await waitFor('the note mail', async () => {
      const all = await mailsOf(caseNumber);
      return all.some((m) => m.kind === 'case.followed.note') ? all : undefined;
    });
    expect(mails.filter((m) => m.kind === 'case.followed.note').map((m) => m.to)).toEqual([demo().vendorAdmin]);
  });
});

describe('the CC list', () => {
  it('is edited after creation, each address checked, the wrong one named', async () => {
    const caseNumber = await newCase(user);
    const wrong = await user.put(`/mapi/cases/${caseNumber}/cc`, { account_id: NORTHWIND_ASTRO, ccEmails: 'ops@northwind.example; radio-shop@; x@y.example' });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual([
      { path: 'body.ccEmails', message: { id: 'Validation.emailListItem', values: { address: 'radio-shop@', field: expect.any(String) } } },
    ]);
    expect((wrong.body.content as { fields: { text?: string }[] }).fields).toBeDefined();

    const set = await user.put<{ ccEmails: string }>(`/mapi/cases/${caseNumber}/cc`, { account_id: NORTHWIND_ASTRO, ccEmails: ' ops@northwind.example ;lead@northwind.example;' });
    expect(set.status).toBe(200);
    expect(set.body.content).toEqual({ caseNumber, ccEmails: 'ops@northwind.example; lead@northwind.example' });
    const detail = await user.get<TCaseDetail>(`/mapi/cases/${caseNumber}?account_id=${NORTHWIND_ASTRO}`);
    expect(detail.body.content.fields.ccEmails).toBe('ops@northwind.example; lead@northwind.example');

    const cleared = await user.put<{ ccEmails: string }>(`/mapi/cases/${caseNumber}/cc`, { account_id: NORTHWIND_ASTRO, ccEmails: '' });
    expect(cleared.body.content.ccEmails).toBe('');
    const after = await user.get<TCaseDetail>(`/mapi/cases/${caseNumber}?account_id=${NORTHWIND_ASTRO}`);
    expect(after.body.content.fields).not.toHaveProperty('ccEmails');
  });

  it('is refused to a Guest and to another account, before the list is read', async () => {
    const caseNumber = await newCase(user);
    expect((await guest.put(`/mapi/cases/${caseNumber}/cc`, { account_id: NORTHWIND_ASTRO, ccEmails: 'bad' })).status).toBe(403);
    expect((await contoso.put(`/mapi/cases/${caseNumber}/cc`, { account_id: NORTHWIND_ASTRO, ccEmails: 'a@b.example' })).status).toBe(403);
    expect((await contoso.put(`/mapi/cases/${caseNumber}/cc`, { account_id: CONTOSO_LTE, ccEmails: 'a@b.example' })).status).toBe(404);
  });

  it('names the wrong address at creation too, translated', async () => {
    const de = createClient({ baseUrl: portal.url, ip: '10.71.0.9', locale: 'de-DE' });
    await de.login(demo().nwUser);
    const res = await de.post('/mapi/cases', { ...CASE, ccEmails: 'a@b.example; nobody' });
    expect(res.status).toBe(400);
    const [field] = fieldsOf(res);
    expect(field).toMatchObject({ path: 'body.ccEmails', message: { id: 'Validation.emailListItem', values: { address: 'nobody' } } });
  });
});

describe('back-office source names', () => {
  it('are answered to vendor staff only, in the list and the detail', async () => {
    const caseNumber = await newCase(user);
    const asUser = await user.get<{ rows: TCaseRow[] }>(`/mapi/cases?account_id=${NORTHWIND_ASTRO}&limit=100`);
    expect(asUser.body.content.rows.length).toBeGreaterThan(0);
    expect(asUser.body.content.rows.every((r) => r.source === null)).toBe(true);
    const userDetail = await user.get<TCaseDetail>(`/mapi/cases/${caseNumber}?account_id=${NORTHWIND_ASTRO}`);
    expect(userDetail.body.content.source).toBeNull();
    expect(userDetail.body.content.fields).not.toHaveProperty('sourceKind');
    // Sorting by it tells a customer nothing either: the cursor carries no source name.
    const sorted = await user.get<{ rows: TCaseRow[]; nextCursor: string | null }>(
      `/mapi/cases?account_id=${NORTHWIND_ASTRO}&limit=10&sort=source`,
    );
    expect(sorted.status).toBe(200);
    expect(Buffer.from(sorted.body.content.nextCursor ?? '', 'base64url').toString()).not.toMatch(/REMEDY|SALESFORCE|SERVICENOW|MOTOMANAGER|SMARTCLIENT/);

    const asStaff = await staff.get<{ rows: TCaseRow[] }>(`/mapi/cases?account_id=${NORTHWIND_ASTRO}&limit=100`);
    expect(asStaff.body.content.rows.every((r) => typeof r.source === 'string' && r.source.length > 0)).toBe(true);
    const staffDetail = await staff.get<TCaseDetail>(`/mapi/cases/${caseNumber}?account_id=${NORTHWIND_ASTRO}`);
    expect(staffDetail.body.content.fields).toHaveProperty('sourceKind');
  });
});

describe("the account's Administrators", () => {
  it('are named to every user of the account (a Guest asks them), and to no one else', async () => {
    const res = await guest.get<{ names: string[] }>(`/mapi/accounts/administrators?account_id=${NORTHWIND_ASTRO}`);
    expect(res.status).toBe(200);
    // admin@northwind.example (the seed's Nora Westfield); vendor staff who hold the account are not named.
    expect(res.body.content.names).toEqual(['Nora Westfield']);
    expect((await contoso.get(`/mapi/accounts/administrators?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
  });
});
