import { describe, expect, it } from 'vitest';
import { DeveloperError } from '../../../shared/domain/permissions.ts';
import { caseList } from '../../../shared/contracts/cases.ts';
import { listColumns, type TColumnDescriptor, type TListDescriptor } from '../../../shared/contracts/list-descriptor.ts';
import { caseListSql } from '../../modules/cases/case-list.ts';
import { ticketListSql } from '../../modules/tickets/ticket-list.ts';
import { cursorValueFits, decodeCursor, encodeCursor } from './cursor.ts';
import { defineListSql } from './list-definition.ts';
import { searchQuery } from './list-engine.ts';

const label = { id: 'x', defaultMessage: 'x' };

/** A one-column descriptor with its SQL, plus the column `c` as given (descriptor and SQL). */
function withColumn(c: Partial<TColumnDescriptor>, sql: Record<string, unknown> | null) {
  const descriptor = {
    name: 'demo',
    path: '/demo',
    defaultSort: { column: 'id', dir: 'asc' },
    columns: { id: { label, value: 'number', sortable: true, visible: true }, c: { label, value: 'text', ...c } },
  } as unknown as TListDescriptor;
  return () =>
    defineListSql(descriptor, {
      from: 'demo t',
      account: 't.account_id',
      id: { sql: 't.id', type: 'integer' },
      columns: sql === null ? { id: { select: 't.id', sort: 'integer' } } : { id: { select: 't.id', sort: 'integer' }, c: sql },
    } as never);
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof DeveloperError ? e.code : 'not a DeveloperError';
  }
  return undefined;
}

describe('defineListSql refuses lists that cannot work (developer errors at start-up)', () => {
  it.each([
    ['an unsupported filter type', { filter: { kind: 'geo' } }, { select: 't.c' }, 'unsupportedFilterType'],
    ['an enum filter without values', { filter: { kind: 'enum' } }, { select: 't.c' }, 'invalidListDefinition'],
    ['a sortable column without sort SQL', { sortable: true }, { select: 't.c' }, 'invalidListDefinition'],
    ['sort SQL on a column that does not sort', {}, { select: 't.c', sort: 'text' }, 'invalidListDefinition'],
    ['a column without SQL', {}, null, 'invalidListDefinition'],
  ] as const)('%s', (_label, column, sql, code) => {
    expect(codeOf(withColumn(column as Partial<TColumnDescriptor>, sql as Record<string, unknown> | null))).toBe(code);
  });

  it('refuses a filter key used twice, a default sort that does not sort and search without its SQL', () => {
    const descriptor = (extra: Partial<TListDescriptor>) =>
      ({
        name: 'demo',
        path: '/demo',
        defaultSort: { column: 'id', dir: 'asc' },
        columns: {
          id: { label, value: 'number', sortable: true, filter: { kind: 'text', key: 'k' } },
          c: { label, value: 'text', filter: { kind: 'text', key: 'k' } },
        },
        ...extra,
      }) as TListDescriptor;
    const sql = { from: 'demo t', account: 't.a', id: { sql: 't.id', type: 'integer' }, columns: { id: { select: 't.id', sort: 'integer' }, c: { select: 't.c' } } };
    expect(codeOf(() => defineListSql(descriptor({}), sql as never))).toBe('invalidListDefinition');
    const once = { id: { label, value: 'number', sortable: true }, c: { label, value: 'text' } } as const;
    expect(codeOf(() => defineListSql(descriptor({ columns: once, defaultSort: { column: 'c', dir: 'asc' } }), sql as never))).toBe(
      'invalidListDefinition',
    );
    expect(codeOf(() => defineListSql(descriptor({ columns: once, search: true }), sql as never))).toBe('invalidListDefinition');
    expect(codeOf(() => defineListSql(descriptor({ columns: once }), { ...sql, counts: { table: 'x', dimensions: { c: 'c' } } } as never))).toBe(
      'invalidListDefinition',
    );
    expect(codeOf(() => defineListSql(descriptor({ columns: once }), sql as never))).toBeUndefined();
    // A list over every account keeps no per-account counts.
    expect(codeOf(() => defineListSql(descriptor({ columns: once }), { ...sql, account: null } as never))).toBeUndefined();
    const counts = { table: 'x', dimensions: {} };
    expect(codeOf(() => defineListSql(descriptor({ columns: once }), { ...sql, account: null, counts } as never))).toBe('invalidListDefinition');
  });

  it('the case and ticket lists: every sortable column with never-null sort SQL; columns as the API describes them', () => {
    for (const list of [caseListSql, ticketListSql]) {
      for (const c of list.columns.filter((x) => x.sort)) {
        const nullable = c.sort!.sql !== c.select;
        if (nullable) expect(c.sort!.sql, c.id).toMatch(/^coalesce\(/);
      }
    }
    const cols = listColumns(caseList);
    expect(cols.find((c) => c.id === 'owner')).toEqual({
      id: 'owner',
      labelId: 'Cases.column.owner',
      type: 'text',
      sortable: true,
      defaultVisible: false,
    });
    expect(cols.find((c) => c.id === 'createdAt')).toMatchObject({ filter: 'dateRange', filterKey: 'created' });
    expect(cols.find((c) => c.id === 'state')).toMatchObject({ type: 'enum', filter: 'enum', filterKey: 'state' });
  });
});

describe('cursors and search words', () => {
  it('round-trips a cursor and refuses anything else', () => {
    const c = {
      s: 'createdAt',
      d: 'desc' as const,
      v: '2026-01-01 10:00:00.123456+00',
      i: ['10000001'],
      p: 3,
      w: 'next' as const,
      l: 50,
      f: 'abc',
    };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    const old = Buffer.from(JSON.stringify({ ...c, w: undefined, l: undefined })).toString('base64url');
    for (const bad of [
      '',
      'x',
      '!!!',
      Buffer.from('{"s":1}').toString('base64url'),
      encodeCursor({ ...c, p: -1 }),
      encodeCursor({ ...c, w: 'up' as 'next' }),
      encodeCursor({ ...c, i: [] }),
      encodeCursor({ ...c, i: [10000001] as unknown as string[] }),
      old,
      'a'.repeat(600),
    ]) {
      expect(decodeCursor(bad)).toBeUndefined();
    }
  });

  it('reads a cursor value as its SQL type only when PostgreSQL would (a tampered cursor is dropped)', () => {
    expect(cursorValueFits('2026-01-01 10:00:00.123456+00', 'timestamptz')).toBe(true);
    expect(cursorValueFits('infinity', 'timestamptz')).toBe(true);
    expect(cursorValueFits('-infinity', 'timestamptz')).toBe(true);
    for (const bad of ['yesterday', '2026-13-01 10:00:00+00', '2026-02-30 10:00:00+00', '2026-01-01 25:00:00+00', '0000-01-01 00:00:00+00', '']) {
      expect(cursorValueFits(bad, 'timestamptz'), bad).toBe(false);
    }
    expect(cursorValueFits('2147483647', 'integer')).toBe(true);
    expect(cursorValueFits('-1', 'integer')).toBe(true);
    for (const bad of ['2147483648', '1e3', '1.5', 'abc', '', '99999999999999999999']) expect(cursorValueFits(bad, 'integer'), bad).toBe(false);
    expect(cursorValueFits('9223372036854775807', 'bigint')).toBe(true);
    expect(cursorValueFits('9223372036854775808', 'bigint')).toBe(false);
    expect(cursorValueFits('SO-000123', 'text')).toBe(true);
    expect(cursorValueFits('nul \u0000 inside', 'text')).toBe(false);
    expect(cursorValueFits('12.50', 'numeric')).toBe(true);
    expect(cursorValueFits('12,5', 'numeric')).toBe(false);
    expect(cursorValueFits('2024-02-29', 'date')).toBe(true);
    expect(cursorValueFits('2023-02-29', 'date')).toBe(false);
  });

  it.each([
    ['radio', 'radio:*'],
    ['  Zone   CONTROLLER ', 'zone:* & controller:*'],
    ["a & !b | c:* 'x'", 'a:* & b:* & c:* & x:*'],
    ['10000123', '10000123:*'],
    ['Überblick 日本', 'überblick:* & 日 <-> 本'],
    ['東京タワー', '東 <-> 京 <-> タ <-> ワ <-> ー'],
    ['NW無線abc', 'nw <-> 無 <-> 線 <-> abc:*'],
    ['서울 경찰', '서 <-> 울 & 경 <-> 찰'],
    ['', undefined],
    ['&|!():*', undefined],
    ['a a a', 'a:*'],
  ])('searchQuery(%j) = %j', (q, out) => {
    expect(searchQuery(q)).toBe(out);
  });
});
