import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';

/**
 * A send of a custom notification by vendor staff (Send Notification): who sent what, when, to
 * which accounts, roles and users, and how many users received it.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's login when sent (kept when the user is deleted). */
    sentByLogin: text('sent_by_login').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    accountIds: text('account_ids').array().notNull(),
    roles: text('roles').array().notNull(),
    userIds: text('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    recipients: integer('recipients').notNull(),
  },
  (t) => [index('notification_sends_sent_at_idx').on(t.sentAt)],
);

/**
 * A notification of one user on one account (spec sections 3 and 4). The portal's own say what
 * they say as message ids and values (`title_id`, `body_id`, `params`), shown in the reader's
 * language; a custom one holds the sender's `title` and `message`. `dedupe_key` makes every
 * producer idempotent: one notification per user, account and key. Snoozed: hidden until
 * `snoozed_until`, then unread again (the notifications-snooze job).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** contract, contractAutoRenewal, cybersecurityBulletin, serviceContract, custom. */
    type: text('type').notNull(),
    titleId: text('title_id'),
    bodyId: text('body_id'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    title: text('title'),
    message: text('message'),
    reference: text('reference'),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dedupeKey: text('dedupe_key').notNull(),
    sendId: uuid('send_id').references(() => notificationSends.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_uq').on(t.userId, t.accountId, t.dedupeKey),
    index('notifications_user_account_created_idx').on(t.userId, t.accountId, t.createdAt),
    index('notifications_snoozed_idx')
      .on(t.snoozedUntil)
      .where(sql`${t.snoozedUntil} is not null`),
  ],
);

/**
 * The last seen state of each service contract (its expiration, auto renewal and services): the
 * producer notifies when it changes. A contract seen for the first time is recorded silently.
 */
export const serviceContractMarks = pgTable('service_contract_marks', {
  contractNo: text('contract_no').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
