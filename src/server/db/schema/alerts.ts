import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';

/**
 * Alerts written by vendor staff (spec sections 2, 3, 4): shown to the accounts they target (every
 * account, or the ones in alert_accounts) while `active` and within their period (or all the time).
 * An alert is inactive from its deactivation, or from the end of its period, and deleted 30 days
 * later by the `alert-retention` job (spec section 9).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    severity: text('severity').notNull(),
    /** Shown all the time while active (no period). */
    showAlways: boolean('show_always').notNull().default(true),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
    /** Every account (true) or only the accounts of alert_accounts. */
    allAccounts: boolean('all_accounts').notNull().default(true),
    /** The staff's switch: activated or deactivated. */
    active: boolean('active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('alerts_severity_ck', sql`${t.severity} in ('critical', 'medium', 'information')`),
    check(
      'alerts_period_ck',
      sql`${t.showAlways} or (${t.activeFrom} is not null and ${t.activeTo} is not null and ${t.activeTo} > ${t.activeFrom})`,
    ),
    check('alerts_deactivated_ck', sql`${t.active} = (${t.deactivatedAt} is null)`),
  ],
);

/** The accounts an alert targets when it is not for every account. */
export const alertAccounts = pgTable(
  'alert_accounts',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.accountId] }), index('alert_accounts_account_idx').on(t.accountId)],
);

/**
 * The texts vendor staff write for every account (spec section 2: Custom Top Banner, Update Static
 * Text): markdown per locale (en-US required, others fall back to it), shown when enabled. Rendered
 * to HTML on the server when read (platform/markdown.ts).
 */
export const portalTexts = pgTable('portal_texts', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  content: jsonb('content').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
