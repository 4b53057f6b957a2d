import { beforeAll, describe, expect, it } from 'vitest';
import { defineListDescriptor } from '../../src/shared/contracts/list-descriptor.ts';
import { searchDocumentSql, searchText } from '../../src/server/db/search-document.ts';
import type { TAccountScope } from '../../src/server/platform/account-scope.ts';
import type { TAppContext } from '../../src/server/platform/app-context.ts';
import type { TDatabase } from '../../src/server/platform/db.ts';
import { defineListSql, optionalTextSort, type TListDefinition } from '../../src/server/platform/list/list-definition.ts';
import { findListRow, listPageJson, listStatement, streamListRows } from '../../src/server/platform/list/list-engine.ts';
import { DATABASE_MODES, testDatabases } from '../support/test-portal.ts';

/**
 * What the next lists need from the list engine, on a purpose-built table of order lines on the
 * real database (both drivers): a row key that is text and compound (order number + line), a
 * boolean filter, an enum filter over a multi-value column, rows over a join and over a view, the
 * shared search document, and per-account totals kept by the database for any list that asks.
 */
const open = testDatabases('listengine');
const label = { id: 'Demo.column', defaultMessage: 'Demo' };
const STATUSES = ['OPEN', 'HOLD', 'SHIPPED'] as const;
const TAGS = ['red', 'green', 'blue'] as const;

const orderLines = defineListDescriptor({
  name: 'demo-order-lines',
  path: '/demo-order-lines',
  defaultSort: { column: 'orderNumber', dir: 'asc' },
  search: true,
  columns: {
    orderNumber: { label, value: 'text', sortable: true, visible: true },
    line: { label, value: 'number', sortable: true, visible: true },
    title: { label, value: 'text', visible: true },
    status: { label, value: 'text', values: STATUSES, sortable: true, filter: { kind: 'enum' } },
    autoRenew: { label, value: 'boolean', filter: { kind: 'boolean' } },
    tags: { label, value: 'textList', values: TAGS, filter: { kind: 'enum' } },
    site: { label, value: 'textOrNull', sortable: true, filter: { kind: 'text' } },
  },
});

const columns = {
  orderNumber: { select: 't.order_no', sort: 'text' },
  line: { select: 't.line_no', sort: 'integer' },
  title: { select: 't.title' },
  status: { select: 't.status', sort: 'text' },
  autoRenew: { select: 't.auto_renew' },
  tags: { select: 't.tags' },
} as const;

/** Over a join: the site's name comes from another table. */
const overJoin = defineListSql(orderLines, {
  from: 'demo_order_lines t left join demo_sites s on s.id = t.site_id',
  account: 't.account_id',
  id: [
    { sql: 't.order_no', type: 'text' },
    { sql: 't.line_no', type: 'integer' },
  ],
  search: 't.search',
  counts: { table: 'demo_order_counts', dimensions: { status: 'status' } },
  columns: { ...columns, site: { select: 's.name', sort: optionalTextSort('s.name') } },
});

/** The same rows over a view that joins them. */
const overView = defineListSql(orderLines, {
  from: 'demo_order_view t',
  account: 't.account_id',
  id: [
    { sql: 't.order_no', type: 'text' },
    { sql: 't.line_no', type: 'integer' },
  ],
  search: 't.search',
  columns: { ...columns, site: { select: 't.site_name', sort: optionalTextSort('t.site_name') } },
});

interface TRow {
  orderNumber: string;
  line: number;
  title: string;
  status: string;
  autoRenew: boolean;
  tags: string[];
  site: string | null;
}
interface TPage {
  rows: TRow[];
  total: number;
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
  applied: { filters: Record<string, string | string[]>; dropped: string[]; corrected: string[] };
}

const scope = (accountId: string) => ({ accountId }) as unknown as TAccountScope;
const key = (r: Pick<TRow, 'orderNumber' | 'line'>) => `${r.orderNumber}/${r.line}`;

async function seed(database: TDatabase): Promise<void> {
  await database.exec(`
    create table demo_sites (id integer primary key, name text not null);
    create table demo_order_lines (
      account_id text not null,
      order_no text not null,
      line_no integer not null,
      title text not null,
      status text not null,
      auto_renew boolean not null,
      tags text[] not null default '{}',
      site_id integer references demo_sites(id),
      primary key (order_no, line_no)
    );
    alter table demo_order_lines add column search tsvector generated always as (${searchDocumentSql(searchText('order_no', 'title'))}) stored not null;
    create index on demo_order_lines using gin (search);
    create index on demo_order_lines (account_id, order_no, line_no);
    create view demo_order_view as
      select t.*, s.name as site_name from demo_order_lines t left join demo_sites s on s.id = t.site_id;
    insert into demo_sites values (1, 'Harbor Tower'), (2, 'Ridge Hill'), (3, 'Zulu Point');
    -- A1: 40 orders of 1 to 4 lines (order numbers sort as text: SO-1, SO-10, SO-11 ... SO-2),
    -- statuses, flags, tags and sites spread; A2: another account's lines with the same numbers.
    insert into demo_order_lines (account_id, order_no, line_no, title, status, auto_renew, tags, site_id)
      select 'A1', 'SO-' || o, l, case when o % 5 = 0 then 'Repeater power supply' else 'Portable radio batch' end,
             (array['OPEN','HOLD','SHIPPED'])[1 + (o + l) % 3], (o + l) % 2 = 0,
             case (o + l) % 4 when 0 then array['red', 'green'] when 1 then array['blue'] when 2 then array['green'] else array[]::text[] end,
             case when o % 7 = 0 then null else 1 + o % 3 end
      from generate_series(1, 40) o, generate_series(1, 1 + o % 4) l;
    insert into demo_order_lines (account_id, order_no, line_no, title, status, auto_renew, site_id)
      select 'A2', 'SO-' || o, 9, 'Repeater power supply', 'OPEN', true, 1 from generate_series(1, 12) o;
    select portal_keep_counts('demo_order_lines', 'demo_order_counts', array['status']);
  `);
}

async function pageOf(ctx: TAppContext, def: TListDefinition, query: Record<string, string>, account = 'A1'): Promise<TPage> {
  return (JSON.parse(await listPageJson(ctx, def, scope(account), { account_id: account, ...query })) as { content: TPage }).content;
}

/** Every row through the cursors, forward, then back from the last page; both must agree. */
async function walk(ctx: TAppContext, def: TListDefinition, query: Record<string, string>): Promise<TRow[]> {
  const pages: TPage[] = [await pageOf(ctx, def, { ...query, limit: '10' })];
  while (pages[pages.length - 1]!.nextCursor) {
    const last = pages[pages.length - 1]!;
    pages.push(await pageOf(ctx, def, { ...query, limit: '10', page: String(last.page + 1), cursor: last.nextCursor!, direction: 'next' }));
  }
  const forward = pages.flatMap((p) => p.rows);
  let back = pages[pages.length - 1]!;
  const backward = [...back.rows];
  while (back.prevCursor) {
    back = await pageOf(ctx, def, { ...query, limit: '10', page: String(back.page - 1), cursor: back.prevCursor, direction: 'prev' });
    expect(back.applied.dropped).toEqual([]);
    backward.unshift(...back.rows);
  }
  expect(backward.map(key)).toEqual(forward.map(key));
  return forward;
}

describe.each(DATABASE_MODES)('list engine for the next lists (%s)', (mode) => {
  let database: TDatabase;
  let ctx: TAppContext;
  /** The A1 rows as the database orders them, to compare with what the engine answers. */
  const expected = async (orderBy: string, where = 'true'): Promise<string[]> =>
    (
      await database.query({
        text: `select t.order_no || '/' || t.line_no from demo_order_lines t left join demo_sites s on s.id = t.site_id
          where t.account_id = 'A1' and ${where} order by ${orderBy}`,
        params: [],
      })
    ).map((r) => String(r[0]));

  beforeAll(async () => {
    database = await open(mode);
    ctx = { database } as unknown as TAppContext;
    await seed(database);
  });

  it('pages by a text and compound key (order number, line) with cursors both ways, no duplicates and no gaps', async () => {
    const rows = await walk(ctx, overJoin, {});
    expect(rows.map(key)).toEqual(await expected('t.order_no, t.line_no'));
    expect(new Set(rows.map(key)).size).toBe(rows.length);
    // Sorted by another column, the compound key breaks the ties.
    const byStatus = await walk(ctx, overJoin, { sort: 'status', dir: 'desc' });
    expect(byStatus.map(key)).toEqual(await expected('t.status desc, t.order_no desc, t.line_no desc'));
  });

  it('serves page N by offset (deferred join on the compound key) exactly as the cursors reach it', async () => {
    const rows = await walk(ctx, overJoin, { sort: 'site' });
    for (const n of [1, 3, 6]) {
      const p = await pageOf(ctx, overJoin, { sort: 'site', limit: '10', page: String(n) });
      expect(p.rows.map(key)).toEqual(rows.slice(n * 10, n * 10 + 10).map(key));
    }
    // Empty sites last, both ways.
    expect(rows.at(-1)!.site).toBeNull();
    const down = await walk(ctx, overJoin, { sort: 'site', dir: 'desc' });
    expect(down[0]!.site).toBe('Zulu Point');
    expect(down.at(-1)!.site).toBeNull();
  });

  it('filters by a boolean (y/yes/true/1, n/no/false/0) and drops a value that is neither', async () => {
    const all = await pageOf(ctx, overJoin, { limit: '100' });
    for (const yes of ['true', 'Yes', 'y', '1']) {
      const p = await pageOf(ctx, overJoin, { autoRenew: yes, limit: '100' });
      expect(p.rows.length).toBeGreaterThan(0);
      expect(p.rows.every((r) => r.autoRenew)).toBe(true);
      expect(p.applied.filters.autoRenew).toBe('true');
    }
    const no = await pageOf(ctx, overJoin, { autoRenew: 'no', limit: '100' });
    expect(no.rows.every((r) => !r.autoRenew)).toBe(true);
    expect(no.total + (await pageOf(ctx, overJoin, { autoRenew: '1' })).total).toBe(all.total);
    const bad = await pageOf(ctx, overJoin, { autoRenew: 'maybe' });
    expect(bad.applied.dropped).toEqual(['autoRenew']);
    expect(bad.total).toBe(all.total);
  });

  it('filters a multi-value column by several enum values: rows holding any of them', async () => {
    const p = await walk(ctx, overJoin, { tags: 'red_,_blue' });
    expect(p.length).toBeGreaterThan(0);
    expect(p.every((r) => r.tags.includes('red') || r.tags.includes('blue'))).toBe(true);
    expect(p.map(key)).toEqual(await expected('t.order_no, t.line_no', `t.tags && array['red','blue']`));
    const dropped = await pageOf(ctx, overJoin, { tags: 'purple' });
    expect(dropped.applied.dropped).toEqual(['tags']);
    const row = p.find((r) => r.tags.length > 1)!;
    expect(row.tags.every((t) => (TAGS as readonly string[]).includes(t))).toBe(true);
  });

  it('lists rows over a join and over a view alike: filters on the joined column, sort, search, exports', async () => {
    const queries: Record<string, string>[] = [{ site: 'ridge' }, { sort: 'site', dir: 'asc' }, { q: 'repeater' }, { status: 'HOLD_,_OPEN', sort: 'status' }];
    for (const query of queries) {
      const joined = await walk(ctx, overJoin, query);
      const viewed = await walk(ctx, overView, query);
      expect(viewed).toEqual(joined);
    }
    const ridge = await walk(ctx, overView, { site: 'ridge' });
    expect(ridge.length).toBeGreaterThan(0);
    expect(ridge.every((r) => r.site === 'Ridge Hill')).toBe(true);
    const streamed: string[] = [];
    for await (const r of streamListRows(ctx, overView, scope('A1'), { site: 'ridge' }, 1000)) streamed.push(key(r as unknown as TRow));
    expect(streamed).toEqual(ridge.map(key));
  });

  it('searches the shared search document: words and number prefixes of this account only', async () => {
    const hits = await walk(ctx, overJoin, { q: 'REPEATER pow' });
    expect(hits.length).toBe((await expected('t.order_no', `t.title like 'Repeater%'`)).length);
    const byNumber = await pageOf(ctx, overJoin, { q: 'SO-12' });
    expect(byNumber.rows.map((r) => r.orderNumber)).toContain('SO-12');
    expect(byNumber.rows.every((r) => r.orderNumber === 'SO-12')).toBe(true);
    // A2 has the same order numbers and titles: none of its rows shows in A1's list, and back.
    expect((await pageOf(ctx, overJoin, { q: 'repeater' }, 'A2')).total).toBe(12);
  });

  it('sums per-account totals from the counts the database keeps, exact through writes, and counts otherwise', async () => {
    const statusOnly = listStatement(overJoin, scope('A1'), { status: 'OPEN' });
    expect(statusOnly.text).toContain('demo_order_counts');
    expect(listStatement(overJoin, scope('A1'), { status: 'OPEN', site: 'ridge' }).text).not.toContain('demo_order_counts');
    const counted = async (status: string, account = 'A1') =>
      Number((await database.query({ text: `select count(*) from demo_order_lines where account_id = $1 and status = $2`, params: [account, status] }))[0]![0]);
    const check = async () => {
      for (const s of STATUSES) expect((await pageOf(ctx, overJoin, { status: s })).total, s).toBe(await counted(s));
      expect((await pageOf(ctx, overJoin, { status: 'OPEN' }, 'A2')).total).toBe(await counted('OPEN', 'A2'));
    };
    await check();
    await database.exec(`update demo_order_lines set status = 'SHIPPED' where account_id = 'A1' and status = 'HOLD' and line_no = 1`);
    await database.exec(`update demo_order_lines set title = 'Renamed' where account_id = 'A1'`);
    await database.exec(`delete from demo_order_lines where account_id = 'A1' and order_no in ('SO-3', 'SO-4')`);
    await database.exec(`insert into demo_order_lines (account_id, order_no, line_no, title, status, auto_renew) values ('A1', 'SO-900', 1, 'New', 'HOLD', false), ('A2', 'SO-901', 1, 'New', 'OPEN', true)`);
    await check();
  });

  it('finds one row by its compound key, as its page answers it, plus a detail value; a foreign or mistyped key finds none', async () => {
    const [row] = (await pageOf(ctx, overJoin, { q: 'SO-12' })).rows;
    const found = await findListRow(ctx, overJoin, scope('A1'), [row!.orderNumber, String(row!.line)], { lineTitle: { sql: "t.title || ' #' || t.line_no", value: 'text' } });
    expect(found).toEqual({ ...row, lineTitle: `${row!.title} #${row!.line}` });
    expect(await findListRow(ctx, overJoin, scope('A2'), ['SO-1', '1'])).toBeUndefined();
    expect(await findListRow(ctx, overJoin, scope('A1'), ['SO-1', 'one'])).toBeUndefined();
    expect(await findListRow(ctx, overJoin, scope('A1'), ['SO-1'])).toBeUndefined();
  });

  it('drops a forged cursor whose key parts are not of their types', async () => {
    const first = await pageOf(ctx, overJoin, { limit: '10' });
    const real = JSON.parse(Buffer.from(first.nextCursor!, 'base64url').toString('utf8')) as { i: string[] };
    for (const i of [['SO-1', 'x'], ['SO-1'], ['SO-1', '99999999999'], [1, 2]]) {
      const cursor = Buffer.from(JSON.stringify({ ...real, i })).toString('base64url');
      const p = await pageOf(ctx, overJoin, { limit: '10', page: '1', cursor, direction: 'next' });
      expect(p.applied.dropped).toContain('cursor');
      expect(p.rows.map(key)).toEqual((await pageOf(ctx, overJoin, { limit: '10', page: '1' })).rows.map(key));
    }
  });
  it('answers only the columns a page asks for, with the row key always; paging and sorting by a column left out alike', async () => {
    const full = await walk(ctx, overJoin, { sort: 'site', dir: 'desc' });
    const trimmed = await walk(ctx, overJoin, { sort: 'site', dir: 'desc', columns: 'title,status' });
    // The compound key (order number, line) comes without being asked; site sorts without being answered.
    expect(trimmed).toEqual(full.map((r) => ({ orderNumber: r.orderNumber, line: r.line, title: r.title, status: r.status })));
    // Every order of the same ids answers the same rows; offset pages and searches too.
    const byOffset = await pageOf(ctx, overJoin, { sort: 'site', dir: 'desc', limit: '10', page: '2', columns: ' status , title,status' });
    expect(byOffset.rows).toEqual(trimmed.slice(20, 30));
    const searched = await pageOf(ctx, overView, { q: 'SO-2', columns: 'site' });
    expect(searched.rows.length).toBeGreaterThan(0);
    expect(Object.keys(searched.rows[0]!).sort()).toEqual(['line', 'orderNumber', 'site']);
    await expect(pageOf(ctx, overJoin, { columns: 'title,price' })).rejects.toMatchObject({
      code: 'ServerValidation.400WrongParams',
      fields: [{ path: 'query.columns' }],
    });
  });
});
