import { beforeAll, describe, expect, it } from 'vitest';
import { ZCaseListPage, ZCaseRow, type TCaseDetail, type TCaseRow, type TCaseSummary } from '../../src/shared/contracts/cases.ts';
import type { TListColumn } from '../../src/shared/contracts/list.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * The case list on the list engine (spec sections 4, 5, 9): filters, sort, paging, cursors,
 * search and tenancy. The list checks run on a generated account that no other test writes to
 * (LACR-300002, about a hundred cases in the tiny seed), as the vendor administrator.
 */
const QUIET = 'LACR-300002';

interface TPage {
  rows: TCaseRow[];
  total: number;
  page: number;
  limit: number;
  sort: string;
  dir: 'asc' | 'desc';
  nextCursor: string | null;
  prevCursor: string | null;
  applied: { filters: Record<string, string | string[]>; dropped: string[]; corrected: string[] };
}

let admin: TClient;

async function list(params: Record<string, string>, account = QUIET, client = admin) {
  const qs = new URLSearchParams({ account_id: account, ...params }).toString();
  return client.get<TPage>(`/mapi/cases?${qs}`);
}

async function page(params: Record<string, string>, account = QUIET): Promise<TPage> {
  const res = await list(params, account);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content;
}

/** Every row of a query, by offset pages of 100. */
async function all(params: Record<string, string> = {}, account = QUIET): Promise<TCaseRow[]> {
  const rows: TCaseRow[] = [];
  for (let p = 0; ; p++) {
    const got = await page({ ...params, limit: '100', page: String(p) }, account);
    rows.push(...got.rows);
    if (got.rows.length < 100) return rows;
  }
}

const utcDay = (iso: string) => iso.slice(0, 10);

beforeAll(async () => {
  admin = createClient({ ip: '10.60.0.1' });
  expect((await admin.login(demo().vendorAdmin)).status).toBe(200);
});

describe('case list: defaults, columns, paging (spec 5 and 9)', () => {
  it('answers the first page newest first with a total, 50 rows by default', async () => {
    const p = await page({});
    expect(p.total).toBeGreaterThan(60);
    expect(p.rows).toHaveLength(50);
    expect([p.page, p.limit, p.sort, p.dir]).toEqual([0, 50, 'createdAt', 'desc']);
    const times = p.rows.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(p.nextCursor).toBeTruthy();
    expect(p.prevCursor).toBeNull();
    expect(p.applied).toEqual({ filters: {}, dropped: [], corrected: [] });
    // The presenter whitelists: no database column names leak.
    expect(Object.keys(p.rows[0]!).sort()).toEqual(
      [
        'caseNumber', 'title', 'category', 'caseType', 'state', 'closureRequested', 'priority', 'site', 'owner',
        'workgroup', 'source', 'createdAt', 'resolvedAt', 'resolutionDays', 'mine', 'following',
      ].sort(),
    );
  });

  it('answers only the columns a screen asks for: the case number and the closure flag always, in every order alike', async () => {
    const full = await page({ sort: 'owner' });
    const trimmed = await page({ sort: 'owner', columns: 'state,title' });
    expect(trimmed.rows).toEqual(full.rows.map((r) => ({ caseNumber: r.caseNumber, title: r.title, state: r.state, closureRequested: r.closureRequested })));
    expect(trimmed.nextCursor).toBe(full.nextCursor);
    const next = await page({ sort: 'owner', columns: 'title,state', cursor: trimmed.nextCursor!, page: '1', direction: 'next' });
    expect(next.applied.dropped).toEqual([]);
    expect(next.rows.map((r) => r.caseNumber)).toEqual((await page({ sort: 'owner', page: '1' })).rows.map((r) => r.caseNumber));
    const res = await list({ columns: 'title,budget' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ServerValidation.400WrongParams');
    expect((res.body.content as unknown as { fields: unknown[] }).fields).toEqual([{ path: 'query.columns', message: { id: 'Validation.unknownColumn' } }]);
  });

  it('answers exactly the contract, each row as the case detail answers that case', async () => {
    // Resolved cases, then open ones: resolution dates and days, and empty values.
    const rows: TCaseRow[] = [];
    const queries: Record<string, string>[] = [{ sort: 'resolvedAt', dir: 'desc' }, { state: 'open' }];
    for (const query of queries) {
      const res = await list({ ...query, limit: '10' });
      expect(res.status).toBe(200);
      expect([res.body.result, res.body.code]).toEqual([true, 'OK']);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      // Strict: no property the contract does not name, none missing, every value of its type.
      const envelope = ZCaseListPage.extend({ rows: ZCaseRow.strict().array() }).strict();
      rows.push(...envelope.parse(res.body.content).rows);
    }
    expect(rows.some((r) => r.resolvedAt !== null && r.resolutionDays !== null)).toBe(true);
    expect(rows.some((r) => r.resolvedAt === null && r.resolutionDays === null)).toBe(true);
    for (const row of rows) {
      const detail = await admin.get<TCaseDetail>(`/mapi/cases/${row.caseNumber}?account_id=${QUIET}`);
      expect(detail.status).toBe(200);
      const asDetail = Object.fromEntries(Object.keys(row).map((k) => [k, detail.body.content[k as keyof TCaseRow]]));
      expect(row).toEqual(asDetail);
    }
  });

  it('describes its columns for the table, filter bar and exports', async () => {
    const res = await admin.get<TListColumn[]>(`/mapi/cases/columns?account_id=${QUIET}`);
    expect(res.status).toBe(200);
    const byId = new Map(res.body.content.map((c) => [c.id, c]));
    expect(byId.get('createdAt')).toMatchObject({ type: 'date', sortable: true, filter: 'dateRange', labelId: 'Cases.column.createdAt' });
    expect(byId.get('state')).toMatchObject({ type: 'enum', filter: 'enum', values: ['open', 'resolved', 'closed'] });
    expect(byId.get('priority')?.values).toEqual(['1', '2', '3', '4']);
    expect(byId.get('resolutionDays')).toMatchObject({ type: 'number', filter: 'numberRange' });
    expect(byId.get('category')?.values).toEqual(['soc', 'smo', 'nmo', 'osd', 'pmi', 'tsu', 'unc']);
  });

  it.each([
    [{ page: '-1' }, 0, 50],
    [{ page: 'abc', limit: '25' }, 0, 25],
    [{ page: '1.5', limit: '10' }, 0, 10],
    [{ page: '1', limit: '7' }, 1, 50],
    [{ page: '2', limit: '1000' }, 2, 50],
    [{ limit: '-10' }, 0, 50],
  ])('normalises paging %j to page %d, limit %d (never refused)', async (params, p, l) => {
    const got = await page(params);
    expect([got.page, got.limit]).toEqual([p, l]);
  });

  it('serves offset = page x limit', async () => {
    const everything = await all();
    const third = await page({ page: '2', limit: '25' });
    expect(third.rows.map((r) => r.caseNumber)).toEqual(everything.slice(50, 75).map((r) => r.caseNumber));
    expect(third.prevCursor).toBeTruthy();
    const beyond = await page({ page: '999', limit: '100' });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(everything.length);
    expect([beyond.nextCursor, beyond.prevCursor]).toEqual([null, null]);
  });
});

describe('case list: filters (spec 5)', () => {
  it('filters by enum values joined by _,_ and by category, with all meaning every category', async () => {
    const open = await all({ state: 'open' });
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((r) => r.state === 'open')).toBe(true);
    const high = await all({ priority: '1_,_2' });
    expect(high.every((r) => r.priority <= 2)).toBe(true);
    const tsu = await page({ category: 'tsu', limit: '100' });
    expect(tsu.rows.every((r) => r.category === 'tsu')).toBe(true);
    const everything = await page({ category: 'all' });
    expect(everything.total).toBe((await page({})).total);
    expect(everything.applied.dropped).toEqual([]);
  });

  it('drops unknown enum values and reports them', async () => {
    const p = await page({ state: 'open_,_bogus' });
    expect(p.applied.filters.state).toEqual(['open']);
    expect(p.applied.dropped).toEqual(['state']);
  });

  it('filters the site as a case-insensitive substring', async () => {
    const p = await page({ site: 'tower', limit: '100' });
    expect(p.rows.length).toBeGreaterThan(0);
    expect(p.rows.every((r) => r.site?.toLowerCase().includes('tower'))).toBe(true);
  });

  it('drops a date range with a bad value (not YYYY-MM-DD, YYYY-MM or empty) and says so', async () => {
    const unfiltered = await page({});
    for (const bad of ['2024-13', '17.05.2024', 'yesterday', '2023-02-29', '2024-05-17T10:00:00Z']) {
      const p = await page({ created_from: bad, created_to: '2030-01-01' });
      expect(p.total, bad).toBe(unfiltered.total);
      expect(p.applied.dropped).toEqual(['created_from', 'created_to']);
      expect(p.applied.filters.created_from).toBeUndefined();
    }
  });

  it('takes full dates and months, both ends inclusive (UTC days)', async () => {
    const everything = await all();
    const month = utcDay(everything[Math.floor(everything.length / 3)]!.createdAt).slice(0, 7);
    const inMonth = await all({ created_from: month, created_to: month });
    expect(inMonth.length).toBe(everything.filter((r) => r.createdAt.startsWith(month)).length);
    const day = utcDay(everything[5]!.createdAt);
    const onDay = await all({ created_from: day, created_to: day });
    expect(onDay.map((r) => r.caseNumber)).toEqual(
      everything.filter((r) => utcDay(r.createdAt) === day).map((r) => r.caseNumber),
    );
  });

  it('takes the last days four digits hold and the first centuries as written', async () => {
    const everything = await page({});
    for (const to of ['9999-12-31', '9999-12']) {
      const p = await page({ created_from: '0001-01', created_to: to });
      expect(p.total, to).toBe(everything.total);
      expect(p.applied.filters).toMatchObject({ created_from: '0001-01', created_to: to });
    }
    const ancient = await page({ created_from: '0050-01', created_to: '0099-12-31' });
    expect(ancient.total).toBe(0);
    expect(ancient.applied.dropped).toEqual([]);
  });

  it('corrects an inverted date range given by the user: from becomes to', async () => {
    const everything = await all();
    const day = utcDay(everything[3]!.createdAt);
    const p = await page({ created_from: '2099-06-10', created_to: day, limit: '100' });
    expect(p.applied.corrected).toEqual(['created_from']);
    expect(p.applied.filters).toMatchObject({ created_from: day, created_to: day });
    expect(p.rows.length).toBeGreaterThan(0);
    expect(p.rows.every((r) => utcDay(r.createdAt) === day)).toBe(true);
  });

  it('numeric ranges: digits only, a lower bound above the upper is set to the upper', async () => {
    const corrected = await page({ resolution_min: '40', resolution_max: '3', limit: '100' });
    expect(corrected.applied.corrected).toEqual(['resolution_min']);
    expect(corrected.applied.filters).toMatchObject({ resolution_min: '3', resolution_max: '3' });
    expect(corrected.rows.every((r) => r.resolutionDays === 3)).toBe(true);
    const dropped = await page({ resolution_min: '-2', resolution_max: '1e3' });
    expect(dropped.applied.dropped).toEqual(['resolution_min', 'resolution_max']);
    expect(dropped.total).toBe((await page({})).total);
    const range = await all({ resolution_min: '2', resolution_max: '10' });
    expect(range.every((r) => r.resolutionDays !== null && r.resolutionDays >= 2 && r.resolutionDays <= 10)).toBe(true);
  });

  it('refuses a filter the list does not support (spec 5: unsupported filter types raise an error)', async () => {
    for (const [key, value] of [
      ['title_from', '2024-01-01'],
      ['state_min', '3'],
      ['caseNumber', '10000001'],
      ['owner', 'M. Chen'],
    ] as const) {
      const res = await list({ [key]: value });
      expect(res.status, key).toBe(400);
      expect(res.body.code).toBe('ServerValidation.400WrongParams');
      const fields = (res.body.content as unknown as { fields: { path: string; message: { id: string } }[] }).fields;
      expect(fields).toEqual([{ path: `query.${key}`, message: { id: 'Validation.unsupportedFilter' } }]);
    }
    // Keys that are not filters (a cache buster) are ignored.
    expect((await list({ _: '12345' })).status).toBe(200);
  });
});

describe('case list: sort', () => {
  const SORTABLE = [
    'caseNumber', 'title', 'category', 'caseType', 'state', 'priority', 'site', 'owner', 'workgroup', 'source',
    'createdAt', 'resolvedAt', 'resolutionDays',
  ];

  /** Columns a case may leave empty: their empty values come last, sorted up or down. */
  const OPTIONAL = ['site', 'owner', 'workgroup', 'resolvedAt', 'resolutionDays'];

  /** The value the list sorts by, for a row with a value. */
  const sortKey = (sort: string, r: TCaseRow): number | string => {
    const v = r[sort as keyof TCaseRow];
    if (sort === 'resolvedAt' || sort === 'createdAt') return Date.parse(String(v));
    if (sort === 'caseNumber' || sort === 'priority' || sort === 'resolutionDays') return Number(v);
    return String(v);
  };
  const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const languageOrder = new Intl.Collator('en').compare;

  /** Whether rows are in ascending order of `key`, ties by ascending case number, under `compare`. */
  function ascending(rows: TCaseRow[], key: (r: TCaseRow) => number | string, compare: (a: string, b: string) => number) {
    return rows.every((r, i) => {
      if (i === 0) return true;
      const a = key(rows[i - 1]!);
      const b = key(r);
      const c = typeof a === 'number' && typeof b === 'number' ? (a < b ? -1 : a > b ? 1 : 0) : compare(String(a), String(b));
      return c < 0 || (c === 0 && Number(rows[i - 1]!.caseNumber) < Number(r.caseNumber));
    });
  }

  it.each(SORTABLE)('sorts by %s both ways, ordered by that column, ties broken by case number, empty values last', async (sort) => {
    for (const dir of ['asc', 'desc'] as const) {
      const first = await page({ sort, dir });
      expect([first.sort, first.dir]).toEqual([sort, dir]);
    }
    const asc = await all({ sort, dir: 'asc' });
    const desc = await all({ sort, dir: 'desc' });
    expect(asc.length).toBe(desc.length);
    const isEmpty = (r: TCaseRow) => r[sort as keyof TCaseRow] === null;
    const split = (rows: TCaseRow[]) => {
      const at = rows.findIndex(isEmpty);
      return at < 0 ? { filled: rows, empty: [] } : { filled: rows.slice(0, at), empty: rows.slice(at) };
    };
    const up = split(asc);
    const down = split(desc);
    // Empty values come last either way, and some of an optional column's are empty.
    expect(up.empty.every(isEmpty) && down.empty.every(isEmpty), `${sort}: empty values last`).toBe(true);
    expect(up.empty.length > 0, `${sort}: has empty values`).toBe(OPTIONAL.includes(sort));
    // Several distinct values, so the order is a real test of the column.
    expect(new Set(up.filled.map((r) => sortKey(sort, r))).size, sort).toBeGreaterThan(1);
    // Ascending by the column: numbers and dates by value; text under the database's collation,
    // which is the byte order (C) or a language's (each value's rows in one run either way).
    const key = (r: TCaseRow) => sortKey(sort, r);
    expect(ascending(up.filled, key, byteOrder) || ascending(up.filled, key, languageOrder), `${sort} ascending`).toBe(true);
    const runs = up.filled.map(key).filter((v, i, all) => i === 0 || v !== all[i - 1]);
    expect(new Set(runs).size, `${sort}: each value in one run`).toBe(runs.length);
    expect(ascending(up.empty, (r) => Number(r.caseNumber), byteOrder), `${sort}: empty values by case number`).toBe(true);
    // Descending reverses each part (the tie-breaker flips too); the empty ones stay last.
    const numbers = (rows: TCaseRow[]) => rows.map((r) => r.caseNumber);
    expect(numbers(down.filled)).toEqual(numbers(up.filled).reverse());
    expect(numbers(down.empty)).toEqual(numbers(up.empty).reverse());
  });

  it('falls back to the default sort for an unknown column', async () => {
    const p = await page({ sort: 'bogus', dir: 'asc' });
    expect([p.sort, p.dir]).toEqual(['createdAt', 'asc']);
    const q = await page({ sort: 'closureRequested' });
    expect([q.sort, q.dir]).toEqual(['createdAt', 'desc']);
  });
});

describe('case list: keyset cursors', () => {
  async function walk(params: Record<string, string>) {
    const pages: TPage[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 100; i++) {
      const p = await page({ ...params, limit: '10', ...(cursor ? { cursor, direction: 'next' } : {}) });
      pages.push(p);
      cursor = p.nextCursor;
      if (!cursor) break;
    }
    return pages;
  }

  it.each([
    [{}],
    [{ sort: 'resolvedAt', dir: 'asc' }],
    [{ sort: 'site', dir: 'desc' }],
    [{ sort: 'priority', dir: 'asc', state: 'open_,_resolved' }],
  ])('walks %j forward and back with no duplicates and no gaps', async (params) => {
    const everything = (await all(params)).map((r) => r.caseNumber);
    const pages = await walk(params);
    const walked = pages.flatMap((p) => p.rows.map((r) => r.caseNumber));
    expect(walked).toEqual(everything);
    expect(new Set(walked).size).toBe(walked.length);
    pages.forEach((p, i) => {
      expect(p.page).toBe(i);
      expect(p.total).toBe(everything.length);
    });
    // Back from the last page by prevCursor gives the same pages.
    let back = pages[pages.length - 1]!;
    for (let i = pages.length - 2; i >= 0; i--) {
      back = await page({ ...params, limit: '10', cursor: back.prevCursor!, direction: 'prev' });
      expect(back.page).toBe(i);
      expect(back.rows.map((r) => r.caseNumber)).toEqual(pages[i]!.rows.map((r) => r.caseNumber));
    }
    expect(back.prevCursor).toBeNull();
  });

  it.each([
    [{}],
    [{ sort: 'title', dir: 'asc' }],
    [{ sort: 'resolvedAt', dir: 'desc', state: 'resolved_,_closed' }],
    [{ sort: 'resolutionDays', dir: 'desc' }],
    [{ sort: 'site', dir: 'asc' }],
    [{ q: 'radio' }],
  ])('serves page N of %j by offset (deferred join) exactly as the cursors reach it', async (params) => {
    const pages = await walk(params);
    expect(pages.length).toBeGreaterThan(2);
    for (const [n, walked] of pages.entries()) {
      const byOffset = await page({ ...params, limit: '10', page: String(n) });
      expect(byOffset.page).toBe(n);
      expect(byOffset.total).toBe(walked.total);
      expect(byOffset.rows.map((r) => r.caseNumber), `page ${n}`).toEqual(walked.rows.map((r) => r.caseNumber));
      expect(byOffset.rows).toEqual(walked.rows);
      // From a page reached by offset, the cursors go on to the same neighbours.
      if (byOffset.nextCursor) {
        const next = await page({ ...params, limit: '10', cursor: byOffset.nextCursor, direction: 'next' });
        expect(next.rows.map((r) => r.caseNumber)).toEqual(pages[n + 1]!.rows.map((r) => r.caseNumber));
      } else {
        expect(n).toBe(pages.length - 1);
      }
      if (n > 0) {
        const prev = await page({ ...params, limit: '10', cursor: byOffset.prevCursor!, direction: 'prev' });
        expect(prev.rows.map((r) => r.caseNumber)).toEqual(pages[n - 1]!.rows.map((r) => r.caseNumber));
      }
    }
  });

  it('ignores a cursor of another sort, other filters, page size or way, or garbage, and uses the page instead', async () => {
    const first = await page({ limit: '10' });
    const variants: Record<string, string>[] = [
      { sort: 'title' },
      { state: 'open' },
      // A next cursor sent back (an address put together by hand) would answer other rows than
      // the page it names; so would a cursor of pages of 10 asked for pages of 25.
      { direction: 'prev' },
      { limit: '25' },
      { cursor: 'not-a-cursor!' },
      { cursor: Buffer.from('{"s":"createdAt"}').toString('base64url') },
    ];
    for (const params of variants) {
      const p = await page({ limit: '10', page: '1', cursor: first.nextCursor!, ...params });
      expect(p.applied.dropped).toContain('cursor');
      expect(p.page).toBe(1);
    }
  });

  it('drops a tampered cursor whose values are not of their column type instead of failing (500 before)', async () => {
    const first = await page({ limit: '10' });
    const real = JSON.parse(Buffer.from(first.nextCursor!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forge = (changes: Record<string, unknown>) => Buffer.from(JSON.stringify({ ...real, ...changes })).toString('base64url');
    for (const cursor of [
      forge({ v: 'not a date' }),
      forge({ v: '2026-02-30 10:00:00+00' }),
      forge({ i: ['99999999999'] }),
      forge({ i: ['abc'] }),
      forge({ i: ['1', '2'] }),
      forge({ v: 'nul \u0000 inside' }),
    ]) {
      const res = await list({ limit: '10', page: '1', cursor, direction: 'next' });
      expect(res.status, cursor).toBe(200);
      expect(res.body.content.applied.dropped).toContain('cursor');
      expect(res.body.content.rows.map((r) => r.caseNumber)).toEqual(
        (await page({ limit: '10', page: '1' })).rows.map((r) => r.caseNumber),
      );
    }
    // The same cursor sorted by an integer column: a value out of PostgreSQL's integer range.
    const byPriority = await page({ limit: '10', sort: 'priority', dir: 'asc' });
    const p = JSON.parse(Buffer.from(byPriority.nextCursor!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const res = await list({ limit: '10', page: '1', sort: 'priority', dir: 'asc', direction: 'next', cursor: Buffer.from(JSON.stringify({ ...p, v: '1e99' })).toString('base64url') });
    expect(res.status).toBe(200);
    expect(res.body.content.applied.dropped).toContain('cursor');
  });
});

describe('case list: full-text search over number, title and description', () => {
  it('finds a case by its number and by a prefix of it', async () => {
    const target = (await page({ limit: '10', page: '3' })).rows[4]!;
    const exact = await page({ q: target.caseNumber });
    expect(exact.rows.map((r) => r.caseNumber)).toEqual([target.caseNumber]);
    const prefix = await all({ q: target.caseNumber.slice(0, 7) });
    expect(prefix.map((r) => r.caseNumber)).toContain(target.caseNumber);
    expect(prefix.every((r) => r.caseNumber.startsWith(target.caseNumber.slice(0, 7)))).toBe(true);
    expect(prefix.length).toBeLessThanOrEqual(10);
  });

  it('matches words (prefixes, any order, case-insensitive) of titles and descriptions, in this account only', async () => {
    const hits = await all({ q: 'REPEAT pow' });
    expect(hits.length).toBeGreaterThan(0);
    const nw = await page({ q: 'repeater power' }, NORTHWIND_ASTRO);
    const quietNumbers = new Set(hits.map((r) => r.caseNumber));
    expect(nw.rows.some((r) => quietNumbers.has(r.caseNumber))).toBe(false);
    expect((await page({ q: 'repeat pow' })).applied.filters.q).toBe('repeat pow');
  });

  it('survives search syntax and junk', async () => {
    for (const q of ["'", '&', '!:*', '(a|b)', '"x"', '\\', '   ', '😀', 'ÜBER', 'a & !b', ':*']) {
      const res = await list({ q });
      expect(res.status, q).toBe(200);
    }
    expect((await page({ q: 'zzqqxxnotaword' })).total).toBe(0);
  });
});

describe('case tenancy', () => {
  it('refuses the list of an account the user does not hold (403) and a foreign case number (404)', async () => {
    const nwUser = createClient({ ip: '10.60.0.2' });
    await nwUser.login(demo().nwUser);
    const foreign = await list({}, CONTOSO_LTE, nwUser);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('ServerValidation.403NoAccountAccess');
    const contosoCase = (await page({ limit: '10' }, CONTOSO_LTE)).rows[0]!.caseNumber;
    const probe = await nwUser.get(`/mapi/cases/${contosoCase}?account_id=${NORTHWIND_ASTRO}`);
    expect(probe.status).toBe(404);
    expect(probe.body.code).toBe('ServerValidation.404NotFound');
    expect(JSON.stringify(probe.body)).not.toContain('Contoso');
    const direct = await nwUser.get(`/mapi/cases/${contosoCase}?account_id=${CONTOSO_LTE}`);
    expect(direct.status).toBe(403);
    const missing = await nwUser.get(`/mapi/cases/99999999?account_id=${NORTHWIND_ASTRO}`);
    expect(missing.status).toBe(404);
  });
});

describe('demo history', () => {
  it('resolves each generated case at its own time, after its creation and before now', async () => {
    // The demo account: the most cases, and the most of them recent.
    const resolved = await all({ state: 'resolved_,_closed', sort: 'resolvedAt', dir: 'desc' }, NORTHWIND_ASTRO);
    expect(resolved.length).toBeGreaterThan(10);
    const now = Date.now();
    for (const r of resolved) {
      expect(Date.parse(r.resolvedAt!), r.caseNumber).toBeGreaterThan(Date.parse(r.createdAt));
      expect(Date.parse(r.resolvedAt!), r.caseNumber).toBeLessThan(now);
    }
    // Recent cases used to be clamped to the seed's instant, a block of identical times on top.
    const times = resolved.map((r) => r.resolvedAt);
    expect(new Set(times).size).toBe(times.length);
  });
});

describe('case detail and dashboard summary', () => {
  it('shows a demo case with notes newest first and associated cases', async () => {
    const res = await admin.get<{
      caseNumber: string;
      priority: number;
      notes: { createdAt: string; author: string }[];
      associatedCases: { caseNumber: string }[];
    }>(`/mapi/cases/10000001?account_id=${NORTHWIND_ASTRO}`);
    expect(res.status).toBe(200);
    const c = res.body.content;
    expect(c.priority).toBe(1);
    expect(c.notes.length).toBeGreaterThanOrEqual(2);
    const times = c.notes.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(c.associatedCases.map((a) => a.caseNumber)).toContain('10000002');
  });

  it('summarises cases for the dashboard widgets', async () => {
    // Other tests create cases on this account meanwhile: the total lies between two list totals.
    const before = (await page({}, NORTHWIND_ASTRO)).total;
    const res = await admin.get<TCaseSummary>(`/mapi/cases/summary?account_id=${NORTHWIND_ASTRO}`);
    const after = (await page({}, NORTHWIND_ASTRO)).total;
    expect(res.status).toBe(200);
    const s = res.body.content;
    expect(s.openLast30Days).toHaveLength(30);
    expect(s.openLast7Days).toHaveLength(7);
    expect(s.openLast7Days).toEqual(s.openLast30Days.slice(-7));
    expect(s.openLast7Days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(s.openLast7Days.reduce((n, d) => n + d.count, 0)).toBeGreaterThanOrEqual(4);
    expect(s.openLast30Days.reduce((n, d) => n + d.count, 0)).toBeGreaterThanOrEqual(7);
    expect(s.openSeverity1.count).toBeGreaterThanOrEqual(3);
    expect(s.openSeverity1.cases.map((c) => c.caseNumber)).toEqual(expect.arrayContaining(['10000001', '10000002', '10000003']));
    const total = s.breakdown.reduce((n, b) => n + b.count, 0);
    expect(total).toBeGreaterThanOrEqual(before);
    expect(total).toBeLessThanOrEqual(after);
    expect(new Set(s.breakdown.map((b) => b.category)).size).toBeGreaterThan(3);
  });

  it('answers each widget its own part (breakdown, open, severity1), and refuses another part', async () => {
    const part = async (name: string) => {
      const res = await admin.get<Partial<TCaseSummary>>(`/mapi/cases/summary?account_id=${QUIET}&part=${name}`);
      expect(res.status, name).toBe(200);
      return res.body.content;
    };
    const whole = (await admin.get<TCaseSummary>(`/mapi/cases/summary?account_id=${QUIET}`)).body.content;
    const breakdown = await part('breakdown');
    expect(Object.keys(breakdown)).toEqual(['breakdown']);
    expect(breakdown.breakdown).toEqual(whole.breakdown);
    expect(breakdown.breakdown!.reduce((n, b) => n + b.count, 0)).toBe((await page({})).total);
    const open = await part('open');
    expect(Object.keys(open).sort()).toEqual(['openLast30Days', 'openLast7Days']);
    expect(open.openLast30Days).toEqual(whole.openLast30Days);
    expect(open.openLast7Days).toEqual(whole.openLast7Days);
    const severity1 = await part('severity1');
    expect(Object.keys(severity1)).toEqual(['openSeverity1']);
    expect(severity1.openSeverity1).toEqual(whole.openSeverity1);
    expect(severity1.openSeverity1!.count).toBe((await page({ state: 'open', priority: '1' })).total);
    const bad = await admin.get(`/mapi/cases/summary?account_id=${QUIET}&part=everything`);
    expect(bad.status).toBe(400);
  });
});
