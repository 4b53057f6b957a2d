import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TNotification,
  TNotificationChange,
  TNotificationCount,
  TNotificationFilters,
  TNotificationPage,
  TNotificationSend,
  TNotificationSendPreview,
} from '../../src/shared/contracts/notifications.ts';
import { ZNotificationPage } from '../../src/shared/contracts/notifications.ts';
import type { TAppContext } from '../../src/server/platform/app-context.ts';
import { returnSnoozed } from '../../src/server/modules/communications/notification-update.ts';
import { leadStep, produceNotifications } from '../../src/server/modules/communications/producers.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { waitFor } from '../support/wait-for.ts';
import { NORTHWIND_ASTRO, NORTHWIND_TRBO, CONTOSO_LTE, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * Notifications (issue 33 points 1, 2; spec sections 2, 3, 4, 7): the list call with the spec's
 * defaults, updates, delete, snooze and its return by the job, the producers (idempotent, to the
 * right users, e-mailed when the setting is on), nobody touching another's notifications, and Send
 * Notification for vendor staff only. A portal of its own (its producers run at start; the tests
 * call them again, which must change nothing).
 */

let portal: TTestPortal;
let ctx: TAppContext;
let nwAdmin: TClient;
let nwUser: TClient;
let nwGuest: TClient;
let contoso: TClient;
let vendorAdmin: TClient;
let staff: TClient;
const ids: Record<string, string> = {};
/** How many notifications the producers' run at start wrote (with the seed's). */
let startRun = 0;

const rows = (statement: ReturnType<typeof sql>) => portal.database.rows(statement);

function fields(res: TResponse) {
  return ((res.body.content as { fields?: { path: string; message: { id: string } }[] }).fields ?? []).map((f) => [
    f.path,
    f.message.id,
  ]);
}

const list = (c: TClient, query: Record<string, string> = {}, account = NORTHWIND_TRBO) =>
  c.get<TNotificationPage>(
    `/mapi/communications/notifications?${new URLSearchParams({ account_id: account, ...query }).toString()}`,
  );
const update = (c: TClient, body: Record<string, unknown>, account = NORTHWIND_TRBO) =>
  c.post<TNotificationChange>('/mapi/communications/notifications', { account_id: account, ...body });
const remove = (c: TClient, body: { ids?: string[] }, account = NORTHWIND_TRBO) =>
  c.request<TNotificationChange>(
    'DELETE',
    `/mapi/communications/notifications?${new URLSearchParams({ account_id: account, ...(body.ids ? { ids: body.ids.join('_,_') } : {}) }).toString()}`,
  );
const count = async (c: TClient, account = NORTHWIND_TRBO) =>
  (await c.get<TNotificationCount>(`/mapi/communications/notifications/count?account_id=${account}`)).body.content
    .unread;

/** Writes a notification of `user` on `account` directly, created at `at` (ISO); answers its id. */
async function put(user: string, account: string, at: string, extra: { type?: string; read?: boolean; key?: string } = {}) {
  const [row] = await rows(sql`insert into notifications (account_id, user_id, type, title, message, read, created_at, dedupe_key)
    values (${account}, ${user}::uuid, ${extra.type ?? 'custom'}, ${`T ${at}`}, 'm', ${extra.read ?? false}, ${at}::timestamptz,
      ${extra.key ?? `test:${at}:${Math.random()}`})
    returning id::text as id`);
  return String(row!.id);
}

beforeAll(async () => {
  portal = await startTestPortal('notifications');
  ctx = { config: portal.config, database: portal.database, jobs: portal.jobs };
  // The producers' run at start (a job): wait until it wrote its notices and stopped writing.
  let last = -1;
  await waitFor(
    'the start run of the producers',
    async () => {
      // Auto-renewal notices come from the producers only (the seed writes none).
      const [row] = await rows(sql`select count(*)::int as n,
        count(*) filter (where type = 'contractAutoRenewal')::int as renewals from notifications`);
      const n = Number(row!.n);
      const settled = Number(row!.renewals) > 0 && n === last;
      last = n;
      if (!settled) await new Promise((r) => setTimeout(r, 700));
      return settled ? n : undefined;
    },
    90_000,
  );
  startRun = last;
  const d = demo();
  // The user reads dates in Auckland (UTC+13 in November): days are normalised there.
  await rows(sql`update users set time_zone = 'Pacific/Auckland' where login = ${d.nwUser}`);
  for (const [k, login] of Object.entries({ nwAdmin: d.nwAdmin, nwUser: d.nwUser, nwGuest: d.nwGuest, contoso: d.contoso })) {
    const [u] = await rows(sql`select id::text as id from users where login = ${login}`);
    ids[k] = String(u!.id);
  }
  const login = async (who: string, ip: string) => {
    const c = createClient({ baseUrl: portal.url, ip });
    expect((await c.login(who)).status).toBe(200);
    return c;
  };
  nwAdmin = await login(d.nwAdmin, '10.33.0.1');
  nwUser = await login(d.nwUser, '10.33.0.2');
  nwGuest = await login(d.nwGuest, '10.33.0.3');
  contoso = await login(d.contoso, '10.33.0.4');
  vendorAdmin = await login(d.vendorAdmin, '10.33.0.5');
  staff = await login(d.staff, '10.33.0.6');
}, 240_000);

afterAll(async () => {
  await portal?.stop();
});

describe('the list call (spec section 7)', () => {
  let created: { a: string; b: string; c: string; read: string; other: string };

  beforeAll(async () => {
    // A clean slate on the MOTOTRBO account for nwUser: five notifications at known instants.
    await rows(sql`delete from notifications where user_id = ${ids.nwUser}::uuid and account_id = ${NORTHWIND_TRBO}`);
    created = {
      // 2026-03-09 23:30 in Auckland (UTC+13) is 2026-03-09T10:30Z.
      a: await put(ids.nwUser!, NORTHWIND_TRBO, '2026-03-09T10:30:00Z'),
      // 2026-03-10 00:30 in Auckland is still 2026-03-09 in UTC.
      b: await put(ids.nwUser!, NORTHWIND_TRBO, '2026-03-09T11:30:00Z'),
      c: await put(ids.nwUser!, NORTHWIND_TRBO, '2026-03-10T12:00:00Z', { type: 'contract' }),
      read: await put(ids.nwUser!, NORTHWIND_TRBO, '2026-03-11T12:00:00Z', { read: true }),
      // Someone else's on the same account: never listed for nwUser.
      other: await put(ids.nwAdmin!, NORTHWIND_TRBO, '2026-03-10T12:00:00Z'),
    };
  });

  it('answers unread only, newest first, by default', async () => {
    const res = await list(nwUser);
    expect(res.status).toBe(200);
    const page = ZNotificationPage.strict().parse(res.body.content);
    expect(page.items.map((n) => n.id)).toEqual([created.c, created.b, created.a]);
    expect(page).toMatchObject({ total: 3, page: 0, limit: 50, unread: 3 });
    expect(page.items.every((n) => !n.read)).toBe(true);
  });

  it('reads read=1, read=all, order asc, order_by type and a type filter', async () => {
    expect((await list(nwUser, { read: '1' })).body.content.items.map((n) => n.id)).toEqual([created.read]);
    expect((await list(nwUser, { read: 'all' })).body.content.total).toBe(4);
    expect((await list(nwUser, { order: 'asc' })).body.content.items.map((n) => n.id)).toEqual([
      created.a,
      created.b,
      created.c,
    ]);
    expect((await list(nwUser, { order_by: 'type', order: 'asc' })).body.content.items.map((n) => n.type)).toEqual([
      'contract',
      'custom',
      'custom',
    ]);
    expect((await list(nwUser, { type: 'contract' })).body.content.items.map((n) => n.id)).toEqual([created.c]);
  });

  it("normalises date_from and date_to to the start and end of the day in the user's time zone", async () => {
    const day9 = await list(nwUser, { date_from: '2026-03-09', date_to: '2026-03-09' });
    expect(day9.body.content.items.map((n) => n.id)).toEqual([created.a]);
    const day10 = await list(nwUser, { date_from: '2026-03-10', date_to: '2026-03-10' });
    expect(day10.body.content.items.map((n) => n.id)).toEqual([created.b]);
    const from10 = await list(nwUser, { date_from: '2026-03-10', read: 'all' });
    expect(from10.body.content.items.map((n) => n.id)).toEqual([created.read, created.c, created.b]);
  });

  it('pages by page and limit (spec section 5) and refuses wrong values with a translated message', async () => {
    const p1 = await list(nwUser, { limit: '10', page: '0', read: 'all' });
    expect(p1.body.content).toMatchObject({ page: 0, limit: 10, total: 4 });
    expect((await list(nwUser, { limit: '10', page: '1', read: 'all' })).body.content.items).toEqual([]);
    expect((await list(nwUser, { limit: '7' })).body.content.limit).toBe(50);
    const bad = await list(nwUser, { read: 'maybe', date_from: 'x' });
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual([['querystring.read', 'Validation.invalidValue']]);
    expect(fields(await list(nwUser, { date_from: '2026-02-30' }))).toEqual([
      ['querystring.date_from', 'Validation.incorrectDate'],
    ]);
    const range = await list(nwUser, { date_from: '2026-03-10', date_to: '2026-03-09' });
    expect(range.status).toBe(400);
    expect(range.body.code).toBe('ServerValidation.400WrongDateRange');
  });

  it('answers the filters', async () => {
    const res = await nwGuest.get<TNotificationFilters>(
      `/mapi/communications/notifications/filters?account_id=${NORTHWIND_ASTRO}`,
    );
    expect(res.body.content).toEqual({
      types: ['contract', 'contractAutoRenewal', 'cybersecurityBulletin', 'serviceContract', 'custom'],
      read: ['0', '1', 'all'],
      orderBy: ['create_date', 'type', 'read'],
      order: ['desc', 'asc'],
    });
  });

  it("exports the caller's own notifications as filtered, titles and dates in the reader's language", async () => {
    const [row] = await rows(sql`insert into notifications (account_id, user_id, type, title_id, body_id, params, created_at, dedupe_key)
      values (${NORTHWIND_TRBO}, ${ids.nwUser}::uuid, 'contract', 'Notifications.text.contract.title', 'Notifications.text.contract.body',
        ${JSON.stringify({ reference: 'CN-7700001', name: 'Site upkeep', days: 30, date: '2026-04-10' })}::jsonb,
        '2026-03-10T13:00:00Z', ${`test:export:${Date.now()}`})
      returning id::text as id`);
    const get = (query: Record<string, string>, locale = 'de-DE') =>
      fetch(`${portal.url}/mapi/communications/notifications/export?${new URLSearchParams({ account_id: NORTHWIND_TRBO, ...query })}`, {
        headers: { cookie: nwUser.cookieHeader(), 'accept-language': locale },
      });
    try {
      const res = await get({ format: 'csv', read: '0', columns: 'createdAt,type,title,message,reference' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/filename="\d+_Notifications_Unread\.csv"/);
      const csv = await res.text();
      // The produced one in German: its title, its type's name and its day as German says them.
      expect(csv).toContain('Vertrag CN-7700001 läuft in 30 Tagen ab');
      expect(csv).toContain('10. April 2026');
      expect(csv).toContain('Ablauf');
      // The caller's unread ones only: not the read one, not another user's of the same account.
      expect(csv).toContain('T 2026-03-09T10:30:00Z');
      expect(csv).not.toContain('T 2026-03-11T12:00:00Z');
      expect(csv.split('\n').filter((l) => l.includes('T 2026-03-10T12:00:00Z'))).toHaveLength(1);
      // read=1 and the date filter (days of the user's zone, Auckland) are the list call's.
      const read = await (await get({ format: 'csv', read: '1' })).text();
      expect(read).toContain('T 2026-03-11T12:00:00Z');
      expect(read).not.toContain('T 2026-03-09T10:30:00Z');
      const day = await (await get({ format: 'csv', date_from: '2026-03-10', date_to: '2026-03-10', tz: 'Pacific/Auckland' })).text();
      expect(day).toContain('T 2026-03-09T11:30:00Z');
      expect(day).not.toContain('T 2026-03-09T10:30:00Z');
      // Another account's notifications cannot be exported by a user who does not hold it.
      const foreign = await fetch(`${portal.url}/mapi/communications/notifications/export?account_id=${CONTOSO_LTE}&format=csv`, {
        headers: { cookie: nwUser.cookieHeader() },
      });
      expect(foreign.status).toBe(403);
      // The columns answer names the filters by the list call's keys.
      const columns = await nwUser.get<{ id: string; filterKey?: string }[]>(
        `/mapi/communications/notifications/columns?account_id=${NORTHWIND_TRBO}`,
      );
      expect(Object.fromEntries(columns.body.content.filter((c) => c.filterKey).map((c) => [c.id, c.filterKey]))).toEqual({
        createdAt: 'date',
        type: 'type',
        read: 'read',
        pinned: 'pinned',
      });
    } finally {
      await rows(sql`delete from notifications where id = ${row!.id}::uuid`);
    }
  });

  it('marks read and unread, pins (pinned first) and unpins; the count follows', async () => {
    expect(await count(nwUser)).toBe(3);
    expect((await update(nwUser, { ids: [created.a], action: 'read' })).body.content).toEqual({ changed: 1, unread: 2 });
    expect(await count(nwUser)).toBe(2);
    expect((await update(nwUser, { ids: [created.a], action: 'unread' })).body.content.unread).toBe(3);
    await update(nwUser, { ids: [created.a], action: 'pin' });
    const pinned = (await list(nwUser)).body.content.items;
    expect(pinned.map((n) => [n.id, n.pinned])).toEqual([
      [created.a, true],
      [created.c, false],
      [created.b, false],
    ]);
    await update(nwUser, { ids: [created.a], action: 'unpin' });
    expect((await list(nwUser)).body.content.items[0]!.id).toBe(created.c);
    const none = await update(nwUser, { ids: [created.a] });
    expect(fields(none)).toEqual([['body.action', 'Validation.mandatory']]);
  });

  it("never touches another user's or another account's notifications", async () => {
    // nwAdmin's notification, by its id: nwUser changes and deletes nothing.
    expect((await update(nwUser, { ids: [created.other], action: 'read' })).body.content.changed).toBe(0);
    expect((await remove(nwUser, { ids: [created.other] })).body.content.changed).toBe(0);
    // nwUser's own, named on another account they hold: nothing either.
    expect((await update(nwUser, { ids: [created.c], action: 'read' }, NORTHWIND_ASTRO)).body.content.changed).toBe(0);
    // An account the caller does not hold: 403, nothing read.
    const foreign = await list(contoso, {}, NORTHWIND_TRBO);
    expect(foreign.status).toBe(403);
    expect((await update(contoso, { ids: [created.c], action: 'read' })).status).toBe(403);
    const [row] = await rows(sql`select read from notifications where id = ${created.other}::uuid`);
    expect(row!.read).toBe(false);
  });

  it('snoozes until a future time only; a snoozed one is hidden, then returns unread by the job and is announced', async () => {
    const past = await update(nwUser, { ids: [created.b], action: 'snooze', until: new Date(Date.now() - 1000).toISOString() });
    expect(fields(past)).toEqual([['body.until', 'Notifications.validation.snoozeInPast']]);
    expect(fields(await update(nwUser, { ids: [created.b], action: 'snooze' }))).toEqual([['body.until', 'Validation.mandatory']]);
    await update(nwUser, { ids: [created.b], action: 'read' });
    const until = new Date(Date.now() + 1500);
    expect((await update(nwUser, { ids: [created.b], action: 'snooze', until: until.toISOString() })).body.content.changed).toBe(1);
    expect((await list(nwUser, { read: 'all' })).body.content.items.map((n) => n.id)).not.toContain(created.b);
    expect(await returnSnoozed(ctx, new Date())).toBe(0);
    await new Promise((r) => setTimeout(r, Math.max(0, until.getTime() - Date.now() + 50)));
    // The job may have run already; either way the notification is back, unread.
    await returnSnoozed(ctx, new Date());
    const back = (await list(nwUser)).body.content.items.find((n) => n.id === created.b);
    expect(back).toMatchObject({ read: false, snoozedUntil: null });
    const events = await rows(sql`select kind, user_id::text as user_id, payload from portal_events
      where kind = 'notification' and payload->>'id' = ${created.b}`);
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events[0]!.user_id).toBe(ids.nwUser);
  });

  it('deletes several at once, only the caller’s', async () => {
    const res = await remove(nwUser, { ids: [created.a, created.c, created.other] });
    expect(res.body.content.changed).toBe(2);
    expect((await list(nwUser, { read: 'all' })).body.content.items.map((n) => n.id).sort()).toEqual(
      [created.b, created.read].sort(),
    );
    expect(fields(await remove(nwUser, {}))).toEqual([['querystring.ids', 'Validation.mandatory']]);
    expect(fields(await remove(nwUser, { ids: ['nope'] }))).toEqual([['querystring.ids', 'Validation.invalidValue']]);
  });
});

describe('the producers', () => {
  it('ran once when the portal started (the daily job besides)', async () => {
    const [row] = await rows(sql`select count(*)::int as n from notifications where type = 'contractAutoRenewal'`);
    expect(startRun).toBeGreaterThan(0);
    expect(Number(row!.n)).toBeGreaterThan(0);
  });

  it('steps the contract lead times at 90, 30 and 7 days', () => {
    expect([0, 7, 8, 30, 31, 90, 91, -1].map(leadStep)).toEqual([7, 7, 30, 30, 90, 90, null, null]);
  });

  it('tell Administrators and Users (not Guests) of expiring and auto-renewing contracts, once', async () => {
    await produceNotifications(ctx);
    expect(await produceNotifications(ctx)).toEqual([]);
    const got = await rows(sql`select n.type, n.reference, n.dedupe_key, n.params, ua.role from notifications n
      join user_accounts ua on ua.user_id = n.user_id and ua.account_id = n.account_id
      where n.account_id = ${NORTHWIND_ASTRO} and n.type in ('contract', 'contractAutoRenewal')
        and n.dedupe_key not like 'seed:%' and n.created_at > now() - interval '1 hour'
      order by n.reference, ua.role`);
    const by = (ref: string) => got.filter((r) => r.reference === ref);
    // CN-1000004: 20 days, no auto renewal: the 30-day expiration notice.
    expect(by('CN-1000004').map((r) => [r.type, r.role])).toEqual(
      expect.arrayContaining([
        ['contract', 'Administrator'],
        ['contract', 'User'],
      ]),
    );
    expect(String(by('CN-1000004')[0]!.dedupe_key)).toMatch(/^contract:CN-1000004:\d{4}-\d{2}-\d{2}:30$/);
    expect((by('CN-1000004')[0]!.params as { days: number }).days).toBe(20);
    // CN-1000005: 45 days, auto renewal: the 90-day auto-renewal notice.
    expect(by('CN-1000005').map((r) => r.type)).toContain('contractAutoRenewal');
    // CN-1000001 (400 days) and CN-1000003 (expired) are not due.
    expect(by('CN-1000001').filter((r) => r.type !== 'serviceContract')).toEqual([]);
    expect(by('CN-1000003')).toEqual([]);
    expect(got.some((r) => r.role === 'Guest')).toBe(false);
    // One per user and key.
    const [dupes] = await rows(sql`select count(*)::int as n from (select 1 from notifications
      group by user_id, account_id, dedupe_key having count(*) > 1) d`);
    expect(dupes!.n).toBe(0);
  });

  it("tell every user of the account (Guests too) of a bulletin that matches the account's system and release", async () => {
    const [system] = await rows(sql`select system_name, current_version from account_systems where account_id = ${NORTHWIND_ASTRO}`);
    await rows(sql`insert into security_bulletins (id, title, severity, cve, published_on)
      values ('MSB-TEST-1', 'Test bulletin', 'high', null, current_date), ('MSB-TEST-2', 'Other release', 'low', null, current_date)`);
    await rows(sql`insert into security_bulletin_targets (bulletin_id, system_name, component, releases, fixing_patch) values
      ('MSB-TEST-1', ${system!.system_name}, 'Core', array[${system!.current_version}]::text[], 'PATCH-1'),
      ('MSB-TEST-2', ${system!.system_name}, 'Core', array['0.0-none']::text[], 'PATCH-2')`);
    const delivered = await produceNotifications(ctx);
    const mine = delivered.filter((d) => d.notice.reference === 'MSB-TEST-1' && d.accountId === NORTHWIND_ASTRO);
    expect(new Set(mine.map((d) => d.userId))).toEqual(new Set([ids.nwAdmin, ids.nwUser, ids.nwGuest]));
    expect(delivered.some((d) => d.notice.reference === 'MSB-TEST-2')).toBe(false);
    const guestList = (await list(nwGuest, { type: 'cybersecurityBulletin' }, NORTHWIND_ASTRO)).body.content.items;
    expect(guestList.find((n) => n.reference === 'MSB-TEST-1')).toMatchObject({
      titleId: 'Notifications.text.cybersecurityBulletin.title',
      params: { reference: 'MSB-TEST-1', patch: 'PATCH-1' },
      link: 'SecurityBulletins',
    });
    expect(await produceNotifications(ctx)).toEqual([]);
  });

  it('tell of a service contract change, and e-mail only users whose setting is on', async () => {
    await rows(sql`update users set settings = jsonb_set(settings, '{emailNotifications}', 'false') where id = ${ids.nwUser}::uuid`);
    await rows(sql`update users set settings = jsonb_set(settings, '{emailNotifications}', 'true') where id = ${ids.nwAdmin}::uuid`);
    await rows(sql`insert into contract_services (contract_no, line_no, name) values ('CN-1000001', 99, 'Cloud backup')`);
    const delivered = await produceNotifications(ctx);
    const change = delivered.filter((d) => d.type === 'serviceContract');
    expect(change.map((d) => d.notice.reference)).toEqual(['CN-1000001', 'CN-1000001']);
    expect(new Set(change.map((d) => d.userId))).toEqual(new Set([ids.nwAdmin, ids.nwUser]));
    const services = Number((await rows(sql`select count(*)::int as n from contract_services where contract_no = 'CN-1000001'`))[0]!.n);
    expect(change[0]!.notice.params).toMatchObject({ services });
    expect(await produceNotifications(ctx)).toEqual([]);
    const mails = await rows(sql`select o.to_address, o.subject from outbox o
      where o.kind = 'notification.serviceContract' and o.reference = 'CN-1000001'`);
    const [admin] = await rows(sql`select email from users where id = ${ids.nwAdmin}::uuid`);
    expect(mails.map((r) => r.to_address)).toEqual([admin!.email]);
    expect(String(mails[0]!.subject)).toContain('CN-1000001');
  });
});

describe('Send Notification (vendor staff)', () => {
  const body = {
    title: 'Portal maintenance',
    message: 'Saturday 02:00–04:00 UTC.',
    accountIds: [NORTHWIND_ASTRO, CONTOSO_LTE],
    roles: ['Administrator', 'User'],
  };

  it('is for vendor staff with access to all accounts only', async () => {
    for (const c of [nwAdmin, nwUser, contoso]) {
      expect((await c.post('/mapi/communications/notification-sends', body)).status).toBe(403);
      for (const path of ['', '/columns', '/export?format=csv'])
        expect((await c.get(`/mapi/communications/notification-sends${path}`)).status, path).toBe(403);
    }
    expect((await staff.post('/mapi/communications/notification-sends/preview', body)).status).toBe(403);
  });

  it("refuses a send without accounts or roles with the spec's messages", async () => {
    const res = await vendorAdmin.post('/mapi/communications/notification-sends', { title: '', message: '' });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual([
      ['body.title', 'Notifications.validation.titleRequired'],
      ['body.message', 'Notifications.validation.messageRequired'],
      ['body.accountIds', 'Validation.atLeastOneAccount'],
      ['body.roles', 'Validation.atLeastOneRole'],
    ]);
  });

  it('previews the recipients, then sends to every one of them in one go, recorded with its sender', async () => {
    const preview = await vendorAdmin.post<TNotificationSendPreview>('/mapi/communications/notification-sends/preview', body);
    expect(preview.status).toBe(200);
    const recipients = preview.body.content.recipients;
    expect(recipients.some((r) => r.userId === ids.nwUser && r.accountId === NORTHWIND_ASTRO)).toBe(true);
    expect(recipients.some((r) => r.userId === ids.nwGuest)).toBe(false);
    const sent = await vendorAdmin.post<{ id: string; recipients: number }>('/mapi/communications/notification-sends', body);
    expect(sent.status).toBe(200);
    expect(sent.body.content.recipients).toBe(recipients.length);
    const mine = (await list(nwUser, { type: 'custom' }, NORTHWIND_ASTRO)).body.content.items;
    expect(mine.find((n: TNotification) => n.title === body.title)).toMatchObject({ message: body.message, read: false });
    expect((await list(nwGuest, { type: 'custom' }, NORTHWIND_ASTRO)).body.content.items.some((n) => n.title === body.title)).toBe(false);
    const sends = (await vendorAdmin.get<{ rows: TNotificationSend[] }>('/mapi/communications/notification-sends')).body.content.rows;
    expect(sends[0]).toMatchObject({
      id: sent.body.content.id,
      sentBy: demo().vendorAdmin,
      title: body.title,
      accountIds: body.accountIds,
      roles: body.roles,
      recipients: recipients.length,
    });
    // The history is a list over every account: searched by account, filtered by role, exported.
    const byAccount = await vendorAdmin.get<{ rows: TNotificationSend[] }>(
      `/mapi/communications/notification-sends?q=${body.accountIds[0]}&roles=Guest`,
    );
    expect(byAccount.body.content.rows.map((r) => r.id)).not.toContain(sent.body.content.id);
    const withRole = await vendorAdmin.get<{ rows: TNotificationSend[] }>(
      `/mapi/communications/notification-sends?q=${body.accountIds[0]}&roles=${body.roles[0]}`,
    );
    expect(withRole.body.content.rows.map((r) => r.id)).toContain(sent.body.content.id);
    const csv = await fetch(`${portal.url}/mapi/communications/notification-sends/export?format=csv&columns=sentAt,title,roles,recipients`, {
      headers: { cookie: vendorAdmin.cookieHeader(), 'accept-language': 'de-DE' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('filename="Notifications_Sent.csv"');
    const line = (await csv.text()).split('\n').find((l) => l.includes(body.title));
    // Roles in the reader's language.
    expect(line).toContain('Administrator');
    expect(line).toContain('Benutzer');
  });

  it('sends to chosen users only when users are named', async () => {
    const res = await vendorAdmin.post<{ recipients: number }>('/mapi/communications/notification-sends', {
      ...body,
      title: 'Only you',
      userIds: [ids.nwAdmin],
    });
    expect(res.body.content.recipients).toBe(1);
    expect((await list(nwAdmin, { type: 'custom' }, NORTHWIND_ASTRO)).body.content.items.some((n) => n.title === 'Only you')).toBe(true);
    expect((await list(nwUser, { type: 'custom' }, NORTHWIND_ASTRO)).body.content.items.some((n) => n.title === 'Only you')).toBe(false);
  });
});
