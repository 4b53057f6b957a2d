import crypto from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { localCardTokens, localCharges } from '../../db/schema/index.ts';
import type { TDb } from '../../platform/db.ts';
import type { TTx } from '../../platform/db.ts';
import {
  PAYMENT_CURRENCY,
  cardBrand,
  cardDigits,
  expiryPassed,
  luhnValid,
  parseExpiry,
  type TCardToken,
  type TCardTokenRequest,
  type TDeclineCode,
} from '../../../shared/contracts/payments.ts';
import { paymentMessages } from '../../../shared/i18n/payment-messages.ts';
import type { TMessageDescriptor } from '../../../shared/i18n/define.ts';
import { ProcessorError, type TCardProcessor, type TProcessorCharge } from './processor.ts';

/** How a test card behaves when charged: approved, or declined with this reason. */
export type TCardBehaviour = 'approve' | TDeclineCode;

/**
 * The local processor's test cards (README "Test cards"), as a real processor's test mode knows
 * its own: any future expiry, any CVC. No other number is accepted (it is not a real processor;
 * a real card number has no business here).
 */
export const TEST_CARDS: Record<string, TCardBehaviour> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '4000000000000002': 'cardDeclined',
  '4000000000009995': 'insufficientFunds',
  '4000000000000069': 'expiredCard',
  '4000000000000127': 'incorrectCvc',
  '4000000000000119': 'processingError',
};

/** A token is good for this long after the card was entered, as a real processor's are short-lived. */
export const TOKEN_LIFETIME_MINUTES = 30;

/** A card the browser sent that the processor refuses: which field and why (a message id). */
export class CardInputError extends Error {
  readonly field: keyof TCardTokenRequest;
  readonly reason: TMessageDescriptor;
  constructor(field: keyof TCardTokenRequest, reason: TMessageDescriptor) {
    super(`card ${field}: ${reason.id}`);
    this.name = 'CardInputError';
    this.field = field;
    this.reason = reason;
  }
}

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(18).toString('base64url')}`;

/**
 * Tokenises a card as the browser sent it: checks number (Luhn, a test card), expiry (MM/YY, not
 * past), CVC (3 digits, 4 for American Express) and name, and keeps only brand, last four,
 * expiry and how the test card behaves. The number and CVC are not kept anywhere.
 */
export async function tokenizeCard(
  db: TDb,
  card: TCardTokenRequest,
  now: Date = new Date(),
): Promise<TCardToken> {
  const m = paymentMessages;
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) throw new CardInputError('number', m.invalidNumber);
  const behaviour = TEST_CARDS[digits];
  if (!behaviour) throw new CardInputError('number', m.testCardsOnly);
  const exp = parseExpiry(card.exp);
  if (!exp) throw new CardInputError('exp', m.invalidExpiry);
  if (expiryPassed(exp, now)) throw new CardInputError('exp', m.expiryPassed);
  const brand = cardBrand(digits);
  if (!new RegExp(brand === 'amex' ? '^\\d{4}$' : '^\\d{3}$').test(card.cvc.trim()))
    throw new CardInputError('cvc', m.invalidCvc);
  if (card.name.trim() === '') throw new CardInputError('name', m.nameRequired);
  const token = newId('tok');
  const last4 = digits.slice(-4);
  await db.insert(localCardTokens).values({
    token,
    brand,
    last4,
    expMonth: exp.month,
    expYear: exp.year,
    behaviour,
    createdAt: now,
  });
  return { token, brand, last4 };
}

/**
 * The built-in processor (PAYMENT_PROCESSOR=local), behaving as a real one's test mode: charges and
 * refunds idempotent by key (its own unique key over local_charges), a token used by one approved
 * charge only and good for TOKEN_LIFETIME_MINUTES, declines by test card, USD only, refunds never
 * more than what is left of the charge. A refund is a row of local_charges too (status `refund`,
 * `token` naming the charge it refunds), so one key space covers both.
 */
export function localProcessor(db: TDb | TTx, now: () => Date = () => new Date()): TCardProcessor {
  const inTransaction = <T>(fn: (tx: TTx) => Promise<T>): Promise<T> => (db as TDb).transaction(fn);
  return {
    name: 'local',

    async charge({ token, amountCents, currency, idempotencyKey }) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new ProcessorError('invalidAmount');
      if (currency !== PAYMENT_CURRENCY) throw new ProcessorError('unsupportedCurrency', currency);
      return inTransaction(async (tx): Promise<TProcessorCharge> => {
        // The token's row is the lock: charges of one card (or one key) take turns.
        const [card] = await tx
          .select()
          .from(localCardTokens)
          .where(eq(localCardTokens.token, token))
          .for('update');
        if (!card) throw new ProcessorError('invalidToken');
        const answer = (row: typeof localCharges.$inferSelect): TProcessorCharge => ({
          ref: row.id,
          status: row.status === 'succeeded' ? 'succeeded' : 'declined',
          ...(row.declineCode ? { declineCode: row.declineCode as TDeclineCode } : {}),
          brand: card.brand,
          last4: card.last4,
        });
        const [prior] = await tx
          .select()
          .from(localCharges)
          .where(eq(localCharges.idempotencyKey, idempotencyKey));
        if (prior) {
          if (prior.status === 'refund' || prior.token !== token || prior.amountCents !== amountCents)
            throw new ProcessorError('idempotencyMismatch', idempotencyKey);
          return answer(prior);
        }
        if (now().getTime() - card.createdAt.getTime() > TOKEN_LIFETIME_MINUTES * 60_000)
          throw new ProcessorError('tokenExpired');
        const [used] = await tx
          .select({ id: localCharges.id })
          .from(localCharges)
          .where(and(eq(localCharges.token, token), eq(localCharges.status, 'succeeded')))
          .limit(1);
        if (used) throw new ProcessorError('tokenUsed');
        const behaviour = card.behaviour as TCardBehaviour;
        const [row] = await tx
          .insert(localCharges)
          .values({
            id: newId('ch'),
            idempotencyKey,
            token,
            amountCents,
            currency,
            status: behaviour === 'approve' ? 'succeeded' : 'declined',
            declineCode: behaviour === 'approve' ? null : behaviour,
          })
          .returning();
        return answer(row!);
      });
    },

    async refund({ ref, amountCents, idempotencyKey }) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new ProcessorError('invalidAmount');
      return inTransaction(async (tx) => {
        const [charge] = await tx
          .select()
          .from(localCharges)
          .where(and(eq(localCharges.id, ref), ne(localCharges.status, 'refund')))
          .for('update');
        if (!charge || charge.status !== 'succeeded') throw new ProcessorError('unknownCharge', ref);
        const [prior] = await tx
          .select()
          .from(localCharges)
          .where(eq(localCharges.idempotencyKey, idempotencyKey));
        if (prior) {
          if (prior.status !== 'refund' || prior.token !== ref || prior.amountCents !== amountCents)
            throw new ProcessorError('idempotencyMismatch', idempotencyKey);
          return { ref: prior.id };
        }
        if (charge.refundedCents + amountCents > charge.amountCents)
          throw new ProcessorError('refundExceedsCharge', `${ref}: ${charge.refundedCents} + ${amountCents}`);
        const id = newId('re');
        await tx.insert(localCharges).values({
          id,
          idempotencyKey,
          token: ref,
          amountCents,
          currency: charge.currency,
          status: 'refund',
        });
        await tx
          .update(localCharges)
          .set({ refundedCents: charge.refundedCents + amountCents })
          .where(eq(localCharges.id, ref));
        return { ref: id };
      });
    },
  };
}
