import * as rrulePkg from 'rrule';
import { addDays, daysBetween } from '../../../shared/domain/calendar.ts';
import { fromWallTime as fromWall, toWallTime as toWall } from '../../../shared/domain/time-zone.ts';
import type { calendarEvents } from '../../db/schema/index.ts';

// rrule 2.8 is CommonJS under Node's ESM (its exports come through the default), ESM under Vite
// (the tests): either way, the same RRule.
const { RRule } = (rrulePkg.RRule ? rrulePkg : (rrulePkg as unknown as { default: typeof rrulePkg }).default);

/** The most occurrences one event gives in one answer (a daily event over the longest range is 400). */
const OCCURRENCES_PER_EVENT_MAX = 1000;

/**
 * When an event happens, as the server expands it: all-day days are UTC midnights (floating days:
 * the same days in every time zone), other events instants. `durationMs` is the end minus the
 * start (an all-day event: its days as whole days minus one, so a one-day event lasts 0).
 */
export interface TEventTime {
  allDay: boolean;
  startMs: number;
  durationMs: number;
  rrule: string | null;
  /** Where a timed repeat keeps its wall-clock time and weekdays (UTC for all-day events). */
  zone: string;
}

export function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function msDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** An all-day event's time from its first and (inclusive) last day. */
export function allDayTime(startDay: string, endDay: string | null, rrule: string | null): TEventTime {
  return {
    allDay: true,
    startMs: dayMs(startDay),
    durationMs: endDay ? daysBetween(startDay, endDay) * 86_400_000 : 0,
    rrule,
    zone: 'UTC',
  };
}

// rrule repeats in UTC: a timed event is repeated in its zone's wall-clock time written as UTC
// (`toWall`), each occurrence read back as the instant that wall-clock time is there (`fromWall`),
// so Monday 20:00 in New York stays Monday 20:00 there across DST and its weekdays are New York's.
/** A day either side, so a bound moved by the zone's offset loses no occurrence (filtered after). */
const WALL_MARGIN_MS = 86_400_000;

function ruleOf(time: TEventTime) {
  const options = RRule.parseString(time.rrule!);
  if (options.until && time.zone !== 'UTC') options.until = new Date(toWall(options.until.getTime(), time.zone));
  return new RRule({ ...options, dtstart: new Date(toWall(time.startMs, time.zone)) });
}

/** The rule's occurrences between two instants (inclusive), as instants. */
function startsBetween(time: TEventTime, fromMs: number, toMs: number, max: number): number[] {
  const starts: number[] = [];
  ruleOf(time).between(
    new Date(toWall(fromMs, time.zone) - WALL_MARGIN_MS),
    new Date(toWall(toMs, time.zone) + WALL_MARGIN_MS),
    true,
    (d) => {
      const at = fromWall(d.getTime(), time.zone);
      if (at >= fromMs && at <= toMs) starts.push(at);
      return at <= toMs && starts.length < max;
    },
  );
  return starts;
}

/** The starts (ms) of the event's occurrences that overlap [fromMs, toMs] (both inclusive), in order. */
export function occurrenceStarts(time: TEventTime, fromMs: number, toMs: number): number[] {
  const after = fromMs - time.durationMs;
  if (!time.rrule) return time.startMs >= after && time.startMs <= toMs ? [time.startMs] : [];
  return startsBetween(time, after, toMs, OCCURRENCES_PER_EVENT_MAX);
}

/**
 * The first start and the last end of the series (ms): null end when the repeat never ends. A
 * repeat whose rule gives no occurrence at all (COUNT with weekdays that never come is not
 * possible; an UNTIL before the first weekday is) answers `undefined`: nothing would ever show.
 */
export function seriesBounds(time: TEventTime): { start: number; end: number | null } | undefined {
  const lastEnd = (startMs: number) => startMs + time.durationMs + (time.allDay ? 86_400_000 : 0);
  if (!time.rrule) return { start: time.startMs, end: lastEnd(time.startMs) };
  const rule = ruleOf(time);
  if (!rule.options.until && !rule.options.count) {
    const first = rule.after(new Date(toWall(time.startMs, time.zone) - 1), true);
    return first ? { start: fromWall(first.getTime(), time.zone), end: null } : undefined;
  }
  const all = rule.all((_, i) => i < 100_000).map((d) => fromWall(d.getTime(), time.zone));
  if (all.length === 0) return undefined;
  return { start: all[0]!, end: lastEnd(all[all.length - 1]!) };
}

/** An all-day occurrence's last day from its start (ms) and the event's duration. */
export function lastDayOf(startMs: number, durationMs: number): string {
  return addDays(msDay(startMs), Math.round(durationMs / 86_400_000));
}

/** The event's time as the expansion reads it, from its row; an all-day one's days as UTC midnights. */
export function eventTime(row: typeof calendarEvents.$inferSelect): TEventTime {
  if (row.allDay) {
    const start = dayMs(row.startDate!);
    return {
      allDay: true,
      startMs: start,
      durationMs: row.endDate ? dayMs(row.endDate) - start : 0,
      rrule: row.rrule,
      zone: 'UTC',
    };
  }
  const start = row.startAt!.getTime();
  return {
    allDay: false,
    startMs: start,
    durationMs: row.endAt ? row.endAt.getTime() - start : 0,
    rrule: row.rrule,
    zone: row.timeZone,
  };
}
