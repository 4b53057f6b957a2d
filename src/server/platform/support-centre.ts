import { eq } from 'drizzle-orm';
import { CASE_PRIORITIES } from '../../shared/contracts/cases.ts';
import type { TSupportCentre } from '../../shared/contracts/support-centre.ts';
import { accounts } from '../db/schema/index.ts';
import type { TAppContext } from './app-context.ts';
import { AppError } from './app-error.ts';

/**
 * The support centre's phone numbers (SUPPORT_CENTRE_PHONES), keyed `*` (any account), a region
 * (`EMEA`) or a region and a country (`EMEA/DE`); the most precise key an account matches wins.
 */
export type TSupportCentrePhones = Readonly<Record<string, string>>;

/** Target first response of a case, in hours, for priorities 1 to 4 (CASE_RESPONSE_HOURS). */
export type TCaseResponseHours = readonly [number, number, number, number];

/**
 * Demo values: fictional numbers (the ranges kept for drama and examples where a country has one:
 * 555-01xx in North America, 020 7946 0xxx in London, 030 23125 xxx in Berlin, 01 99 00 xx xx in
 * France, 02 5550 xxxx in Australia).
 */
export const DEMO_SUPPORT_CENTRE_PHONES =
  '*=+1 800 555 0100; NA=+1 800 555 0100; NA/CA=+1 888 555 0123; LACR=+52 55 5555 0100; LACR/BR=+55 11 5555 0100; ' +
  'EMEA=+44 20 7946 0100; EMEA/DE=+49 30 23125 100; EMEA/FR=+33 1 99 00 01 00; APAC=+65 6555 0100; ' +
  'APAC/JP=+81 3 5555 0100; ANZ=+61 2 5550 0100; ANZ/NZ=+64 9 555 0100';

/** Spec section 9: a Priority 3 case is answered within 24 hours; the other levels are demo values. */
export const DEMO_CASE_RESPONSE_HOURS = '1,4,24,72';

const KEY = /^(\*|[A-Z]{2,4}|[A-Z]{2,4}\/[A-Z]{2})$/;
const PHONE = /^\+\d[\d ()-]{5,23}$/;

/** Reads SUPPORT_CENTRE_PHONES (`key=number` separated by `;`); a bad entry or no `*` stops the start. */
export function parseSupportCentrePhones(raw: string | undefined): TSupportCentrePhones {
  const text = raw?.trim() ? raw : DEMO_SUPPORT_CENTRE_PHONES;
  const out: Record<string, string> = {};
  for (const entry of text.split(';').map((e) => e.trim()).filter(Boolean)) {
    const i = entry.indexOf('=');
    const key = entry.slice(0, i).trim().toUpperCase();
    const phone = entry.slice(i + 1).trim();
    if (i < 0 || !KEY.test(key) || !PHONE.test(phone)) {
      throw new Error(
        `SUPPORT_CENTRE_PHONES: each entry is KEY=+number with KEY *, a region (EMEA) or region/country (EMEA/DE), got "${entry}"`,
      );
    }
    out[key] = phone;
  }
  if (!out['*']) throw new Error('SUPPORT_CENTRE_PHONES needs a number for every account: an entry *=+number');
  return out;
}

/** Reads CASE_RESPONSE_HOURS: four positive numbers of hours, priorities 1 to 4, not decreasing. */
export function parseCaseResponseHours(raw: string | undefined): TCaseResponseHours {
  const text = raw?.trim() ? raw : DEMO_CASE_RESPONSE_HOURS;
  const hours = text.split(',').map((h) => Number(h.trim()));
  const valid =
    hours.length === CASE_PRIORITIES.length &&
    hours.every((h, i) => Number.isFinite(h) && h > 0 && (i === 0 || h >= hours[i - 1]!));
  if (!valid) {
    throw new Error(
      `CASE_RESPONSE_HOURS must be four positive numbers of hours for priorities 1 to 4, not decreasing, got "${text}"`,
    );
  }
  return hours as unknown as TCaseResponseHours;
}

/** The number for an account of `region` in `country`: region/country, else region, else `*`. */
export function supportCentrePhone(phones: TSupportCentrePhones, region: string, country: string | null): string {
  const r = region.toUpperCase();
  return (country && phones[`${r}/${country.toUpperCase()}`]) || phones[r] || phones['*']!;
}

/** Target first response of a case of `priority`, in hours. */
export function responseHoursOf(hours: TCaseResponseHours, priority: number): number {
  return hours[priority - 1] ?? hours[2];
}

/** GET /mapi/support-centre: the number for the account's region and country, and the response targets. */
export async function supportCentreOf(ctx: TAppContext, accountId: string): Promise<TSupportCentre> {
  const [row] = await ctx.database.db
    .select({ region: accounts.region, countryCode: accounts.countryCode })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new AppError('ServerValidation.403NoAccountAccess');
  return {
    phone: supportCentrePhone(ctx.config.supportCentrePhones, row.region, row.countryCode),
    region: row.region,
    countryCode: row.countryCode,
    responseHours: CASE_PRIORITIES.map((priority) => ({
      priority,
      hours: responseHoursOf(ctx.config.caseResponseHours, priority),
    })),
  };
}
