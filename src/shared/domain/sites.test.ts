import { describe, expect, it } from 'vitest';
import { isLatitude, isLongitude, isSubnetworkCombination, siteLabel } from './sites.ts';

describe('site rules (spec section 5)', () => {
  it.each([
    [['Voice', 'Data', 'Paging', 'Backhaul'], true],
    [['Data', 'Voice'], true],
    [['Dispatch', 'Backhaul'], true],
    [['Backhaul', 'Dispatch'], true],
    [['Dispatch'], true],
    [['Voice'], true],
    [['Backhaul'], true],
    [['Voice', 'Dispatch'], false],
    [['Paging', 'Dispatch', 'Backhaul'], false],
    [[], false],
    [['Voice', 'Voice'], false],
    [['Radio'], false],
  ])('sub-networks %j: %s', (values, ok) => {
    expect(isSubnetworkCombination(values)).toBe(ok);
  });

  it('keeps latitude in -90..90 and longitude in -180..180', () => {
    expect([-90, 0, 90].every(isLatitude)).toBe(true);
    expect([-90.0001, 90.0001, Number.NaN].some(isLatitude)).toBe(false);
    expect([-180, 180].every(isLongitude)).toBe(true);
    expect([-180.5, 181, Infinity].some(isLongitude)).toBe(false);
  });

  it('names a site for cases by its name, zone and number', () => {
    expect(siteLabel({ name: 'Hill Top', zoneId: 1, siteId: 2 })).toBe('Hill Top (1/2)');
  });
});
