import { z } from 'zod';
import { repairBankColumnMessages } from '../i18n/repair-bank-messages.ts';
import { ZAccountId } from './common.ts';
import {
  defineListDescriptor,
  listPageSchema,
  listQuerySchema,
  listRowSchema,
  type TListRow,
} from './list-descriptor.ts';

/** What a repair bank history row records: a deposit, a pending charge (an accepted quote), a charge. */
export const REPAIR_BANK_ENTRY_KINDS = ['deposit', 'pendingCharge', 'charge'] as const;
export type TRepairBankEntryKind = (typeof REPAIR_BANK_ENTRY_KINDS)[number];

const m = repairBankColumnMessages;

/**
 * The balance history of an account's repair banks (GET /mapi/repair-bank/history, its columns and
 * exports), newest first; amounts in USD (spec section 9). User role or above, as the screen.
 */
export const repairBankHistoryList = defineListDescriptor({
  name: 'repairBankHistory',
  path: '/repair-bank/history',
  defaultSort: { column: 'at', dir: 'desc' },
  search: false,
  columns: {
    at: {
      label: m.at,
      value: 'time',
      sortable: true,
      visible: true,
      filter: { kind: 'dateRange', key: 'date' },
    },
    customerNumber: {
      label: m.customerNumber,
      value: 'text',
      sortable: true,
      visible: true,
      filter: { kind: 'text' },
    },
    kind: {
      label: m.kind,
      value: 'text',
      values: REPAIR_BANK_ENTRY_KINDS,
      visible: true,
      filter: { kind: 'enum' },
    },
    amount: { label: m.amount, value: 'number', visible: true },
    balance: { label: m.balance, value: 'number', visible: true },
    pendingCharges: { label: m.pendingCharges, value: 'number', visible: true },
    repairNumber: { label: m.repairNumber, value: 'textOrNull', visible: true },
    quoteNumber: { label: m.quoteNumber, value: 'textOrNull' },
  },
});
export const ZRepairBankHistoryQuery = listQuerySchema(repairBankHistoryList);
export const ZRepairBankHistoryRow = listRowSchema(repairBankHistoryList);
export type TRepairBankHistoryRow = TListRow<typeof repairBankHistoryList>;
export const ZRepairBankHistoryPage = listPageSchema(repairBankHistoryList);

/** One customer number's repair bank, in USD: `available` is the balance less pending charges. */
export const ZRepairBankAccount = z.object({
  customerNumber: z.string(),
  balance: z.number(),
  pendingCharges: z.number(),
  threshold: z.number(),
  available: z.number(),
  /** The available amount is under the low-balance threshold: the screen warns. */
  low: z.boolean(),
});
export type TRepairBankAccount = z.infer<typeof ZRepairBankAccount>;

/** GET /mapi/repair-bank?account_id=: the account's repair banks by customer number. */
export const ZRepairBankQuery = z.object({ account_id: ZAccountId }).strict();
export const ZRepairBankSummary = z.object({ accounts: z.array(ZRepairBankAccount) });
export type TRepairBankSummary = z.infer<typeof ZRepairBankSummary>;
