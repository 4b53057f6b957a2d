import { normalizeLevel, type TRole, type TTechnology } from '../../shared/domain/accounts.ts';
import { regionalFlags, roleAtLeast } from '../../shared/domain/permissions.ts';
import type { TRule } from './screens.ts';

// Who may see a screen (spec section 6; "Exact role-to-permission mapping: not shown" - see
// docs/decisions.md "Menu rules"). A screen's `visible` is one of these or a combination.

export const all: TRule = () => true;
export const role =
  (min: TRole): TRule =>
  (c) =>
    roleAtLeast(c.account.role, min);
export const tech =
  (...list: TTechnology[]): TRule =>
  (c) =>
    list.includes(c.facts.technology);
export const both =
  (...rules: TRule[]): TRule =>
  (c) =>
    rules.every((r) => r(c));
export const network: TRule = (c) => c.account.hasNetwork;
export const hasSystem: TRule = (c) => c.facts.technology !== 'softwareapps';
export const managed: TRule = (c) => normalizeLevel(c.facts.level) === 'managed';
/** Managed services (monitoring, dispatch, maintenance): the managed-level flag of spec section 6. */
export const managedServices: TRule = (c) => regionalFlags(c.facts).has('managedExtra');
/** The vendor's own administrators (MSI Administrator), acting as themselves, never in proxy mode. */
export const vendorAdmin: TRule = (c) =>
  c.user.vendorRoles.includes('MSI Administrator') &&
  !c.user.isProxyUser &&
  c.account.role === 'Administrator';
/**
 * Vendor staff acting as themselves, whatever their role on the account and never in proxy mode:
 * the browser's side of the server's `requireStaff` (the real user's company is the vendor).
 */
export const vendorStaff: TRule = (c) => c.user.isMotorolaUser && !c.user.isProxyUser;
/**
 * The vendor's administrators with access to all accounts: what the server asks of the screens
 * whose content reaches every account (alerts, the top banner, static texts, Send Notification).
 */
export const allAccountsAdmin: TRule = (c) => vendorAdmin(c) && c.user.hasAccessToAllAccounts;
export const user = role('User');
export const admin = role('Administrator');
/** The radio technologies (repairs and RMA). */
export const RADIO_TECHNOLOGIES: readonly TTechnology[] = ['astro', 'mototrbo', 'lte'];
export const radios = tech(...RADIO_TECHNOLOGIES);
