/**
 * User derived values (spec section 3, User) and user-administration rules (spec sections 5 and 6).
 * Pure functions only: no I/O, no framework code.
 */

/** Vendor roles (spec section 6). */
export const VENDOR_ROLES = ['MSI Administrator', 'Test account'] as const;
export type TVendorRole = (typeof VENDOR_ROLES)[number];

export type TUserType = 'internal' | 'external';

/** 'internal' when the e-mail ends with '@' + the provider's domain (case-insensitive), else 'external'. */
export function userType(email: string | null | undefined, providerDomain: string): TUserType {
  const domain = providerDomain.trim().replace(/^@/, '').toLowerCase();
  if (!domain || !email) return 'external';
  return email.trim().toLowerCase().endsWith(`@${domain}`) ? 'internal' : 'external';
}

/** Id hash: 'M-' + hash for internal users, 'X-' + hash for external ones (the hash is computed elsewhere). */
export function idHash(id: string, type: TUserType): string {
  return `${type === 'internal' ? 'M-' : 'X-'}${id}`;
}

/** A proxy user is one whose proxyLogin is truthy. */
export function isProxyUser(user: { proxyLogin?: string | null }): boolean {
  return !!user.proxyLogin;
}

/**
 * Whether a user's organization assignment is shown (spec section 3): only when the organization's
 * name contains the customer keyword, ignoring case and the spaces around the keyword.
 */
export function showsOrganizationAssignment(organizationName: string, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  return k !== '' && organizationName.toLowerCase().includes(k);
}

/** True when the name is one of the vendor roles (case-insensitive). */
export function isVendorRole(role: string): boolean {
  const r = role.trim().toLowerCase();
  return VENDOR_ROLES.some((v) => v.toLowerCase() === r);
}

export type TUserAssignmentError =
  | 'loginMustEqualEmail'
  | 'vendorCompanyForExternal'
  | 'vendorRolesForExternal'
  | 'allAccountsNeedsVendorCompany'
  | 'severalManagedOrganizations';

export interface TUserAssignmentInput {
  email: string;
  login: string;
  /** The user is a vendor (provider) user. */
  isVendorUser: boolean;
  /** The company chosen for the user is the vendor company. */
  companyIsVendor: boolean;
  /** The vendor roles chosen for the user. */
  vendorRoles: string[];
  /** The user is assigned to all accounts. */
  allAccounts: boolean;
  managedOrganizationIds: string[];
}

/**
 * User-administration rules (spec sections 5 and 6); returns every broken rule, empty when valid:
 * - non-vendor users: login ID equals e-mail (case-insensitive, trimmed);
 * - non-vendor users cannot hold the vendor company, nor any vendor role (any non-empty entry counts);
 * - all-accounts assignment only for a vendor user with the vendor company;
 * - non-vendor users cannot be assigned to more than one (distinct) managed organization.
 */
export function checkUserAssignment(input: TUserAssignmentInput): TUserAssignmentError[] {
  const errors: TUserAssignmentError[] = [];
  const external = !input.isVendorUser;
  if (external && input.login.trim().toLowerCase() !== input.email.trim().toLowerCase()) {
    errors.push('loginMustEqualEmail');
  }
  if (external && input.companyIsVendor) errors.push('vendorCompanyForExternal');
  if (external && input.vendorRoles.some((r) => r.trim() !== '')) errors.push('vendorRolesForExternal');
  if (input.allAccounts && (external || !input.companyIsVendor)) errors.push('allAccountsNeedsVendorCompany');
  const organizations = new Set(input.managedOrganizationIds.map((o) => o.trim()).filter((o) => o !== ''));
  if (external && organizations.size > 1) errors.push('severalManagedOrganizations');
  return errors;
}
