/**
 * The user's time zone (issue 29 point 4): dates are shown, and date filters read, in it.
 *
 * A zone is an IANA name (`Pacific/Auckland`, `America/Los_Angeles`, `UTC`). Offsets (`+05:00`) and
 * POSIX rules are refused: their sign means the opposite in PostgreSQL and in ICU, and a user picks
 * a place, not an offset. Shared by the server (list filters, exports, the user's setting) and the
 * browser (the IntlProvider's zone, the date presets' "today").
 */
import { defineMessages } from '../i18n/define.ts';

export const timeZoneMessages = defineMessages({
  unknown: { id: 'TimeZone.unknown', defaultMessage: 'This is not a time zone the portal knows.' },
});

/** The longest zone name accepted (IANA names are at most about 30 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_]*(?:[/][A-Za-z][A-Za-z0-9_+-]*)*$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the zone's wall-clock parts, or undefined when the zone is not one Intl knows. */
function wallClock(timeZone: string): Intl.DateTimeFormat | undefined {
  let f = formatters.get(timeZone);
  if (f) return f;
  try {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    return undefined;
  }
  formatters.set(timeZone, f);
  return f;
}

/** Whether `tz` names an IANA time zone (see the top of this file). */
export function isTimeZone(tz: unknown): tz is string {
  return typeof tz === 'string' && tz.length <= TIME_ZONE_MAX_LENGTH && ZONE_NAME.test(tz) && wallClock(tz) !== undefined;
}

/** The wall-clock time of instant `ms` in `tz`, as if it were UTC (ms). */
function wallClockMs(ms: number, tz: string): number {
  const parts: Record<string, number> = {};
  for (const p of wallClock(tz)!.formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year!, parts.month! - 1, parts.day!);
  wall.setUTCHours(parts.hour!, parts.minute!, parts.second!, 0);
  return wall.getTime();
}

/** The offset of `tz` from UTC at instant `ms`, in ms (Auckland in summer: +13 h). */
export function zoneOffsetMs(ms: number, tz: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClockMs(whole, tz) - whole;
}

/**
 * Instant `ms` as its wall-clock time in `tz`, written as if it were UTC (ms kept): what a repeat
 * or a calendar file counts in, so Monday 20:00 there stays Monday 20:00 across DST.
 */
export function toWallTime(ms: number, tz: string): number {
  return ms + zoneOffsetMs(ms, tz);
}

/** The instant whose wall-clock time in `tz` is `wall` (the inverse of toWallTime; on a DST change, the later offset's). */
export function fromWallTime(wall: number, tz: string): number {
  const first = wall - zoneOffsetMs(wall, tz);
  return wall - zoneOffsetMs(first, tz);
}

/** The day (YYYY-MM-DD) instant `ms` falls on in `tz`. */
export function zonedDay(ms: number, tz: string): string {
  const wall = new Date(wallClockMs(ms, tz));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(wall.getUTCFullYear()).padStart(4, '0')}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
}

/**
 * The first instant (ISO, UTC) of the day `day` (YYYY-MM-DD) in `tz`: its local midnight, or, on a
 * day whose midnight a DST change skips, the moment the clocks jump to. Throws on an unknown zone.
 */
export function zonedDayStart(day: string, tz: string): string {
  if (!isTimeZone(tz)) throw new RangeError(`unknown time zone ${tz}`);
  const m = /^(\d{4,5})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`not a day: ${day}`);
  const midnight = new Date(0);
  midnight.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const guess = midnight.getTime();
  // Local midnight under the offset before and under the offset after it: they differ only on a
  // day the offset changes. The day starts at the earliest of them that lies on the day itself.
  const first = guess - zoneOffsetMs(guess, tz);
  const second = guess - zoneOffsetMs(first, tz);
  const onTheDay = [first, second].filter((t) => zonedDay(t, tz) >= day);
  let start = Math.min(...onTheDay);
  // A skipped midnight: the day starts at the jump, the first instant whose local day is `day`.
  if (wallClockMs(start, tz) !== guess) {
    let lo = start - 3 * 3600_000;
    let hi = start;
    while (hi - lo > 1000) {
      const mid = Math.floor((lo + hi) / 2000) * 1000;
      if (zonedDay(mid, tz) >= day) hi = mid;
      else lo = mid;
    }
    start = hi;
  }
  return isoInstant(start);
}

/**
 * An instant as ISO text PostgreSQL reads: a year after 9999 without the `+0` that toISOString
 * puts before it, an instant before year 1 as the first instant of year 1.
 */
function isoInstant(ms: number): string {
  const iso = new Date(Math.max(ms, new Date(0).setUTCFullYear(1, 0, 1))).toISOString();
  return iso.startsWith('+') ? iso.slice(1).replace(/^0+(?=\d{5})/, '') : iso;
}

/** The time zone of this browser or process (Intl's resolved zone), UTC when it names none. */
export function systemTimeZone(): string {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(tz) ? tz : 'UTC';
}

/** Every zone a user may choose: Intl's IANA zones, UTC first. */
export function selectableTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')];
}
