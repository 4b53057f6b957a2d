import type { TAccount } from '../../shared/contracts/session.ts';

/**
 * An account's details (GET /mapi/accounts/details) merged into a list of accounts (spec section
 * 4: "account details are merged into an existing account or appended"): the entry of the same
 * account takes the details' values, in its place; an account the list does not hold is added at
 * its end. Never two entries of one account. The list itself is left as it was.
 */
export function mergeAccountDetails(accounts: readonly TAccount[], details: TAccount): TAccount[] {
  const at = accounts.findIndex((a) => a.account_id === details.account_id);
  if (at < 0) return [...accounts, details];
  return accounts.map((a, i) => (i === at ? { ...a, ...details } : a));
}
