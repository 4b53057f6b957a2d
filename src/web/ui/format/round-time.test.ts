import { describe, expect, it } from 'vitest';
import { roundLocalDateTime } from './round-time.ts';

describe('roundLocalDateTime (spec section 9: time rounding 5 minutes)', () => {
  it.each([
    ['2026-04-01T08:00', '2026-04-01T08:00'],
    ['2026-04-01T08:02', '2026-04-01T08:00'],
    ['2026-04-01T08:03', '2026-04-01T08:05'],
    ['2026-04-01T08:02:31', '2026-04-01T08:05'],
    ['2026-04-01T08:02:29.900', '2026-04-01T08:00'],
    ['2026-12-31T23:58', '2027-01-01T00:00'],
  ])('%s -> %s', (input, out) => {
    expect(roundLocalDateTime(input)).toBe(out);
  });

  it.each(['', '2026-04-01', '2026-04-01T8:0', 'tomorrow', '2026-13-45T08:00'])('leaves %j as typed', (input) => {
    expect(roundLocalDateTime(input)).toBe(input);
  });
});
