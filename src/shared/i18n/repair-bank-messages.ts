import { defineMessages } from './define.ts';

/** The repair bank's history columns and their values (spec section 3, Repair bank account). */
export const repairBankColumnMessages = defineMessages({
  at: { id: 'RepairBank.column.at', defaultMessage: 'Date' },
  customerNumber: { id: 'RepairBank.column.customerNumber', defaultMessage: 'Customer number' },
  kind: { id: 'RepairBank.column.kind', defaultMessage: 'Entry' },
  amount: { id: 'RepairBank.column.amount', defaultMessage: 'Amount (USD)' },
  balance: { id: 'RepairBank.column.balance', defaultMessage: 'Balance (USD)' },
  pendingCharges: { id: 'RepairBank.column.pendingCharges', defaultMessage: 'Pending charges (USD)' },
  repairNumber: { id: 'RepairBank.column.repairNumber', defaultMessage: 'Repair number' },
  quoteNumber: { id: 'RepairBank.column.quoteNumber', defaultMessage: 'Quote number' },
});

export const repairBankValueMessages = defineMessages({
  deposit: { id: 'RepairBank.column.kind.deposit', defaultMessage: 'Deposit' },
  pendingCharge: { id: 'RepairBank.column.kind.pendingCharge', defaultMessage: 'Pending charge' },
  charge: { id: 'RepairBank.column.kind.charge', defaultMessage: 'Charge' },
});

/** The low-balance e-mail (once per crossing of the threshold). */
export const repairBankMailMessages = defineMessages({
  lowSubject: {
    id: 'Mail.repairBankLow.subject',
    defaultMessage: 'Repair bank {customerNumber}: balance under {threshold}',
  },
  lowBody: {
    id: 'Mail.repairBankLow.body',
    defaultMessage:
      'Hello {name},\n\nthe repair bank of customer number {customerNumber} has {available} left after pending charges, under its low-balance threshold of {threshold}. Please top it up to keep repairs going.\n\n{portalName}',
  },
});
