import { describe, it, expect } from 'vitest';
import {
  REGIONS,
  ROLES,
  TECHNOLOGIES,
  accountOptionLabel,
  accountOptions,
  chooseAccount,
  fileNameAccountId,
  multiTechnologyId,
  normalizeCustomerIds,
  normalizeLevel,
  packageNameDisplay,
  shouldSwitch,
  technologyDisplay,
  type TTechnology,
} from './accounts.ts';

describe('constants', () => {
  it('lists the technologies, regions and roles of the spec', () => {
    expect([...TECHNOLOGIES]).toEqual([
      'icaas',
      'mototrbo',
      'lte',
      'astro',
      'wave',
      'premierone',
      'softwareapps',
    ]);
    expect([...REGIONS]).toEqual(['LACR', 'EMEA', 'NA', 'APAC', 'ANZ']);
    expect([...ROLES]).toEqual(['Administrator', 'User', 'Guest']);
  });
});

describe('packageNameDisplay', () => {
  it.each([
    ['ASTRO Essential', 'ASTRO Essential'],
    ['Essential SEC', 'Essential'],
    ['SUA Advanced', 'Advanced'],
    ['Advanced SUA SMA', 'Advanced'],
    ['Essential - SEC', 'Essential'],
    ['Essential - SEC - Plus', 'Essential - Plus'],
    ['Essential SEC - Plus', 'Essential - Plus'],
    ['Essential + SUA + SMA + Plus', 'Essential + Plus'],
    ['Advanced/SMA', 'Advanced'],
    ['Essential, SEC, Plus', 'Essential, Plus'],
    ['Essential (SEC)', 'Essential'],
    ['Essential  sec  Plus', 'Essential Plus'],
    ['SECURE Plus', 'SECURE Plus'],
    ['ESSUA SMART', 'ESSUA SMART'],
    ['Wi-Fi SEC', 'Wi-Fi'],
    ['Hosted PremierOne', 'PremierOne Cloud'],
    ['hosted premierone', 'PremierOne Cloud'],
    ['Hosted PremierOne SEC', 'PremierOne Cloud'],
    ['Hosted PremierOne Advanced', 'PremierOne Cloud Advanced'],
    ['PremierOne', 'PremierOne'],
    ['SEC', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(packageNameDisplay(input)).toBe(expected);
  });
});

describe('technologyDisplay', () => {
  it.each<[TTechnology, string]>([
    ['premierone', 'PremierOne'],
    ['softwareapps', 'SoftwareApps'],
    ['icaas', 'ICAAS'],
    ['mototrbo', 'MOTOTRBO'],
    ['lte', 'LTE'],
    ['astro', 'ASTRO'],
    ['wave', 'WAVE'],
  ])('%s -> %s', (technology, expected) => {
    expect(technologyDisplay(technology)).toBe(expected);
  });
});

describe('multiTechnologyId', () => {
  it.each([
    [true, 'ACC-1'],
    [false, 'INT-9'],
  ])('suppressLevelAboveRenew=%s -> %s', (suppressLevelAboveRenew, expected) => {
    expect(multiTechnologyId({ id: 'ACC-1', integrationId: 'INT-9', suppressLevelAboveRenew })).toBe(
      expected,
    );
  });
});

describe('normalizeCustomerIds', () => {
  it.each<[string | null | undefined, string | undefined, string[]]>([
    ['A1,B2,C3', undefined, ['A1', 'B2', 'C3']],
    [' A1 , B2 ', undefined, ['A1', 'B2']],
    ['A_1,B__2', undefined, ['A1', 'B2']],
    ['A1,,B2,', undefined, ['A1', 'B2']],
    ['A1, _ ,B2', undefined, ['A1', 'B2']],
    ['A1;B_2; C3', ';', ['A1', 'B2', 'C3']],
    ['A1,B2', ';', ['A1,B2']],
    ['', undefined, []],
    [null, undefined, []],
    [undefined, undefined, []],
  ])('%j split by %j -> %j', (raw, separator, expected) => {
    expect(normalizeCustomerIds(raw, separator)).toEqual(expected);
  });
});

describe('fileNameAccountId', () => {
  it.each([
    ['1-ABC', 'ABC'],
    ['1-ABC-DEF', 'ABC-DEF'],
    ['ABC', 'ABC'],
    ['-ABC', 'ABC'],
    ['ABC-', ''],
  ])('%s -> %s', (input, expected) => {
    expect(fileNameAccountId(input)).toBe(expected);
  });
});

describe('normalizeLevel', () => {
  it.each<[string | null | undefined, string]>([
    ['Managed', 'managed'],
    ['RENEW', 'renew'],
    [' managed ', 'managed'],
    ['Premium', 'premium'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeLevel(input)).toBe(expected);
  });
});

describe('accountOptionLabel / accountOptions', () => {
  it.each<[string, TTechnology, string]>([
    ['City Police', 'astro', 'City Police - ASTRO'],
    ['County', 'premierone', 'County - PremierOne'],
    ['Apps', 'softwareapps', 'Apps - SoftwareApps'],
  ])('%s / %s -> %s', (name, technology, expected) => {
    expect(accountOptionLabel({ name, technology })).toBe(expected);
  });

  it('sorts options by label without changing the input', () => {
    const accounts = [
      { id: '3', name: 'Zulu', technology: 'lte' as const },
      { id: '1', name: 'Alpha', technology: 'wave' as const },
      { id: '2', name: 'Alpha', technology: 'astro' as const },
    ];
    const before = accounts.map((a) => a.id);
    expect(accountOptions(accounts)).toEqual([
      { value: '2', label: 'Alpha - ASTRO' },
      { value: '1', label: 'Alpha - WAVE' },
      { value: '3', label: 'Zulu - LTE' },
    ]);
    expect(accounts.map((a) => a.id)).toEqual(before);
  });

  it('returns no options for no accounts', () => {
    expect(accountOptions([])).toEqual([]);
  });
});

describe('chooseAccount', () => {
  const accounts = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it.each<[string, { id: string }[], Set<string> | null, string | null | undefined, string | undefined]>([
    ['stored id that exists and is allowed', accounts, new Set(['b', 'c']), 'c', 'c'],
    ['stored id with every account allowed', accounts, null, 'b', 'b'],
    ['stored id not allowed -> first allowed', accounts, new Set(['b', 'c']), 'a', 'b'],
    ['stored id unknown -> first allowed', accounts, new Set(['c']), 'zzz', 'c'],
    ['allowed but unknown stored id -> first allowed account', accounts, new Set(['zzz', 'b']), 'zzz', 'b'],
    ['no stored id -> first allowed', accounts, new Set(['c']), null, 'c'],
    ['no stored id, all allowed -> first account', accounts, null, undefined, 'a'],
    ['nothing allowed -> first account', accounts, new Set<string>(), 'b', 'a'],
    ['empty stored id ignored', accounts, null, '', 'a'],
    ['no accounts -> undefined', [], null, 'a', undefined],
    ['no accounts with allowed set -> undefined', [], new Set(['a']), null, undefined],
  ])('%s', (_label, list, allowed, stored, expected) => {
    expect(chooseAccount(list, allowed, stored)).toBe(expected);
  });
});

describe('shouldSwitch', () => {
  it.each<[string | null | undefined, string | null | undefined, boolean]>([
    ['a', 'b', true],
    ['a', 'a', false],
    [undefined, 'a', true],
    [null, 'a', true],
    ['a', undefined, false],
    ['a', null, false],
    ['a', '', false],
  ])('%j -> %j: %s', (current, next, expected) => {
    expect(shouldSwitch(current, next)).toBe(expected);
  });
});
