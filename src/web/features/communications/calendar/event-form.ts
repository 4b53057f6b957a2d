import type { TCalendarEvent, TCalendarEventRequest } from '../../../../shared/contracts/calendar.ts';
import type { TCalendarSeverity, TRepeatFrequency, TWeekday } from '../../../../shared/domain/calendar.ts';
import { zoneOffsetMs, zonedDayStart } from '../../../../shared/domain/time-zone.ts';

/** The values of the event form, as typed (dates as the inputs give them, numbers as text). */
export interface TEventFormValues {
  title: string;
  allDay: boolean;
  /** YYYY-MM-DD (all day) or YYYY-MM-DDTHH:mm (local time in the user's zone). */
  start: string;
  end: string;
  severity: TCalendarSeverity;
  message: string;
  freq: 'none' | TRepeatFrequency;
  interval: string;
  weekdays: TWeekday[];
  ends: 'never' | 'until' | 'count';
  until: string;
  count: string;
}

/** The wall-clock YYYY-MM-DDTHH:mm of an instant in `tz`. */
export function localDateTime(iso: string, tz: string): string {
  const ms = Date.parse(iso);
  return new Date(ms + zoneOffsetMs(ms, tz)).toISOString().slice(0, 16);
}

/** The instant (ISO, Z) of a wall-clock YYYY-MM-DDTHH:mm in `tz`; undefined when not one. */
export function instantOf(local: string, tz: string): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return undefined;
  try {
    const ms = Date.parse(zonedDayStart(m[1]!, tz)) + (Number(m[2]) * 60 + Number(m[3])) * 60_000;
    return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
  } catch {
    return undefined;
  }
}

/** A new event's values: all day on `day`. */
export function emptyEventForm(day: string): TEventFormValues {
  return {
    title: '',
    allDay: true,
    start: day,
    end: '',
    severity: 'information',
    message: '',
    freq: 'none',
    interval: '1',
    weekdays: [],
    ends: 'never',
    until: '',
    count: '',
  };
}

/** The form's values of an event being changed. */
export function eventFormOf(event: TCalendarEvent, tz: string): TEventFormValues {
  const r = event.repeat;
  return {
    title: event.title,
    allDay: event.allDay,
    start: event.allDay ? event.start : localDateTime(event.start, tz),
    end: event.end ? (event.allDay ? event.end : localDateTime(event.end, tz)) : '',
    severity: event.severity,
    message: event.message,
    freq: r?.freq ?? 'none',
    interval: String(r?.interval ?? 1),
    weekdays: r?.weekdays ?? [],
    ends: r?.until ? 'until' : r?.count ? 'count' : 'never',
    until: r?.until ?? '',
    count: r?.count ? String(r.count) : '',
  };
}

function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The request the values make (only the fields that apply). */
export function toEventRequest(v: TEventFormValues, accountId: string, tz: string): TCalendarEventRequest {
  const when = (text: string) => (v.allDay ? text : (instantOf(text, tz) ?? text));
  return {
    account_id: accountId,
    title: v.title,
    allDay: v.allDay,
    start: when(v.start),
    ...(v.end ? { end: when(v.end) } : {}),
    severity: v.severity,
    message: v.message,
    repeat:
      v.freq === 'none'
        ? null
        : {
            freq: v.freq,
            interval: numberOf(v.interval),
            ...(v.weekdays.length > 0 && (v.freq === 'daily' || v.freq === 'weekly') ? { weekdays: v.weekdays } : {}),
            ...(v.ends === 'until' ? { until: v.until } : {}),
            ...(v.ends === 'count' ? { count: numberOf(v.count) } : {}),
          },
    tz,
  };
}
