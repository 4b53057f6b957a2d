import { boolean, date, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';

/** Portal releases for What's New (spec section 2 footer, section 4 Release states). */
export const releases = pgTable('releases', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number').notNull().unique(),
  releasedOn: date('released_on').notNull(),
  published: boolean('published').notNull().default(false),
  /** Release notes keyed by locale; en-US always present. */
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  logoutScheduledAt: timestamp('logout_scheduled_at', { withTimezone: true }),
});

/** The customer's system behind an account, for the footer's Your System. */
export const accountSystems = pgTable('account_systems', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  systemName: text('system_name').notNull(),
  currentVersion: text('current_version').notNull(),
  documentationUrl: text('documentation_url'),
});

/** Each user's home dashboard layout per account: widget order and hidden widgets. */
export const dashboardLayouts = pgTable(
  'dashboard_layouts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    layout: jsonb('layout').$type<{ order: string[]; hidden: string[] }>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);
