import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, datePresetRange } from './date-presets.ts';

describe('date presets (spec section 9)', () => {
  it('end today (UTC) and start a day, a week, one, six and twelve months before', () => {
    const now = new Date('2026-11-26T07:30:00Z');
    expect(DATE_PRESETS.map((p) => datePresetRange(p, 'UTC', now))).toEqual([
      { from: '2026-11-25', to: '2026-11-26' },
      { from: '2026-11-19', to: '2026-11-26' },
      { from: '2026-10-26', to: '2026-11-26' },
      { from: '2026-05-26', to: '2026-11-26' },
      { from: '2025-11-26', to: '2026-11-26' },
    ]);
  });

  it('count days in UTC, whatever the hour', () => {
    expect(datePresetRange('day', 'UTC', new Date('2026-03-01T23:59:59Z'))).toEqual({ from: '2026-02-28', to: '2026-03-01' });
    expect(datePresetRange('day', 'UTC', new Date('2026-03-01T00:00:00Z'))).toEqual({ from: '2026-02-28', to: '2026-03-01' });
  });

  it('end on the user’s today, which may be another day than UTC’s', () => {
    // 07:30 UTC on 26 November is 20:30 on the 26th in Auckland, 23:30 on the 25th in Los Angeles.
    const now = new Date('2026-11-26T07:30:00Z');
    expect(datePresetRange('week', 'America/Los_Angeles', now)).toEqual({ from: '2026-11-18', to: '2026-11-25' });
    expect(datePresetRange('day', 'America/Los_Angeles', now)).toEqual({ from: '2026-11-24', to: '2026-11-25' });
    expect(datePresetRange('month', 'Pacific/Auckland', new Date('2026-11-30T12:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-12-01' });
  });

  it('take the last day of a shorter month, across the year and in leap years', () => {
    expect(datePresetRange('month', 'UTC', new Date('2026-03-31T12:00:00Z')).from).toBe('2026-02-28');
    expect(datePresetRange('month', 'UTC', new Date('2028-03-31T12:00:00Z')).from).toBe('2028-02-29');
    expect(datePresetRange('sixMonths', 'UTC', new Date('2026-08-31T12:00:00Z')).from).toBe('2026-02-28');
    expect(datePresetRange('month', 'UTC', new Date('2026-01-15T12:00:00Z')).from).toBe('2025-12-15');
    expect(datePresetRange('twelveMonths', 'UTC', new Date('2028-02-29T12:00:00Z')).from).toBe('2027-02-28');
  });
});
