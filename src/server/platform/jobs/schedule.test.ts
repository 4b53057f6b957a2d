import { describe, expect, it } from 'vitest';
import { checkSchedule, slotAt, slotJobId } from './schedule.ts';

const at = (iso: string) => Date.parse(iso);

describe('schedule slots', () => {
  it('cuts time into periods aligned on the epoch, fractions included', () => {
    expect(slotAt({ everySeconds: 60 }, at('2026-03-01T10:00:59.999Z'))).toEqual({
      start: at('2026-03-01T10:00:00Z'),
      next: at('2026-03-01T10:01:00Z'),
    });
    expect(slotAt({ everySeconds: 60 }, at('2026-03-01T10:01:00Z')).start).toBe(at('2026-03-01T10:01:00Z'));
    expect(slotAt({ everySeconds: 0.5 }, at('2026-03-01T10:00:00.700Z'))).toEqual({
      start: at('2026-03-01T10:00:00.500Z'),
      next: at('2026-03-01T10:00:01Z'),
    });
  });

  it('runs a cron slot from the time it names at or before now to the next, in UTC', () => {
    const daily = { cron: '0 3 * * *' };
    expect(slotAt(daily, at('2026-03-01T14:00:00Z'))).toEqual({
      start: at('2026-03-01T03:00:00Z'),
      next: at('2026-03-02T03:00:00Z'),
    });
    // The very moment a time is named belongs to its own slot.
    expect(slotAt(daily, at('2026-03-02T03:00:00Z')).start).toBe(at('2026-03-02T03:00:00Z'));
    expect(slotAt({ cron: '*/5 * * * *' }, at('2026-03-01T10:04:59.999Z'))).toEqual({
      start: at('2026-03-01T10:00:00Z'),
      next: at('2026-03-01T10:05:00Z'),
    });
  });

  it('names the job of a slot with the same UUID on every instance, another for another slot or job', () => {
    const id = slotJobId('session-sweep', at('2026-03-01T10:00:00Z'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(slotJobId('session-sweep', at('2026-03-01T10:00:00Z'))).toBe(id);
    expect(slotJobId('session-sweep', at('2026-03-01T10:01:00Z'))).not.toBe(id);
    expect(slotJobId('quote-expiry', at('2026-03-01T10:00:00Z'))).not.toBe(id);
  });

  it('refuses a schedule that names no time', () => {
    expect(() => checkSchedule('x', { everySeconds: 0 })).toThrow(/above 0/);
    expect(() => checkSchedule('x', { cron: 'every day' })).toThrow(/bad cron/);
    expect(() => checkSchedule('x', { cron: '0 3 * * *' })).not.toThrow();
  });
});
