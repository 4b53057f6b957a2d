import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TAuditPage } from '../../src/shared/contracts/audit.ts';
import type { TCalendarEvent, TCalendarOccurrence, TIssuedCalendarSubscription } from '../../src/shared/contracts/calendar.ts';
import ICAL from 'ical.js';
import { NORTHWIND_ASTRO, NORTHWIND_TRBO, CONTOSO_LTE, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * The calendar (issue 33 point 4; spec sections 3 and 5): events with repeats expanded on the
 * server, the spec's messages, who may write, account isolation, the .ics export and the
 * subscription address calendar programs poll without a session.
 */

let admin: TClient;
let user: TClient;
let guest: TClient;
let contoso: TClient;

const DAY = 86_400_000;

/** Day `n` days from today (UTC), YYYY-MM-DD. */
function day(n: number): string {
  return new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
}

/** The weekday (0 Sunday) of a day. */
function weekday(d: string): number {
  return new Date(`${d}T00:00:00Z`).getUTCDay();
}

/** The first day at least `n` days from today that falls on `wd` (0 Sunday). */
function nextWeekday(n: number, wd: number): string {
  let d = day(n);
  while (weekday(d) !== wd) d = new Date(Date.parse(`${d}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  return d;
}

function fields(res: TResponse) {
  return ((res.body.content as { fields?: { path: string; message: { id: string } }[] }).fields ?? []).map(
    (f) => [f.path, f.message.id] as const,
  );
}

async function occurrences(client: TClient, account: string, from: string, to: string, tz = 'UTC') {
  const res = await client.get<{ occurrences: TCalendarOccurrence[] }>(
    `/mapi/calendar/occurrences?account_id=${account}&from=${from}&to=${to}&tz=${tz}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content.occurrences;
}

async function create(client: TClient, body: Record<string, unknown>) {
  return client.post<TCalendarEvent>('/mapi/calendar/events', { account_id: NORTHWIND_TRBO, severity: 'information', ...body });
}

beforeAll(async () => {
  admin = createClient({ ip: '10.64.0.1' });
  user = createClient({ ip: '10.64.0.2' });
  guest = createClient({ ip: '10.64.0.3' });
  contoso = createClient({ ip: '10.64.0.4' });
  expect((await admin.login(demo().nwAdmin)).status).toBe(200);
  expect((await user.login(demo().nwUser)).status).toBe(200);
  expect((await guest.login(demo().nwGuest)).status).toBe(200);
  expect((await contoso.login(demo().contoso)).status).toBe(200);
});

describe('validation: the spec messages (section 5)', () => {
  it("refuses an event in the past: 'You cannot add event in the past.'", async () => {
    const allDay = await create(user, { title: 'Past', allDay: true, start: day(-1) });
    expect(allDay.status).toBe(400);
    expect(fields(allDay)).toEqual([['body.start', 'Validation.eventInPast']]);
    const timed = await create(user, { title: 'Past', allDay: false, start: new Date(Date.now() - 3_600_000).toISOString() });
    expect(fields(timed)).toEqual([['body.start', 'Validation.eventInPast']]);
  });

  it("answers 'Incorrect date' for a date the spec does not read", async () => {
    const res = await create(user, { title: 'Bad', allDay: false, start: '2030-01-01 10:00' });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual([['body.start', 'Validation.incorrectDate']]);
    const allDay = await create(user, { title: 'Bad', allDay: true, start: '2030-02-30' });
    expect(fields(allDay)).toEqual([['body.start', 'Validation.incorrectDate']]);
  });

  it('refuses an end not after the start', async () => {
    const start = new Date(Date.now() + 10 * DAY).toISOString();
    const res = await create(user, { title: 'Backwards', allDay: false, start, end: start });
    expect(fields(res)).toEqual([['body.end', 'Validation.endNotAfterStart']]);
    const allDay = await create(user, { title: 'Backwards', allDay: true, start: day(10), end: day(9) });
    expect(fields(allDay)).toEqual([['body.end', 'Validation.endNotAfterStart']]);
  });

  it("refuses wrong repeat values: 'Please specify correct event repeat values'", async () => {
    const base = { title: 'Repeat', allDay: true, start: day(10) };
    for (const [repeat, field] of [
      [{ freq: 'daily', interval: 0 }, 'interval'],
      [{ freq: 'weekly', interval: 1.5 }, 'interval'],
      [{ freq: 'monthly', interval: 1, weekdays: ['MO'] }, 'weekdays'],
      [{ freq: 'weekly', interval: 1, count: 3, until: day(40) }, 'count'],
      [{ freq: 'weekly', interval: 1, count: 0 }, 'count'],
      [{ freq: 'daily', interval: 1, until: day(5) }, 'until'],
    ] as const) {
      const res = await create(user, { ...base, repeat });
      expect(res.status, JSON.stringify(repeat)).toBe(400);
      expect(fields(res)).toEqual([[`body.repeat.${field}`, 'Validation.repeatValues']]);
    }
  });

  it('names a missing title with the field', async () => {
    const res = await create(user, { title: '  ', allDay: true, start: day(10) });
    expect(fields(res)).toEqual([['body.title', 'Validation.required']]);
  });
});

describe('repeats expanded on the server', () => {
  it("keeps a weekly evening event on its weekday and wall-clock time in the author's zone, across DST", async () => {
    // Monday 20:00 in New York is Tuesday 01:00 UTC in winter and 00:00 in summer: repeated in UTC,
    // it would fall on Sundays (BYDAY=MO in UTC) and move an hour at the change of 14 March 2027.
    const monday = nextWeekday(7, 1);
    const startUtc = Date.parse(`${monday}T00:00:00Z`) + 25 * 3_600_000; // 20:00 EST (UTC-5)
    const res = await create(user, {
      title: 'Evening radio check',
      allDay: false,
      start: new Date(startUtc).toISOString(),
      end: new Date(startUtc + 30 * 60_000).toISOString(),
      repeat: { freq: 'weekly', interval: 1, weekdays: ['MO'], until: '2027-04-30' },
      tz: 'America/New_York',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = (await occurrences(user, NORTHWIND_TRBO, '2027-03-01', '2027-03-31', 'America/New_York')).filter(
      (o) => o.eventId === res.body.content.id,
    );
    const local = (iso: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso));
    expect(found.map((o) => o.start.slice(0, 10))).toEqual(['2027-03-02', '2027-03-09', '2027-03-16', '2027-03-23', '2027-03-30']);
    expect(new Set(found.map((o) => local(o.start)))).toEqual(new Set(['Mon 20:00']));
    // Before the change 01:00 UTC, after it 00:00 UTC.
    expect(found.map((o) => o.start.slice(11, 16))).toEqual(['01:00', '01:00', '00:00', '00:00', '00:00']);
  });

  it('weekly on chosen weekdays, every 2 weeks, until a day', async () => {
    const monday = nextWeekday(14, 1);
    const until = new Date(Date.parse(`${monday}T00:00:00Z`) + 27 * DAY).toISOString().slice(0, 10);
    const res = await create(user, {
      title: 'Fortnightly patrol',
      allDay: false,
      start: `${monday}T09:00:00Z`,
      end: `${monday}T10:30:00Z`,
      repeat: { freq: 'weekly', interval: 2, weekdays: ['MO', 'WE'], until },
      tz: 'UTC',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content.rrule).toMatch(/^FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=\d{8}T235959Z$/);
    expect(res.body.content.repeat).toEqual({ freq: 'weekly', interval: 2, weekdays: ['MO', 'WE'], until });
    const found = (await occurrences(user, NORTHWIND_TRBO, monday, day(60))).filter((o) => o.eventId === res.body.content.id);
    const plus = (n: number) => new Date(Date.parse(`${monday}T09:00:00Z`) + n * DAY).toISOString();
    // Weeks 1 and 3 of the four: Monday and Wednesday each; the until day ends the series.
    expect(found.map((o) => o.start)).toEqual([plus(0), plus(2), plus(14), plus(16)]);
    expect(found[0]!.end).toBe(new Date(Date.parse(plus(0)) + 90 * 60_000).toISOString());
    expect(found.every((o) => o.repeating && o.editable && o.source === 'event')).toBe(true);
  });

  it('every 3 days after 4 occurrences (all day, several days long)', async () => {
    const start = day(20);
    const res = await create(user, {
      title: 'Every third day',
      allDay: true,
      start,
      end: day(21),
      repeat: { freq: 'daily', interval: 3, count: 4 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = (await occurrences(user, NORTHWIND_TRBO, day(19), day(60))).filter((o) => o.eventId === res.body.content.id);
    expect(found.map((o) => [o.start, o.end])).toEqual([
      [day(20), day(21)],
      [day(23), day(24)],
      [day(26), day(27)],
      [day(29), day(30)],
    ]);
    // A range that starts on an occurrence's second day still shows it.
    const tail = (await occurrences(user, NORTHWIND_TRBO, day(24), day(25))).filter((o) => o.eventId === res.body.content.id);
    expect(tail.map((o) => o.start)).toEqual([day(23)]);
  });

  it('monthly and yearly repeats, and a repeat that never ends', async () => {
    const res = await create(user, {
      title: 'Monthly check',
      allDay: true,
      start: day(15),
      repeat: { freq: 'monthly', interval: 1 },
    });
    expect(res.status).toBe(200);
    const found = (await occurrences(user, NORTHWIND_TRBO, day(0), day(380))).filter((o) => o.eventId === res.body.content.id);
    expect(found.length).toBeGreaterThanOrEqual(12);
    expect(new Set(found.map((o) => o.start.slice(8)))).toEqual(new Set([day(15).slice(8)].filter(() => Number(day(15).slice(8)) <= 28)).size ? new Set([day(15).slice(8)]) : new Set(found.map((o) => o.start.slice(8))));
    const yearly = await create(user, { title: 'Yearly audit', allDay: true, start: day(30), repeat: { freq: 'yearly', interval: 1, count: 3 } });
    expect(yearly.status).toBe(200);
    const later = (await occurrences(user, NORTHWIND_TRBO, day(360), day(399))).filter((o) => o.eventId === yearly.body.content.id);
    expect(later).toHaveLength(1);
  });

  it('lists timed occurrences by the days of the given time zone', async () => {
    // 23:30 UTC is the next day in Berlin.
    const d = day(40);
    const res = await create(user, { title: 'Late call', allDay: false, start: `${d}T23:30:00Z` });
    expect(res.status).toBe(200);
    const next = new Date(Date.parse(`${d}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    const inUtc = await occurrences(user, NORTHWIND_TRBO, d, d);
    const inBerlin = await occurrences(user, NORTHWIND_TRBO, next, next, 'Europe/Berlin');
    expect(inUtc.some((o) => o.eventId === res.body.content.id)).toBe(true);
    expect(inBerlin.some((o) => o.eventId === res.body.content.id)).toBe(true);
    const berlinDay = await occurrences(user, NORTHWIND_TRBO, d, d, 'Europe/Berlin');
    expect(berlinDay.some((o) => o.eventId === res.body.content.id)).toBe(false);
  });
});

describe('range bounds', () => {
  it('answers 400 WrongDateRange for a range longer than 400 days or backwards, and Incorrect date for a bad day', async () => {
    const long = await user.get(`/mapi/calendar/occurrences?account_id=${NORTHWIND_ASTRO}&from=${day(0)}&to=${day(400)}`);
    expect([long.status, long.body.code]).toEqual([400, 'ServerValidation.400WrongDateRange']);
    const back = await user.get(`/mapi/calendar/occurrences?account_id=${NORTHWIND_ASTRO}&from=${day(5)}&to=${day(4)}`);
    expect([back.status, back.body.code]).toEqual([400, 'ServerValidation.400WrongDateRange']);
    const bad = await user.get(`/mapi/calendar/occurrences?account_id=${NORTHWIND_ASTRO}&from=2026-13-01&to=${day(4)}`);
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual([['querystring.from', 'Validation.incorrectDate']]);
    const zone = await user.get(`/mapi/calendar/occurrences?account_id=${NORTHWIND_ASTRO}&from=${day(0)}&to=${day(1)}&tz=Mars/Base`);
    expect(fields(zone)).toEqual([['querystring.tz', 'Validation.invalidValue']]);
    const year = await user.get(`/mapi/calendar/occurrences?account_id=${NORTHWIND_ASTRO}&from=${day(0)}&to=${day(399)}`);
    expect(year.status).toBe(200);
  });
});

describe('who may write, and account isolation', () => {
  it('Guests read but do not write; a User changes only their own events; an Administrator any', async () => {
    const readable = await guest.get(`/mapi/calendar/occurrences?account_id=${NORTHWIND_ASTRO}&from=${day(0)}&to=${day(30)}`);
    expect(readable.status).toBe(200);
    const refused = await guest.post('/mapi/calendar/events', { account_id: NORTHWIND_ASTRO, title: 'x', allDay: true, start: day(3), severity: 'medium' });
    expect(refused.status).toBe(403);

    const byAdmin = await admin.post<TCalendarEvent>('/mapi/calendar/events', {
      account_id: NORTHWIND_ASTRO,
      title: 'Admin event',
      allDay: true,
      start: day(12),
      severity: 'critical',
    });
    expect(byAdmin.status).toBe(200);
    const id = byAdmin.body.content.id;
    const seenByUser = await user.get<TCalendarEvent>(`/mapi/calendar/events/${id}?account_id=${NORTHWIND_ASTRO}`);
    expect(seenByUser.body.content.editable).toBe(false);
    const body = { account_id: NORTHWIND_ASTRO, title: 'Renamed', allDay: true, start: day(12), severity: 'critical' };
    expect((await user.put(`/mapi/calendar/events/${id}`, body)).status).toBe(403);
    expect((await user.request('DELETE', `/mapi/calendar/events/${id}?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);

    const byUser = await user.post<TCalendarEvent>('/mapi/calendar/events', { ...body, title: 'User event' });
    expect(byUser.body.content.editable).toBe(true);
    const renamed = await user.put<TCalendarEvent>(`/mapi/calendar/events/${byUser.body.content.id}`, { ...body, title: 'User event 2' });
    expect([renamed.status, renamed.body.content.title]).toEqual([200, 'User event 2']);
    // The Administrator edits and deletes another's event.
    const byAdminEdit = await admin.put<TCalendarEvent>(`/mapi/calendar/events/${byUser.body.content.id}`, { ...body, message: 'checked' });
    expect(byAdminEdit.status).toBe(200);
    expect((await admin.request('DELETE', `/mapi/calendar/events/${byUser.body.content.id}?account_id=${NORTHWIND_ASTRO}`)).status).toBe(200);
    expect((await admin.request('DELETE', `/mapi/calendar/events/${id}?account_id=${NORTHWIND_ASTRO}`)).status).toBe(200);
    expect((await user.get(`/mapi/calendar/events/${id}?account_id=${NORTHWIND_ASTRO}`)).status).toBe(404);

    // Each change is in the audit log with who made it, on which account.
    const vendorAdmin = createClient({ ip: '10.64.0.5' });
    expect((await vendorAdmin.login(demo().vendorAdmin)).status).toBe(200);
    const logged = async (event: string) =>
      (await vendorAdmin.get<TAuditPage>(`/mapi/audit/events?event=${event}&account_id=${NORTHWIND_ASTRO}&limit=100`)).body.content.items.filter(
        (e) => (e.detail as { eventId?: string } | null)?.eventId === byUser.body.content.id,
      );
    expect((await logged('calendar_event_create')).map((e) => e.login)).toEqual([demo().nwUser]);
    expect((await logged('calendar_event_update')).map((e) => e.login).sort()).toEqual([demo().nwAdmin, demo().nwUser].sort());
    expect((await logged('calendar_event_delete')).map((e) => [e.login, e.accountId])).toEqual([[demo().nwAdmin, NORTHWIND_ASTRO]]);
  });

  it('an event that has started keeps its start when only its title changes', async () => {
    const start = new Date(Date.now() + 90_000).toISOString();
    const made = await create(user, { title: 'Soon', allDay: false, start });
    expect(made.status).toBe(200);
    await new Promise((r) => setTimeout(r, 0));
    const changed = await user.put<TCalendarEvent>(`/mapi/calendar/events/${made.body.content.id}`, {
      account_id: NORTHWIND_TRBO,
      title: 'Soon, renamed',
      allDay: false,
      start,
      severity: 'information',
    });
    expect(changed.status).toBe(200);
  });

  it("never shows or changes another account's events", async () => {
    const mine = await create(user, { title: 'Northwind only', allDay: true, start: day(11) });
    const id = mine.body.content.id;
    expect((await contoso.get(`/mapi/calendar/occurrences?account_id=${NORTHWIND_TRBO}&from=${day(0)}&to=${day(30)}`)).status).toBe(403);
    const theirs = await occurrences(contoso, CONTOSO_LTE, day(0), day(30));
    expect(theirs.some((o) => o.eventId === id)).toBe(false);
    // Named through Contoso's own account: not found, not changed.
    expect((await contoso.get(`/mapi/calendar/events/${id}?account_id=${CONTOSO_LTE}`)).status).toBe(404);
    const put = await contoso.put(`/mapi/calendar/events/${id}`, { account_id: CONTOSO_LTE, title: 'Hijack', allDay: true, start: day(11), severity: 'medium' });
    expect(put.status).toBe(404);
    expect((await contoso.request('DELETE', `/mapi/calendar/events/${id}?account_id=${CONTOSO_LTE}`)).status).toBe(404);
    expect((await user.get<TCalendarEvent>(`/mapi/calendar/events/${id}?account_id=${NORTHWIND_TRBO}`)).body.content.title).toBe('Northwind only');
  });

  it('shows the contract expirations of the account as read-only all-day occurrences', async () => {
    const list = await user.get<{ rows: { contractNumber: string; expirationDate: string | null }[] }>(
      `/mapi/contracts?account_id=${NORTHWIND_ASTRO}&limit=100&sort=expirationDate&dir=asc&expiration_from=${day(0)}`,
    );
    expect(list.status).toBe(200);
    const expiring = list.body.content.rows.find((r) => r.expirationDate && r.expirationDate <= day(390));
    expect(expiring, 'the seed has a contract expiring within the year').toBeDefined();
    const found = (await occurrences(user, NORTHWIND_ASTRO, day(0), day(390))).filter((o) => o.source === 'contractExpiration');
    const it = found.find((o) => o.contractNo === expiring!.contractNumber)!;
    expect(it).toMatchObject({ allDay: true, start: expiring!.expirationDate!.slice(0, 10), editable: false, eventId: null });
    expect(it.title).toContain(expiring!.contractNumber);
  });
});

describe('iCalendar', () => {
  it('exports the events with their RRULE, all-day days as DATE values, and contract expirations', async () => {
    const made = await create(user, {
      title: 'Exported, with; commas',
      allDay: false,
      start: `${nextWeekday(30, 2)}T08:00:00Z`,
      end: `${nextWeekday(30, 2)}T09:00:00Z`,
      message: 'Line one',
      severity: 'critical',
      repeat: { freq: 'weekly', interval: 1, weekdays: ['TU', 'TH'], count: 5 },
    });
    const allDay = await create(user, { title: 'Whole day', allDay: true, start: day(31), end: day(32) });
    const res = await fetch(`${inject('baseUrl')}/mapi/calendar/export?account_id=${NORTHWIND_TRBO}`, {
      headers: { cookie: user.cookieHeader() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="calendar NA-100002\.ics"/);
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    const event = unfolded.split('BEGIN:VEVENT').find((e) => e.includes(`UID:${made.body.content.id}@`))!;
    expect(event).toContain('SUMMARY:Exported\\, with\\; commas');
    expect(event).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;COUNT=5');
    expect(event).toMatch(/DTSTART:\d{8}T080000Z/);
    expect(event).toContain('CATEGORIES:critical');
    const whole = unfolded.split('BEGIN:VEVENT').find((e) => e.includes(`UID:${allDay.body.content.id}@`))!;
    expect(whole).toContain(`DTSTART;VALUE=DATE:${day(31).replace(/-/g, '')}`);
    // RFC 5545: the end of an all-day event is the day after its last day.
    expect(whole).toContain(`DTEND;VALUE=DATE:${day(33).replace(/-/g, '')}`);
  });

  it("writes a repeat in its author's zone with that zone's rules, so a calendar program keeps its weekday across DST", async () => {
    // Monday 20:00 in New York: in UTC it is a Tuesday, and BYDAY=MO read in UTC would fall on Sundays.
    const monday = nextWeekday(7, 1);
    const startUtc = Date.parse(`${monday}T00:00:00Z`) + 25 * 3_600_000;
    const made = await create(user, {
      title: 'Evening radio check, exported',
      allDay: false,
      start: new Date(startUtc).toISOString(),
      end: new Date(startUtc + 30 * 60_000).toISOString(),
      repeat: { freq: 'weekly', interval: 1, weekdays: ['MO'], count: 52 },
      tz: 'America/New_York',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const res = await fetch(`${inject('baseUrl')}/mapi/calendar/export?account_id=${NORTHWIND_TRBO}`, {
      headers: { cookie: user.cookieHeader() },
    });
    const text = await res.text();
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    const event = unfolded.split('BEGIN:VEVENT').find((e) => e.includes(`UID:${made.body.content.id}@`))!;
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(new Date(startUtc))
      .replace(/-/g, '');
    expect(event).toContain(`DTSTART;TZID=America/New_York:${local}T200000`);
    expect(event).toContain(`DTEND;TZID=America/New_York:${local}T203000`);
    expect(event).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=52');
    const zone = unfolded.slice(unfolded.indexOf('BEGIN:VTIMEZONE'), unfolded.indexOf('END:VTIMEZONE'));
    expect(zone).toContain('TZID:America/New_York');
    expect(zone).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(unfolded.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(unfolded.indexOf('BEGIN:VEVENT'));

    // A calendar program's engine (ical.js, Thunderbird's) repeats it on Mondays at 20:00 in New
    // York before and after the change of March, with the zone the file carries.
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
    const vevent = calendar.getAllSubcomponents('vevent').find((e) => String(e.getFirstPropertyValue('uid')).startsWith(made.body.content.id))!;
    const it = new ICAL.Event(vevent).iterator();
    const starts: string[] = [];
    for (let next = it.next(); next && starts.length < 52; next = it.next()) starts.push(new Date(next.toUnixTime() * 1000).toISOString());
    const seen = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(starts).toHaveLength(52);
    expect(new Set(starts.map((iso) => seen.format(new Date(iso))))).toEqual(new Set(['Mon 20:00']));
    // The UTC hour moves with DST (01:00 in winter, 00:00 in summer): a year of Mondays crosses both changes.
    expect(new Set(starts.map((iso) => iso.slice(11, 16))).size).toBe(2);
  });

  it('is refused to a foreign account', async () => {
    expect((await contoso.get(`/mapi/calendar/export?account_id=${NORTHWIND_TRBO}`)).status).toBe(403);
  });
});

describe('deleting one occurrence of a repeat', () => {
  const remove = (client: TClient, id: string, occurrence: string) =>
    client.request('DELETE', `/mapi/calendar/events/${id}?account_id=${NORTHWIND_TRBO}&occurrence=${encodeURIComponent(occurrence)}`);
  const ofEvent = async (id: string, from: string, to: string, tz = 'UTC') =>
    (await occurrences(user, NORTHWIND_TRBO, from, to, tz)).filter((o) => o.eventId === id).map((o) => o.start);

  it("skips it in the calendar and in iCalendar (EXDATE in the event's zone), and keeps the others", async () => {
    const monday = nextWeekday(7, 1);
    const startUtc = Date.parse(`${monday}T00:00:00Z`) + 25 * 3_600_000; // Monday 20:00 in New York
    const made = await create(user, {
      title: 'Weekly net, one skipped',
      allDay: false,
      start: new Date(startUtc).toISOString(),
      end: new Date(startUtc + 30 * 60_000).toISOString(),
      repeat: { freq: 'weekly', interval: 1, weekdays: ['MO'], count: 6 },
      tz: 'America/New_York',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.content.id;
    const all = await ofEvent(id, monday, day(60));
    expect(all).toHaveLength(6);
    const res = await remove(user, id, all[1]!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await ofEvent(id, monday, day(60))).toEqual(all.filter((_, i) => i !== 1));

    const file = await fetch(`${inject('baseUrl')}/mapi/calendar/export?account_id=${NORTHWIND_TRBO}`, {
      headers: { cookie: user.cookieHeader() },
    });
    const text = await file.text();
    const event = text.replace(/\r\n[ \t]/g, '').split('BEGIN:VEVENT').find((e) => e.includes(`UID:${id}@`))!;
    expect(event).toMatch(/^EXDATE;TZID=America\/New_York:\d{8}T200000\r$/m);
    // A calendar program's engine skips it too.
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
    const vevent = calendar.getAllSubcomponents('vevent').find((e) => String(e.getFirstPropertyValue('uid')).startsWith(id))!;
    const it = new ICAL.Event(vevent).iterator();
    const starts: string[] = [];
    for (let next = it.next(); next && starts.length < 10; next = it.next()) starts.push(new Date(next.toUnixTime() * 1000).toISOString());
    expect(starts).toEqual(all.filter((_, i) => i !== 1));
  });

  it('deletes a day of an all-day repeat; a change of title keeps it deleted, a new start brings every occurrence back', async () => {
    const first = day(40);
    const made = await create(user, {
      title: 'Daily drill',
      allDay: true,
      start: first,
      repeat: { freq: 'daily', interval: 1, count: 5 },
    });
    const id = made.body.content.id;
    const days = await ofEvent(id, first, day(50));
    expect(days).toEqual([day(40), day(41), day(42), day(43), day(44)]);
    expect((await remove(user, id, day(42))).status).toBe(200);
    expect(await ofEvent(id, first, day(50))).toEqual([day(40), day(41), day(43), day(44)]);
    const file = await fetch(`${inject('baseUrl')}/mapi/calendar/export?account_id=${NORTHWIND_TRBO}`, {
      headers: { cookie: user.cookieHeader() },
    });
    const event = (await file.text()).split('BEGIN:VEVENT').find((e) => e.includes(`UID:${id}@`))!;
    expect(event).toContain(`EXDATE;VALUE=DATE:${day(42).replace(/-/g, '')}\r\n`);

    const body = { account_id: NORTHWIND_TRBO, severity: 'information', allDay: true, repeat: { freq: 'daily', interval: 1, count: 5 } };
    expect((await user.put(`/mapi/calendar/events/${id}`, { ...body, title: 'Daily drill (renamed)', start: first })).status).toBe(200);
    expect(await ofEvent(id, first, day(50))).toEqual([day(40), day(41), day(43), day(44)]);
    expect((await user.put(`/mapi/calendar/events/${id}`, { ...body, title: 'Daily drill', start: day(41) })).status).toBe(200);
    expect(await ofEvent(id, first, day(50))).toEqual([day(41), day(42), day(43), day(44), day(45)]);
  });

  it('refuses a start that is not one of its occurrences, one already deleted, and anyone who may not change the event', async () => {
    const first = day(70);
    const made = await create(user, { title: 'Refusals', allDay: true, start: first, repeat: { freq: 'daily', interval: 1, count: 3 } });
    const id = made.body.content.id;
    const notOne = await remove(user, id, day(75));
    expect(notOne.status).toBe(400);
    expect(fields(notOne)).toEqual([['querystring.occurrence', 'Validation.invalidValue']]);
    expect(fields(await remove(user, id, 'tomorrow'))).toEqual([['querystring.occurrence', 'Validation.invalidValue']]);
    expect((await remove(user, id, day(71))).status).toBe(200);
    expect(fields(await remove(user, id, day(71)))).toEqual([['querystring.occurrence', 'Validation.invalidValue']]);
    expect((await remove(guest, id, day(72))).status).toBe(403);
    expect((await remove(contoso, id, day(72))).status).toBe(403);
    expect(await ofEvent(id, first, day(80))).toEqual([day(70), day(72)]);
  });
});

describe('subscription address', () => {
  const poll = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, inject('baseUrl')));

  it('works without a session, stops when renewed or revoked, and never shows its secret again', async () => {
    const made = await create(user, { title: 'Subscribed event', allDay: true, start: day(13) });
    expect(made.status).toBe(200);
    const issued = await user.post<TIssuedCalendarSubscription>('/mapi/calendar/subscription', { account_id: NORTHWIND_TRBO });
    expect(issued.status).toBe(200);
    const { url } = issued.body.content;
    expect(url).toMatch(/\/mapi\/calendar\/feed\/ncal_[A-Za-z0-9_-]{43}\.ics$/);
    const first = await poll(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await first.text()).toContain(`UID:${made.body.content.id}@`);

    const state = await user.get<Record<string, unknown>>(`/mapi/calendar/subscription?account_id=${NORTHWIND_TRBO}`);
    expect(state.body.content).toMatchObject({ active: true, tokenHint: url.slice(-8, -4) });
    expect(JSON.stringify(state.body)).not.toContain(url.split('/').pop()!.slice(0, 20));

    const renewed = await user.post<TIssuedCalendarSubscription>('/mapi/calendar/subscription', { account_id: NORTHWIND_TRBO });
    expect(renewed.body.content.url).not.toBe(url);
    expect((await poll(url)).status).toBe(404);
    expect((await poll(renewed.body.content.url)).status).toBe(200);

    expect((await user.request('DELETE', `/mapi/calendar/subscription?account_id=${NORTHWIND_TRBO}`)).status).toBe(200);
    expect((await poll(renewed.body.content.url)).status).toBe(404);
    expect((await user.get<{ active: boolean }>(`/mapi/calendar/subscription?account_id=${NORTHWIND_TRBO}`)).body.content.active).toBe(false);
  });

  it("stops working when its user loses the account, and is per user", async () => {
    const issued = await admin.post<TIssuedCalendarSubscription>('/mapi/calendar/subscription', { account_id: NORTHWIND_ASTRO });
    const mine = await user.post<TIssuedCalendarSubscription>('/mapi/calendar/subscription', { account_id: NORTHWIND_ASTRO });
    expect(issued.body.content.url).not.toBe(mine.body.content.url);
    expect((await poll(issued.body.content.url)).status).toBe(200);
    // A Guest may subscribe to what they may read; not to another account.
    expect((await guest.post('/mapi/calendar/subscription', { account_id: NORTHWIND_ASTRO })).status).toBe(200);
    expect((await guest.post('/mapi/calendar/subscription', { account_id: NORTHWIND_TRBO })).status).toBe(403);
    expect((await poll(`${inject('baseUrl')}/mapi/calendar/feed/ncal_${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await poll(`${inject('baseUrl')}/mapi/calendar/feed/whatever`)).status).toBe(404);
  });

  it('is rate limited per address (429 with Retry-After)', async () => {
    const issued = await contoso.post<TIssuedCalendarSubscription>('/mapi/calendar/subscription', { account_id: CONTOSO_LTE });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await poll(issued.body.content.url)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const refused = await poll(issued.body.content.url);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
  });
});
