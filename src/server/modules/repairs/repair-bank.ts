import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { repairBankAccounts, repairBankHistory, repairs, users } from '../../db/schema/index.ts';
import type { TTx } from '../../platform/db.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { translate } from '../../platform/i18n.ts';
import { defineListSql } from '../../platform/list/list-definition.ts';
import type { TListQueryInput } from '../../platform/list/list-engine.ts';
import { mailLater, mailUser } from '../../platform/mail.ts';
import { repairBankHistoryList, type TRepairBankAccount } from '../../../shared/contracts/repair-bank.ts';
import { defineMessages } from '../../../shared/i18n/define.ts';
import { repairBankMailMessages } from '../../../shared/i18n/repair-bank-messages.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';

/** A transaction of the portal's database (what `db.transaction` hands its callback). */

/** The repair bank history list (shared/contracts/repair-bank.ts): amounts in USD from cents. */
export const repairBankHistorySql = defineListSql(repairBankHistoryList, {
  from: 'repair_bank_history t',
  account: 't.account_id',
  id: { sql: 't.id', type: 'bigint' },
  columns: {
    at: { select: 't.at', sort: 'timestamptz' },
    customerNumber: { select: 't.customer_number', sort: 'text' },
    kind: { select: 't.kind' },
    amount: { select: '(t.amount_cents / 100.0)' },
    balance: { select: '(t.balance_cents / 100.0)' },
    pendingCharges: { select: '(t.pending_cents / 100.0)' },
    repairNumber: { select: 't.repair_no' },
    quoteNumber: { select: 't.quote_number' },
  },
});

const exportMessages = defineMessages({
  title: { id: 'RepairBankExport.title', defaultMessage: 'Repair bank history' },
});

/** The history export's {type} and title: '{account} RepairBank History {date range}'. */
export function describeRepairBankExport(
  _query: TListQueryInput,
  locale: TLocale,
): { type: string; title: string } {
  return { type: 'History', title: translate(locale, exportMessages.title.id) };
}

const usd = (cents: number) => cents / 100;

/** A bank is low when its balance less its pending charges is under its threshold. */
const isLow = (bank: { balanceCents: number; pendingCents: number; thresholdCents: number }) =>
  bank.balanceCents - bank.pendingCents < bank.thresholdCents;

function present(row: typeof repairBankAccounts.$inferSelect): TRepairBankAccount {
  const available = row.balanceCents - row.pendingCents;
  return {
    customerNumber: row.customerNumber,
    balance: usd(row.balanceCents),
    pendingCharges: usd(row.pendingCents),
    threshold: usd(row.thresholdCents),
    available: usd(available),
    low: isLow(row),
  };
}

/** GET /mapi/repair-bank: the account's repair banks, by customer number. */
export async function getRepairBank(ctx: TAppContext, scope: TAccountScope): Promise<TRepairBankAccount[]> {
  const rows = await ctx.database.db
    .select()
    .from(repairBankAccounts)
    .where(eq(repairBankAccounts.accountId, scope.accountId))
    .orderBy(asc(repairBankAccounts.customerNumber));
  return rows.map(present);
}

/** The condition of a repair's bank: its account's bank of its customer number. */
function bankOf(repair: { accountId: string; customerNumber: string }) {
  return and(
    eq(repairBankAccounts.accountId, repair.accountId),
    eq(repairBankAccounts.customerNumber, repair.customerNumber),
  );
}

/**
 * In the transaction that accepts a quote: a service-repair-bank repair draws the quote's price
 * from its customer number's bank, as a pending charge and a history row (the bank row locked, so
 * two acceptances add up). A bank repair whose quote is not in USD, or whose customer number has
 * no bank, is refused (409, NoRepairBank or RepairBankCurrency: the acceptance is undone with it). Returns true when the
 * available amount just fell under the threshold (the low-balance e-mail is due, once per crossing).
 */
export async function drawFromBank(
  tx: TTx,
  repair: {
    accountId: string;
    repairNo: string;
    customerNumber: string;
    serviceType: string;
    quoteNumber: string | null;
    unitPrice: string | null;
    currency: string | null;
  },
): Promise<boolean> {
  if (repair.serviceType !== 'serviceRepairBank') return false;
  if (repair.currency !== 'USD')
    throw new AppError('ServerValidation.409RepairBankCurrency', {
      detail: 'repair bank quote not in USD',
      values: { currency: repair.currency ?? '-' },
    });
  if (repair.unitPrice === null)
    throw new AppError('ServerValidation.400InvalidAction', { detail: 'repair bank quote without a price' });
  const cents = Math.round(Number(repair.unitPrice) * 100);
  const [bank] = await tx.select().from(repairBankAccounts).where(bankOf(repair)).for('update');
  if (!bank)
    throw new AppError('ServerValidation.409NoRepairBank', {
      detail: 'no repair bank',
      values: { customerNumber: repair.customerNumber },
    });
  const pending = bank.pendingCents + cents;
  const low = isLow({ ...bank, pendingCents: pending });
  await tx
    .update(repairBankAccounts)
    .set({ pendingCents: pending, lowNotified: low, updatedAt: sql`now()` })
    .where(bankOf(repair));
  await tx.insert(repairBankHistory).values({
    accountId: repair.accountId,
    customerNumber: repair.customerNumber,
    kind: 'pendingCharge',
    amountCents: -cents,
    balanceCents: bank.balanceCents,
    pendingCents: pending,
    repairNo: repair.repairNo,
    quoteNumber: repair.quoteNumber,
  });
  return low && !bank.lowNotified;
}

/**
 * The low-balance e-mail of a repair bank, to the repair's requester (else `fallbackUserId`, the
 * user who accepted), in their language, when their notification setting is on.
 */
export async function notifyLowBalance(
  ctx: TAppContext,
  repairNumber: string,
  fallbackUserId: string,
): Promise<'sent' | 'kept' | 'failed' | 'skipped'> {
  const { db } = ctx.database;
  const [repair] = await db.select().from(repairs).where(eq(repairs.repairNo, repairNumber));
  if (!repair) return 'skipped';
  const [bank] = await db.select().from(repairBankAccounts).where(bankOf(repair));
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.id, repair.requestedBy ?? fallbackUserId));
  if (!bank) return 'skipped';
  return mailUser(ctx, user, {
    subjectId: repairBankMailMessages.lowSubject.id,
    bodyId: repairBankMailMessages.lowBody.id,
    values: (locale) => {
      const money = (cents: number) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
      return {
        customerNumber: bank.customerNumber,
        available: money(bank.balanceCents - bank.pendingCents),
        threshold: money(bank.thresholdCents),
      };
    },
    kind: 'repairBank.low',
    accountId: repair.accountId,
    reference: bank.customerNumber,
  });
}

export function notifyLowBalanceLater(
  ctx: TAppContext,
  log: FastifyBaseLogger,
  repairNumber: string,
  fallbackUserId: string,
): void {
  mailLater(log, notifyLowBalance(ctx, repairNumber, fallbackUserId), { repairNumber });
}
