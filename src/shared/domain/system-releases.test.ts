import { describe, expect, it } from 'vitest';
import { compareVersions, hasRecentVersionsReport } from './system-releases.ts';

describe('compareVersions', () => {
  it('compares part by part as numbers', () => {
    expect(compareVersions('2020.1', '2020.1')).toBe(0);
    expect(compareVersions('2019.10', '2019.2')).toBe(1);
    expect(compareVersions('2019.2', '2020.1')).toBe(-1);
    expect(compareVersions('2020', '2020.0')).toBe(0);
    expect(compareVersions('2020.1.1', '2020.1')).toBe(1);
    expect(compareVersions('2020.x', '2020.0')).toBe(-1);
  });
});

describe('hasRecentVersionsReport: ASTRO 2020.1 and later only', () => {
  it.each([
    ['astro', '2020.1', true],
    ['astro', '2024.1', true],
    ['astro', '2019.2', false],
    ['astro', null, false],
    ['mototrbo', '2024.1', false],
  ] as const)('%s %s -> %s', (tech, version, expected) => {
    expect(hasRecentVersionsReport(tech, version)).toBe(expected);
  });
});
