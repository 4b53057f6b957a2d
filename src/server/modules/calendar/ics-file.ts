import { eq } from 'drizzle-orm';
import * as ics from 'ics';
import { calendarEvents } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { translate } from '../../platform/i18n.ts';
import { calendarMessages } from '../../../shared/i18n/calendar-messages.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';
import { addDays } from '../../../shared/domain/calendar.ts';
import { contractExpirations } from './occurrences.ts';
import { toWallTime } from '../../../shared/domain/time-zone.ts';
import { icsLocal, withZones } from './vtimezone.ts';

/** The host part of every UID, so a calendar program keeps each event apart from other sources' ones. */
const UID_DOMAIN = 'calendar.portal';

/**
 * The EXDATE line of a repeat's deleted occurrences, as its DTSTART is written: days for an
 * all-day event, wall-clock times of its zone for a zoned one, else UTC; folded at 75 octets.
 */
function exdateLine(row: typeof calendarEvents.$inferSelect): string | undefined {
  if (!row.rrule || row.excludedStarts.length === 0) return undefined;
  const starts = row.excludedStarts.map((d) => d.getTime()).sort((a, b) => a - b);
  const line = row.allDay
    ? `EXDATE;VALUE=DATE:${starts.map((ms) => icsLocal(ms).slice(0, 8)).join(',')}`
    : row.timeZone !== 'UTC'
      ? `EXDATE;TZID=${row.timeZone}:${starts.map((ms) => icsLocal(toWallTime(ms, row.timeZone))).join(',')}`
      : `EXDATE:${starts.map((ms) => `${icsLocal(ms)}Z`).join(',')}`;
  return line.match(/.{1,74}/g)!.join('\r\n ');
}

/** Each event's EXDATE line after its RRULE line (the ics package writes EXDATE in UTC only, and not as DATE). */
function withExclusions(file: string, lines: ReadonlyMap<string, string>): string {
  if (lines.size === 0) return file;
  return file
    .split('BEGIN:VEVENT\r\n')
    .map((block, i) => {
      const uid = i === 0 ? undefined : /^UID:(.*)$/m.exec(block)?.[1]?.trim();
      const line = uid ? lines.get(uid) : undefined;
      return line ? block.replace(/^(RRULE:.*\r\n(?: .*\r\n)*)/m, `$1${line}\r\n`) : block;
    })
    .join('BEGIN:VEVENT\r\n');
}

function dayArray(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/**
 * The account's calendar as an RFC 5545 iCalendar file (the ics package): every event with its
 * RRULE as kept (repeats are expanded by the calendar program, not here), a timed event in its
 * author's zone with that zone's VTIMEZONE (vtimezone.ts), all-day events as DATE
 * values with the exclusive DTEND RFC 5545 asks, and the contracts' expirations as all-day events,
 * so they show in the user's own calendar too. Severity is the event's CATEGORIES.
 */
export async function accountIcs(ctx: TAppContext, accountId: string, accountName: string, locale: TLocale): Promise<string> {
  const rows = await ctx.database.db.select().from(calendarEvents).where(eq(calendarEvents.accountId, accountId));
  const expirations = await contractExpirations(ctx, accountId, locale);
  /** Timed events of a zone other than UTC, by UID: written in their zone's wall-clock time. */
  const zoned = new Map<string, { zone: string; start: number; end: number | null }>();
  /** The deleted occurrences of repeats, by UID. */
  const exdates = new Map<string, string>();
  const events: ics.EventAttributes[] = rows.map((row) => {
    const common = {
      uid: `${row.id}@${UID_DOMAIN}`,
      title: row.title,
      description: row.message || undefined,
      categories: [row.severity],
      ...(row.rrule ? { recurrenceRule: row.rrule } : {}),
      lastModified: row.updatedAt.getTime(),
    };
    const exdate = exdateLine(row);
    if (exdate) exdates.set(common.uid, exdate);
    if (row.allDay) {
      return {
        ...common,
        start: dayArray(row.startDate!),
        end: dayArray(addDays(row.endDate ?? row.startDate!, 1)),
      } as ics.EventAttributes;
    }
    const start = row.startAt!.getTime();
    if (row.timeZone !== 'UTC') zoned.set(common.uid, { zone: row.timeZone, start, end: row.endAt ? row.endAt.getTime() : null });
    return {
      ...common,
      start,
      startInputType: 'utc',
      startOutputType: 'utc',
      ...(row.endAt
        ? { end: row.endAt.getTime(), endInputType: 'utc', endOutputType: 'utc' }
        : { duration: { minutes: 0 } }),
    } as ics.EventAttributes;
  });
  for (const e of expirations) {
    events.push({
      uid: `contract-${e.contractNo}@${UID_DOMAIN}`,
      title: e.title,
      categories: [e.severity],
      start: dayArray(e.start),
      end: dayArray(addDays(e.start, 1)),
    });
  }
  const calName = `${translate(locale, calendarMessages.calendarName.id)} ${accountName}`;
  if (events.length === 0) {
    // The ics package refuses an empty list; an empty calendar is still a calendar.
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'PRODID:portal/calendar', 'METHOD:PUBLISH', `X-WR-CALNAME:${calName.replace(/[\\;,]/g, (c) => `\\${c}`)}`, 'END:VCALENDAR', ''].join('\r\n');
  }
  const { error, value } = ics.createEvents(events, { productId: 'portal/calendar', method: 'PUBLISH', calName });
  if (error || !value) throw error ?? new Error('ics gave no calendar');
  // An event without an end is an instant (RFC 5545 3.6.1: no DTEND nor DURATION); the ics package
  // insists on one of them and writes a zero duration as an invalid "PT".
  const file = value.replace(/^DURATION:PT\r?\n/gm, '');
  // The ics package writes times in UTC only: a repeat of a zone is written in that zone, so a
  // calendar program repeats it on the zone's weekdays and wall-clock time across DST.
  return withZones(withExclusions(file, exdates), zoned, new Date().getUTCFullYear());
}
