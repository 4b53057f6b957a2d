import { z } from 'zod';
import {
  CALENDAR_SEVERITIES,
  REPEAT_FREQUENCIES,
  WEEKDAYS,
  isDay,
  repeatProblem,
} from '../domain/calendar.ts';
import { readApiDate, validationMessages } from '../domain/validation.ts';
import { ZAccountId } from './common.ts';

/**
 * The calendar (spec sections 2, 3 and 5; issue 33 point 4). Route schemas say the shape only;
 * the handler checks the account first and then the request with ZCalendarEventRequest (its
 * refinements are the spec's messages), so a Guest or a foreign account is refused before a field
 * is judged (docs/adding-an-area.md section 4).
 */

export const ZCalendarSeverity = z.enum(CALENDAR_SEVERITIES);
export const ZRepeatFrequency = z.enum(REPEAT_FREQUENCIES);
export const ZWeekday = z.enum(WEEKDAYS);

export const ZCalendarRepeat = z
  .object({
    freq: ZRepeatFrequency,
    /** Every N days, weeks, months or years. */
    interval: z.number(),
    /** On these weekdays (a daily or weekly repeat). */
    weekdays: z.array(ZWeekday).max(7).optional(),
    /** Until this day (YYYY-MM-DD, the last day an occurrence may start on) ... */
    until: z.string().max(10).optional(),
    /** ... or after this many occurrences; neither: never ends. */
    count: z.number().optional(),
  })
  .strict();

/** The body of POST /mapi/calendar/events and PUT /mapi/calendar/events/:id, as the route reads it. */
export const ZCalendarEventBody = z
  .object({
    account_id: ZAccountId,
    title: z.string().max(200),
    allDay: z.boolean(),
    /** All day: the first day, YYYY-MM-DD; else the start instant (spec section 5 dates: ISO with Z, a number, UTC/GMT). */
    start: z.union([z.string().max(64), z.number()]),
    /** All day: the last day (inclusive), after the first; else the end instant, after the start. Absent: one day, or an instant. */
    end: z.union([z.string().max(64), z.number()]).nullable().optional(),
    severity: ZCalendarSeverity,
    message: z.string().max(4000).optional(),
    repeat: ZCalendarRepeat.nullable().optional(),
    /** The user's IANA time zone: "today" for the past rules and the end of an until day; default the user's setting, else UTC. */
    tz: z.string().max(64).optional(),
  })
  .strict();

export const CALENDAR_TITLE_MAX = 120;
export const CALENDAR_MESSAGE_MAX = 2000;

/**
 * The request as the handler and the form judge it: a title, the dates as the kind of event needs
 * them ('Incorrect date'), an end after the start ('The end date cannot be less than or equal to the
 * start date.'), a repeat the calendar can keep ('Please specify correct event repeat values').
 * The rules that need "now" ('You cannot add event in the past.', an until day not before today)
 * are the handler's (modules/calendar/event-rules.ts) and the form's own.
 */
export const ZCalendarEventRequest = ZCalendarEventBody.extend({
  title: z.string().trim().min(1).max(CALENDAR_TITLE_MAX),
  message: z.string().trim().max(CALENDAR_MESSAGE_MAX).optional(),
}).superRefine((v, ctx) => {
  const incorrect = (path: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message: validationMessages.incorrectDate.id, input: v[path as 'start'] });
  let startDay: string | undefined;
  if (v.allDay) {
    if (!isDay(v.start)) incorrect('start');
    else startDay = v.start as string;
    if (v.end !== undefined && v.end !== null) {
      if (!isDay(v.end)) incorrect('end');
      else if (startDay && (v.end as string) <= startDay) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: validationMessages.endNotAfterStart.id, input: v.end });
      }
    }
  } else {
    const start = readApiDate(v.start);
    if (!start) incorrect('start');
    else startDay = start.toISOString().slice(0, 10);
    if (v.end !== undefined && v.end !== null) {
      const end = readApiDate(v.end);
      if (!end) incorrect('end');
      else if (start && end.getTime() <= start.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: validationMessages.endNotAfterStart.id, input: v.end });
      }
    }
  }
  if (v.repeat) {
    const problem = repeatProblem(v.repeat, startDay ?? '0000-00-00');
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['repeat', problem],
        message: validationMessages.repeatValues.id,
        input: v.repeat,
      });
    }
  }
});
export type TCalendarEventRequest = z.infer<typeof ZCalendarEventBody>;

export const ZCalendarEventParams = z.object({ eventId: z.uuid() }).strict();
export const ZCalendarAccountQuery = z.object({ account_id: ZAccountId }).strict();
/** DELETE of an event: the whole series, or with `occurrence` (an occurrence's `start` as the calendar answers it) only that one. */
export const ZCalendarDeleteQuery = z.object({ account_id: ZAccountId, occurrence: z.string().max(40).optional() }).strict();

/** GET /mapi/calendar/occurrences: the days from and to (YYYY-MM-DD, inclusive, at most 400 days) in time zone tz (default UTC). */
export const ZCalendarRangeQuery = z
  .object({
    account_id: ZAccountId,
    from: z.string().max(10).optional(),
    to: z.string().max(10).optional(),
    tz: z.string().max(64).optional(),
  })
  .strict();

/** One occurrence in a range: an event's, or a contract's expiration (read only). */
export const ZCalendarOccurrence = z
  .object({
    /** Unique in the answer: the event and the occurrence's start. */
    key: z.string(),
    source: z.enum(['event', 'contractExpiration']),
    /** The event (null for a contract's expiration). */
    eventId: z.string().nullable(),
    /** The contract whose expiration this is. */
    contractNo: z.string().nullable(),
    title: z.string(),
    allDay: z.boolean(),
    /** All day: YYYY-MM-DD; else an ISO instant. */
    start: z.string(),
    /** All day: the last day (inclusive); else the end instant; null: a day, or an instant. */
    end: z.string().nullable(),
    severity: ZCalendarSeverity,
    message: z.string(),
    repeating: z.boolean(),
    /** Whether the caller may change or delete the event (its author, or an Administrator of the account). */
    editable: z.boolean(),
  })
  .strict();
export type TCalendarOccurrence = z.infer<typeof ZCalendarOccurrence>;

export const ZCalendarOccurrences = z.object({ occurrences: z.array(ZCalendarOccurrence) }).strict();

/** GET /mapi/calendar/events/:eventId: the event as the form edits it. */
export const ZCalendarEvent = z
  .object({
    id: z.string(),
    title: z.string(),
    allDay: z.boolean(),
    start: z.string(),
    end: z.string().nullable(),
    severity: ZCalendarSeverity,
    message: z.string(),
    repeat: z
      .object({
        freq: ZRepeatFrequency,
        interval: z.number().int(),
        weekdays: z.array(ZWeekday).optional(),
        until: z.string().optional(),
        count: z.number().int().optional(),
      })
      .nullable(),
    /** The RFC 5545 RRULE value kept (null: once). */
    rrule: z.string().nullable(),
    authorName: z.string().nullable(),
    editable: z.boolean(),
  })
  .strict();
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;

/** The subscription address of the signed-in user for an account: never its secret once issued. */
export const ZCalendarSubscription = z
  .object({
    active: z.boolean(),
    /** The last 4 characters of the secret, to tell addresses apart. */
    tokenHint: z.string().nullable(),
    createdAt: z.string().nullable(),
    lastPolledAt: z.string().nullable(),
  })
  .strict();
export type TCalendarSubscription = z.infer<typeof ZCalendarSubscription>;

/** POST /mapi/calendar/subscription: a new address (the old one stops working); the only time it is shown. */
export const ZIssuedCalendarSubscription = ZCalendarSubscription.extend({ url: z.string() }).strict();
export type TIssuedCalendarSubscription = z.infer<typeof ZIssuedCalendarSubscription>;

export const ZCalendarFeedParams = z.object({ token: z.string().max(200) }).strict();
