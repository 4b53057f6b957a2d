import { describe, it, expect } from 'vitest';
import {
  VENDOR_ROLES,
  checkUserAssignment,
  idHash,
  isProxyUser,
  isVendorRole,
  showsOrganizationAssignment,
  userType,
  type TUserAssignmentError,
  type TUserAssignmentInput,
  type TUserType,
} from './users.ts';

describe('userType', () => {
  it.each<[string | null | undefined, string, TUserType]>([
    ['jane@vendor.com', 'vendor.com', 'internal'],
    ['Jane@Vendor.COM', 'vendor.com', 'internal'],
    ['jane@vendor.com', 'VENDOR.com', 'internal'],
    [' jane@vendor.com ', 'vendor.com', 'internal'],
    ['jane@vendor.com', '@vendor.com', 'internal'],
    ['jane@customer.org', 'vendor.com', 'external'],
    ['jane@notvendor.com', 'vendor.com', 'external'],
    ['jane@mail.vendor.com', 'vendor.com', 'external'],
    ['jane@vendor.com.evil.org', 'vendor.com', 'external'],
    ['vendor.com', 'vendor.com', 'external'],
    ['jane@vendor.com', '', 'external'],
    ['', 'vendor.com', 'external'],
    [null, 'vendor.com', 'external'],
    [undefined, 'vendor.com', 'external'],
  ])('%j with domain %j -> %s', (email, domain, expected) => {
    expect(userType(email, domain)).toBe(expected);
  });
});

describe('idHash', () => {
  it.each<[string, TUserType, string]>([
    ['ab12cd', 'internal', 'M-ab12cd'],
    ['ab12cd', 'external', 'X-ab12cd'],
  ])('%s / %s -> %s', (id, type, expected) => {
    expect(idHash(id, type)).toBe(expected);
  });
});

describe('isProxyUser', () => {
  it.each<[{ proxyLogin?: string | null }, boolean]>([
    [{ proxyLogin: 'customer@example.com' }, true],
    [{ proxyLogin: '' }, false],
    [{ proxyLogin: null }, false],
    [{}, false],
  ])('%j -> %s', (user, expected) => {
    expect(isProxyUser(user)).toBe(expected);
  });
});

describe('vendor roles', () => {
  it('are the two vendor roles of the spec', () => {
    expect([...VENDOR_ROLES]).toEqual(['MSI Administrator', 'Test account']);
  });

  it.each([
    ['MSI Administrator', true],
    ['test ACCOUNT', true],
    ['Administrator', false],
    ['', false],
  ])('isVendorRole(%j) -> %s', (role, expected) => {
    expect(isVendorRole(role)).toBe(expected);
  });
});

describe('checkUserAssignment', () => {
  const externalOk: TUserAssignmentInput = {
    email: 'jane@customer.org',
    login: 'jane@customer.org',
    isVendorUser: false,
    companyIsVendor: false,
    vendorRoles: [],
    allAccounts: false,
    managedOrganizationIds: ['org-1'],
  };
  const vendorOk: TUserAssignmentInput = {
    email: 'sam@vendor.com',
    login: 'sam',
    isVendorUser: true,
    companyIsVendor: true,
    vendorRoles: ['MSI Administrator'],
    allAccounts: true,
    managedOrganizationIds: ['org-1', 'org-2'],
  };

  it.each<[string, TUserAssignmentInput, TUserAssignmentError[]]>([
    ['valid non-vendor user', externalOk, []],
    ['valid vendor user (all accounts, vendor roles, several organizations, login differs)', vendorOk, []],
    ['non-vendor login equal to e-mail ignoring case', { ...externalOk, login: 'JANE@Customer.org' }, []],
    ['non-vendor login differs from e-mail', { ...externalOk, login: 'jane' }, ['loginMustEqualEmail']],
    [
      'non-vendor with vendor company',
      { ...externalOk, companyIsVendor: true },
      ['vendorCompanyForExternal'],
    ],
    [
      'non-vendor with a vendor role',
      { ...externalOk, vendorRoles: ['Test account'] },
      ['vendorRolesForExternal'],
    ],
    ['non-vendor with only blank vendor roles', { ...externalOk, vendorRoles: ['', ' '] }, []],
    [
      'non-vendor assigned to all accounts',
      { ...externalOk, allAccounts: true },
      ['allAccountsNeedsVendorCompany'],
    ],
    [
      'vendor user assigned to all accounts without the vendor company',
      { ...vendorOk, companyIsVendor: false },
      ['allAccountsNeedsVendorCompany'],
    ],
    [
      'vendor user without vendor company, not all accounts',
      { ...vendorOk, companyIsVendor: false, allAccounts: false },
      [],
    ],
    [
      'non-vendor with two managed organizations',
      { ...externalOk, managedOrganizationIds: ['org-1', 'org-2'] },
      ['severalManagedOrganizations'],
    ],
    [
      'non-vendor with the same organization twice',
      { ...externalOk, managedOrganizationIds: ['org-1', 'org-1'] },
      [],
    ],
    ['non-vendor with no organization', { ...externalOk, managedOrganizationIds: [] }, []],
    [
      'non-vendor breaking every rule',
      {
        email: 'jane@customer.org',
        login: 'jane',
        isVendorUser: false,
        companyIsVendor: true,
        vendorRoles: ['MSI Administrator'],
        allAccounts: true,
        managedOrganizationIds: ['a', 'b'],
      },
      [
        'loginMustEqualEmail',
        'vendorCompanyForExternal',
        'vendorRolesForExternal',
        'allAccountsNeedsVendorCompany',
        'severalManagedOrganizations',
      ],
    ],
  ])('%s', (_label, input, expected) => {
    expect(checkUserAssignment(input)).toEqual(expected);
  });
});

describe('showsOrganizationAssignment (spec section 3: only when the name holds the customer keyword)', () => {
  it.each([
    ['Northwind Managed Services', 'Managed', true],
    ['Northwind MANAGED services', 'managed', true],
    ['Northwind Managed Services', '  Managed ', true],
    ['Regional Interop Consortium', 'Managed', false],
    ['Regional Interop Consortium', '', false],
    ['Regional Interop Consortium', '   ', false],
  ])('%j with keyword %j: %s', (name, keyword, shown) => {
    expect(showsOrganizationAssignment(name, keyword)).toBe(shown);
  });
});
