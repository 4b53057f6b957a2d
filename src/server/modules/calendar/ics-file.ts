import { eq } from 'drizzle-orm';
import * as ics from 'ics';
import { calendarEvents } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { translate } from '../../platform/i18n.ts';
import { calendarMessages } from '../../../shared/i18n/calendar-messages.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';
import { addDays } from '../../../shared/domain/calendar.ts';
import { contractExpirations } from './occurrences.ts';
import { withZones } from './vtimezone.ts';

/** The host part of every UID, so a calendar program keeps each event apart from other sources' ones. */
const UID_DOMAIN = 'calendar.portal';

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
  const events: ics.EventAttributes[] = rows.map((row) => {
    const common = {
      uid: `${row.id}@${UID_DOMAIN}`,
      title: row.title,
      description: row.message || undefined,
      categories: [row.severity],
      ...(row.rrule ? { recurrenceRule: row.rrule } : {}),
      lastModified: row.updatedAt.getTime(),
    };
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
  return withZones(file, zoned, new Date().getUTCFullYear());
}
