import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchDocument, searchText, tsvector } from '../search-document.ts';
import { accounts } from './identity.ts';

/**
 * A customer's order as the back office keeps it (spec section 3, Order statuses; issue 31 point
 * 1); `order_no` never changes. `status` is one of the 35 back-office statuses, spelled exactly as
 * the spec writes them (ORDER_STATUSES). `line_count` is kept by the seed / back-office feed with
 * the lines (the list shows it without a join).
 */
export const orders = pgTable(
  'orders',
  {
    orderNo: text('order_no').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    poNumber: text('po_number'),
    status: text('status').notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    customerNumber: text('customer_number'),
    /** The ship-to address on one line, as the back office prints it. */
    shipTo: text('ship_to'),
    currency: text('currency'),
    total: numeric('total', { precision: 14, scale: 2 }),
    lineCount: integer('line_count').notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(searchDocument(searchText('order_no', 'po_number'))),
  },
  (t) => [
    index('orders_account_no_idx').on(t.accountId, t.orderNo),
    index('orders_account_ordered_idx').on(t.accountId, t.orderedAt, t.orderNo),
    index('orders_account_updated_idx').on(t.accountId, t.updatedAt, t.orderNo),
    index('orders_account_status_idx').on(t.accountId, t.status, t.orderNo),
    index('orders_account_lines_idx').on(t.accountId, t.lineCount, t.orderNo),
    // Optional columns: one index per direction, empty values last both ways (order-list.ts).
    index('orders_account_po_idx').on(t.accountId, sql`coalesce(${t.poNumber}, '')`, t.orderNo),
    index('orders_account_po_up_idx').on(t.accountId, sql`coalesce('0' || ${t.poNumber}, '1')`, t.orderNo),
    index('orders_account_total_idx').on(t.accountId, sql`coalesce(${t.total}, 1e15)`, t.orderNo),
    index('orders_account_total_down_idx').on(t.accountId, sql`coalesce(${t.total}, -1)`, t.orderNo),
    index('orders_search_idx').using('gin', t.search),
  ],
);

/**
 * Orders per account and status, kept by the database (`portal_keep_counts`, the orders custom
 * migration): the list's totals filtered by status alone are a sum of a few rows.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    accountId: text('account_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status] })],
);

/**
 * A line of an order: the part, its quantities (ordered, shipped, backordered, cancelled), its own
 * back-office status (one of the same 35), unit price and promised date.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    accountId: text('account_id').notNull(),
    partNumber: text('part_number').notNull(),
    description: text('description'),
    quantityOrdered: integer('quantity_ordered').notNull(),
    quantityShipped: integer('quantity_shipped').notNull().default(0),
    quantityBackordered: integer('quantity_backordered').notNull().default(0),
    quantityCancelled: integer('quantity_cancelled').notNull().default(0),
    status: text('status').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }),
    promisedDate: date('promised_date', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.lineNo] })],
);

/** A shipment of (part of) an order line: date, carrier, tracking number, quantity, serial numbers shipped. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull(),
    lineNo: integer('line_no').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    quantity: integer('quantity').notNull(),
    serialNumbers: text('serial_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    foreignKey({
      columns: [t.orderNo, t.lineNo],
      foreignColumns: [orderLines.orderNo, orderLines.lineNo],
    }).onDelete('cascade'),
    index('order_shipments_line_idx').on(t.orderNo, t.lineNo, t.shippedAt),
  ],
);
