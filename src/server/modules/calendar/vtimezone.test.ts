import { describe, expect, it } from 'vitest';
import { vtimezone, withZones } from './vtimezone.ts';

const part = (lines: string[], name: 'DAYLIGHT' | 'STANDARD') => {
  const start = lines.indexOf(`BEGIN:${name}`);
  return lines.slice(start + 1, lines.indexOf(`END:${name}`, start));
};

describe('vtimezone', () => {
  it("writes New York's rules: second Sunday of March and first of November at 02:00", () => {
    const lines = vtimezone('America/New_York', 2027);
    expect(lines[0]).toBe('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:America/New_York');
    expect(part(lines, 'DAYLIGHT')).toEqual([
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
    ]);
    expect(part(lines, 'STANDARD')).toEqual([
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
    ]);
  });

  it("writes Berlin's last Sundays and Sydney's southern summer", () => {
    const berlin = vtimezone('Europe/Berlin', 2027);
    expect(part(berlin, 'DAYLIGHT').slice(0, 2)).toEqual(['DTSTART:19700329T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU']);
    expect(part(berlin, 'STANDARD').slice(0, 2)).toEqual(['DTSTART:19701025T030000', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU']);
    const sydney = vtimezone('Australia/Sydney', 2027);
    expect(part(sydney, 'DAYLIGHT')).toEqual([
      'DTSTART:19701004T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU',
      'TZOFFSETFROM:+1000',
      'TZOFFSETTO:+1100',
    ]);
    expect(part(sydney, 'STANDARD').slice(0, 2)).toEqual(['DTSTART:19700405T030000', 'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU']);
  });

  it('writes one standard offset for a zone without DST', () => {
    expect(vtimezone('Asia/Kolkata', 2027)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });
});

describe('withZones', () => {
  const file = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:a@calendar.portal',
    'DTSTART:20270302T010000Z',
    'DTEND:20270302T013000Z',
    'RRULE:FREQ=WEEKLY;BYDAY=MO',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:b@calendar.portal',
    'DTSTART:20270302T010000Z',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

  it("writes a zoned event's start and end in its zone's wall-clock time, with the zone before the events", () => {
    const start = Date.parse('2027-03-02T01:00:00Z');
    const out = withZones(file, new Map([['a@calendar.portal', { zone: 'America/New_York', start, end: start + 1_800_000 }]]), 2027);
    const lines = out.split('\r\n');
    // Monday 20:00 in New York, as BYDAY=MO means there.
    expect(lines).toContain('DTSTART;TZID=America/New_York:20270301T200000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20270301T203000');
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeGreaterThan(lines.indexOf('VERSION:2.0'));
    // The other event is left in UTC.
    expect(out.split('BEGIN:VEVENT')[2]).toContain('DTSTART:20270302T010000Z');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it('leaves a file without zoned events as it is', () => {
    expect(withZones(file, new Map(), 2027)).toBe(file);
  });
});
