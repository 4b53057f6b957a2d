import type { TAccount } from '../../../shared/contracts/session.ts';
import { CASE_WRITE_MIN_ROLE, CLOSURE_ACCEPT_MIN_ROLE } from '../../../shared/domain/cases.ts';
import { caseCreationDenied, roleAtLeast } from '../../../shared/domain/permissions.ts';
import { accountFacts } from '../../lib/screens.ts';

/**
 * What the case screens offer (spec section 6). The server enforces the same rules on every call;
 * hiding a button is a courtesy, not the protection.
 */
export function caseAbilities(account: TAccount) {
  const write = roleAtLeast(account.role, CASE_WRITE_MIN_ROLE);
  return {
    /** Create cases: not for Guests, and not where the account's rules deny it. */
    create: write && !caseCreationDenied(accountFacts(account)),
    /** Add notes and attachments, ask for closure. */
    write,
    acceptClosure: roleAtLeast(account.role, CLOSURE_ACCEPT_MIN_ROLE),
  };
}
