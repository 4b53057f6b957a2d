import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { calendarEvents, users } from '../../db/schema/index.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { auditScoped } from '../../platform/audit.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TTx } from '../../platform/db.ts';
import { AppError } from '../../platform/app-error.ts';
import { parseBody } from '../../platform/parse-body.ts';
import {
  ZCalendarEventRequest,
  type TCalendarEvent,
  type TCalendarEventRequest,
} from '../../../shared/contracts/calendar.ts';
import { addDays, fromRRule, isDay, toRRule } from '../../../shared/domain/calendar.ts';
import { roleAtLeast } from '../../../shared/domain/permissions.ts';
import { isTimeZone, zonedDay, zonedDayStart } from '../../../shared/domain/time-zone.ts';
import { readApiDate, validationMessages } from '../../../shared/domain/validation.ts';
import { allDayTime, dayMs, eventTime, occurrenceStarts, seriesBounds, type TEventTime } from './recurrence.ts';

type TEventRow = typeof calendarEvents.$inferSelect;

/** A minute's grace for "now": a form sent at 10:00:00 for 10:00 is not in the past. */
const PAST_GRACE_MS = 60_000;

/** Who may change or delete an event: its author, or an Administrator of the account (Users write their own). */
export function mayEdit(scope: TAccountScope, authorId: string | null): boolean {
  const role = scope.auth.roles.get(scope.accountId);
  if (role && roleAtLeast(role, 'Administrator')) return true;
  return role !== undefined && roleAtLeast(role, 'User') && authorId === scope.auth.user.id;
}

/** The time zone the request's "today" is in: the request's, the user's setting, else UTC. */
export function requestZone(scope: TAccountScope, tz: string | undefined): string {
  if (tz !== undefined) {
    if (!isTimeZone(tz)) {
      throw new AppError('ServerValidation.400WrongParams', {
        fields: [{ path: 'body.tz', message: { id: validationMessages.invalidValue.id } }],
      });
    }
    return tz;
  }
  const own = scope.auth.user.timeZone;
  return own && isTimeZone(own) ? own : 'UTC';
}

function fieldError(path: string, id: string): AppError {
  return new AppError('ServerValidation.400WrongParams', { fields: [{ path: `body.${path}`, message: { id } }] });
}

/**
 * The row values of a checked request: the spec's rules that need "now" (an event does not start
 * in the past, a repeat does not end before today) apply to a new event and to a changed start or
 * repeat end, so an event that has begun can still have its title or message changed.
 */
function rowValues(body: TCalendarEventRequest, tz: string, before: TEventRow | undefined) {
  const now = Date.now();
  const today = zonedDay(now, tz);
  const repeat = body.repeat ?? null;
  let time: TEventTime;
  let values: Pick<TEventRow, 'startDate' | 'endDate' | 'startAt' | 'endAt'>;
  let untilInstant: string | undefined;
  if (body.allDay) {
    const start = body.start as string;
    const end = (body.end as string | null | undefined) ?? null;
    const moved = !before || !before.allDay || before.startDate !== start;
    if (moved && start < today) throw fieldError('start', validationMessages.eventInPast.id);
    values = { startDate: start, endDate: end, startAt: null, endAt: null };
    time = allDayTime(start, end, repeat && toRRule(repeat));
  } else {
    const start = readApiDate(body.start)!;
    const end = body.end === undefined || body.end === null ? null : readApiDate(body.end)!;
    const moved = !before || before.allDay || before.startAt?.getTime() !== start.getTime();
    if (moved && start.getTime() < now - PAST_GRACE_MS) throw fieldError('start', validationMessages.eventInPast.id);
    if (repeat?.until !== undefined) {
      // The last day an occurrence may start on, to its end in the user's time zone.
      untilInstant = new Date(Date.parse(zonedDayStart(addDays(repeat.until, 1), tz)) - 1000).toISOString();
    }
    values = { startDate: null, endDate: null, startAt: start, endAt: end };
    time = {
      allDay: false,
      startMs: start.getTime(),
      durationMs: end ? end.getTime() - start.getTime() : 0,
      rrule: repeat && toRRule(repeat, untilInstant),
      zone: tz,
    };
  }
  if (repeat?.until !== undefined && repeat.until !== (before?.repeatUntil ?? undefined) && repeat.until < today) {
    throw fieldError('repeat.until', validationMessages.endBeforeToday.id);
  }
  const bounds = seriesBounds(time);
  // A repeat that never happens (until before the first chosen weekday) is not a repeat the calendar can keep.
  if (!bounds) throw fieldError('repeat', validationMessages.repeatValues.id);
  // Deleted occurrences stay deleted while the occurrences are the same ones (same start, repeat and zone).
  const sameOccurrences =
    before !== undefined &&
    before.allDay === body.allDay &&
    before.rrule === time.rrule &&
    before.timeZone === time.zone &&
    (body.allDay ? before.startDate === values.startDate : before.startAt?.getTime() === values.startAt?.getTime());
  return {
    ...values,
    excludedStarts: sameOccurrences ? before.excludedStarts : [],
    allDay: body.allDay,
    title: body.title,
    severity: body.severity,
    message: body.message ?? '',
    rrule: time.rrule,
    timeZone: time.zone,
    repeatUntil: repeat?.until ?? null,
    repeatCount: repeat?.count ?? null,
    seriesStart: new Date(bounds.start),
    seriesEnd: bounds.end === null ? null : new Date(bounds.end),
  };
}

/** The event of the account (404 when missing or another account's). */
export async function findEvent(ctx: TAppContext, scope: TAccountScope, eventId: string): Promise<TEventRow> {
  const [row] = await ctx.database.db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.accountId, scope.accountId)));
  if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `calendar event ${eventId}` });
  return row;
}

/** The event as the form edits it. */
export async function presentEvent(ctx: TAppContext, scope: TAccountScope, row: TEventRow): Promise<TCalendarEvent> {
  let authorName: string | null = null;
  if (row.authorId) {
    const [author] = await ctx.database.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.authorId));
    if (author) authorName = `${author.firstName} ${author.lastName}`.trim();
  }
  return {
    id: row.id,
    title: row.title,
    allDay: row.allDay,
    start: row.allDay ? row.startDate! : row.startAt!.toISOString(),
    end: row.allDay ? row.endDate : (row.endAt?.toISOString() ?? null),
    severity: row.severity as TCalendarEvent['severity'],
    message: row.message,
    repeat: row.rrule ? (fromRRule(row.rrule, row.repeatUntil, row.repeatCount) ?? null) : null,
    rrule: row.rrule,
    authorName,
    editable: mayEdit(scope, row.authorId),
  };
}

/**
 * Records a change of an event, in the change's transaction: who (and who really acted, when
 * proxying), which account, which event.
 */
async function auditEvent(
  tx: TTx,
  req: FastifyRequest,
  scope: TAccountScope,
  event: 'calendar_event_create' | 'calendar_event_update' | 'calendar_event_delete',
  row: TEventRow,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await auditScoped(tx, req, scope, event, { eventId: row.id, title: row.title, repeats: row.rrule !== null, ...extra });
}

/** POST /mapi/calendar/events (User and Administrator): a new event of the account, its author the acting user. */
export async function createEvent(ctx: TAppContext, req: FastifyRequest, scope: TAccountScope, raw: unknown): Promise<TCalendarEvent> {
  const body = parseBody(ZCalendarEventRequest, raw, 'calendar event');
  const values = rowValues(body, requestZone(scope, body.tz), undefined);
  const row = await ctx.database.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(calendarEvents)
      .values({ ...values, accountId: scope.accountId, authorId: scope.auth.user.id })
      .returning();
    await auditEvent(tx, req, scope, 'calendar_event_create', inserted!);
    return inserted!;
  });
  return presentEvent(ctx, scope, row);
}

/** PUT /mapi/calendar/events/:eventId: its author or an Administrator of the account; else 403. */
export async function updateEvent(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  eventId: string,
  raw: unknown,
): Promise<TCalendarEvent> {
  const before = await findEvent(ctx, scope, eventId);
  if (!mayEdit(scope, before.authorId)) throw new AppError('ServerValidation.403Forbidden', { detail: 'not the author' });
  const body = parseBody(ZCalendarEventRequest, raw, 'calendar event');
  const values = rowValues(body, requestZone(scope, body.tz), before);
  const row = await ctx.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(calendarEvents)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.accountId, scope.accountId)))
      .returning();
    if (!updated) throw new AppError('ServerValidation.404NotFound', { detail: `calendar event ${eventId}` });
    await auditEvent(tx, req, scope, 'calendar_event_update', updated);
    return updated;
  });
  return presentEvent(ctx, scope, row);
}

/**
 * DELETE /mapi/calendar/events/:eventId: the whole series; its author or an Administrator. With
 * `occurrence` (an occurrence's start as the calendar answers it: the day of an all-day one, else
 * its instant), only that occurrence of a repeating event: the series skips it from then on (400
 * on `occurrence` when the event has no occurrence starting then).
 */
export async function deleteEvent(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  eventId: string,
  occurrence?: string,
): Promise<void> {
  const before = await findEvent(ctx, scope, eventId);
  if (!mayEdit(scope, before.authorId)) throw new AppError('ServerValidation.403Forbidden', { detail: 'not the author' });
  if (occurrence !== undefined && before.rrule !== null) {
    const start = occurrenceStart(before, occurrence);
    await ctx.database.db.transaction(async (tx) => {
      await tx
        .update(calendarEvents)
        .set({ excludedStarts: sql`array_append(${calendarEvents.excludedStarts}, ${new Date(start).toISOString()}::timestamptz)`, updatedAt: new Date() })
        .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.accountId, scope.accountId)));
      await auditEvent(tx, req, scope, 'calendar_event_update', before, { deletedOccurrence: occurrence });
    });
    return;
  }
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .delete(calendarEvents)
      .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.accountId, scope.accountId)));
    await auditEvent(tx, req, scope, 'calendar_event_delete', before);
  });
}

/** The start (ms) of the event's occurrence that `occurrence` names, still shown; else 400 on `occurrence`. */
function occurrenceStart(row: TEventRow, occurrence: string): number {
  const ms = row.allDay ? (isDay(occurrence) ? dayMs(occurrence) : NaN) : Date.parse(occurrence);
  const shown = Number.isFinite(ms) && occurrenceStarts(eventTime(row), ms, ms).includes(ms);
  if (!shown || row.excludedStarts.some((d) => d.getTime() === ms)) {
    throw new AppError('ServerValidation.400WrongParams', {
      detail: `no occurrence of ${row.id} at ${occurrence}`,
      fields: [{ path: 'querystring.occurrence', message: { id: validationMessages.invalidValue.id } }],
    });
  }
  return ms;
}
