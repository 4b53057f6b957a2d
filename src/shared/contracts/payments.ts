import { z } from 'zod';
import { ZAccountId } from './common.ts';

/** Why a card was declined (the local processor's test cards give each; README "Test cards"). */
export const DECLINE_CODES = [
  'cardDeclined',
  'insufficientFunds',
  'expiredCard',
  'incorrectCvc',
  'processingError',
] as const;
export type TDeclineCode = (typeof DECLINE_CODES)[number];

/** The only currency cards are charged in (issue 30 point 5). */
export const PAYMENT_CURRENCY = 'USD';

/** A payment's state: `pending` only while the processor answers (a retry with its key completes it). */
export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'declined',
  'refunded',
  'partiallyRefunded',
] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The card brands the portal names. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type TCardBrand = (typeof CARD_BRANDS)[number];

/** The digits of a card number as typed (spaces and dashes between groups allowed). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes; 12 to 19 digits. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand a card number's first digits name. */
export function cardBrand(number: string): TCardBrand {
  const d = cardDigits(number);
  if (/^4/.test(d)) return 'visa';
  const first4 = Number(d.slice(0, 4));
  if (/^5[1-5]/.test(d) || (first4 >= 2221 && first4 <= 2720)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  return 'unknown';
}

/** An expiry typed as MM/YY (or MM/YYYY): its month and four-digit year, or undefined. */
export function parseExpiry(exp: string): { month: number; year: number } | undefined {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(exp);
  if (!m) return undefined;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** Whether a card expiring at the end of `month`/`year` has expired at `now` (UTC). */
export function expiryPassed(exp: { month: number; year: number }, now: Date = new Date()): boolean {
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  return exp.year < y || (exp.year === y && exp.month < mo);
}

/**
 * POST /local-processor/v1/tokens: what the browser sends the built-in processor (never a /mapi
 * route). The portal's server reads none of it but the token it answers.
 */
export const ZCardTokenRequest = z
  .object({
    number: z.string().max(40),
    exp: z.string().max(10),
    cvc: z.string().max(8),
    name: z.string().max(200),
  })
  .strict();
export type TCardTokenRequest = z.infer<typeof ZCardTokenRequest>;

/** The processor's answer: a token for a charge, and what may be shown of the card. */
export const ZCardToken = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
});
export type TCardToken = z.infer<typeof ZCardToken>;

/** The least role that cancels a repair: Guests only read. */
export const REPAIR_CANCEL_MIN_ROLE = 'User' as const;

/** POST /mapi/repairs/:repairNumber/cancel. */
export const ZRepairCancelRequest = z.object({ account_id: ZAccountId }).strict();
export type TRepairCancelRequest = z.infer<typeof ZRepairCancelRequest>;

/** The card payment of a repair: what the card paid for this unit and what went back (USD cents). */
export const ZRepairPayment = z.object({
  brand: z.string(),
  last4: z.string(),
  chargedCents: z.number(),
  refundedCents: z.number(),
  refundedAt: z.string().nullable(),
});
export type TRepairPayment = z.infer<typeof ZRepairPayment>;

/**
 * GET /mapi/repairs/:repairNumber/cancellation: whether the repair may still be cancelled (it has
 * not reached the depot: every step of its timeline is `requested`; closed repairs never), when it
 * was, and its card payment (null when the card paid nothing for it).
 */
export const ZRepairCancellation = z.object({
  cancellable: z.boolean(),
  cancelledAt: z.string().nullable(),
  payment: ZRepairPayment.nullable(),
});
export type TRepairCancellation = z.infer<typeof ZRepairCancellation>;
