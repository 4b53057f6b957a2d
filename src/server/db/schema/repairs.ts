import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchDocument, searchText, tsvector } from '../search-document.ts';
import { accounts, users } from './identity.ts';

/** Numbers of the repairs asked for in the portal: R + 7 digits (demo repairs R26xxxxx; the large seed's R3xxxxxx move it on). */
export const repairNumberSeq = pgSequence('repair_number_seq', { startWith: 2700001 });

/** A postal address of a repair (billing, shipping, end user); lines as the customer wrote them. */
export interface TRepairAddress {
  name: string;
  lines: string[];
  city: string;
  postalCode: string | null;
  country: string;
}

/**
 * A device or infrastructure repair (spec section 3, Repair (RMA)); `repair_no` never changes.
 * Status open, shipped, closed (spec section 4); the timeline is `repair_events`. The radio
 * password is stored but never answered: the API says whether it is set (docs/decisions.md).
 */
export const repairs = pgTable(
  'repairs',
  {
    repairNo: text('repair_no').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The service request (case) number; an infrastructure repair is named by it (spec section 9). */
    srNumber: text('sr_number'),
    /** device or infrastructure. */
    kind: text('kind').notNull(),
    /** open, shipped or closed. */
    status: text('status').notNull().default('open'),
    serialIn: text('serial_in').notNull(),
    serialOut: text('serial_out'),
    deviceModel: text('device_model'),
    customerNumber: text('customer_number').notNull(),
    contractNumber: text('contract_number'),
    poNumber: text('po_number'),
    depot: text('depot').notNull(),
    /** warranty, serviceContract, serviceRepairBank, flatRate, timeAndMaterials, rental, internal, productGroup. */
    serviceType: text('service_type').notNull(),
    billingAddress: jsonb('billing_address').$type<TRepairAddress>(),
    shippingAddress: jsonb('shipping_address').$type<TRepairAddress>(),
    endUserAddress: jsonb('end_user_address').$type<TRepairAddress>(),
    firmwareVersion: text('firmware_version'),
    flashcodeVersion: text('flashcode_version'),
    radioPassword: text('radio_password'),
    encryption: text('encryption'),
    fmApproval: boolean('fm_approval').notNull().default(false),
    ulApproval: boolean('ul_approval').notNull().default(false),
    /** quoteFirst (a quote before any repair) or repairUpTo (repair without asking, up to the flat rate). */
    estimateOption: text('estimate_option'),
    ccInvoiceRecipient: text('cc_invoice_recipient'),
    eInvoiceRecipients: text('e_invoice_recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    symptoms: text('symptoms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    quoteNumber: text('quote_number'),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }),
    currency: text('currency'),
    quotationDate: timestamp('quotation_date', { withTimezone: true }),
    /** A SIM-card quote asks for a reply within 10 days and is reminded once before then. */
    quoteSimCard: boolean('quote_sim_card').notNull().default(false),
    /** accepted, rejected, disputed, or expired (returned unrepaired by repair-quote-expiry); null while open. */
    quoteState: text('quote_state'),
    quoteAnsweredAt: timestamp('quote_answered_at', { withTimezone: true }),
    quoteAnsweredBy: uuid('quote_answered_by').references(() => users.id, { onDelete: 'set null' }),
    quoteComments: text('quote_comments'),
    /** When the SIM-card reminder went out (at most once). */
    quoteRemindedAt: timestamp('quote_reminded_at', { withTimezone: true }),
    /** The user who asked for the repair: the quote's e-mails go to them (docs/decisions.md). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The request (shipment) it was sent in from the portal (repair_requests); null for the back office's. */
    requestNo: text('request_no'),
    /** What the card paid for this unit at checkout (USD cents), refunded if it is cancelled. */
    chargedCents: bigint('charged_cents', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(searchDocument(searchText('repair_no', 'sr_number', 'serial_in', 'serial_out'))),
  },
  (t) => [
    index('repairs_account_no_idx').on(t.accountId, t.repairNo),
    index('repairs_account_created_idx').on(t.accountId, t.createdAt, t.repairNo),
    index('repairs_account_updated_idx').on(t.accountId, t.updatedAt, t.repairNo),
    index('repairs_account_status_idx').on(t.accountId, t.status, t.repairNo),
    index('repairs_account_kind_idx').on(t.accountId, t.kind, t.repairNo),
    index('repairs_account_service_idx').on(t.accountId, t.serviceType, t.repairNo),
    index('repairs_account_depot_idx').on(t.accountId, t.depot, t.repairNo),
    index('repairs_account_serial_idx').on(t.accountId, t.serialIn, t.repairNo),
    // Optional columns: one index per direction, empty values last both ways (repair-list.ts).
    index('repairs_account_model_idx').on(t.accountId, sql`coalesce(${t.deviceModel}, '')`, t.repairNo),
    index('repairs_account_model_up_idx').on(
      t.accountId,
      sql`coalesce('0' || ${t.deviceModel}, '1')`,
      t.repairNo,
    ),
    index('repairs_account_quoted_idx').on(
      t.accountId,
      sql`coalesce(${t.quotationDate}, 'infinity'::timestamptz)`,
      t.repairNo,
    ),
    index('repairs_account_quoted_down_idx').on(
      t.accountId,
      sql`coalesce(${t.quotationDate}, '-infinity'::timestamptz)`,
      t.repairNo,
    ),
    index('repairs_search_idx').using('gin', t.search),
    index('repairs_request_idx').on(t.requestNo),
    // The expiry job's scan: open quotes by quotation date.
    index('repairs_open_quotes_idx')
      .on(t.quotationDate)
      .where(sql`${t.quoteNumber} is not null and ${t.quoteState} is null`),
  ],
);

/**
 * Repairs per account, status, kind and service type, kept by the database (`portal_keep_counts`,
 * migration 0010): the list's totals filtered by those enums are a sum of a few rows.
 */
export const repairCounts = pgTable(
  'repair_counts',
  {
    accountId: text('account_id').notNull(),
    status: text('status').notNull(),
    kind: text('kind').notNull(),
    serviceType: text('service_type').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status, t.kind, t.serviceType] })],
);

/**
 * A repair's timeline (spec section 4, Repair): received, quoted, approved, inRepair, shippedBack
 * (with its tracking number), closed, each with its time.
 */
export const repairEvents = pgTable(
  'repair_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    repairNo: text('repair_no')
      .notNull()
      .references(() => repairs.repairNo, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    trackingNumber: text('tracking_number'),
  },
  (t) => [index('repair_events_repair_idx').on(t.repairNo, t.at)],
);

/** Device models: end of support (no repairs after it), radio or not, FM-certifiable or not. */
export const deviceModels = pgTable('device_models', {
  modelCode: text('model_code').primaryKey(),
  name: text('name').notNull(),
  endOfSupport: date('end_of_support', { mode: 'string' }),
  isRadio: boolean('is_radio').notNull(),
  fmCertifiable: boolean('fm_certifiable').notNull().default(false),
  /** The flat-rate repair price, charged by card at checkout (USD cents); null: no flat rate. */
  flatRateCents: bigint('flat_rate_cents', { mode: 'number' }),
  /** The evaluation fee a time-and-materials repair pays by card at checkout (USD cents). */
  evaluationFeeCents: bigint('evaluation_fee_cents', { mode: 'number' }),
});

/** An account's devices by serial number (upper case), with the date the customer received it. */
export const devices = pgTable(
  'devices',
  {
    serial: text('serial').primaryKey(),
    modelCode: text('model_code')
      .notNull()
      .references(() => deviceModels.modelCode),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('devices_account_idx').on(t.accountId, t.serial)],
);

/** Infrastructure serials (sites, consoles, base stations): repaired through an infrastructure repair. */
export const infrastructureSerials = pgTable(
  'infrastructure_serials',
  {
    serial: text('serial').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
  },
  (t) => [index('infrastructure_serials_account_idx').on(t.accountId, t.serial)],
);
