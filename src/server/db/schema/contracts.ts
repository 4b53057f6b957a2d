import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { searchDocument, searchText, tsvector } from '../search-document.ts';
import { accounts, users } from './identity.ts';

/**
 * A contract (spec section 3, Contract): `contract_no` never changes. Its status is derived
 * (spec section 4; modules/contracts/contract-list.ts): evergreen, or expiration on or after
 * today, or expired. An evergreen contract has no expiration date. `renewal_pending_since` is set
 * while a renewal request waits for the back office (contract_renewals).
 */
export const contracts = pgTable(
  'contracts',
  {
    contractNo: text('contract_no').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** service, serviceAgreement, warranty, warrantyExtended. */
    type: text('type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }),
    autoRenew: boolean('auto_renew').notNull().default(false),
    evergreen: boolean('evergreen').notNull().default(false),
    servicesCount: integer('services_count').notNull().default(0),
    renewalPendingSince: timestamp('renewal_pending_since', { withTimezone: true }),
    search: tsvector('search').notNull().generatedAlwaysAs(searchDocument(searchText('contract_no', 'name'))),
  },
  (t) => [
    index('contracts_account_no_idx').on(t.accountId, t.contractNo),
    index('contracts_account_name_idx').on(t.accountId, t.name, t.contractNo),
    index('contracts_account_type_idx').on(t.accountId, t.type, t.contractNo),
    index('contracts_account_start_idx').on(t.accountId, t.startDate, t.contractNo),
    index('contracts_account_services_idx').on(t.accountId, t.servicesCount, t.contractNo),
    // Optional expiration: one index per direction, evergreen (no date) last both ways.
    index('contracts_account_expiration_idx').on(
      t.accountId,
      sql`coalesce(${t.expirationDate}, 'infinity'::date)`,
      t.contractNo,
    ),
    index('contracts_account_expiration_down_idx').on(
      t.accountId,
      sql`coalesce(${t.expirationDate}, '-infinity'::date)`,
      t.contractNo,
    ),
    index('contracts_search_idx').using('gin', t.search),
  ],
);

/** What a contract covers: its services, numbered per contract. */
export const contractServices = pgTable(
  'contract_services',
  {
    contractNo: text('contract_no')
      .notNull()
      .references(() => contracts.contractNo, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.contractNo, t.lineNo] })],
);

/**
 * An asset under contract (the Coverage screen): a serial of the account, its model and site, its
 * state (active, inactive, retired; spec section 4) and the days it is covered.
 */
export const coveredAssets = pgTable(
  'covered_assets',
  {
    serial: text('serial').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contractNo: text('contract_no')
      .notNull()
      .references(() => contracts.contractNo, { onDelete: 'cascade' }),
    modelCode: text('model_code').notNull(),
    siteName: text('site_name').notNull(),
    state: text('state').notNull(),
    coveredFrom: date('covered_from', { mode: 'string' }).notNull(),
    coveredUntil: date('covered_until', { mode: 'string' }).notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(searchDocument(searchText('serial', 'model_code', 'site_name', 'contract_no'))),
  },
  (t) => [
    index('covered_assets_account_serial_idx').on(t.accountId, t.serial),
    index('covered_assets_account_model_idx').on(t.accountId, t.modelCode, t.serial),
    index('covered_assets_account_site_idx').on(t.accountId, t.siteName, t.serial),
    index('covered_assets_account_contract_idx').on(t.accountId, t.contractNo, t.serial),
    index('covered_assets_account_state_idx').on(t.accountId, t.state, t.serial),
    index('covered_assets_account_from_idx').on(t.accountId, t.coveredFrom, t.serial),
    index('covered_assets_account_until_idx').on(t.accountId, t.coveredUntil, t.serial),
    index('covered_assets_contract_idx').on(t.contractNo, t.serial),
    index('covered_assets_search_idx').using('gin', t.search),
  ],
);

/**
 * Covered assets per account and state, kept by the database (`portal_keep_counts`, the custom
 * migration of contracts): the coverage list's totals filtered by state alone are a sum of rows.
 */
export const coveredAssetCounts = pgTable(
  'covered_asset_counts',
  {
    accountId: text('account_id').notNull(),
    state: text('state').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.state] })],
);

/**
 * A renewal request (spec section 4: it does not renew at once): pending until the back office
 * answers renewed (with the new expiration date) or declined (with a reason). At most one pending
 * per contract (unique partial index), so two requests at once leave exactly one.
 */
export const contractRenewals = pgTable(
  'contract_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractNo: text('contract_no')
      .notNull()
      .references(() => contracts.contractNo, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    comment: text('comment'),
    /** pending, renewed, declined. */
    state: text('state').notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    newExpirationDate: date('new_expiration_date', { mode: 'string' }),
    declineReason: text('decline_reason'),
  },
  (t) => [
    index('contract_renewals_contract_idx').on(t.contractNo, t.requestedAt),
    uniqueIndex('contract_renewals_one_pending_idx')
      .on(t.contractNo)
      .where(sql`${t.state} = 'pending'`),
  ],
);
