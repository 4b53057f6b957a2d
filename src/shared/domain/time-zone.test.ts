import { describe, expect, it } from 'vitest';
import { isTimeZone, zonedDay, zonedDayStart } from './time-zone.ts';

const hours = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 3600_000;

describe('the first instant of a day in a time zone', () => {
  it('is local midnight, before UTC east of Greenwich and after it west', () => {
    expect(zonedDayStart('2026-11-26', 'Pacific/Auckland')).toBe('2026-11-25T11:00:00.000Z');
    expect(zonedDayStart('2026-11-26', 'America/Los_Angeles')).toBe('2026-11-26T08:00:00.000Z');
    expect(zonedDayStart('2026-11-26', 'Asia/Kolkata')).toBe('2026-11-25T18:30:00.000Z');
    expect(zonedDayStart('2026-11-26', 'UTC')).toBe('2026-11-26T00:00:00.000Z');
    expect(zonedDayStart('2026-07-01', 'Pacific/Chatham')).toBe('2026-06-30T11:15:00.000Z');
  });

  it('makes the spring DST day 23 hours and the autumn one 25 hours long', () => {
    // Los Angeles: clocks go forward on 8 March 2026, back on 1 November 2026.
    expect(zonedDayStart('2026-03-08', 'America/Los_Angeles')).toBe('2026-03-08T08:00:00.000Z');
    expect(hours(zonedDayStart('2026-03-08', 'America/Los_Angeles'), zonedDayStart('2026-03-09', 'America/Los_Angeles'))).toBe(23);
    expect(zonedDayStart('2026-11-01', 'America/Los_Angeles')).toBe('2026-11-01T07:00:00.000Z');
    expect(hours(zonedDayStart('2026-11-01', 'America/Los_Angeles'), zonedDayStart('2026-11-02', 'America/Los_Angeles'))).toBe(25);
    // Auckland: forward on 27 September 2026, back on 5 April 2026.
    expect(zonedDayStart('2026-09-27', 'Pacific/Auckland')).toBe('2026-09-26T12:00:00.000Z');
    expect(hours(zonedDayStart('2026-09-27', 'Pacific/Auckland'), zonedDayStart('2026-09-28', 'Pacific/Auckland'))).toBe(23);
    expect(hours(zonedDayStart('2026-04-05', 'Pacific/Auckland'), zonedDayStart('2026-04-06', 'Pacific/Auckland'))).toBe(25);
  });

  it('starts a day whose midnight the clocks skip at the moment they jump', () => {
    // Santiago: on 6 September 2026 the clocks go from 00:00 (-04) straight to 01:00 (-03).
    expect(zonedDayStart('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    expect(zonedDay(Date.parse('2026-09-06T04:00:00Z'), 'America/Santiago')).toBe('2026-09-06');
    expect(zonedDay(Date.parse('2026-09-06T03:59:59Z'), 'America/Santiago')).toBe('2026-09-05');
  });

  it('puts every instant of a day between its start and the next day start', () => {
    for (const tz of ['Pacific/Auckland', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Berlin']) {
      for (const day of ['2026-01-01', '2026-03-08', '2026-03-29', '2026-04-05', '2026-09-27', '2026-10-25', '2026-11-01', '2026-12-31']) {
        const start = Date.parse(zonedDayStart(day, tz));
        expect(zonedDay(start, tz), `${tz} ${day}`).toBe(day);
        expect(zonedDay(start - 1000, tz) < day, `${tz} ${day}`).toBe(true);
      }
    }
  });

  it('reads a month boundary and a year boundary like any other day', () => {
    expect(zonedDayStart('2027-01-01', 'Pacific/Auckland')).toBe('2026-12-31T11:00:00.000Z');
    expect(zonedDayStart('2026-12-01', 'America/Los_Angeles')).toBe('2026-12-01T08:00:00.000Z');
  });

  it('writes the far years as PostgreSQL reads them', () => {
    expect(zonedDayStart('10000-01-01', 'UTC')).toBe('10000-01-01T00:00:00.000Z');
    expect(zonedDayStart('10000-01-01', 'America/Los_Angeles')).toBe('10000-01-01T08:00:00.000Z');
    expect(zonedDayStart('0001-01-01', 'Pacific/Auckland')).toBe('0001-01-01T00:00:00.000Z');
  });
});

describe('time zone names', () => {
  it('accepts IANA names and refuses offsets, rules and unknown places', () => {
    for (const tz of ['UTC', 'Pacific/Auckland', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'America/Port-au-Prince']) {
      expect(isTimeZone(tz), tz).toBe(true);
    }
    for (const tz of ['', '+05:00', '-0800', 'Not/AZone', 'Pacific/Auckland; drop table', 'EST5EDT,M3.2.0,M11.1.0', 'x'.repeat(65)]) {
      expect(isTimeZone(tz), tz).toBe(false);
    }
  });

  it('refuses to compute a day in an unknown zone', () => {
    expect(() => zonedDayStart('2026-11-26', 'Mars/Olympus')).toThrow(RangeError);
  });
});
