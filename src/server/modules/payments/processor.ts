import type { TDb } from '../../platform/db.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TPaymentProcessorName } from '../../platform/config.ts';
import type { TTx } from '../../platform/db.ts';
import type { TDeclineCode } from '../../../shared/contracts/payments.ts';
import { localProcessor } from './local-processor.ts';

/** What a processor answers to a charge: approved (`succeeded`) or declined with its reason. */
export interface TProcessorCharge {
  /** The processor's id of the charge (refunds name it). */
  ref: string;
  status: 'succeeded' | 'declined';
  declineCode?: TDeclineCode;
  brand: string;
  last4: string;
}

/**
 * A card processor as the portal uses it (issue 30 point 5). The browser tokenises the card with the
 * processor itself (the number never reaches the portal); the server only charges a token and
 * refunds a charge. Both are idempotent by key, as real processors are: the same key answers the
 * first result (the same charge, the same refund), so a retry after a lost answer never charges or
 * refunds twice; the same key with other values is a ProcessorError('idempotencyMismatch').
 * Amounts are in cents, greater than 0.
 */
export interface TCardProcessor {
  /** The name kept on each payment (`payments.processor`). */
  readonly name: TPaymentProcessorName;
  charge(input: {
    token: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<TProcessorCharge>;
  refund(input: { ref: string; amountCents: number; idempotencyKey: string }): Promise<{ ref: string }>;
}

/** Why a processor refused a request that is not a card decline (the request itself was wrong). */
export type TProcessorErrorCode =
  | 'invalidToken'
  | 'tokenExpired'
  | 'tokenUsed'
  | 'invalidAmount'
  | 'unsupportedCurrency'
  | 'idempotencyMismatch'
  | 'unknownCharge'
  | 'refundExceedsCharge';

export class ProcessorError extends Error {
  readonly code: TProcessorErrorCode;
  constructor(code: TProcessorErrorCode, detail?: string) {
    super(detail ?? code);
    this.name = 'ProcessorError';
    this.code = code;
  }
}

/**
 * The processor PAYMENT_PROCESSOR names. `db` is where the built-in local processor keeps its own
 * state: the caller's transaction when it has one (on PGlite a second connection would wait for
 * it); a processor reached over the network ignores it. Adding a real processor is one file
 * exporting a TCardProcessor and one line here (and its name in PAYMENT_PROCESSORS).
 */
export function cardProcessor(ctx: TAppContext, db: TDb | TTx = ctx.database.db): TCardProcessor {
  switch (ctx.config.paymentProcessor) {
    case 'local':
      return localProcessor(db);
  }
}
