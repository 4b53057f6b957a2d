import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
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
 * A feature entitlement (spec section 3, Entitlement/feature): what an order line gave the account.
 * `quantity_purchased` is the quantity of the part on the order, `quantity_total` the licences it
 * grants in all, `quantity_remaining` those not activated yet (the available licences); the active
 * licences are total - remaining. Activation draws `quantity_remaining` down with one conditional
 * UPDATE (modules/entitlements/activate-features.ts); the check keeps it within 0..total whatever
 * writes it. Type: subscription, term or perpetual (perpetual has no expiration date).
 */
export const entitlements = pgTable(
  'entitlements',
  {
    entitlementId: text('entitlement_id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    partNumber: text('part_number').notNull(),
    featureName: text('feature_name').notNull(),
    /** subscription, term or perpetual. */
    entitlementType: text('entitlement_type').notNull(),
    /** The last day the licences may be activated and used; null for perpetual. */
    expiresOn: date('expires_on'),
    quantityPurchased: integer('quantity_purchased').notNull(),
    quantityTotal: integer('quantity_total').notNull(),
    quantityRemaining: integer('quantity_remaining').notNull(),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        searchDocument(searchText('entitlement_id', 'part_number', 'feature_name', 'order_number')),
      ),
  },
  (t) => [
    check('entitlements_remaining_ck', sql`${t.quantityRemaining} >= 0 and ${t.quantityRemaining} <= ${t.quantityTotal}`),
    index('entitlements_account_id_idx').on(t.accountId, t.entitlementId),
    index('entitlements_account_expires_idx').on(
      t.accountId,
      sql`coalesce(${t.expiresOn}, 'infinity'::date)`,
      t.entitlementId,
    ),
    index('entitlements_account_feature_idx').on(t.accountId, t.featureName, t.entitlementId),
    index('entitlements_search_idx').using('gin', t.search),
  ],
);

/**
 * A hardware (spec section 3, Hardware) licences are activated on: ID (12 hexadecimal digits,
 * shared/domain/entitlements.ts), name, product. A row exists only once a feature was activated on
 * it (spec section 4): new hardware is inserted in the activation's own transaction.
 */
export const hardware = pgTable(
  'hardware',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    hardwareId: text('hardware_id').notNull(),
    name: text('name').notNull(),
    product: text('product').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(searchDocument(searchText('hardware_id', 'name', 'product'))),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.hardwareId] }),
    index('hardware_account_created_idx').on(t.accountId, t.createdAt, t.hardwareId),
    index('hardware_search_idx').using('gin', t.search),
  ],
);

/** One activation: `quantity` licences of an entitlement on a hardware at a site, by whom and when. */
export const featureActivations = pgTable(
  'feature_activations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id').notNull(),
    entitlementId: text('entitlement_id')
      .notNull()
      .references(() => entitlements.entitlementId, { onDelete: 'cascade' }),
    hardwareId: text('hardware_id').notNull(),
    quantity: integer('quantity').notNull(),
    siteName: text('site_name').notNull(),
    activatedBy: uuid('activated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The user's name when it was done (users may be renamed or removed later). */
    activatedByName: text('activated_by_name').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feature_activations_quantity_ck', sql`${t.quantity} > 0`),
    foreignKey({ columns: [t.accountId, t.hardwareId], foreignColumns: [hardware.accountId, hardware.hardwareId] }).onDelete(
      'cascade',
    ),
    index('feature_activations_entitlement_idx').on(t.entitlementId),
    index('feature_activations_hardware_idx').on(t.accountId, t.hardwareId),
    index('feature_activations_site_idx').on(t.accountId, t.siteName),
  ],
);

/**
 * A renewal request of an entitlement (spec section 4: a renewal does not renew at once): pending
 * until the back office answers; at most one pending per entitlement.
 */
export const featureRenewals = pgTable(
  'feature_renewals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    entitlementId: text('entitlement_id')
      .notNull()
      .references(() => entitlements.entitlementId, { onDelete: 'cascade' }),
    termMonths: integer('term_months').notNull(),
    quantity: integer('quantity').notNull(),
    /** pending (the back office has not answered yet). */
    status: text('status').notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feature_renewals_one_pending_idx')
      .on(t.entitlementId)
      .where(sql`${t.status} = 'pending'`),
    index('feature_renewals_account_idx').on(t.accountId, t.requestedAt),
  ],
);
