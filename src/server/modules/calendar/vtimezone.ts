import { toWallTime, zoneOffsetMs } from '../../../shared/domain/time-zone.ts';

/**
 * RFC 5545 time zones for the .ics file: a timed event is written in its author's zone
 * (`DTSTART;TZID=America/New_York:20270301T200000`), so a calendar program repeats it in that
 * zone's wall-clock time, on that zone's weekdays, across DST, as the portal does. Each zone used
 * gets a VTIMEZONE whose STANDARD and DAYLIGHT parts are the zone's rules of `year`, read from the
 * platform's time-zone data (Intl) and written as yearly rules (`BYMONTH=3;BYDAY=2SU`).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** A wall-clock time (ms, written as UTC) as an RFC 5545 local DATE-TIME: 20270301T200000. */
export function icsLocal(wallMs: number): string {
  const d = new Date(wallMs);
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
}

/** -0500, +0530 */
function icsOffset(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}${two(abs % 60)}`;
}

interface TTransition {
  /** The instant the offset changes. */
  at: number;
  from: number;
  to: number;
}

/** The offset changes of `zone` during `year` (UTC year), found to the minute. */
function transitions(zone: string, year: number): TTransition[] {
  const found: TTransition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let t = Date.UTC(year, 0, 1);
  let offset = zoneOffsetMs(t, zone);
  while (t < end) {
    const next = Math.min(t + DAY, end);
    const nextOffset = zoneOffsetMs(next, zone);
    if (nextOffset !== offset) {
      // The change lies in (t, next]: halve the day down to a minute.
      let lo = t;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (zoneOffsetMs(mid, zone) === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, from: offset, to: nextOffset });
      offset = nextOffset;
    }
    t = next;
  }
  return found;
}

/** The yearly rule of a change that falls on a local day: the nth (or last, -1) weekday of its month. */
function ruleOf(localMs: number): { month: number; nth: number; weekday: number } {
  const d = new Date(localMs);
  const day = d.getUTCDate();
  const daysInMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  return { month: d.getUTCMonth(), nth: day + 7 > daysInMonth ? -1 : Math.ceil(day / 7), weekday: d.getUTCDay() };
}

/** The day of the month of a rule in `year`. */
function ruleDay(rule: { month: number; nth: number; weekday: number }, year: number): number {
  const firstWeekday = new Date(Date.UTC(year, rule.month, 1)).getUTCDay();
  const first = 1 + ((rule.weekday - firstWeekday + 7) % 7);
  if (rule.nth > 0) return first + 7 * (rule.nth - 1);
  const daysInMonth = new Date(Date.UTC(year, rule.month + 1, 0)).getUTCDate();
  return first + 7 * Math.floor((daysInMonth - first) / 7);
}

/** Made once per zone and year: every poll of a subscribed calendar asks for the same ones. */
const made = new Map<string, string[]>();

/** The VTIMEZONE of `zone` (lines, without line ends), with the rules in force in `year`. */
export function vtimezone(zone: string, year: number): string[] {
  const key = `${zone}@${year}`;
  let lines = made.get(key);
  if (!lines) {
    lines = zoneLines(zone, year);
    made.set(key, lines);
  }
  return lines;
}

function zoneLines(zone: string, year: number): string[] {
  const changes = transitions(zone, year);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (changes.length === 0) {
    const offset = icsOffset(zoneOffsetMs(Date.UTC(year, 0, 1), zone));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD');
  } else {
    if (changes.length === 1) {
      // What the year starts with, then its one change.
      const offset = icsOffset(changes[0]!.from);
      lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD');
    }
    for (const change of changes) {
      // The part is DAYLIGHT when the clocks go forward into it.
      const part = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
      // Its onset is the wall-clock time just before the change, in the offset it leaves.
      const local = change.at + change.from;
      const time = icsLocal(local).slice(9);
      if (changes.length === 2) {
        // A yearly rule, from its first onset in 1970 (the usual origin).
        const rule = ruleOf(local);
        const onset = Date.UTC(1970, rule.month, ruleDay(rule, 1970));
        lines.push(
          `BEGIN:${part}`,
          `DTSTART:${icsLocal(onset).slice(0, 9)}${time}`,
          `RRULE:FREQ=YEARLY;BYMONTH=${rule.month + 1};BYDAY=${rule.nth}${WEEKDAYS[rule.weekday]}`,
        );
      } else {
        // A one-off change (a zone that ends or starts DST this year): that onset alone.
        lines.push(`BEGIN:${part}`, `DTSTART:${icsLocal(local)}`);
      }
      lines.push(`TZOFFSETFROM:${icsOffset(change.from)}`, `TZOFFSETTO:${icsOffset(change.to)}`, `END:${part}`);
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/**
 * The calendar text with each timed event of `zoned` (by UID) written in its zone instead of UTC,
 * and a VTIMEZONE for each zone used before the first event.
 */
export function withZones(ics: string, zoned: ReadonlyMap<string, { zone: string; start: number; end: number | null }>, year: number): string {
  const zones = new Set<string>();
  const blocks = ics.split('BEGIN:VEVENT\r\n').map((block, i) => {
    if (i === 0) return block;
    const uid = /^UID:(.*)$/m.exec(block)?.[1]?.trim();
    const event = uid ? zoned.get(uid) : undefined;
    if (!event) return block;
    zones.add(event.zone);
    const at = (ms: number) => `;TZID=${event.zone}:${icsLocal(toWallTime(ms, event.zone))}`;
    let out = block.replace(/^DTSTART:\d{8}T\d{6}Z$/m, `DTSTART${at(event.start)}`);
    if (event.end !== null) out = out.replace(/^DTEND:\d{8}T\d{6}Z$/m, `DTEND${at(event.end)}`);
    return out;
  });
  if (zones.size === 0) return ics;
  const timezones = [...zones].sort().flatMap((zone) => vtimezone(zone, year)).join('\r\n') + '\r\n';
  return blocks[0] + timezones + blocks.slice(1).map((b) => `BEGIN:VEVENT\r\n${b}`).join('');
}
