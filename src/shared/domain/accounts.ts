/**
 * Account derived values (spec section 3) and account selection (spec section 4).
 * Pure functions only: no I/O, no framework code.
 */

export const TECHNOLOGIES = [
  'icaas',
  'mototrbo',
  'lte',
  'astro',
  'wave',
  'premierone',
  'softwareapps',
] as const;
export type TTechnology = (typeof TECHNOLOGIES)[number];

export const REGIONS = ['LACR', 'EMEA', 'NA', 'APAC', 'ANZ'] as const;
export type TRegion = (typeof REGIONS)[number];

/** Account roles, highest first: the one order of roles (`roleAtLeast` in permissions.ts reads it). */
export const ROLES = ['Administrator', 'User', 'Guest'] as const;
export type TRole = (typeof ROLES)[number];

export const ACCOUNT_SOURCES = ['OBD', 'SFDC'] as const;
export type TAccountSource = (typeof ACCOUNT_SOURCES)[number];

/** The account facts the business rules work on (spec section 3, Account). */
export interface TAccountFacts {
  id: string;
  integrationId: string;
  source: TAccountSource;
  accountType: string;
  caseCreateService: string;
  countryCode: string;
  customerType: string;
  customerIds: string[];
  groups: string[];
  suppressLevelAboveRenew: boolean;
  level: string;
  name: string;
  packageName: string;
  permissions: Record<string, boolean>;
  technology: TTechnology;
  region: TRegion;
  createRmaCustomerNumbers: string[];
  hasNetwork: boolean;
}

/** Markers removed from displayed package names. */
export const PACKAGE_MARKERS = ['SEC', 'SUA', 'SMA'] as const;

const MARKER_WORD = /^\(?(?:SEC|SUA|SMA)\)?$/i;
const SEPARATORS = /([\s\-/+,&|]+)/;

/** Of two separators left around a removed word, keep the more meaningful one (not just spaces). */
function pickSeparator(current: string | null, next: string): string {
  if (current === null) return next;
  if (current.trim() === '' && next.trim() !== '') return next;
  return current;
}

function tidySeparator(sep: string): string {
  return sep.trim() === '' ? ' ' : sep.replace(/\s+/g, ' ');
}

/**
 * Package name for display: SEC, SUA and SMA markers are removed as whole tokens (case-insensitive,
 * also in parentheses) with their leftover separators, and 'Hosted PremierOne' reads 'PremierOne Cloud'.
 */
export function packageNameDisplay(name: string): string {
  const parts = name.split(SEPARATORS);
  let out = '';
  let pending: string | null = null;
  for (let i = 0; i < parts.length; i += 2) {
    const word = parts[i] ?? '';
    const sep = i > 0 ? (parts[i - 1] ?? '') : null;
    if (sep !== null) pending = pickSeparator(pending, sep);
    if (word === '' || MARKER_WORD.test(word)) continue;
    if (out !== '' && pending !== null) out += tidySeparator(pending);
    out += word;
    pending = null;
  }
  return out.replace(/\bHosted PremierOne\b/gi, 'PremierOne Cloud');
}

/** Technology label: premierone -> PremierOne, softwareapps -> SoftwareApps, others upper-cased. */
export function technologyDisplay(technology: TTechnology): string {
  if (technology === 'premierone') return 'PremierOne';
  if (technology === 'softwareapps') return 'SoftwareApps';
  return technology.toUpperCase();
}

/** Multi-technology id: account_id when suppressLevelAboveRenew is set, otherwise account_integration_id. */
export function multiTechnologyId(
  account: Pick<TAccountFacts, 'id' | 'integrationId' | 'suppressLevelAboveRenew'>,
): string {
  return account.suppressLevelAboveRenew ? account.id : account.integrationId;
}

/** Splits a joined customer_id value: items trimmed, underscores removed, empty items dropped. */
export function normalizeCustomerIds(raw: string | null | undefined, separator = ','): string[] {
  if (!raw) return [];
  return raw
    .split(separator)
    .map((s) => s.replace(/_/g, '').trim())
    .filter((s) => s !== '');
}

/** Account id for file names: the prefix before the first dash is dropped (no dash: unchanged). */
export function fileNameAccountId(accountId: string): string {
  const dash = accountId.indexOf('-');
  return dash < 0 ? accountId : accountId.slice(dash + 1);
}

export type TAccountLevel = 'managed' | 'renew';

/** Account level, trimmed and lower-cased ('managed' or 'renew'; other values lower-cased as they are). */
export function normalizeLevel(level: string | null | undefined): TAccountLevel | (string & {}) {
  return (level ?? '').trim().toLowerCase();
}

/** Account selector label: '{name} - {TECHNOLOGY}'. */
export function accountOptionLabel(account: Pick<TAccountFacts, 'name' | 'technology'>): string {
  return `${account.name} - ${technologyDisplay(account.technology)}`;
}

export interface TAccountOption {
  value: string;
  label: string;
}

/** Account selector options, sorted by label (localeCompare); the input is not changed. */
export function accountOptions(
  accounts: readonly Pick<TAccountFacts, 'id' | 'name' | 'technology'>[],
): TAccountOption[] {
  return accounts
    .map((a) => ({ value: a.id, label: accountOptionLabel(a) }))
    .sort((x, y) => x.label.localeCompare(y.label));
}

/**
 * Account selection (spec section 4): the stored id if it exists and is allowed; otherwise the first
 * allowed account, or the first account; undefined when there are no accounts.
 * `allowedIds === null` means every account is allowed.
 */
export function chooseAccount(
  accounts: readonly { id: string }[],
  allowedIds: ReadonlySet<string> | null,
  storedId: string | null | undefined,
): string | undefined {
  const allowed = (id: string): boolean => allowedIds === null || allowedIds.has(id);
  if (storedId && accounts.some((a) => a.id === storedId) && allowed(storedId)) return storedId;
  const firstAllowed = accounts.find((a) => allowed(a.id));
  return firstAllowed?.id ?? accounts[0]?.id;
}

/** Switching happens only when the next id is given and differs from the current one. */
export function shouldSwitch(
  currentId: string | null | undefined,
  nextId: string | null | undefined,
): boolean {
  return !!nextId && nextId !== currentId;
}
