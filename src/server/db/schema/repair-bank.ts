import { bigint, boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

/**
 * A repair bank account (spec section 3): per account and customer number, the balance, the pending
 * charges (accepted quotes of service-repair-bank repairs not yet invoiced) and the low-balance
 * threshold, in USD cents (spec section 9: repair bank amounts in USD). `low_notified`: the
 * low-balance e-mail went out for the current crossing (cleared when the balance is back above).
 */
export const repairBankAccounts = pgTable(
  'repair_bank_accounts',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerNumber: text('customer_number').notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    pendingCents: bigint('pending_cents', { mode: 'number' }).notNull().default(0),
    thresholdCents: bigint('threshold_cents', { mode: 'number' }).notNull(),
    lowNotified: boolean('low_notified').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.customerNumber] })],
);

/** The balance history of a repair bank: one row per deposit, pending charge or charge, with the balances after it. */
export const repairBankHistory = pgTable(
  'repair_bank_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerNumber: text('customer_number').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** deposit, pendingCharge or charge. */
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    pendingCents: bigint('pending_cents', { mode: 'number' }).notNull(),
    repairNo: text('repair_no'),
    quoteNumber: text('quote_number'),
  },
  (t) => [
    index('repair_bank_history_at_idx').on(t.accountId, t.at, t.id),
    index('repair_bank_history_customer_idx').on(t.accountId, t.customerNumber, t.id),
  ],
);
