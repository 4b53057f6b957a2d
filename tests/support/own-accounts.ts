/**
 * Accounts an API test file owns: generated accounts of the tiny seed (src/server/db/seed/seed.ts)
 * that no other test file writes to: not the authorization matrix (its targets are the Northwind
 * and Contoso accounts), not the staff login (it holds every third generated account), each with
 * its own generated Administrator, User and Guest logins (terms accepted). A file that counts rows
 * counts them in its own account, so a count moves only with that file's own writes, whatever
 * runs beside it. `tests/api/own-accounts.test.ts` proves that no other file names them.
 */
export const OWN_ACCOUNTS = {
  /** tests/api/cases-write.test.ts: the list totals through creation and closure (Mexico). */
  casesWrite: 'LACR-300003',
  /** tests/api/exports.test.ts: every exported row against the list's total (France). */
  exports: 'EMEA-300009',
  /**
   * tests/api/sites.test.ts: the site list and the case sites against each other (an LTE network;
   * the staff login holds it too, and no test file uses that).
   */
  sites: 'EMEA-300010',
  /**
   * tests/api/networks-admin.test.ts: staff create, change and delete its network (a WAVE account:
   * no network in the seed; the staff login does not hold it, the vendor administrator does).
   */
  networksAdmin: 'LACR-300005',
} as const;
export type TAccountOwner = keyof typeof OWN_ACCOUNTS;

/** The account and its logins: `<role>.<account id>@c<its three last digits>.example`. */
export function ownAccount(owner: TAccountOwner) {
  const id = OWN_ACCOUNTS[owner];
  const login = (role: 'administrator' | 'user' | 'guest') => `${role}.${id.toLowerCase()}@c${id.slice(-3)}.example`;
  return { id, admin: login('administrator'), user: login('user'), guest: login('guest') };
}
