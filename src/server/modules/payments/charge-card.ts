import { and, eq, sql } from 'drizzle-orm';
import { paymentRefunds, payments, repairRequests, repairs } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import type { TTx } from '../../platform/db.ts';
import { PAYMENT_CURRENCY, type TDeclineCode } from '../../../shared/contracts/payments.ts';
import { paymentDeclineMessages, paymentMessages } from '../../../shared/i18n/payment-messages.ts';
import { ProcessorError, cardProcessor } from './processor.ts';

/** A transaction of the portal's database. */
export type TDbTx = TTx;

export interface TCardCharge {
  accountId: string;
  userId: string;
  amountCents: number;
  cardToken: string;
  idempotencyKey: string;
  description: string;
}

export interface TCardPayment {
  paymentId: string;
  brand: string;
  last4: string;
  amountCents: number;
}

/** The 402 of a declined card: the reason as the field message of `body.card_token` (Payment.declined.*). */
export function declinedError(code: TDeclineCode): AppError {
  return new AppError('ServerValidation.402PaymentDeclined', {
    detail: `card declined: ${code}`,
    values: { declineCode: code },
    fields: [{ path: 'body.card_token', message: { id: paymentDeclineMessages[code].id } }],
  });
}

/** A processor's refusal as the portal answers it: a wrong token or key is the request's fault (400). */
function processorFailure(err: unknown): AppError {
  if (!(err instanceof ProcessorError))
    return new AppError('ServerValidation.502ExternalSourceFailure', {
      detail: 'card processor',
      cause: err,
    });
  switch (err.code) {
    case 'invalidToken':
    case 'tokenExpired':
    case 'tokenUsed':
      return new AppError('ServerValidation.400WrongParams', {
        detail: `card token: ${err.code}`,
        fields: [{ path: 'body.card_token', message: { id: paymentMessages.tokenInvalid.id } }],
      });
    case 'idempotencyMismatch':
      return new AppError('ServerValidation.400WrongParams', {
        detail: err.message,
        fields: [{ path: 'body.idempotency_key', message: { id: paymentMessages.idempotencyMismatch.id } }],
      });
    default:
      return new AppError('ServerValidation.500Unexpected', {
        detail: `card processor: ${err.message}`,
        cause: err,
      });
  }
}

type TPaymentRow = typeof payments.$inferSelect;

/** What a settled payment answers: the payment, or the decline it was. */
function settled(row: TPaymentRow): TCardPayment {
  if (row.status === 'declined') throw declinedError((row.declineCode ?? 'cardDeclined') as TDeclineCode);
  return {
    paymentId: row.id,
    brand: row.cardBrand ?? '',
    last4: row.cardLast4 ?? '',
    amountCents: row.amountCents,
  };
}

/**
 * Charges once per (account, idempotency key): the same key answers the first payment.
 * A decline throws AppError 402 with a translated reason (Payment.declined.*).
 *
 * The payment row is written first (`pending`, unique per account and key), so a double submit
 * finds one row; every request that finds it pending asks the processor with the payment's own key
 * (`charge:<payment id>`), which answers the same charge however many ask, and settles the row.
 * A charge the processor refused before charging (a used or expired token) removes the pending row,
 * so the key may be used again; a processor that did not answer leaves it pending for a retry with
 * the same key. Call it outside a transaction: the card is charged whatever the caller's
 * transaction does later (then refundPayment). A new attempt after a decline needs a new key.
 */
export async function chargeCard(ctx: TAppContext, charge: TCardCharge): Promise<TCardPayment> {
  const { db } = ctx.database;
  if (!Number.isSafeInteger(charge.amountCents) || charge.amountCents <= 0)
    throw new AppError('ServerValidation.400InvalidAction', {
      detail: `charge of ${charge.amountCents} cents`,
    });
  const processor = cardProcessor(ctx);
  const [created] = await db
    .insert(payments)
    .values({
      accountId: charge.accountId,
      userId: charge.userId,
      idempotencyKey: charge.idempotencyKey,
      amountCents: charge.amountCents,
      currency: PAYMENT_CURRENCY,
      status: 'pending',
      processor: processor.name,
    })
    .onConflictDoNothing({ target: [payments.accountId, payments.idempotencyKey] })
    .returning();
  const payment =
    created ??
    (
      await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.accountId, charge.accountId), eq(payments.idempotencyKey, charge.idempotencyKey)),
        )
    )[0];
  if (!payment) throw new AppError('ServerValidation.500Unexpected', { detail: 'payment row vanished' });
  if (payment.amountCents !== charge.amountCents)
    throw processorFailure(new ProcessorError('idempotencyMismatch'));
  if (payment.status !== 'pending') return settled(payment);

  let result;
  try {
    result = await processor.charge({
      token: charge.cardToken,
      amountCents: charge.amountCents,
      currency: PAYMENT_CURRENCY,
      idempotencyKey: `charge:${payment.id}`,
    });
  } catch (err) {
    if (err instanceof ProcessorError && ['invalidToken', 'tokenExpired', 'tokenUsed'].includes(err.code))
      await db.delete(payments).where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    throw processorFailure(err);
  }
  const [row] = await db
    .update(payments)
    .set({
      status: result.status,
      processorRef: result.ref,
      cardBrand: result.brand,
      cardLast4: result.last4,
      declineCode: result.declineCode ?? null,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  // Another request with the same key settled it first (and a refund may have followed): answer that.
  const final = row ?? (await db.select().from(payments).where(eq(payments.id, payment.id)))[0] ?? payment;
  return settled(final);
}

/** The payment's state once `refundedCents` of it went back to the card. */
function refundStatus(amountCents: number, refundedCents: number): 'refunded' | 'partiallyRefunded' {
  return refundedCents >= amountCents ? 'refunded' : 'partiallyRefunded';
}

/**
 * Refunds what a repair was charged (repairs.charged_cents) once; no-op when nothing was charged.
 *
 * Runs in the caller's transaction (the repair's cancellation): the refund's row (unique per repair)
 * and the payment's refunded amount are written with it. The processor is asked with the key
 * `refund:<repair number>`: if the transaction fails after the processor refunded, the next attempt
 * gets the same refund back from the processor and records it; never a second refund.
 */
export async function refundRepair(ctx: TAppContext, tx: TDbTx, repairNo: string): Promise<void> {
  const [repair] = await tx
    .select({ chargedCents: repairs.chargedCents, paymentId: repairRequests.paymentId })
    .from(repairs)
    .leftJoin(repairRequests, eq(repairRequests.requestNo, repairs.requestNo))
    .where(eq(repairs.repairNo, repairNo));
  if (!repair?.chargedCents || !repair.paymentId) return;
  const [done] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.repairNo, repairNo));
  if (done) return;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, repair.paymentId)).for('update');
  if (!payment?.processorRef || payment.status === 'pending' || payment.status === 'declined')
    throw new AppError('ServerValidation.500Unexpected', {
      detail: `repair ${repairNo}: no charged payment`,
    });
  let refund;
  try {
    refund = await cardProcessor(ctx, tx).refund({
      ref: payment.processorRef,
      amountCents: repair.chargedCents,
      idempotencyKey: `refund:${repairNo}`,
    });
  } catch (err) {
    throw processorFailure(err);
  }
  await tx.insert(paymentRefunds).values({
    paymentId: payment.id,
    repairNo,
    amountCents: repair.chargedCents,
    processorRef: refund.ref,
  });
  const refundedCents = payment.refundedCents + repair.chargedCents;
  await tx
    .update(payments)
    .set({ refundedCents, status: refundStatus(payment.amountCents, refundedCents) })
    .where(eq(payments.id, payment.id));
}

/**
 * Refunds a whole payment (checkout failed after the charge): what is left of it, once (the
 * processor's key `refund-payment:<payment id>`); no-op for a payment that charged nothing.
 */
export async function refundPayment(ctx: TAppContext, paymentId: string): Promise<void> {
  const { db } = ctx.database;
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment?.processorRef || payment.status === 'pending' || payment.status === 'declined') return;
  const leftCents = payment.amountCents - payment.refundedCents;
  if (leftCents <= 0) return;
  try {
    await cardProcessor(ctx).refund({
      ref: payment.processorRef,
      amountCents: leftCents,
      idempotencyKey: `refund-payment:${paymentId}`,
    });
  } catch (err) {
    throw processorFailure(err);
  }
  await db
    .update(payments)
    .set({ refundedCents: sql`${payments.amountCents}`, status: 'refunded' })
    .where(eq(payments.id, paymentId));
}
