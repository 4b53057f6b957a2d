import * as rrulePkg from 'rrule';
import { addDays, daysBetween } from '../../../shared/domain/calendar.ts';

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
}

export function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function msDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** An all-day event's time from its first and (inclusive) last day. */
export function allDayTime(startDay: string, endDay: string | null, rrule: string | null): TEventTime {
  return { allDay: true, startMs: dayMs(startDay), durationMs: endDay ? daysBetween(startDay, endDay) * 86_400_000 : 0, rrule };
}

function ruleOf(time: TEventTime) {
  return new RRule({ ...RRule.parseString(time.rrule!), dtstart: new Date(time.startMs) });
}

/** The starts (ms) of the event's occurrences that overlap [fromMs, toMs] (both inclusive), in order. */
export function occurrenceStarts(time: TEventTime, fromMs: number, toMs: number): number[] {
  const after = fromMs - time.durationMs;
  if (!time.rrule) return time.startMs >= after && time.startMs <= toMs ? [time.startMs] : [];
  const starts: number[] = [];
  ruleOf(time).between(new Date(after), new Date(toMs), true, (d) => {
    starts.push(d.getTime());
    return starts.length < OCCURRENCES_PER_EVENT_MAX;
  });
  return starts;
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
    const first = rule.after(new Date(time.startMs - 1), true);
    return first ? { start: first.getTime(), end: null } : undefined;
  }
  const all = rule.all((_, i) => i < 100_000);
  if (all.length === 0) return undefined;
  return { start: all[0]!.getTime(), end: lastEnd(all[all.length - 1]!.getTime()) };
}

/** An all-day occurrence's last day from its start (ms) and the event's duration. */
export function lastDayOf(startMs: number, durationMs: number): string {
  return addDays(msDay(startMs), Math.round(durationMs / 86_400_000));
}
