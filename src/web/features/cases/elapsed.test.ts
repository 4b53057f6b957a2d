import { describe, expect, it } from 'vitest';
import { elapsed } from './elapsed.ts';

const now = Date.parse('2026-11-27T12:00:00Z');
const ago = (minutes: number) => now - minutes * 60_000;

describe('elapsed', () => {
  it('answers the largest whole unit, rounding down', () => {
    expect(elapsed(ago(0), now)).toEqual({ value: 0, unit: 'minute' });
    expect(elapsed(ago(59), now)).toEqual({ value: 59, unit: 'minute' });
    expect(elapsed(ago(60), now)).toEqual({ value: 1, unit: 'hour' });
    expect(elapsed(ago(26 * 60), now)).toEqual({ value: 1, unit: 'day' });
    expect(elapsed(ago(59 * 1440), now)).toEqual({ value: 59, unit: 'day' });
    expect(elapsed(ago(90 * 1440), now)).toEqual({ value: 2, unit: 'month' });
    expect(elapsed(ago(800 * 1440), now)).toEqual({ value: 2, unit: 'year' });
  });

  it('never answers a negative span (a clock slightly behind the server)', () => {
    expect(elapsed(now + 5_000, now)).toEqual({ value: 0, unit: 'minute' });
  });
});
