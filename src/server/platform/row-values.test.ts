import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VALUE_KINDS, isoTime, isoTimeOrNull } from './row-values.ts';

describe('isoTime', () => {
  it('rewrites PostgreSQL UTC text as the ISO string a Date gives (milliseconds truncated)', () => {
    for (const text of [
      '2026-03-01 12:34:56.789654+00',
      '2026-03-01 12:34:56.7+00',
      '2026-03-01 12:34:56+00',
      '1999-12-31 23:59:59.999999+00',
    ]) {
      expect(isoTime(text)).toBe(new Date(text.replace(' ', 'T').replace('+00', 'Z')).toISOString());
    }
    expect(isoTime('2026-03-01 12:34:56.789654+00')).toBe('2026-03-01T12:34:56.789Z');
  });

  it('reads other offsets and Dates as instants', () => {
    expect(isoTime('2026-03-01 12:34:56.5+05:30')).toBe('2026-03-01T07:04:56.500Z');
    expect(isoTime(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe('2026-01-02T03:04:05.006Z');
    expect(isoTimeOrNull(null)).toBeNull();
  });
});

describe('VALUE_KINDS', () => {
  const kinds = Object.entries(VALUE_KINDS);
  const samples: unknown[] = [
    null,
    undefined,
    '',
    'plain',
    'quote " backslash \\ slash / tab \t newline \n nul \u0000 bell \u0007',
    'Ünïcödé 日本語 emoji 📻 and a lone surrogate \ud800 here',
    'line separator \u2028 paragraph \u2029',
    0,
    -3,
    10_000_001,
    2.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '42',
    true,
    false,
    '2026-03-01 12:34:56.789654+00',
    '2026-03-01 12:34:56+00',
    [],
    ['Voice', 'Data'],
    ['quote " and \\ and \u0000 and \ud800', ''],
  ];

  it('writes exactly the JSON of the value it presents, for every kind', () => {
    for (const [kind, w] of kinds) {
      for (const v of samples) {
        // A time kind takes timestamps only (and `time` never an empty value): other values are not
        // a time column's.
        const empty = v === null || v === undefined;
        const timestamp = typeof v === 'string' && v.includes(':');
        if (kind === 'time' && !timestamp) continue;
        if (kind === 'timeOrNull' && !empty && !timestamp) continue;
        expect(w.json(v), `${kind} ${JSON.stringify(v)}`).toBe(JSON.stringify(w.value(v)));
      }
    }
  });

  it('writes any string as JSON.stringify does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(VALUE_KINDS.text.json(s)).toBe(JSON.stringify(s));
        expect(VALUE_KINDS.textOrNull.json(s)).toBe(JSON.stringify(s === '' ? null : s));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers empty text as null, numbers as numbers, timestamps as ISO text', () => {
    expect(VALUE_KINDS.textOrNull.value('')).toBeNull();
    expect(VALUE_KINDS.text.value(10_000_001)).toBe('10000001');
    expect(VALUE_KINDS.numberOrNull.value('7')).toBe(7);
    expect(VALUE_KINDS.timeOrNull.value('2026-03-01 12:34:56.789654+00')).toBe('2026-03-01T12:34:56.789Z');
    expect(VALUE_KINDS.boolean.value('t')).toBe(false);
  });
});
