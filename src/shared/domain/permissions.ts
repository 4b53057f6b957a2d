/**
 * Permission rules (spec section 6 and the last bullet of section 5). Pure functions only.
 */
import { ROLES, normalizeLevel, type TAccountFacts, type TRegion, type TRole } from './accounts.ts';

export type TDeveloperErrorCode =
  | 'invalidPermissionExpression'
  | 'packageCheckWithoutValidation'
  /** A list filter of a kind the list engine does not know (spec section 5). */
  | 'unsupportedFilterType'
  /** A list's default date range whose from is after its to (spec section 5: configuration error). */
  | 'defaultDateRangeOutOfOrder'
  /** A list definition that cannot work (unknown default sort, sortable column without sort SQL ...). */
  | 'invalidListDefinition';

/** A programming mistake (spec section 8, developer errors); never shown to users as such. */
export class DeveloperError extends Error {
  readonly code: TDeveloperErrorCode;

  constructor(code: TDeveloperErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'DeveloperError';
    this.code = code;
  }
}

// ---------------------------------------------------------------------------------------------
// Permission expressions
// ---------------------------------------------------------------------------------------------

type TToken =
  { kind: 'name'; value: string } | { kind: 'and' } | { kind: 'or' } | { kind: '(' } | { kind: ')' };

const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_.]/;

function invalidExpression(expr: string, reason: string): DeveloperError {
  return new DeveloperError(
    'invalidPermissionExpression',
    `Invalid permission expression "${expr}": ${reason}`,
  );
}

function tokenize(expr: string): TToken[] {
  const tokens: TToken[] = [];
  let i = 0;
  while (i < expr.length) {
    const c = expr.charAt(i);
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '(' || c === ')') {
      tokens.push({ kind: c });
      i += 1;
    } else if (expr.startsWith('&&', i)) {
      tokens.push({ kind: 'and' });
      i += 2;
    } else if (expr.startsWith('||', i)) {
      tokens.push({ kind: 'or' });
      i += 2;
    } else if (NAME_START.test(c)) {
      let j = i + 1;
      while (j < expr.length && NAME_PART.test(expr.charAt(j))) j += 1;
      const word = expr.slice(i, j);
      const lower = word.toLowerCase();
      tokens.push(
        lower === 'and' ? { kind: 'and' } : lower === 'or' ? { kind: 'or' } : { kind: 'name', value: word },
      );
      i = j;
    } else {
      throw invalidExpression(expr, `illegal character '${c}' at ${i}`);
    }
  }
  return tokens;
}

/**
 * Evaluates a permission expression (spec section 5): names combined with `and` / `or`
 * (case-insensitive; `&&` / `||` also accepted) and parentheses; `and` binds tighter than `or`.
 * Each name is its boolean in `permissions` (exact, case-sensitive name); missing names are false.
 * Throws DeveloperError('invalidPermissionExpression') for an empty or malformed expression.
 * The whole expression is always parsed (no short-circuit), so a malformed tail never goes unnoticed.
 */
export function evaluatePermissionExpression(expr: string, permissions: Record<string, boolean>): boolean {
  const tokens = tokenize(expr);
  let pos = 0;

  const peek = (): TToken | undefined => tokens[pos];

  // or := and ('or' and)*
  const parseOr = (): boolean => {
    let value = parseAnd();
    while (peek()?.kind === 'or') {
      pos += 1;
      const right = parseAnd();
      value = value || right;
    }
    return value;
  };

  // and := primary ('and' primary)*
  const parseAnd = (): boolean => {
    let value = parsePrimary();
    while (peek()?.kind === 'and') {
      pos += 1;
      const right = parsePrimary();
      value = value && right;
    }
    return value;
  };

  // primary := NAME | '(' or ')'
  const parsePrimary = (): boolean => {
    const token = peek();
    if (token === undefined) throw invalidExpression(expr, 'unexpected end');
    if (token.kind === 'name') {
      pos += 1;
      return Object.hasOwn(permissions, token.value) && permissions[token.value] === true;
    }
    if (token.kind === '(') {
      pos += 1;
      const value = parseOr();
      if (peek()?.kind !== ')') throw invalidExpression(expr, 'missing closing parenthesis');
      pos += 1;
      return value;
    }
    throw invalidExpression(expr, `unexpected '${token.kind}' at token ${pos}`);
  };

  const result = parseOr();
  if (pos !== tokens.length)
    throw invalidExpression(expr, `unexpected '${tokens[pos]?.kind ?? ''}' at token ${pos}`);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Package checks
// ---------------------------------------------------------------------------------------------

/**
 * Package name check (spec section 5): case-insensitive substring (string) or pattern (RegExp,
 * always tested case-insensitively). A missing or empty check throws
 * DeveloperError('packageCheckWithoutValidation').
 */
export function packageMatches(
  packageName: string | null | undefined,
  check: string | RegExp | undefined,
): boolean {
  if (check === undefined || check === null) {
    throw new DeveloperError('packageCheckWithoutValidation', 'Package check without a validation string');
  }
  const name = packageName ?? '';
  if (typeof check === 'string') {
    if (check === '')
      throw new DeveloperError('packageCheckWithoutValidation', 'Package check with an empty string');
    return name.toLowerCase().includes(check.toLowerCase());
  }
  if (check.source === '(?:)') {
    throw new DeveloperError('packageCheckWithoutValidation', 'Package check with an empty pattern');
  }
  // A fresh, stateless (no g/y) case-insensitive copy, so lastIndex never leaks between calls.
  const flags = check.flags.replace(/[gyi]/g, '') + 'i';
  return new RegExp(check.source, flags).test(name);
}

/** Packages excluded from one feature check (spec section 6; which check is not specified). */
export const FEATURE_CHECK_EXCLUDED_PACKAGES = [
  'CommandCentral',
  'Fixed Video',
  'TSA',
  'EMEA Mobile Video',
  'MyView Onboarded',
] as const;

/** True when the package matches (case-insensitive substring) one of FEATURE_CHECK_EXCLUDED_PACKAGES. */
export function isFeatureCheckExcluded(packageName: string | null | undefined): boolean {
  return FEATURE_CHECK_EXCLUDED_PACKAGES.some((p) => packageMatches(packageName, p));
}

export type TTier = 'essential' | 'advanced' | 'myview' | 'standard';

/** Package tier (spec section 6): "Essential tier: package starts with essential; advanced: starts with advanced; myview: exact." */
export function tier(packageName: string | null | undefined): TTier {
  const name = (packageName ?? '').trim().toLowerCase();
  if (name.startsWith('essential')) return 'essential';
  if (name.startsWith('advanced')) return 'advanced';
  if (name === 'myview') return 'myview';
  return 'standard';
}

// ---------------------------------------------------------------------------------------------
// Groups, permissions and flags
// ---------------------------------------------------------------------------------------------

export const GROUPS = [
  'customeruser',
  'radiocentralwithdevicemove',
  'softwaredownload',
  'createrma',
] as const;
export type TGroup = (typeof GROUPS)[number];

export const PERMISSION_FLAGS = [
  'ignoreSuppressFlags',
  'getAlerts',
  'getNitroApplications',
  'getWaveApplications',
  'getCriticalConnect',
  'getCommandCentralVault',
  'getActiveEye',
  'moveRadioNextSubscriber',
  'createRMA',
] as const;
export type TPermissionFlag = (typeof PERMISSION_FLAGS)[number];

/** True when the permission is set to true (missing permissions are false). */
export function hasPermission(permissions: Record<string, boolean>, name: string): boolean {
  return Object.hasOwn(permissions, name) && permissions[name] === true;
}

/** True when the groups hold the group (case-insensitive, trimmed). */
export function hasGroup(groups: readonly string[] | null | undefined, group: TGroup): boolean {
  return (groups ?? []).some((g) => g.trim().toLowerCase() === group);
}

/** "Suppress flags apply unless ignoreSuppressFlags is set." */
export function suppressFlagsApply(permissions: Record<string, boolean>): boolean {
  return !hasPermission(permissions, 'ignoreSuppressFlags');
}

/** "Alerts shown when the account has a network and getAlerts." */
export function canSeeAlerts(account: Pick<TAccountFacts, 'hasNetwork' | 'permissions'>): boolean {
  return account.hasNetwork && hasPermission(account.permissions, 'getAlerts');
}

/** "Nitro applications need getNitroApplications and a reseller or mototrbo account." */
export function canSeeNitro(
  account: Pick<TAccountFacts, 'permissions' | 'customerType' | 'technology'>,
): boolean {
  return (
    hasPermission(account.permissions, 'getNitroApplications') &&
    (account.customerType.trim().toUpperCase() === 'RESELLER' || account.technology === 'mototrbo')
  );
}

/** "Wave needs getWaveApplications and an icaas account." */
export function canSeeWave(account: Pick<TAccountFacts, 'permissions' | 'technology'>): boolean {
  return hasPermission(account.permissions, 'getWaveApplications') && account.technology === 'icaas';
}

/**
 * The applications of the 'Other apps' rule, in the order the spec names them: "Vault, Nitro,
 * Wave, Critical Connect, LACR region, NA-region astro, astro or mototrbo, Active Eye". The spec
 * names the last four conditions without naming their applications: they are the vendor's regional
 * applications (Latin America and the Caribbean; ASTRO 25 in North America) and its applications
 * for ASTRO 25 and MOTOTRBO radio systems (see docs/decisions.md).
 */
export const OTHER_APPS = [
  'vault',
  'nitro',
  'wave',
  'criticalConnect',
  'lacrRegional',
  'naAstro',
  'radioSystems',
  'activeEye',
] as const;
export type TOtherApp = (typeof OTHER_APPS)[number];

type TOtherAppFacts = Pick<TAccountFacts, 'permissions' | 'customerType' | 'technology' | 'region'>;

const OTHER_APP_RULES: Record<TOtherApp, (account: TOtherAppFacts) => boolean> = {
  vault: (a) => hasPermission(a.permissions, 'getCommandCentralVault'),
  nitro: canSeeNitro,
  wave: canSeeWave,
  criticalConnect: (a) => hasPermission(a.permissions, 'getCriticalConnect'),
  lacrRegional: (a) => a.region === 'LACR',
  naAstro: (a) => a.region === 'NA' && a.technology === 'astro',
  radioSystems: (a) => a.technology === 'astro' || a.technology === 'mototrbo',
  activeEye: (a) => hasPermission(a.permissions, 'getActiveEye'),
};

/** The 'Other apps' this account may use, in the spec's order (Nitro and Wave by canSeeNitro / canSeeWave). */
export function otherApps(account: TOtherAppFacts): TOtherApp[] {
  return OTHER_APPS.filter((app) => OTHER_APP_RULES[app](account));
}

/** "'Other apps' menu shows if any applies: ..." (the applications of `otherApps`). */
export function showOtherAppsMenu(account: TOtherAppFacts): boolean {
  return otherApps(account).length > 0;
}

/** "Software download: customeruser or softwaredownload group." */
export function canDownloadSoftware(account: Pick<TAccountFacts, 'groups'>): boolean {
  return hasGroup(account.groups, 'customeruser') || hasGroup(account.groups, 'softwaredownload');
}

/**
 * "Create RMA: denied for TSA packages; needs createrma group or customeruser; allowed by createRMA
 * permission or when the country is in the enabled list; for SFDC accounts (outside a non-EMEA-like
 * case) also at least one createRMACustomerNumbers entry."
 *
 * Decision on "non-EMEA-like": the region field is the only regional fact we hold, so "EMEA-like"
 * means region === 'EMEA' exactly. SFDC accounts in any other region (LACR, NA, APAC, ANZ) must have
 * at least one non-empty createRmaCustomerNumbers entry; SFDC accounts in EMEA and all OBD accounts
 * do not. The TSA check is a case-insensitive substring match (spec section 5), and the country
 * comparison is case-insensitive and trimmed; an empty country code never matches.
 */
export function canCreateRma(
  account: Pick<
    TAccountFacts,
    | 'packageName'
    | 'groups'
    | 'permissions'
    | 'countryCode'
    | 'source'
    | 'region'
    | 'createRmaCustomerNumbers'
  >,
  enabledCountries: readonly string[],
): boolean {
  if (packageMatches(account.packageName, 'TSA')) return false;
  if (!hasGroup(account.groups, 'createrma') && !hasGroup(account.groups, 'customeruser')) return false;
  const country = account.countryCode.trim().toUpperCase();
  const countryEnabled = country !== '' && enabledCountries.some((c) => c.trim().toUpperCase() === country);
  if (!hasPermission(account.permissions, 'createRMA') && !countryEnabled) return false;
  if (account.source === 'SFDC' && account.region !== 'EMEA') {
    return account.createRmaCustomerNumbers.some((n) => n.trim() !== '');
  }
  return true;
}

/** "Move radio to next subscriber: the permission plus either two or more items, or a mototrbo account without the device-move group." */
export function canMoveRadioToNextSubscriber(
  account: Pick<TAccountFacts, 'permissions' | 'technology' | 'groups'>,
  itemCount: number,
): boolean {
  if (!hasPermission(account.permissions, 'moveRadioNextSubscriber')) return false;
  return (
    itemCount >= 2 ||
    (account.technology === 'mototrbo' && !hasGroup(account.groups, 'radiocentralwithdevicemove'))
  );
}

/**
 * "Case creation for customer users denied for TSA, EMEA mobile video, and LACR accounts using the
 * motomanager service." Customer user defaults to the account's customeruser group; pass
 * `isCustomerUser` to decide otherwise. Non-customer users are never denied by this rule.
 */
export function caseCreationDenied(
  account: Pick<TAccountFacts, 'packageName' | 'region' | 'caseCreateService' | 'groups'>,
  isCustomerUser: boolean = hasGroup(account.groups, 'customeruser'),
): boolean {
  if (!isCustomerUser) return false;
  return (
    packageMatches(account.packageName, 'TSA') ||
    packageMatches(account.packageName, 'EMEA Mobile Video') ||
    (account.region === 'LACR' && account.caseCreateService.trim().toLowerCase() === 'motomanager')
  );
}

export const ESSENTIAL_RESELLER_REGIONS = [
  'EMEA',
  'APAC',
  'ANZ',
  'LACR',
] as const satisfies readonly TRegion[];
export type TRegionalFlag =
  `essentialReseller${(typeof ESSENTIAL_RESELLER_REGIONS)[number]}` | 'managedExtra';

/**
 * "Essential reseller plus EMEA, APAC, ANZ or LACR each form a regional flag; managed-level accounts
 * that are not icaas, carrier partner or hosted premierone get one extra flag."
 * Essential = package starts with 'essential'; reseller = customerType RESELLER; carrier partner =
 * accountType CARRIER_PARTNER; hosted premierone = package contains 'Hosted PremierOne' (all case-insensitive).
 */
export function regionalFlags(
  account: Pick<
    TAccountFacts,
    'packageName' | 'customerType' | 'region' | 'level' | 'technology' | 'accountType'
  >,
): Set<TRegionalFlag> {
  const flags = new Set<TRegionalFlag>();
  const essentialReseller =
    tier(account.packageName) === 'essential' && account.customerType.trim().toUpperCase() === 'RESELLER';
  const region = ESSENTIAL_RESELLER_REGIONS.find((r) => r === account.region);
  if (essentialReseller && region !== undefined) flags.add(`essentialReseller${region}`);
  if (
    normalizeLevel(account.level) === 'managed' &&
    account.technology !== 'icaas' &&
    account.accountType.trim().toUpperCase() !== 'CARRIER_PARTNER' &&
    !packageMatches(account.packageName, 'Hosted PremierOne')
  ) {
    flags.add('managedExtra');
  }
  return flags;
}

// ---------------------------------------------------------------------------------------------
// Roles
// ---------------------------------------------------------------------------------------------

/** True when `role` is at least `min`, in the order Guest < User < Administrator (ROLES, highest first). */
export function roleAtLeast(role: TRole, min: TRole): boolean {
  return ROLES.indexOf(role) <= ROLES.indexOf(min);
}
