import { describe, expect, it } from 'vitest';
import {
  normalizeDateRange,
  normalizeFilters,
  normalizeNumberRange,
  normalizePaging,
  parseDateFilterValue,
  parseNumberFilterValue,
  splitMultiValue,
  unsupportedFilterKeys,
  type TFilterSpec,
} from './list-filters.ts';
import { DeveloperError } from './permissions.ts';

describe('parseDateFilterValue (spec 5: full date, YYYY-MM or empty)', () => {
  it.each([
    ['', 'empty'],
    [undefined, 'empty'],
    ['   ', 'empty'],
    ['2024-05-17', 'day'],
    ['2024-02-29', 'day'],
    ['2024-05', 'month'],
    ['2023-02-29', 'invalid'],
    ['2024-13', 'invalid'],
    ['2024-00', 'invalid'],
    ['2024-04-31', 'invalid'],
    ['2024-5-1', 'invalid'],
    ['17.05.2024', 'invalid'],
    ['2024', 'invalid'],
    ['2024-05-17T10:00:00Z', 'invalid'],
    ['yesterday', 'invalid'],
    ['0000-01', 'invalid'],
  ] as const)('%j is %s', (raw, kind) => {
    expect(parseDateFilterValue(raw).kind).toBe(kind);
  });

  it.each([
    ['2024-05-17', '2024-05-17', '2024-05-18'],
    ['2024-12-31', '2024-12-31', '2025-01-01'],
    ['2024-02', '2024-02-01', '2024-03-01'],
    ['2024-12', '2024-12-01', '2025-01-01'],
    // The year as written, at both ends of what four digits hold (PostgreSQL reads 10000-01-01).
    ['9999-12-31', '9999-12-31', '10000-01-01'],
    ['9999-12', '9999-12-01', '10000-01-01'],
    ['0050-01', '0050-01-01', '0050-02-01'],
    ['0001-01-01', '0001-01-01', '0001-01-02'],
  ])('%s covers [%s, %s)', (raw, start, endExclusive) => {
    expect(parseDateFilterValue(raw)).toMatchObject({ start, endExclusive });
  });
});

describe('normalizeDateRange (spec 5 from/to rules)', () => {
  const plain: TFilterSpec = { key: 'created', kind: 'dateRange' };
  const withDefaults: TFilterSpec = {
    key: 'created',
    kind: 'dateRange',
    defaultFrom: '2024-01-01',
    defaultTo: '2024-06-30',
  };
  it.each([
    // spec, from, to, bounds, values, dropped, corrected
    [plain, undefined, undefined, undefined, {}, [], []],
    [plain, '2024-05-01', '2024-05-31', { from: '2024-05-01', toExclusive: '2024-06-01' }, { created_from: '2024-05-01', created_to: '2024-05-31' }, [], []],
    [plain, '2024-05', '2024-05', { from: '2024-05-01', toExclusive: '2024-06-01' }, { created_from: '2024-05', created_to: '2024-05' }, [], []],
    [plain, '2024-05-20', '2024-05', { from: '2024-05-20', toExclusive: '2024-06-01' }, { created_from: '2024-05-20', created_to: '2024-05' }, [], []],
    [plain, '2024-05-01', undefined, { from: '2024-05-01' }, { created_from: '2024-05-01' }, [], []],
    [plain, undefined, '2024-05-01', { toExclusive: '2024-05-02' }, { created_to: '2024-05-01' }, [], []],
    // a bad value drops the whole range
    [plain, 'bad', '2024-05-01', undefined, {}, ['created_from', 'created_to'], []],
    [plain, '2024-05-01', '2024-02-30', undefined, {}, ['created_from', 'created_to'], []],
    [plain, '', 'x', undefined, {}, ['created_to'], []],
    // both given, from after to: from becomes to
    [plain, '2024-06-10', '2024-05-01', { from: '2024-05-01', toExclusive: '2024-05-02' }, { created_from: '2024-05-01', created_to: '2024-05-01' }, [], ['created_from']],
    [plain, '2024-07', '2024-05', { from: '2024-05-01', toExclusive: '2024-06-01' }, { created_from: '2024-05', created_to: '2024-05' }, [], ['created_from']],
    // defaults
    [withDefaults, undefined, undefined, { from: '2024-01-01', toExclusive: '2024-07-01' }, { created_from: '2024-01-01', created_to: '2024-06-30' }, [], []],
    [withDefaults, '2024-03-01', undefined, { from: '2024-03-01', toExclusive: '2024-07-01' }, { created_from: '2024-03-01', created_to: '2024-06-30' }, [], []],
    // only from given, after the default to: the default to moves to from
    [withDefaults, '2024-09-15', undefined, { from: '2024-09-15', toExclusive: '2024-09-16' }, { created_from: '2024-09-15', created_to: '2024-09-15' }, [], ['created_to']],
    // only to given, before the default from: the default from moves to to
    [withDefaults, undefined, '2023-11', { from: '2023-11-01', toExclusive: '2023-12-01' }, { created_from: '2023-11', created_to: '2023-11' }, [], ['created_from']],
    // both given with defaults present: user values win, from becomes to
    [withDefaults, '2024-05-10', '2024-04-01', { from: '2024-04-01', toExclusive: '2024-04-02' }, { created_from: '2024-04-01', created_to: '2024-04-01' }, [], ['created_from']],
    // a dropped user range falls back to the defaults
    [withDefaults, 'nope', undefined, { from: '2024-01-01', toExclusive: '2024-07-01' }, { created_from: '2024-01-01', created_to: '2024-06-30' }, ['created_from'], []],
  ] as const)('%j from=%j to=%j', (spec, from, to, bounds, values, dropped, corrected) => {
    const r = normalizeDateRange(spec, from, to);
    expect(r.bounds).toEqual(bounds);
    expect(r.values).toEqual(values);
    expect(r.dropped).toEqual(dropped);
    expect(r.corrected).toEqual(corrected);
  });

  it('throws a configuration (developer) error when both defaults are out of order', () => {
    const spec: TFilterSpec = { key: 'created', kind: 'dateRange', defaultFrom: '2024-07-01', defaultTo: '2024-06-30' };
    expect(() => normalizeDateRange(spec, undefined, undefined)).toThrow(DeveloperError);
    try {
      normalizeDateRange(spec, '2024-01-01', '2024-02-01');
    } catch (e) {
      expect((e as DeveloperError).code).toBe('defaultDateRangeOutOfOrder');
    }
  });
});

describe('numeric ranges (spec 5: digits only, lower above upper set to upper)', () => {
  const spec: TFilterSpec = { key: 'resolution', kind: 'numberRange' };
  it.each([
    ['', undefined],
    ['0', 0],
    ['42', 42],
    [' 7 ', 7],
    ['007', 7],
    ['-1', undefined],
    ['1.5', undefined],
    ['1e3', undefined],
    ['0x10', undefined],
    ['12a', undefined],
    ['99999999999999999999', 2_147_483_647],
  ])('%j -> %j', (raw, value) => {
    expect(parseNumberFilterValue(raw)).toBe(value);
  });

  it.each([
    [undefined, undefined, undefined, undefined, [], []],
    ['2', '10', 2, 10, [], []],
    ['10', '2', 2, 2, [], ['resolution_min']],
    ['5', '5', 5, 5, [], []],
    ['x', '10', undefined, 10, ['resolution_min'], []],
    ['3', '-4', 3, undefined, ['resolution_max'], []],
    ['abc', 'def', undefined, undefined, ['resolution_min', 'resolution_max'], []],
  ] as const)('min=%j max=%j', (minRaw, maxRaw, min, max, dropped, corrected) => {
    const r = normalizeNumberRange(spec, minRaw, maxRaw);
    expect([r.min, r.max]).toEqual([min, max]);
    expect(r.dropped).toEqual(dropped);
    expect(r.corrected).toEqual(corrected);
  });
});

describe('normalizeFilters', () => {
  const specs: TFilterSpec[] = [
    { key: 'state', kind: 'enum', values: ['open', 'resolved', 'closed'] },
    { key: 'site', kind: 'text' },
    { key: 'created', kind: 'dateRange' },
    { key: 'resolution', kind: 'numberRange' },
  ];

  it('applies every kind and reports what it dropped and corrected', () => {
    const r = normalizeFilters(specs, {
      state: 'open_,_bogus_,_open',
      site: '  North ',
      created_from: '2024-13-01',
      resolution_min: '9',
      resolution_max: '3',
    });
    expect(r.filters).toEqual([
      { key: 'state', kind: 'enum', values: ['open'] },
      { key: 'site', kind: 'text', value: 'North' },
      { key: 'resolution', kind: 'numberRange', min: 3, max: 3 },
    ]);
    expect(r.applied).toEqual({
      filters: { state: ['open'], site: 'North', resolution_min: '3', resolution_max: '3' },
      dropped: ['state', 'created_from'],
      corrected: ['resolution_min'],
    });
  });

  it('raises an error for an unsupported filter type (spec 5)', () => {
    expect(() => normalizeFilters([{ key: 'x', kind: 'geo' }], {})).toThrow(/Unsupported filter type/);
  });

  it.each([
    ['a_,_b', ['a', 'b']],
    ['a_,_a_,_', ['a']],
    ['', []],
    ['a,b', ['a,b']],
  ])('splitMultiValue(%j)', (raw, out) => {
    expect(splitMultiValue(raw)).toEqual(out);
  });

  it.each([
    [['state', 'created_from', 'account_id', 'page'], []],
    [['title_from'], ['title_from']],
    [['state_min', 'x', '_'], ['state_min']],
    [['title'], ['title']],
    [['resolution_from', 'resolution_max'], ['resolution_from']],
  ])('unsupportedFilterKeys(%j)', (keys, out) => {
    expect(unsupportedFilterKeys(specs, ['title', 'state'], ['account_id', 'page'])(keys)).toEqual(out);
  });
});

describe('normalizePaging (spec 5 and 9)', () => {
  it.each([
    [undefined, undefined, 0, 50, 0],
    ['0', '10', 0, 10, 0],
    ['3', '25', 3, 25, 75],
    ['2', '100', 2, 100, 200],
    ['-1', '50', 0, 50, 0],
    ['1.5', '50', 0, 50, 0],
    ['abc', '50', 0, 50, 0],
    ['4', '20', 4, 50, 200],
    ['4', '1000', 4, 50, 200],
    ['4', '-10', 4, 50, 200],
    ['4', 'x', 4, 50, 200],
    [5, 10, 5, 10, 50],
    [-5, 10, 0, 10, 0],
    ['9999999999999999999', '10', 0, 10, 0],
  ] as const)('page=%j limit=%j -> %d, %d, offset %d', (page, limit, p, l, o) => {
    expect(normalizePaging(page, limit)).toEqual({ page: p, limit: l, offset: o });
  });
});
