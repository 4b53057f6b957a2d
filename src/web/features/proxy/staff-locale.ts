import { SUPPORTED_LOCALES, type TLocale } from '../../../shared/i18n/locales.ts';

/**
 * The staff member's own language while they act as a customer: the customer's profile language
 * applies during the proxy session (it is the customer's portal), and this one comes back at its
 * end, also when the staff member has no language of their own saved. Kept per tab.
 */
const KEY = 'portal.staffLocale';

export function keepStaffLocale(locale: TLocale): void {
  sessionStorage.setItem(KEY, locale);
}

/** The language kept at the proxy start (and forgets it), if any. */
export function takeStaffLocale(): TLocale | undefined {
  const kept = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return SUPPORTED_LOCALES.find((l) => l === kept);
}

/** The account the staff member worked on when they started acting as a customer: they return to it. */
const ACCOUNT_KEY = 'portal.staffAccount';

export function keepStaffAccount(accountId: string | null | undefined): void {
  if (accountId) sessionStorage.setItem(ACCOUNT_KEY, accountId);
  else sessionStorage.removeItem(ACCOUNT_KEY);
}

/** The account kept at the proxy start (and forgets it), if any. */
export function takeStaffAccount(): string | undefined {
  const kept = sessionStorage.getItem(ACCOUNT_KEY);
  sessionStorage.removeItem(ACCOUNT_KEY);
  return kept ?? undefined;
}
