import type { TAccount, TSessionUser } from '../../shared/contracts/session.ts';
import type { TAccountSystem } from '../../shared/contracts/system.ts';
import { normalizeCustomerIds, type TAccountFacts, type TTechnology } from '../../shared/domain/accounts.ts';
import { buildPath, type TRouteParams } from '../../shared/domain/route-paths.ts';
import type { TMessageDescriptor } from '../../shared/i18n/define.ts';
import type { TLazyPage } from './lazy-route.ts';
import type { TNavGroupKey } from './menu-groups.ts';

/** What the menu rules read: the account, its facts for the shared rules, the user and the system. */
export interface TNavContext {
  account: TAccount;
  facts: TAccountFacts;
  user: TSessionUser;
  /** The account's system; undefined while it loads, null when there is none. */
  system: TAccountSystem | null | undefined;
}

/** Whether this account and user may see a screen (lib/screen-rules.ts). */
export type TRule = (c: TNavContext) => boolean;

/**
 * A screen of spec section 2 below /{accountId}/: its route, title, menu place, who may see it and
 * its page. Each feature declares its own in `features/<area>/screens.ts`; app/features.ts
 * assembles them.
 */
export interface TScreen<K extends string = string> {
  /** Unique key; also `data-nav` of its menu link. */
  key: K;
  /** Route pattern below /{accountId}/, with :params (`:name?` optional). */
  path: string;
  title: TMessageDescriptor;
  /** The menu group, null for a top-level item, undefined for a screen outside the menu. */
  group?: TNavGroupKey | null;
  /** Its place in its menu group (or among the top-level items), smaller first; for menu screens. */
  order?: number;
  visible: TRule;
  /**
   * Extra menu links for one screen (CaseManagement/{type}), each with the route parameters it
   * fills; by default one link with none (optional parameters dropped).
   */
  links?: readonly { key: string; params: TRouteParams; label: TMessageDescriptor }[];
  /** The rule reads the account's system, so the route waits for it. */
  needsSystem?: boolean;
  /** The index path of its area that leads here first (`Performance` for Performance/Map). */
  areaIndex?: string;
  /** The page (`lazyRoute`), loaded when the screen is first opened; none: the not-built page. */
  page?: TLazyPage;
}

/** Keeps the literal keys of a screen list, so a link to a screen that does not exist fails to compile. */
export function defineScreens<const T extends readonly TScreen[]>(screens: T): T {
  return screens;
}

/**
 * Where app/features.ts registers the type of the assembled screen list (declaration merging, as
 * TanStack Router's `Register`), so that TScreenKey is the union of every feature's screen keys
 * without lib importing a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface TScreenRegister {}

/** The key of a screen of any feature. */
export type TScreenKey = TScreenRegister extends { screens: readonly (infer S)[] }
  ? S extends { key: infer K extends string }
    ? K
    : never
  : string;

const registered = new Map<string, TScreen>();

/** Makes screens known to screenPath (app/features.ts registers every feature's screens at start). */
export function registerScreens(screens: readonly TScreen[]): void {
  for (const screen of screens) registered.set(screen.key, screen);
}

/**
 * The address of a screen of an account (spec section 2): `/{accountId}/` and the screen's route
 * pattern filled by `buildPath`, so an unsupplied parameter is dropped with everything after it
 * (`screenPath('NA-1', 'Orders')` is `/NA-1/Orders`, with `{detail: 7}` `/NA-1/Orders/7`).
 */
export function screenPath(accountId: string, key: TScreenKey, params: TRouteParams = {}): string {
  const screen = registered.get(key);
  if (!screen) throw new Error(`No screen ${key} is registered`);
  return buildPath(`/:accountId/${screen.path}`, { ...params, accountId });
}

/** Converts the browser's account to the facts the shared permission rules read. */
export function accountFacts(a: TAccount): TAccountFacts {
  return {
    id: a.account_id,
    integrationId: a.account_integration_id,
    source: a.account_source as TAccountFacts['source'],
    accountType: a.accountType,
    caseCreateService: a.case_create_service,
    countryCode: a.country_code,
    customerType: a.customer_type,
    customerIds: normalizeCustomerIds(a.customer_id),
    groups: a.groups,
    suppressLevelAboveRenew: a.suppressLevelAboveRenew,
    level: a.level,
    name: a.name,
    packageName: a.package_name,
    permissions: a.permissions,
    technology: a.technology as TTechnology,
    region: a.region as TAccountFacts['region'],
    createRmaCustomerNumbers: a.createRMACustomerNumbers,
    hasNetwork: a.hasNetwork,
  };
}

/** The rule context of an account and user. */
export function navContext(
  account: TAccount,
  user: TSessionUser,
  system: TAccountSystem | null | undefined,
): TNavContext {
  return { account, facts: accountFacts(account), user, system };
}

/** The route `handle` of a screen's route, read by the not-built page for its title. */
export interface TScreenHandle {
  screen: TScreen;
}
