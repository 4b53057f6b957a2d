import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { zonedDay } from '../../src/shared/domain/time-zone.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { parseCsv } from '../support/csv-parse.ts';
import { NORTHWIND_ASTRO, createClient, type TClient } from './client.ts';

/**
 * Issue 29 point 4: a date filter means the days of the user's zone, whatever the zone's distance
 * from UTC, on DST days too; calendar dates stay the same day everywhere; an unknown zone is
 * refused; exports say the zone their times are in; the user's chosen zone is kept on the user.
 * This file runs its own portal, so the cases it dates are the only ones with their word.
 */
let server: TTestPortal;
let user: TClient;

/** The instants the cases of this file were created at, by a name saying where they fall. */
const CREATED = {
  aucklandLastSecondOf25th: '2026-11-25T10:59:59Z',
  aucklandFirstSecondOf26th: '2026-11-25T11:00:00Z',
  aucklandLastSecondOf26th: '2026-11-26T10:59:59Z',
  aucklandFirstSecondOf27th: '2026-11-26T11:00:00Z',
  losAngelesNoonOf26th: '2026-11-26T20:00:00Z',
  losAngelesLastSecondOf26th: '2026-11-27T07:59:59Z',
  losAngelesFirstSecondOf27th: '2026-11-27T08:00:00Z',
  // 1 November 2026 in Los Angeles lasts 25 hours (back from PDT to PST).
  losAngelesLastSecondBeforeDstDay: '2026-11-01T06:59:59Z',
  losAngelesFirstSecondOfDstDay: '2026-11-01T07:00:00Z',
  losAngelesLastHourOfDstDay: '2026-11-02T07:30:00Z',
  aucklandFirstHourOfNovember: '2026-10-31T11:30:00Z',
} as const;
type TName = keyof typeof CREATED;
const WORD = 'Zeitzonenprobe';
const caseOf = new Map<string, TName>();

interface TRow {
  caseNumber: string;
  createdAt: string;
}
interface TPage {
  rows: TRow[];
  total: number;
  applied: { filters: Record<string, string>; dropped: string[]; corrected: string[] };
}

async function listed(query: Record<string, string>): Promise<TName[]> {
  const qs = new URLSearchParams({ account_id: NORTHWIND_ASTRO, q: WORD, limit: '100', ...query });
  const res = await user.get<TPage>(`/mapi/cases?${qs}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content.rows.map((r) => caseOf.get(r.caseNumber)!).sort();
}

/** The cases whose creation falls on one of `days` (YYYY-MM-DD or YYYY-MM) in `tz`. */
function expected(tz: string, from: string, to: string): TName[] {
  return (Object.keys(CREATED) as TName[])
    .filter((n) => {
      const day = zonedDay(Date.parse(CREATED[n]), tz);
      return day.slice(0, from.length) >= from && day.slice(0, to.length) <= to;
    })
    .sort();
}

beforeAll(async () => {
  server = await startTestPortal('timezone');
  user = createClient({ baseUrl: server.url });
  expect((await user.login('user@northwind.example', server.config.demoPassword)).status).toBe(200);
  for (const [name, at] of Object.entries(CREATED) as [TName, string][]) {
    const res = await user.post<{ caseNumber: string }>('/mapi/cases', {
      account_id: NORTHWIND_ASTRO,
      category: 'tsu',
      caseType: 'Incident',
      title: `${WORD} ${name}`,
      description: 'A case created at a known instant.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    caseOf.set(res.body.content.caseNumber, name);
    await server.database.exec(`update cases set created_at = '${at}' where case_no = ${Number(res.body.content.caseNumber)}`);
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('a date filter reads the days of the user’s zone', () => {
  it('in Auckland, "created on 26 November" is exactly the cases of that Auckland day', async () => {
    const got = await listed({ created_from: '2026-11-26', created_to: '2026-11-26', tz: 'Pacific/Auckland' });
    expect(got).toEqual(['aucklandFirstSecondOf26th', 'aucklandLastSecondOf26th']);
    expect(got).toEqual(expected('Pacific/Auckland', '2026-11-26', '2026-11-26'));
  });

  it('in Los Angeles, the same typed day is another set of instants', async () => {
    const got = await listed({ created_from: '2026-11-26', created_to: '2026-11-26', tz: 'America/Los_Angeles' });
    expect(got).toEqual(
      ['aucklandFirstSecondOf27th', 'aucklandLastSecondOf26th', 'losAngelesLastSecondOf26th', 'losAngelesNoonOf26th'].sort(),
    );
    expect(got).toEqual(expected('America/Los_Angeles', '2026-11-26', '2026-11-26'));
  });

  it('without a zone, days are UTC days', async () => {
    const got = await listed({ created_from: '2026-11-26', created_to: '2026-11-26' });
    expect(got).toEqual(expected('UTC', '2026-11-26', '2026-11-26'));
    expect(got).toContain('aucklandFirstSecondOf27th');
    expect(got).not.toContain('aucklandFirstSecondOf26th');
  });

  it('a 25-hour DST day holds all its hours and nothing of the days around it', async () => {
    const got = await listed({ created_from: '2026-11-01', created_to: '2026-11-01', tz: 'America/Los_Angeles' });
    expect(got).toEqual(['losAngelesFirstSecondOfDstDay', 'losAngelesLastHourOfDstDay']);
  });

  it('a month and an open-ended range are the zone’s days too', async () => {
    expect(await listed({ created_from: '2026-11', created_to: '2026-11', tz: 'Pacific/Auckland' })).toEqual(
      expected('Pacific/Auckland', '2026-11', '2026-11'),
    );
    expect(await listed({ created_from: '2026-11', created_to: '2026-11', tz: 'Pacific/Auckland' })).toContain('aucklandFirstHourOfNovember');
    expect(await listed({ created_to: '2026-11-25', tz: 'Pacific/Auckland' })).toEqual(expected('Pacific/Auckland', '0001', '2026-11-25'));
    expect(await listed({ created_from: '2026-11-27', tz: 'America/Los_Angeles' })).toEqual(['losAngelesFirstSecondOf27th']);
  });

  it('refuses a zone it does not know, naming the field, rather than read other days', async () => {
    for (const tz of ['Mars/Olympus', '+13:00', 'Pacific/Auckland;']) {
      const qs = new URLSearchParams({ account_id: NORTHWIND_ASTRO, created_from: '2026-11-26', tz });
      const res = await user.get<{ fields: { path: string; message: { id: string } }[] }>(`/mapi/cases?${qs}`);
      expect(res.status, tz).toBe(400);
      expect(res.body.content.fields).toEqual([{ path: 'querystring.tz', message: { id: 'TimeZone.unknown' } }]);
    }
  });

  it('keeps calendar dates (a contract’s expiration) the same day in every zone', async () => {
    const all = await user.get<{ rows: { contractNumber: string; expirationDate: string | null }[] }>(
      `/mapi/contracts?account_id=${NORTHWIND_ASTRO}&limit=100`,
    );
    const dated = all.body.content.rows.find((r) => r.expirationDate)!;
    const day = dated.expirationDate!;
    for (const tz of ['Pacific/Auckland', 'America/Los_Angeles', 'UTC']) {
      const qs = new URLSearchParams({ account_id: NORTHWIND_ASTRO, expiration_from: day, expiration_to: day, tz, limit: '100' });
      const res = await user.get<{ rows: { contractNumber: string; expirationDate: string }[] }>(`/mapi/contracts?${qs}`);
      expect(res.status).toBe(200);
      expect(res.body.content.rows.map((r) => r.contractNumber), tz).toContain(dated.contractNumber);
      expect(res.body.content.rows.every((r) => r.expirationDate === day), tz).toBe(true);
    }
  });
});

describe('the open cases widget counts the user’s days', () => {
  it('counts on each day of the chart exactly the open cases the list shows for that day, in Auckland and Los Angeles', async () => {
    for (const tz of ['Pacific/Auckland', 'America/Los_Angeles']) {
      const summary = await user.get<{ openLast7Days: { date: string; count: number }[] }>(
        `/mapi/cases/summary?account_id=${NORTHWIND_ASTRO}&part=open&tz=${encodeURIComponent(tz)}`,
      );
      expect(summary.status).toBe(200);
      const days = summary.body.content.openLast7Days;
      expect(days.at(-1)!.date, tz).toBe(zonedDay(Date.now(), tz));
      for (const { date, count } of days) {
        const qs = new URLSearchParams({ account_id: NORTHWIND_ASTRO, state: 'open', created_from: date, created_to: date, tz, limit: '10' });
        const page = await user.get<TPage>(`/mapi/cases?${qs}`);
        expect(page.body.content.total, `${tz} ${date}`).toBe(count);
      }
    }
  });
});

describe('the repair widgets count the user’s days', () => {
  it('end their 90 days on the user’s today and count on each day what the repair list shows for it', async () => {
    const tz = 'Pacific/Auckland';
    const summary = await user.get<{ last90Days: { date: string; count: number }[]; last6Months: { month: string }[] }>(
      `/mapi/repairs/summary?account_id=${NORTHWIND_ASTRO}&tz=${encodeURIComponent(tz)}`,
    );
    expect(summary.status).toBe(200);
    const today = zonedDay(Date.now(), tz);
    expect(summary.body.content.last90Days.at(-1)!.date).toBe(today);
    expect(summary.body.content.last6Months.at(-1)!.month).toBe(today.slice(0, 7));
    const counted = summary.body.content.last90Days.filter((d) => d.count > 0).slice(-5);
    expect(counted.length).toBeGreaterThan(0);
    for (const { date, count } of counted) {
      const qs = new URLSearchParams({ account_id: NORTHWIND_ASTRO, created_from: date, created_to: date, tz, limit: '10' });
      const page = await user.get<{ total: number }>(`/mapi/repairs?${qs}`);
      expect(page.body.content.total, date).toBe(count);
    }
  });
});

describe('exports say the zone of their times', () => {
  it('writes a CSV of the Auckland day in Auckland time, the zone in the title of the time column', async () => {
    const qs = new URLSearchParams({
      account_id: NORTHWIND_ASTRO,
      q: WORD,
      created_from: '2026-11-26',
      created_to: '2026-11-26',
      tz: 'Pacific/Auckland',
      format: 'csv',
      columns: 'caseNumber,createdAt',
    });
    const res = await fetch(`${server.url}/mapi/cases/export?${qs}`, {
      headers: { cookie: user.cookieHeader() },
    });
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Case number', 'Created (Pacific/Auckland)']);
    expect(rows.map((r) => [caseOf.get(r[0]!), r[1]]).sort()).toEqual([
      ['aucklandFirstSecondOf26th', '2026-11-26 00:00:00'],
      ['aucklandLastSecondOf26th', '2026-11-26 23:59:59'],
    ]);
  });
});

describe('the print page and the PDF say the zone of their times', () => {
  it('names the zone beside the generation time, in the user’s language', async () => {
    const qs = new URLSearchParams({ account_id: NORTHWIND_ASTRO, q: WORD, tz: 'Pacific/Auckland', format: 'print', columns: 'caseNumber,createdAt' });
    const res = await fetch(`${server.url}/mapi/cases/export?${qs}`, {
      headers: { cookie: user.cookieHeader(), 'accept-language': 'de-DE' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div>Zeiten in Pacific/Auckland</div>');
    expect(html).toContain('(Pacific/Auckland)</th>');
  });

  it('refuses an export in a zone it does not know', async () => {
    const qs = new URLSearchParams({ account_id: NORTHWIND_ASTRO, tz: 'Mars/Olympus', format: 'csv' });
    const res = await user.get<{ fields: { path: string }[] }>(`/mapi/cases/export?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.content.fields.map((f) => f.path)).toEqual(['querystring.tz']);
  });
});

describe('the user’s time zone', () => {
  it('is null (the browser’s) until chosen, then kept on the user and shown in the session', async () => {
    const status = async () => (await user.get<TStatus>('/mapi/index/status')).body.content.user.preferences.timeZone;
    expect(await status()).toBeNull();
    const saved = await user.put<{ timeZone: string | null }>('/mapi/users/settings', { user_settings: { timeZone: 'Pacific/Auckland' } });
    expect(saved.status).toBe(200);
    expect(saved.body.content.timeZone).toBe('Pacific/Auckland');
    expect(await status()).toBe('Pacific/Auckland');
    const back = await user.put('/mapi/users/settings', { user_settings: { timeZone: null } });
    expect(back.status).toBe(200);
    expect(await status()).toBeNull();
  });

  it('refuses a zone that is not an IANA zone, with a translated message', async () => {
    for (const timeZone of ['Mars/Olympus', '+05:00', 'x'.repeat(80)]) {
      const res = await user.put<{ message: string; fields: { path: string; message: { id: string } }[] }>(
        '/mapi/users/settings',
        { user_settings: { timeZone } },
        { headers: { 'accept-language': 'de-DE' } },
      );
      expect(res.status, timeZone).toBe(400);
      expect(res.body.content.fields.map((f) => f.path), timeZone).toEqual(['body.user_settings.timeZone']);
    }
    const res = await user.put<{ fields: { message: { id: string } }[] }>('/mapi/users/settings', { user_settings: { timeZone: 'Mars/Olympus' } });
    expect(res.body.content.fields[0]!.message.id).toBe('TimeZone.unknown');
  });
});
