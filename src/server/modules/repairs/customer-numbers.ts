import { inArray } from 'drizzle-orm';
import { customerNumbers } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountRow } from '../accounts/present-account.ts';
import { accountCustomerIds } from '../accounts/present-account.ts';
import {
  CUSTOMER_NUMBER_STATUSES,
  type TCustomerNumberStatus,
  type TRequestOptions,
} from '../../../shared/contracts/repair-request.ts';
import { repairRequestErrorMessages as m } from '../../../shared/i18n/repair-request-messages.ts';
import type { TMessage } from '../../../shared/i18n/define.ts';

type TCustomerNumber = TRequestOptions['customerNumbers'][number];

/**
 * The customer numbers a repair may be requested under (spec section 3: createRMACustomerNumbers
 * "used instead of customer_id when creating repairs"): those when the account has any, else its
 * customer ids; each with the back office's status (`customer_numbers`; no row is active).
 */
export async function customerNumbersOf(
  ctx: TAppContext,
  account: Pick<TAccountRow, 'customerIds' | 'createRmaCustomerNumbers'>,
): Promise<TCustomerNumber[]> {
  const rma = account.createRmaCustomerNumbers.map((n) => n.trim()).filter(Boolean);
  const numbers = [...new Set(rma.length > 0 ? rma : accountCustomerIds(account))];
  if (numbers.length === 0) return [];
  const rows = await ctx.database.db
    .select()
    .from(customerNumbers)
    .where(inArray(customerNumbers.customerNumber, numbers));
  const byNumber = new Map(rows.map((r) => [r.customerNumber, r]));
  return numbers.map((number) => {
    const row = byNumber.get(number);
    const status = (CUSTOMER_NUMBER_STATUSES as readonly string[]).includes(row?.status ?? '')
      ? (row!.status as TCustomerNumberStatus)
      : 'active';
    return { number, status, replacedBy: status === 'replaced' ? (row?.replacedBy ?? null) : null };
  });
}

/** The message of a customer number that may not be used (spec section 5), or undefined when active. */
export function inactiveCustomerNumberMessage(n: TCustomerNumber): TMessage | undefined {
  switch (n.status) {
    case 'active':
      return undefined;
    case 'contactSupport':
      return { id: m.contactSupport.id, values: { number: n.number } };
    case 'chooseAnother':
      return { id: m.chooseAnother.id, values: { number: n.number } };
    case 'replaced':
      return { id: m.replaced.id, values: { number: n.number, replacedBy: n.replacedBy ?? '' } };
  }
}
