import { describe, it, expect } from 'vitest';
import type { TAccountFacts, TRole } from './accounts.ts';
import {
  DeveloperError,
  FEATURE_CHECK_EXCLUDED_PACKAGES,
  canCreateRma,
  canDownloadSoftware,
  canMoveRadioToNextSubscriber,
  canSeeAlerts,
  canSeeNitro,
  canSeeWave,
  caseCreationDenied,
  evaluatePermissionExpression,
  hasGroup,
  hasPermission,
  isFeatureCheckExcluded,
  packageMatches,
  regionalFlags,
  roleAtLeast,
  otherApps,
  showOtherAppsMenu,
  suppressFlagsApply,
  tier,
  type TRegionalFlag,
  type TTier,
} from './permissions.ts';

/** A neutral account: no permissions, no groups, no flag applies. Tests change only what they need. */
function account(overrides: Partial<TAccountFacts> = {}): TAccountFacts {
  return {
    id: '1-ACC',
    integrationId: 'INT-1',
    source: 'OBD',
    accountType: 'CUSTOMER',
    caseCreateService: 'remedy',
    countryCode: 'US',
    customerType: 'FEDERAL',
    customerIds: ['C1'],
    groups: [],
    suppressLevelAboveRenew: false,
    level: 'renew',
    name: 'City',
    packageName: 'Standard',
    permissions: {},
    technology: 'lte',
    region: 'EMEA',
    createRmaCustomerNumbers: [],
    hasNetwork: false,
    ...overrides,
  };
}

function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('DeveloperError', () => {
  it('is an Error carrying its code', () => {
    const error = new DeveloperError('invalidPermissionExpression', 'bad');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('invalidPermissionExpression');
    expect(error.message).toBe('bad');
    expect(error.name).toBe('DeveloperError');
  });
});

describe('evaluatePermissionExpression', () => {
  const perms = { a: true, b: false, c: true, d: false, getAlerts: true };

  it.each([
    ['a', true],
    ['b', false],
    ['missing', false],
    ['getAlerts', true],
    ['GETALERTS', false],
    ['a and c', true],
    ['a and b', false],
    ['a or b', true],
    ['b or d', false],
    ['a AND c', true],
    ['b Or a', true],
    ['a && c', true],
    ['a&&b', false],
    ['b || a', true],
    ['b||d', false],
    // and binds tighter than or
    ['a or b and d', true],
    ['b and d or a', true],
    ['b and a or d', false],
    ['(a or b) and d', false],
    ['a or (b and d)', true],
    ['((a))', true],
    ['(b or (c and (a || d)))', true],
    ['  a   and\tc ', true],
    ['missing or a', true],
    ['missing and a', false],
    ['constructor', false],
    ['toString or b', false],
    ['android', false],
    ['orange', false],
  ])('%j -> %s', (expr, expected) => {
    expect(evaluatePermissionExpression(expr, perms)).toBe(expected);
  });

  it('reads names from the map given', () => {
    expect(evaluatePermissionExpression('x', { x: true })).toBe(true);
    expect(evaluatePermissionExpression('x', { x: false })).toBe(false);
    expect(evaluatePermissionExpression('x', {})).toBe(false);
  });

  it.each([
    [''],
    ['   '],
    ['a and'],
    ['or a'],
    ['a or or b'],
    ['a b'],
    ['and'],
    ['(a'],
    ['a)'],
    ['(a or b))'],
    ['((a)'],
    ['()'],
    ['a and ()'],
    ['a & b'],
    ['a | b'],
    ['!a'],
    ['not a'],
    ['a; b'],
    ['a == b'],
    ['1a'],
    ['a or (b and)'],
    ['a and true()'],
  ])('%j throws DeveloperError(invalidPermissionExpression)', (expr) => {
    const error = thrownBy(() => evaluatePermissionExpression(expr, { a: true, b: true }));
    expect(error).toBeInstanceOf(DeveloperError);
    expect((error as DeveloperError).code).toBe('invalidPermissionExpression');
  });

  it('validates the whole expression even when the result is already known', () => {
    expect(() => evaluatePermissionExpression('a or )', { a: true })).toThrow(DeveloperError);
    expect(() => evaluatePermissionExpression('b and (', { b: false })).toThrow(DeveloperError);
  });
});

describe('packageMatches', () => {
  it.each<[string | null | undefined, string | RegExp, boolean]>([
    ['ASTRO TSA Plus', 'TSA', true],
    ['astro tsa plus', 'TSA', true],
    ['ASTRO TSA Plus', 'tsa', true],
    ['Essential', 'TSA', false],
    ['EMEA Mobile Video', 'emea mobile', true],
    ['Essential SEC', /^essential/, true],
    ['ESSENTIAL SEC', /^essential/, true],
    ['My Essential', /^essential/, false],
    ['MyView', /^myview$/i, true],
    ['MyView Onboarded', /^myview$/, false],
    ['', 'TSA', false],
    [null, 'TSA', false],
    [undefined, /x/, false],
  ])('%j against %s -> %s', (name, check, expected) => {
    expect(packageMatches(name, check)).toBe(expected);
  });

  it('does not keep state between calls with a global pattern', () => {
    const pattern = /tsa/g;
    expect(packageMatches('TSA', pattern)).toBe(true);
    expect(packageMatches('TSA', pattern)).toBe(true);
  });

  it.each<[string | RegExp | undefined]>([[undefined], [''], [new RegExp('')]])(
    'a missing or empty check (%s) throws DeveloperError(packageCheckWithoutValidation)',
    (check) => {
      const error = thrownBy(() => packageMatches('Essential', check));
      expect(error).toBeInstanceOf(DeveloperError);
      expect((error as DeveloperError).code).toBe('packageCheckWithoutValidation');
    },
  );
});

describe('tier', () => {
  it.each<[string | null | undefined, TTier]>([
    ['Essential', 'essential'],
    ['essential plus', 'essential'],
    ['ESSENTIAL SEC', 'essential'],
    ['Advanced', 'advanced'],
    ['advanced SUA', 'advanced'],
    ['MyView', 'myview'],
    ['myview', 'myview'],
    [' MYVIEW ', 'myview'],
    ['MyView Onboarded', 'standard'],
    ['Non essential', 'standard'],
    ['Premier', 'standard'],
    ['', 'standard'],
    [null, 'standard'],
  ])('%j -> %s', (name, expected) => {
    expect(tier(name)).toBe(expected);
  });
});

describe('FEATURE_CHECK_EXCLUDED_PACKAGES', () => {
  it('lists the excluded packages', () => {
    expect([...FEATURE_CHECK_EXCLUDED_PACKAGES]).toEqual([
      'CommandCentral',
      'Fixed Video',
      'TSA',
      'EMEA Mobile Video',
      'MyView Onboarded',
    ]);
  });

  it.each([
    ['CommandCentral Aware', true],
    ['fixed video', true],
    ['ASTRO TSA', true],
    ['EMEA Mobile Video', true],
    ['MyView Onboarded', true],
    ['MyView', false],
    ['Essential', false],
  ])('isFeatureCheckExcluded(%j) -> %s', (name, expected) => {
    expect(isFeatureCheckExcluded(name)).toBe(expected);
  });
});

describe('hasPermission / hasGroup', () => {
  it.each<[Record<string, boolean>, string, boolean]>([
    [{ getAlerts: true }, 'getAlerts', true],
    [{ getAlerts: false }, 'getAlerts', false],
    [{}, 'getAlerts', false],
    [{}, 'constructor', false],
    [{ getalerts: true }, 'getAlerts', false],
  ])('hasPermission(%j, %s) -> %s', (perms, name, expected) => {
    expect(hasPermission(perms, name)).toBe(expected);
  });

  it.each<[string[] | null | undefined, boolean]>([
    [['customeruser'], true],
    [['CustomerUser '], true],
    [['createrma'], false],
    [[], false],
    [null, false],
    [undefined, false],
  ])('hasGroup(%j, customeruser) -> %s', (groups, expected) => {
    expect(hasGroup(groups, 'customeruser')).toBe(expected);
  });
});

describe('suppressFlagsApply', () => {
  it.each<[Record<string, boolean>, boolean]>([
    [{}, true],
    [{ ignoreSuppressFlags: false }, true],
    [{ ignoreSuppressFlags: true }, false],
  ])('%j -> %s', (perms, expected) => {
    expect(suppressFlagsApply(perms)).toBe(expected);
  });
});

describe('canSeeAlerts', () => {
  it.each<[boolean, Record<string, boolean>, boolean]>([
    [true, { getAlerts: true }, true],
    [false, { getAlerts: true }, false],
    [true, { getAlerts: false }, false],
    [true, {}, false],
  ])('hasNetwork=%s permissions=%j -> %s', (hasNetwork, permissions, expected) => {
    expect(canSeeAlerts(account({ hasNetwork, permissions }))).toBe(expected);
  });
});

describe('canSeeNitro', () => {
  it.each<[string, Partial<TAccountFacts>, boolean]>([
    [
      'permission + reseller',
      { permissions: { getNitroApplications: true }, customerType: 'RESELLER' },
      true,
    ],
    [
      'permission + reseller lower-case',
      { permissions: { getNitroApplications: true }, customerType: 'reseller' },
      true,
    ],
    ['permission + mototrbo', { permissions: { getNitroApplications: true }, technology: 'mototrbo' }, true],
    ['permission only', { permissions: { getNitroApplications: true } }, false],
    ['reseller without permission', { customerType: 'RESELLER' }, false],
    [
      'mototrbo without permission',
      { technology: 'mototrbo', permissions: { getNitroApplications: false } },
      false,
    ],
  ])('%s -> %s', (_label, overrides, expected) => {
    expect(canSeeNitro(account(overrides))).toBe(expected);
  });
});

describe('canSeeWave', () => {
  it.each<[string, Partial<TAccountFacts>, boolean]>([
    ['permission + icaas', { permissions: { getWaveApplications: true }, technology: 'icaas' }, true],
    [
      'permission + wave technology',
      { permissions: { getWaveApplications: true }, technology: 'wave' },
      false,
    ],
    ['icaas without permission', { technology: 'icaas' }, false],
  ])('%s -> %s', (_label, overrides, expected) => {
    expect(canSeeWave(account(overrides))).toBe(expected);
  });
});

describe('showOtherAppsMenu', () => {
  it.each<[string, Partial<TAccountFacts>, boolean]>([
    ['nothing applies', {}, false],
    ['Vault', { permissions: { getCommandCentralVault: true } }, true],
    ['Nitro (reseller)', { permissions: { getNitroApplications: true }, customerType: 'RESELLER' }, true],
    ['Nitro permission without reseller or mototrbo', { permissions: { getNitroApplications: true } }, false],
    ['Wave', { permissions: { getWaveApplications: true }, technology: 'icaas' }, true],
    ['Wave permission on non-icaas', { permissions: { getWaveApplications: true } }, false],
    ['Critical Connect', { permissions: { getCriticalConnect: true } }, true],
    ['LACR region', { region: 'LACR' }, true],
    ['NA astro', { region: 'NA', technology: 'astro' }, true],
    ['NA lte', { region: 'NA', technology: 'lte' }, false],
    ['astro elsewhere', { region: 'APAC', technology: 'astro' }, true],
    ['mototrbo', { technology: 'mototrbo' }, true],
    ['icaas without permissions', { technology: 'icaas' }, false],
    ['Active Eye', { permissions: { getActiveEye: true } }, true],
    ['permissions set to false', { permissions: { getActiveEye: false, getCriticalConnect: false } }, false],
  ])('%s -> %s', (_label, overrides, expected) => {
    expect(showOtherAppsMenu(account(overrides))).toBe(expected);
  });
});

describe('otherApps: which applications the Other apps page lists', () => {
  it.each<[string, Partial<TAccountFacts>, string[]]>([
    ['nothing applies', { technology: 'lte', region: 'EMEA' }, []],
    ['NA astro', { region: 'NA', technology: 'astro' }, ['naAstro', 'radioSystems']],
    ['APAC astro', { region: 'APAC', technology: 'astro' }, ['radioSystems']],
    ['LACR mototrbo', { region: 'LACR', technology: 'mototrbo' }, ['lacrRegional', 'radioSystems']],
    [
      'NA mototrbo with Nitro and Vault',
      {
        region: 'NA',
        technology: 'mototrbo',
        permissions: { getNitroApplications: true, getCommandCentralVault: true },
      },
      ['vault', 'nitro', 'radioSystems'],
    ],
    ['icaas with Wave', { technology: 'icaas', permissions: { getWaveApplications: true } }, ['wave']],
    ['Wave permission on lte', { technology: 'lte', permissions: { getWaveApplications: true } }, []],
    [
      'every permission, in the spec order',
      {
        technology: 'icaas',
        region: 'LACR',
        customerType: 'RESELLER',
        permissions: {
          getActiveEye: true,
          getCriticalConnect: true,
          getWaveApplications: true,
          getNitroApplications: true,
          getCommandCentralVault: true,
        },
      },
      ['vault', 'nitro', 'wave', 'criticalConnect', 'lacrRegional', 'activeEye'],
    ],
  ])('%s -> %j', (_label, overrides, expected) => {
    expect(otherApps(account({ region: 'EMEA', technology: 'lte', ...overrides }))).toEqual(expected);
  });
});

describe('canDownloadSoftware', () => {
  it.each<[string[], boolean]>([
    [['customeruser'], true],
    [['softwaredownload'], true],
    [['createrma', 'softwaredownload'], true],
    [['createrma'], false],
    [[], false],
  ])('groups %j -> %s', (groups, expected) => {
    expect(canDownloadSoftware(account({ groups }))).toBe(expected);
  });
});

describe('canCreateRma', () => {
  const allowed: Partial<TAccountFacts> = { groups: ['createrma'], permissions: { createRMA: true } };

  it.each<[string, Partial<TAccountFacts>, string[], boolean]>([
    ['group createrma + permission', allowed, [], true],
    [
      'group customeruser + permission',
      { groups: ['customeruser'], permissions: { createRMA: true } },
      [],
      true,
    ],
    [
      'TSA package denied even when otherwise allowed',
      { ...allowed, packageName: 'ASTRO TSA' },
      ['US'],
      false,
    ],
    ['tsa package in lower case denied', { ...allowed, packageName: 'tsa essential' }, [], false],
    ['no group', { permissions: { createRMA: true } }, ['US'], false],
    ['unrelated group', { groups: ['softwaredownload'], permissions: { createRMA: true } }, [], false],
    ['group without permission or country', { groups: ['createrma'] }, ['GB', 'BR'], false],
    ['group + enabled country', { groups: ['createrma'], countryCode: 'BR' }, ['US', 'BR'], true],
    [
      'country compared case-insensitively',
      { groups: ['createrma'], countryCode: 'br' },
      [' US', 'Br '],
      true,
    ],
    ['empty country never matches', { groups: ['createrma'], countryCode: '' }, [''], false],
    ['permission set to false', { groups: ['createrma'], permissions: { createRMA: false } }, [], false],
    // SFDC rule: outside EMEA, at least one createRmaCustomerNumbers entry is needed.
    ['SFDC in NA without numbers', { ...allowed, source: 'SFDC', region: 'NA' }, [], false],
    [
      'SFDC in LACR with blank numbers only',
      { ...allowed, source: 'SFDC', region: 'LACR', createRmaCustomerNumbers: [' '] },
      [],
      false,
    ],
    [
      'SFDC in APAC with a number',
      { ...allowed, source: 'SFDC', region: 'APAC', createRmaCustomerNumbers: ['123'] },
      [],
      true,
    ],
    ['SFDC in EMEA without numbers', { ...allowed, source: 'SFDC', region: 'EMEA' }, [], true],
    ['OBD in NA without numbers', { ...allowed, source: 'OBD', region: 'NA' }, [], true],
    [
      'SFDC in NA without numbers, by country',
      { groups: ['customeruser'], source: 'SFDC', region: 'NA', countryCode: 'US' },
      ['US'],
      false,
    ],
    [
      'SFDC in NA with numbers, by country',
      {
        groups: ['customeruser'],
        source: 'SFDC',
        region: 'NA',
        countryCode: 'US',
        createRmaCustomerNumbers: ['9'],
      },
      ['US'],
      true,
    ],
  ])('%s -> %s', (_label, overrides, countries, expected) => {
    expect(canCreateRma(account(overrides), countries)).toBe(expected);
  });
});

describe('canMoveRadioToNextSubscriber', () => {
  const perm = { moveRadioNextSubscriber: true };
  it.each<[string, Partial<TAccountFacts>, number, boolean]>([
    ['permission + two items', { permissions: perm }, 2, true],
    ['permission + many items', { permissions: perm }, 10, true],
    ['permission + one item on lte', { permissions: perm }, 1, false],
    ['permission + one item on mototrbo', { permissions: perm, technology: 'mototrbo' }, 1, true],
    ['permission + zero items on mototrbo', { permissions: perm, technology: 'mototrbo' }, 0, true],
    [
      'mototrbo with the device-move group, one item',
      { permissions: perm, technology: 'mototrbo', groups: ['radiocentralwithdevicemove'] },
      1,
      false,
    ],
    [
      'mototrbo with the device-move group, two items',
      { permissions: perm, technology: 'mototrbo', groups: ['radiocentralwithdevicemove'] },
      2,
      true,
    ],
    ['no permission, two items', {}, 2, false],
    ['no permission, mototrbo', { technology: 'mototrbo' }, 1, false],
  ])('%s -> %s', (_label, overrides, count, expected) => {
    expect(canMoveRadioToNextSubscriber(account(overrides), count)).toBe(expected);
  });
});

describe('caseCreationDenied', () => {
  const customer: Partial<TAccountFacts> = { groups: ['customeruser'] };
  it.each<[string, Partial<TAccountFacts>, boolean | undefined, boolean]>([
    ['customer user, plain account', customer, undefined, false],
    ['customer user, TSA package', { ...customer, packageName: 'ASTRO TSA' }, undefined, true],
    [
      'customer user, EMEA Mobile Video package',
      { ...customer, packageName: 'EMEA Mobile Video' },
      undefined,
      true,
    ],
    [
      'customer user, emea mobile video in lower case',
      { ...customer, packageName: 'emea mobile video sec' },
      undefined,
      true,
    ],
    [
      'customer user, LACR motomanager',
      { ...customer, region: 'LACR', caseCreateService: 'motomanager' },
      undefined,
      true,
    ],
    [
      'customer user, LACR MotoManager',
      { ...customer, region: 'LACR', caseCreateService: 'MotoManager' },
      undefined,
      true,
    ],
    [
      'customer user, LACR remedy',
      { ...customer, region: 'LACR', caseCreateService: 'remedy' },
      undefined,
      false,
    ],
    [
      'customer user, NA motomanager',
      { ...customer, region: 'NA', caseCreateService: 'motomanager' },
      undefined,
      false,
    ],
    ['not a customer user, TSA package', { packageName: 'TSA' }, undefined, false],
    [
      'not a customer user, LACR motomanager',
      { region: 'LACR', caseCreateService: 'motomanager' },
      undefined,
      false,
    ],
    ['explicit customer user without the group', { packageName: 'TSA' }, true, true],
    ['explicit non-customer user with the group', { ...customer, packageName: 'TSA' }, false, false],
  ])('%s -> %s', (_label, overrides, isCustomerUser, expected) => {
    expect(caseCreationDenied(account(overrides), isCustomerUser)).toBe(expected);
  });
});

describe('regionalFlags', () => {
  const essentialReseller: Partial<TAccountFacts> = { packageName: 'Essential', customerType: 'RESELLER' };
  it.each<[string, Partial<TAccountFacts>, TRegionalFlag[]]>([
    ['nothing applies', {}, []],
    ['essential reseller EMEA', { ...essentialReseller, region: 'EMEA' }, ['essentialResellerEMEA']],
    ['essential reseller APAC', { ...essentialReseller, region: 'APAC' }, ['essentialResellerAPAC']],
    ['essential reseller ANZ', { ...essentialReseller, region: 'ANZ' }, ['essentialResellerANZ']],
    ['essential reseller LACR', { ...essentialReseller, region: 'LACR' }, ['essentialResellerLACR']],
    ['essential reseller NA', { ...essentialReseller, region: 'NA' }, []],
    ['essential non-reseller EMEA', { packageName: 'Essential', region: 'EMEA' }, []],
    ['advanced reseller EMEA', { packageName: 'Advanced', customerType: 'RESELLER', region: 'EMEA' }, []],
    [
      'lower-case essential reseller',
      { packageName: 'essential sec', customerType: 'reseller', region: 'APAC' },
      ['essentialResellerAPAC'],
    ],
    ['managed lte', { level: 'managed' }, ['managedExtra']],
    ['Managed (mixed case) astro', { level: 'Managed', technology: 'astro' }, ['managedExtra']],
    ['managed icaas', { level: 'managed', technology: 'icaas' }, []],
    ['managed carrier partner', { level: 'managed', accountType: 'CARRIER_PARTNER' }, []],
    ['managed hosted premierone', { level: 'managed', packageName: 'Hosted PremierOne' }, []],
    ['managed hosted premierone lower case', { level: 'managed', packageName: 'hosted premierone sec' }, []],
    [
      'managed premierone not hosted',
      { level: 'managed', packageName: 'PremierOne', technology: 'premierone' },
      ['managedExtra'],
    ],
    ['renew level', { level: 'renew' }, []],
    [
      'essential reseller EMEA and managed',
      { ...essentialReseller, region: 'EMEA', level: 'managed' },
      ['essentialResellerEMEA', 'managedExtra'],
    ],
  ])('%s -> %j', (_label, overrides, expected) => {
    expect([...regionalFlags(account(overrides))].sort()).toEqual([...expected].sort());
  });
});

describe('roleAtLeast', () => {
  it.each<[TRole, TRole, boolean]>([
    ['Guest', 'Guest', true],
    ['Guest', 'User', false],
    ['Guest', 'Administrator', false],
    ['User', 'Guest', true],
    ['User', 'User', true],
    ['User', 'Administrator', false],
    ['Administrator', 'Guest', true],
    ['Administrator', 'User', true],
    ['Administrator', 'Administrator', true],
  ])('%s at least %s -> %s', (role, min, expected) => {
    expect(roleAtLeast(role, min)).toBe(expected);
  });
});
