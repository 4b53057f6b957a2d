/**
 * Repair rules (spec sections 5 and 9) as pure functions: the server applies them, the tests prove
 * them (repairs.test.ts).
 */
import { deviceRepairFileName, infrastructureRepairFileName } from './file-names.ts';

/** FM certification is unavailable for radios received after 31 Dec 2020 (spec section 9). */
export const FM_CERTIFICATION_LAST_RECEIVED = '2020-12-31';

/** Serial numbers are compared trimmed and in upper case (a user types them as they read them). */
export function normalizeSerial(serial: string): string {
  return serial.trim().toUpperCase();
}

/** FM certification is offered for an FM-certifiable radio received on or before 31 Dec 2020. */
export function fmCertificationOffered(
  model: { isRadio: boolean; fmCertifiable: boolean },
  receivedOn: string,
): boolean {
  return model.isRadio && model.fmCertifiable && receivedOn <= FM_CERTIFICATION_LAST_RECEIVED;
}

/** A model is out of support from the day after its end-of-support date (dates YYYY-MM-DD, UTC). */
export function isPastEndOfSupport(endOfSupport: string | null, today: string): boolean {
  return endOfSupport !== null && endOfSupport < today;
}

/**
 * The per-repair PDF's name (spec section 9): 'device repair {rma_number} for SN {serial_number}.pdf',
 * or for an infrastructure repair 'infrastructure repair {case_number} for SN {serial_number}.pdf'
 * with its SR (case) number, or its repair number when it has none.
 */
export function repairPdfFileName(repair: {
  kind: string;
  repairNumber: string;
  srNumber: string | null;
  serialIn: string;
}): string {
  return repair.kind === 'infrastructure'
    ? infrastructureRepairFileName(repair.srNumber ?? repair.repairNumber, repair.serialIn)
    : deviceRepairFileName(repair.repairNumber, repair.serialIn);
}

/** The first days (YYYY-MM) of the last `months` calendar months, this one last (UTC). */
export function lastMonths(months: number, now: Date = new Date()): string[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return Array.from({ length: months }, (_, i) =>
    new Date(Date.UTC(y, m - (months - 1 - i), 1)).toISOString().slice(0, 7),
  );
}

/**
 * The least role that may start a repair request (the serial number lookup): Guests only read
 * (docs/decisions.md "Repairs"); reading repairs needs no more than the account.
 */
export const REPAIR_REQUEST_MIN_ROLE = 'User' as const;

/** A quote is answered within 30 days of its quotation date, else returned unrepaired (spec section 4). */
export const QUOTE_REPLY_DAYS = 30;
/** A SIM-card quote asks for a reply within 10 days (spec section 9). */
export const SIM_CARD_QUOTE_REPLY_DAYS = 10;
/** A SIM-card quote's one reminder goes out this many days before its reply-by date. */
export const SIM_CARD_REMINDER_DAYS_BEFORE = 3;
/** The longest comments of a disputed quote. */
export const QUOTE_COMMENTS_MAX = 1000;
/** The least role that answers a quote: Guests read quotes but do not answer them. */
export const QUOTE_ANSWER_MIN_ROLE = 'User' as const;

const DAY_MS = 86_400_000;

/** The date a quote asks a reply by: 30 days after its quotation date, 10 for a SIM-card quote. */
export function quoteReplyBy(quotationDate: Date, simCard: boolean): Date {
  return new Date(
    quotationDate.getTime() + (simCard ? SIM_CARD_QUOTE_REPLY_DAYS : QUOTE_REPLY_DAYS) * DAY_MS,
  );
}
