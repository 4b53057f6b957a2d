import { describe, expect, it } from 'vitest';
import { looksLikePhone } from './validation.ts';
import { formatPhone, normalizePhone, phoneExample } from './phone.ts';

describe('phone numbers (issue 29 point 5)', () => {
  it("keeps the spec's (222)222-3333 as a North American number, whatever the country", () => {
    expect(normalizePhone('(222)222-3333', 'US')).toBe('+12222223333');
    expect(normalizePhone(' (222)222-3333 ', 'GB')).toBe('+12222223333');
    expect(normalizePhone('(222)222-3333')).toBe('+12222223333');
  });

  it('reads international numbers by their own country code, in E.164', () => {
    expect(normalizePhone('+44 20 7946 0958', 'US')).toBe('+442079460958');
    expect(normalizePhone('+81 3-1234-5678', 'US')).toBe('+81312345678');
    expect(normalizePhone('+1 (212) 555-1234', 'DE')).toBe('+12125551234');
  });

  it("reads a number without + in the given country (the account's or the user's), US when none is known", () => {
    expect(normalizePhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalizePhone('03-1234-5678', 'jp')).toBe('+81312345678');
    expect(normalizePhone('212-555-1234', 'US')).toBe('+12125551234');
    expect(normalizePhone('212-555-1234', null)).toBe('+12125551234');
    expect(normalizePhone('212-555-1234', 'XX')).toBe('+12125551234');
  });

  it('refuses what is not a valid number of its country, an extension, and text', () => {
    for (const bad of ['', '12', 'call me', '222-222-3333', '+44 1', '+999 123 456', '2125551234 ext 5', '1'.repeat(41)]) {
      expect(normalizePhone(bad, 'US'), bad).toBeUndefined();
    }
  });

  it('checks the shape before the country is known', () => {
    for (const ok of ['(222)222-3333', '+44 20 7946 0958', '020 7946 0958', '03-1234-5678']) expect(looksLikePhone(ok), ok).toBe(true);
    for (const bad of ['call me', '12', '+44 20 7946 0958 x', '1234567890123456789']) expect(looksLikePhone(bad), bad).toBe(false);
  });

  it("gives an example of the country's format for the hint, and writes stored numbers for reading", () => {
    expect(phoneExample('US')).toBe('(201) 555-0123');
    expect(phoneExample('GB')).toBe('07400 123456');
    expect(phoneExample(undefined)).toBe('(201) 555-0123');
    expect(formatPhone('+442079460958', 'GB')).toBe('020 7946 0958');
    expect(formatPhone('+442079460958', 'US')).toBe('+44 20 7946 0958');
    // The spec's example is no real area code, yet is written as its own country writes it.
    expect(formatPhone('+12222223333', 'US')).toBe('(222) 222-3333');
    expect(formatPhone('+12222223333', 'GB')).toBe('+1 222 222 3333');
  });
});
