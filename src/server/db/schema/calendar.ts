import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';

/**
 * A calendar event of an account (spec section 3, Calendar event; issue 33 point 4). An all-day
 * event has days (`start_date`, inclusive `end_date`), floating: the same days in every time zone;
 * another has instants (`start_at`, `end_at`). A repeat is kept as an RFC 5545 RRULE value
 * (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10`), expanded by the server (rrule) and written as
 * is into iCalendar. `series_start` and `series_end` bound every occurrence (all-day days as UTC
 * midnights; `series_end` null when the repeat never ends), so a range reads only the events that
 * may fall in it.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    allDay: boolean('all_day').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** critical, medium or information (the alert severities). */
    severity: text('severity').notNull(),
    message: text('message').notNull().default(''),
    /** The RRULE value without DTSTART; null: the event happens once. */
    rrule: text('rrule'),
    /**
     * The time zone a timed repeating event keeps its wall-clock time and weekdays in (the
     * author's when written): a weekly Monday 20:00 stays Monday 20:00 across DST. UTC for all-day.
     */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The repeat's last day, or its number of occurrences (at most one of them). */
    repeatUntil: date('repeat_until', { mode: 'string' }),
    repeatCount: integer('repeat_count'),
    /**
     * Occurrences deleted from the repeat, by their start (an all-day one's day as its UTC
     * midnight): the calendar skips them and iCalendar writes them as EXDATE. Emptied when the
     * event's times or repeat change, since its occurrences are others then.
     */
    excludedStarts: timestamp('excluded_starts', { withTimezone: true }).array().notNull().default(sql`'{}'`),
    seriesStart: timestamp('series_start', { withTimezone: true }).notNull(),
    seriesEnd: timestamp('series_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_account_idx').on(t.accountId, t.seriesStart),
    check('calendar_events_severity_ck', sql`${t.severity} in ('critical', 'medium', 'information')`),
    check(
      'calendar_events_when_ck',
      sql`(${t.allDay} and ${t.startDate} is not null and ${t.startAt} is null and ${t.endAt} is null)
        or (not ${t.allDay} and ${t.startAt} is not null and ${t.startDate} is null and ${t.endDate} is null)`,
    ),
    check('calendar_events_repeat_end_ck', sql`${t.repeatUntil} is null or ${t.repeatCount} is null`),
  ],
);

/**
 * The calendar subscription address of a user for an account: only the SHA-256 of its secret is
 * kept (as ingest tokens). Renewing replaces the hash, so the old address stops at once. Polls are
 * counted per window for the rate limit (`polls` since `window_started_at`).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenHint: text('token_hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    polls: integer('polls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] }), uniqueIndex('calendar_feeds_token_uq').on(t.tokenHash)],
);
