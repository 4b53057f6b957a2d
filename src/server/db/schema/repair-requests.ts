import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';
import type { TRepairAddress } from './repairs.ts';

/**
 * What the back office says of a customer number a repair is requested under (spec sections 3 and
 * 5: createRMACustomerNumbers, "inactive customer number gives contact-support, choose-another or
 * replaced-by messages"). A number without a row is active. `status`: active, contactSupport,
 * chooseAnother or replaced (then `replaced_by` names the number to use).
 */
export const customerNumbers = pgTable('customer_numbers', {
  customerNumber: text('customer_number').primaryKey(),
  status: text('status').notNull().default('active'),
  replacedBy: text('replaced_by'),
});

/**
 * The vendor's repair depots: a repair request picks one of its account region's depots (spec
 * section 2, repair flow "depot"); `turnaround_days` is how long a unit stays there, from which
 * fleet readiness says when a unit is expected back. A repair names its depot by `name`.
 */
export const repairDepots = pgTable(
  'repair_depots',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** LACR, EMEA, NA, APAC or ANZ (spec section 3, Account region). */
    region: text('region').notNull(),
    address: jsonb('address').$type<TRepairAddress>().notNull(),
    turnaroundDays: integer('turnaround_days').notNull(),
  },
  (t) => [uniqueIndex('repair_depots_name_idx').on(t.name), index('repair_depots_region_idx').on(t.region)],
);

/** Numbers of the repair requests made in the portal: RQ + 7 digits (the demo seed's are RQ26xxxxx). */
export const repairRequestNumberSeq = pgSequence('repair_request_number_seq', { startWith: 2700001 });

/**
 * A repair request as sent: one shipment to one depot under one customer number and one set of
 * addresses (spec section 5: a bulk cart keeps them the same, else a unit becomes a standalone
 * repair). Its repairs point at it by `repairs.request_no`; its packing slip lists them.
 * `standalone`: split off a bulk cart because it differed.
 */
export const repairRequests = pgTable(
  'repair_requests',
  {
    requestNo: text('request_no').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    customerNumber: text('customer_number').notNull(),
    depot: text('depot').notNull(),
    billingAddress: jsonb('billing_address').$type<TRepairAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<TRepairAddress>().notNull(),
    endUserAddress: jsonb('end_user_address').$type<TRepairAddress>(),
    standalone: boolean('standalone').notNull().default(false),
    /** The card payment that paid its flat-rate and time-and-materials units, if any. */
    paymentId: uuid('payment_id'),
    /** The checkout's idempotency key (the requests of one checkout share it): the same key answers them again. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('repair_requests_account_idx').on(t.accountId, t.createdAt),
    index('repair_requests_idempotency_idx').on(t.accountId, t.idempotencyKey),
  ],
);

/**
 * A user's repair cart on an account (spec section 2, cart): kept on the server so it survives a
 * reload and a new login. `item` is one unit's sections as the request flow's schemas describe them
 * (shared/contracts/repair-request.ts), validated on every write.
 */
export const repairCartItems = pgTable(
  'repair_cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item: jsonb('item').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repair_cart_items_owner_idx').on(t.accountId, t.userId, t.createdAt)],
);

/**
 * A card payment as the portal keeps it: never a card number, only the processor's reference, the
 * card's brand and last four digits. One per (account, idempotency key): a double click charges
 * once. `status`: succeeded, declined, refunded or partiallyRefunded; amounts in USD cents.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    processor: text('processor').notNull(),
    processorRef: text('processor_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    declineCode: text('decline_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_idempotency_idx').on(t.accountId, t.idempotencyKey)],
);

/** A refund of a payment, for one cancelled repair. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    repairNo: text('repair_no').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    processorRef: text('processor_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_refunds_repair_idx').on(t.repairNo)],
);

/**
 * The built-in local card processor's own state (it stands where a real processor would be, so it
 * keeps what that processor would keep; docs/decisions.md "Payments"). A token names a card by
 * brand, last four digits, expiry and how the test card behaves; never its number.
 */
export const localCardTokens = pgTable('local_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** approve, or the decline the test card gives (insufficientFunds, cardDeclined, expiredCard, ...). */
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local processor's charges: one per its idempotency key, as a real processor keeps them. */
export const localCharges = pgTable(
  'local_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    token: text('token').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    declineCode: text('decline_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('local_charges_idempotency_idx').on(t.idempotencyKey)],
);
