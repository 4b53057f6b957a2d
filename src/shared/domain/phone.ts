import {
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';

/**
 * Phone numbers (issue 29 point 5), with libphonenumber-js's small ('min') metadata:
 * - the spec's pattern (222)222-3333 (section 5) is always accepted and read as a North American
 *   number (+1), whatever the country: it is the North American way of writing one;
 * - a number starting with + is read with its own country code (+44 20 7946 0958);
 * - any other number is read as dialled in `country` (the account's or the user's), e.g.
 *   020 7946 0958 in GB;
 * - a number must be valid for its country by the metadata, and has no extension (E.164 has none);
 * - what is kept is its E.164 form (+442079460958).
 */
export const SPEC_PHONE_PATTERN = /^\(\d{3}\)\d{3}-\d{4}$/;

/** The country used when neither the user nor the account names one. */
export const DEFAULT_PHONE_COUNTRY = 'US';

function countryOf(country: string | null | undefined): CountryCode {
  const c = (country ?? '').trim().toUpperCase();
  return (isSupportedCountry(c) ? c : DEFAULT_PHONE_COUNTRY) as CountryCode;
}

/** The E.164 form of a typed phone number, or undefined when it is not a phone number (see above). */
export function normalizePhone(input: string, country?: string | null): string | undefined {
  const value = input.trim();
  if (!value || value.length > 40) return undefined;
  if (SPEC_PHONE_PATTERN.test(value)) return `+1${value.replace(/\D/g, '')}`;
  try {
    const parsed = parsePhoneNumberFromString(value, countryOf(country));
    if (!parsed || parsed.ext || !parsed.isValid()) return undefined;
    return parsed.number;
  } catch {
    return undefined;
  }
}

/** An example number of `country` as dialled there, for the hint under a phone field. */
export function phoneExample(country?: string | null): string {
  return getExampleNumber(countryOf(country), examples)?.formatNational() ?? '(201) 555-0123';
}

/** A stored (E.164) number written for reading: nationally in `country`, else internationally. */
export function formatPhone(e164: string, country?: string | null): string {
  try {
    const parsed = parsePhoneNumberFromString(e164);
    if (!parsed) return e164;
    const c = countryOf(country);
    const national = parsed.country ? parsed.country === c : parsed.countryCallingCode === getCountryCallingCode(c);
    return national ? parsed.formatNational() : parsed.formatInternational();
  } catch {
    return e164;
  }
}
