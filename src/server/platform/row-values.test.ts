import { describe, expect, it } from 'vitest';
import { isoTime, isoTimeOrNull } from './row-values.ts';

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
