import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { paymentRefunds, payments, repairEvents, repairRequests, repairs } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope, type TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped } from '../../platform/audit.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { isoTime } from '../../platform/row-values.ts';
import {
  REPAIR_CANCEL_MIN_ROLE,
  ZRepairCancelRequest,
  ZRepairCancellation,
  type TRepairCancellation,
} from '../../../shared/contracts/payments.ts';
import { ZRepairDetail, ZRepairNumberParams, ZRepairRef } from '../../../shared/contracts/repairs.ts';
import { refundRepair } from '../payments/charge-card.ts';
import { getRepair } from './get-repair.ts';

/** Not at the depot yet: open, and its timeline has no step but `requested` (asked for in the portal). */
const notAtDepot = sql.raw(`repairs.status <> 'closed'
  and exists (select 1 from repair_events e where e.repair_no = repairs.repair_no and e.step = 'requested')
  and not exists (select 1 from repair_events e where e.repair_no = repairs.repair_no and e.step <> 'requested')`);

/**
 * Cancels a repair that has not reached the depot, in one transaction: it closes (status closed,
 * a `cancelled` step on its timeline) and what the card paid for it is refunded once
 * (refundRepair). The update's condition decides between two cancels at once: the second finds
 * nothing to close and is 409 'already cancelled'; a repair the depot has received is 409 too;
 * another account's repair is 404. Audited (`repair_cancel`) in the same transaction.
 */
export async function cancelRepair(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  repairNumber: string,
): Promise<void> {
  const cancelled = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(repairs)
      .set({ status: 'closed', updatedAt: sql`now()` })
      .where(and(eq(repairs.repairNo, repairNumber), eq(repairs.accountId, scope.accountId), notAtDepot))
      .returning({ repairNo: repairs.repairNo, chargedCents: repairs.chargedCents, at: repairs.updatedAt });
    if (!row) return undefined;
    await tx.insert(repairEvents).values({ repairNo: row.repairNo, step: 'cancelled', at: row.at });
    await refundRepair(ctx, tx, row.repairNo);
    await auditScoped(tx, req, scope, 'repair_cancel', { repairNumber, chargedCents: row.chargedCents ?? 0 });
    return row;
  });
  if (!cancelled) {
    const [found] = await ctx.database.db
      .select({ repairNo: repairs.repairNo })
      .from(repairs)
      .where(and(eq(repairs.repairNo, repairNumber), eq(repairs.accountId, scope.accountId)));
    if (!found) throw new AppError('ServerValidation.404NotFound', { detail: `repair ${repairNumber}` });
    const [step] = await ctx.database.db
      .select({ step: repairEvents.step })
      .from(repairEvents)
      .where(and(eq(repairEvents.repairNo, repairNumber), eq(repairEvents.step, 'cancelled')));
    throw new AppError(
      step ? 'ServerValidation.409RepairCancelled' : 'ServerValidation.409RepairNotCancellable',
    );
  }
}

/** Whether the repair may be cancelled, when it was, and its card payment; another account's is 404. */
export async function getCancellation(
  ctx: TAppContext,
  scope: TAccountScope,
  repairNumber: string,
): Promise<TRepairCancellation> {
  const { db } = ctx.database;
  const [row] = await db
    .select({
      cancellable: sql<boolean>`(${notAtDepot})`,
      cancelledAt: sql<
        string | null
      >`(select max(e.at) from repair_events e where e.repair_no = repairs.repair_no and e.step = 'cancelled')`,
      chargedCents: repairs.chargedCents,
      brand: payments.cardBrand,
      last4: payments.cardLast4,
      paymentStatus: payments.status,
      refundedCents: paymentRefunds.amountCents,
      refundedAt: paymentRefunds.createdAt,
    })
    .from(repairs)
    .leftJoin(repairRequests, eq(repairRequests.requestNo, repairs.requestNo))
    .leftJoin(payments, and(eq(payments.id, repairRequests.paymentId), ne(payments.status, 'declined')))
    .leftJoin(paymentRefunds, eq(paymentRefunds.repairNo, repairs.repairNo))
    .where(and(eq(repairs.repairNo, repairNumber), eq(repairs.accountId, scope.accountId)));
  if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `repair ${repairNumber}` });
  const paid = row.chargedCents && row.paymentStatus ? row.chargedCents : 0;
  return {
    cancellable: Boolean(row.cancellable),
    cancelledAt: row.cancelledAt ? isoTime(row.cancelledAt) : null,
    payment: paid
      ? {
          brand: row.brand ?? 'unknown',
          last4: row.last4 ?? '',
          chargedCents: paid,
          refundedCents: row.refundedCents ?? 0,
          refundedAt: row.refundedAt ? isoTime(row.refundedAt) : null,
        }
      : null,
  };
}

/**
 * POST /mapi/repairs/:repairNumber/cancel (User role on the account) and GET
 * /mapi/repairs/:repairNumber/cancellation (every user of the account, as the repair's detail).
 */
export function registerRepairCancelRoutes(app: TApp, ctx: TAppContext): void {
  const tags = ['repairs'];
  app.get(
    '/repairs/:repairNumber/cancellation',
    {
      config: { access: 'account' },
      schema: {
        summary:
          "Whether the repair may still be cancelled (not at the depot yet), when it was, and what the card paid for it and got back (USD cents); another account's repair is 404",
        tags,
        params: ZRepairNumberParams,
        querystring: ZRepairRef,
        response: { 200: zEnvelope(ZRepairCancellation) },
      },
    },
    async (req) =>
      ok(await getCancellation(ctx, accountScope(req, req.query.account_id), req.params.repairNumber)),
  );

  app.post(
    '/repairs/:repairNumber/cancel',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          "Cancels a repair that has not reached the depot: it is closed ('cancelled' on its timeline) and what the card paid for it is refunded once; cancelled already or received by the depot is 409. Answers the repair as GET does",
        tags,
        params: ZRepairNumberParams,
        body: ZRepairCancelRequest,
        response: { 200: zEnvelope(ZRepairDetail) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, REPAIR_CANCEL_MIN_ROLE);
      await cancelRepair(ctx, req, scope, req.params.repairNumber);
      return ok(await getRepair(ctx, scope, req.params.repairNumber));
    },
  );
}
