/**
 * Calendar events (spec section 3, Calendar event; section 5 messages; issue 33 point 4): the
 * repeat options of the form and their RFC 5545 RRULE, shared by the server (which expands and
 * exports them) and the browser (which edits them).
 */

/** The severities of an event: the alert severities (spec section 3, Alert). */
export const CALENDAR_SEVERITIES = ['critical', 'medium', 'information'] as const;
export type TCalendarSeverity = (typeof CALENDAR_SEVERITIES)[number];

/** Daily, weekly, monthly, yearly (spec section 3). */
export const REPEAT_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type TRepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** RFC 5545 weekday codes, Monday first (the ISO order; the form shows them in the locale's week). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

/** The largest "every N" and "after N occurrences" a repeat takes. */
export const REPEAT_INTERVAL_MAX = 99;
export const REPEAT_COUNT_MAX = 999;
/** The longest range the occurrence list expands at once (a year and a few days of a month view around it). */
export const CALENDAR_RANGE_MAX_DAYS = 400;

/** A repeat as the form and the API say it; `until` (a day) and `count` are exclusive, neither = never ends. */
export interface TRepeat {
  freq: TRepeatFrequency;
  interval: number;
  weekdays?: TWeekday[] | undefined;
  until?: string | undefined;
  count?: number | undefined;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real day written YYYY-MM-DD (years 1000-9999). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m || Number(m[1]) < 1000) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Day `day` (YYYY-MM-DD) plus `n` days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Days from `a` to `b` (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * Whether a repeat is one the calendar can keep ('Please specify correct event repeat values'
 * otherwise): every 1 to 99 units, weekdays only with a daily or weekly repeat, at most one of
 * until and count, count 1 to 999, until a real day not before the event's first day.
 */
export function repeatProblem(repeat: TRepeat, startDay: string): 'interval' | 'weekdays' | 'until' | 'count' | undefined {
  if (!Number.isInteger(repeat.interval) || repeat.interval < 1 || repeat.interval > REPEAT_INTERVAL_MAX) return 'interval';
  if (repeat.weekdays && repeat.weekdays.length > 0) {
    if (repeat.freq !== 'daily' && repeat.freq !== 'weekly') return 'weekdays';
    if (new Set(repeat.weekdays).size !== repeat.weekdays.length) return 'weekdays';
  }
  if (repeat.until !== undefined && repeat.count !== undefined) return 'count';
  if (repeat.count !== undefined && (!Number.isInteger(repeat.count) || repeat.count < 1 || repeat.count > REPEAT_COUNT_MAX)) {
    return 'count';
  }
  if (repeat.until !== undefined && (!isDay(repeat.until) || repeat.until < startDay)) return 'until';
  return undefined;
}

/**
 * The RRULE value of a repeat (no DTSTART; RFC 5545 section 3.3.10). `until` is the last day the
 * event may start on: for an all-day event a DATE, else the end of that day in UTC's terms given
 * by `untilInstant` (the server passes the end of the day in the user's time zone).
 */
export function toRRule(repeat: TRepeat, untilInstant?: string): string {
  const parts = [`FREQ=${repeat.freq.toUpperCase()}`, `INTERVAL=${repeat.interval}`];
  if (repeat.weekdays && repeat.weekdays.length > 0) {
    parts.push(`BYDAY=${WEEKDAYS.filter((d) => repeat.weekdays!.includes(d)).join(',')}`);
  }
  if (repeat.until !== undefined) {
    parts.push(
      `UNTIL=${untilInstant ? untilInstant.replace(/[-:]/g, '').replace(/\.\d+/, '') : repeat.until.replace(/-/g, '')}`,
    );
  }
  if (repeat.count !== undefined) parts.push(`COUNT=${repeat.count}`);
  return parts.join(';');
}

/** The repeat an RRULE value written by toRRule says (the form edits it); undefined for another. */
export function fromRRule(rrule: string, until: string | null, count: number | null): TRepeat | undefined {
  const fields = new Map(rrule.split(';').map((p) => p.split('=') as [string, string]));
  const freq = fields.get('FREQ')?.toLowerCase();
  if (!REPEAT_FREQUENCIES.includes(freq as TRepeatFrequency)) return undefined;
  const weekdays = fields.get('BYDAY')?.split(',').filter((d): d is TWeekday => WEEKDAYS.includes(d as TWeekday));
  return {
    freq: freq as TRepeatFrequency,
    interval: Number(fields.get('INTERVAL') ?? 1),
    ...(weekdays && weekdays.length > 0 ? { weekdays } : {}),
    ...(until ? { until } : {}),
    ...(count ? { count } : {}),
  };
}
