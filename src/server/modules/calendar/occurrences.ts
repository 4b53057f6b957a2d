import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { calendarEvents, contracts } from '../../db/schema/index.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { translate } from '../../platform/i18n.ts';
import type { TCalendarOccurrence } from '../../../shared/contracts/calendar.ts';
import { CALENDAR_RANGE_MAX_DAYS, addDays, daysBetween, isDay } from '../../../shared/domain/calendar.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';
import { calendarMessages } from '../../../shared/i18n/calendar-messages.ts';
import { isTimeZone, zonedDayStart } from '../../../shared/domain/time-zone.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { mayEdit } from './events.ts';
import { dayMs, eventTime, lastDayOf, occurrenceStarts } from './recurrence.ts';

const DAY_MS = 86_400_000;

/** A checked range: the days from and to (inclusive) in time zone tz. */
export interface TCalendarRange {
  from: string;
  to: string;
  tz: string;
}

/**
 * The range of GET /mapi/calendar/occurrences: two real days ('Incorrect date' on the one that is
 * not), from not after to, at most CALENDAR_RANGE_MAX_DAYS days (400 WrongDateRange), a known zone.
 */
export function checkRange(query: { from?: string | undefined; to?: string | undefined; tz?: string | undefined }): TCalendarRange {
  const fields = [];
  if (!isDay(query.from)) fields.push({ path: 'querystring.from', message: { id: validationMessages.incorrectDate.id } });
  if (!isDay(query.to)) fields.push({ path: 'querystring.to', message: { id: validationMessages.incorrectDate.id } });
  const tz = query.tz ?? 'UTC';
  if (!isTimeZone(tz)) fields.push({ path: 'querystring.tz', message: { id: validationMessages.invalidValue.id } });
  if (fields.length > 0) throw new AppError('ServerValidation.400WrongParams', { fields });
  const span = daysBetween(query.from!, query.to!);
  if (span < 0 || span >= CALENDAR_RANGE_MAX_DAYS) {
    throw new AppError('ServerValidation.400WrongDateRange', { detail: `${query.from}..${query.to}` });
  }
  return { from: query.from!, to: query.to!, tz };
}

type TEventRow = typeof calendarEvents.$inferSelect;


/** The occurrences of one event in the range (all-day ones by their days, others by their instants in tz). */
export function eventOccurrences(row: TEventRow, range: TCalendarRange, editable: boolean): TCalendarOccurrence[] {
  const time = eventTime(row);
  const base = {
    source: 'event' as const,
    eventId: row.id,
    contractNo: null,
    title: row.title,
    allDay: row.allDay,
    severity: row.severity as TCalendarOccurrence['severity'],
    message: row.message,
    repeating: row.rrule !== null,
    editable,
  };
  const excluded = new Set(row.excludedStarts.map((d) => d.getTime()));
  const shown = (fromMs: number, toMs: number) => occurrenceStarts(time, fromMs, toMs).filter((start) => !excluded.has(start));
  if (row.allDay) {
    return shown(dayMs(range.from), dayMs(range.to)).map((start) => {
      const day = new Date(start).toISOString().slice(0, 10);
      return {
        ...base,
        key: `${row.id}/${day}`,
        start: day,
        end: time.durationMs > 0 ? lastDayOf(start, time.durationMs) : null,
      };
    });
  }
  const fromMs = Date.parse(zonedDayStart(range.from, range.tz));
  const toMs = Date.parse(zonedDayStart(addDays(range.to, 1), range.tz)) - 1;
  return shown(fromMs, toMs).map((start) => ({
    ...base,
    key: `${row.id}/${new Date(start).toISOString()}`,
    start: new Date(start).toISOString(),
    end: row.endAt ? new Date(start + time.durationMs).toISOString() : null,
  }));
}

/** The account's events that may have an occurrence in the range (a day of slack each side for floating all-day days). */
export async function eventsInRange(ctx: TAppContext, accountId: string, range: TCalendarRange): Promise<TEventRow[]> {
  const lo = new Date(dayMs(range.from) - 2 * DAY_MS);
  const hi = new Date(dayMs(range.to) + 2 * DAY_MS);
  return ctx.database.db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.accountId, accountId),
        lte(calendarEvents.seriesStart, hi),
        or(isNull(calendarEvents.seriesEnd), gte(calendarEvents.seriesEnd, lo)),
      ),
    );
}

/** The account's contracts expiring in the range (read-only all-day occurrences: no expiry is missed). */
export async function contractExpirations(
  ctx: TAppContext,
  accountId: string,
  locale: TLocale,
  days?: { from: string; to: string },
): Promise<TCalendarOccurrence[]> {
  const rows = await ctx.database.db
    .select({ contractNo: contracts.contractNo, name: contracts.name, expirationDate: contracts.expirationDate })
    .from(contracts)
    .where(
      and(
        eq(contracts.accountId, accountId),
        days ? gte(contracts.expirationDate, days.from) : undefined,
        days ? lte(contracts.expirationDate, days.to) : undefined,
      ),
    );
  return rows
    .filter((r) => r.expirationDate !== null)
    .map((r) => ({
      key: `contract/${r.contractNo}`,
      source: 'contractExpiration' as const,
      eventId: null,
      contractNo: r.contractNo,
      title: translate(locale, calendarMessages.contractExpires.id, { contractNo: r.contractNo, name: r.name }),
      allDay: true,
      start: r.expirationDate!,
      end: null,
      severity: 'medium' as const,
      message: '',
      repeating: false,
      editable: false,
    }));
}

/** GET /mapi/calendar/occurrences: every occurrence in the range, by start (all-day first on a day). */
export async function listOccurrences(
  ctx: TAppContext,
  scope: TAccountScope,
  range: TCalendarRange,
  locale: TLocale,
): Promise<TCalendarOccurrence[]> {
  const [events, expirations] = await Promise.all([
    eventsInRange(ctx, scope.accountId, range),
    contractExpirations(ctx, scope.accountId, locale, range),
  ]);
  const all = [...events.flatMap((row) => eventOccurrences(row, range, mayEdit(scope, row.authorId))), ...expirations];
  // An all-day day (YYYY-MM-DDT) sorts before the instants of that UTC day.
  const sortKey = (o: TCalendarOccurrence) => (o.allDay ? `${o.start}T` : o.start);
  return all.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : a.key < b.key ? -1 : 1));
}
