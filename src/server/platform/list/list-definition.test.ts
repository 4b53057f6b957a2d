import { describe, expect, it } from 'vitest';
import { DeveloperError } from '../../../shared/domain/permissions.ts';
import { caseList } from '../../modules/cases/case-list.ts';
import { ticketList } from '../../modules/tickets/ticket-list.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { defineList, presentColumns, type TListColumnDef, type TListDefinition } from './list-definition.ts';
import { searchQuery } from './list-engine.ts';

const base: TListDefinition = {
  name: 'demo',
  table: 'demo',
  accountColumn: 't.account_id',
  idColumn: 't.id',
  defaultSort: { column: 'id', dir: 'asc' },
  columns: [
    { id: 'id', labelId: 'x', type: 'number', select: 't.id', value: 'number', sort: { sql: 't.id', type: 'integer' }, defaultVisible: true },
  ],
};

function withColumn(c: Partial<TListColumnDef>): TListDefinition {
  return { ...base, columns: [...base.columns, { id: 'c', labelId: 'c', type: 'text', select: 't.c', value: 'text', defaultVisible: true, ...c }] };
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof DeveloperError ? e.code : 'not a DeveloperError';
  }
  return undefined;
}

describe('defineList refuses definitions that cannot work (developer errors at start-up)', () => {
  it.each([
    ['an unsupported filter type', { filter: { kind: 'geo' } }, 'unsupportedFilterType'],
    ['an enum filter without values', { type: 'enum', filter: { kind: 'enum' } }, 'invalidListDefinition'],
    ['a duplicate column id', { id: 'id' }, 'invalidListDefinition'],
  ] as const)('%s', (_label, column, code) => {
    expect(codeOf(() => defineList(withColumn(column as Partial<TListColumnDef>)))).toBe(code);
  });

  it('refuses a filter key used twice', () => {
    const def = withColumn({ filter: { kind: 'text', key: 'k' } });
    const twice = { ...def, columns: [...def.columns, { ...def.columns[1]!, id: 'd' }] };
    expect(codeOf(() => defineList(twice))).toBe('invalidListDefinition');
  });

  it('needs a sortable default sort', () => {
    expect(codeOf(() => defineList({ ...withColumn({}), defaultSort: { column: 'c', dir: 'asc' } }))).toBe('invalidListDefinition');
  });

  it('accepts the case and ticket lists, every sortable column with never-null sort SQL', () => {
    for (const list of [caseList, ticketList] as TListDefinition[]) {
      expect(defineList(list)).toBe(list);
      for (const c of list.columns.filter((x) => x.sort)) {
        const nullable = c.sort!.sql !== c.select;
        if (nullable) expect(c.sort!.sql, c.id).toMatch(/^coalesce\(/);
      }
    }
    const cols = presentColumns(caseList);
    expect(cols.find((c) => c.id === 'owner')).toEqual({
      id: 'owner',
      labelId: 'Cases.column.owner',
      type: 'text',
      sortable: true,
      defaultVisible: false,
    });
  });
});

describe('cursors and search words', () => {
  it('round-trips a cursor and refuses anything else', () => {
    const c = {
      s: 'createdAt',
      d: 'desc' as const,
      v: '2026-01-01 10:00:00.123456+00',
      i: 10000001,
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
      old,
      'a'.repeat(600),
    ]) {
      expect(decodeCursor(bad)).toBeUndefined();
    }
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
