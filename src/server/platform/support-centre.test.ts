import { describe, expect, it } from 'vitest';
import {
  parseCaseResponseHours,
  parseSupportCentrePhones,
  responseHoursOf,
  supportCentrePhone,
} from './support-centre.ts';

describe('SUPPORT_CENTRE_PHONES', () => {
  const phones = parseSupportCentrePhones('*=+1 800 555 0100; EMEA=+44 20 7946 0100; emea/de=+49 30 23125 100');

  it('takes the most precise number: region and country, else region, else *', () => {
    expect(supportCentrePhone(phones, 'EMEA', 'DE')).toBe('+49 30 23125 100');
    expect(supportCentrePhone(phones, 'EMEA', 'FR')).toBe('+44 20 7946 0100');
    expect(supportCentrePhone(phones, 'APAC', 'JP')).toBe('+1 800 555 0100');
  });

  it('has demo values for every region by default', () => {
    const demo = parseSupportCentrePhones(undefined);
    for (const region of ['NA', 'LACR', 'EMEA', 'APAC', 'ANZ']) expect(demo[region], region).toMatch(/^\+\d/);
    expect(supportCentrePhone(demo, 'NA', 'CA')).toBe('+1 888 555 0123');
  });

  it.each(['EMEA=+44 20 7946 0100', '*=0800 123', '*=+1 800 555 0100; Europe=+44 1', '*=+1 800 555 0100; EMEA/DEU=+49 30 1'])(
    'stops the start on %s',
    (raw) => {
      expect(() => parseSupportCentrePhones(raw)).toThrow(/SUPPORT_CENTRE_PHONES/);
    },
  );
});

describe('CASE_RESPONSE_HOURS', () => {
  it('is 1, 4, 24 and 72 hours by default: Priority 3 within 24 hours (spec section 9)', () => {
    const hours = parseCaseResponseHours(undefined);
    expect([1, 2, 3, 4].map((p) => responseHoursOf(hours, p))).toEqual([1, 4, 24, 72]);
  });

  it.each(['1,4,24', '4,1,24,72', '1,4,24,x', '0,4,24,72'])('stops the start on %s', (raw) => {
    expect(() => parseCaseResponseHours(raw)).toThrow(/CASE_RESPONSE_HOURS/);
  });
});
