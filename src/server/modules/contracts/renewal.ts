import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { contractRenewals, contracts } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit, auditScoped } from '../../platform/audit.ts';
import type { TRenewalAnswerRequest, TRenewalRequest } from '../../../shared/contracts/contracts.ts';
import { renewalServerMessages as m } from '../../../shared/i18n/contract-messages.ts';
import type { TBackOffice } from './back-office.ts';

const refuse = (
  code: 'ServerValidation.400InvalidAction' | 'ServerValidation.400OperationInProgress' | 'ServerValidation.400WrongParams',
  path: string,
  id: string,
  detail: string,
) => new AppError(code, { detail, fields: [{ path, message: { id } }] });

/**
 * Asks the back office to renew a contract (spec section 4: a renewal does not renew at once). In
 * one transaction the contract is marked pending (only when it is not evergreen and has no pending
 * renewal: that row update makes a second request at once wait, then find it pending) and the
 * pending renewal is recorded (a unique partial index keeps one pending per contract whatever
 * happens). Then the back office is told (the support manager's notice) and the request audited.
 * Refusals name the reason: evergreen (400 InvalidAction), already pending (400 OperationInProgress).
 */
export async function requestRenewal(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  contractNumber: string,
  request: TRenewalRequest,
  backOffice: TBackOffice,
): Promise<void> {
  const comment = request.comment?.trim() || null;
  const { db } = ctx.database;
  const recorded = await db.transaction(async (tx) => {
    const [contract] = await tx
      .update(contracts)
      .set({ renewalPendingSince: sql`now()` })
      .where(
        and(
          eq(contracts.contractNo, contractNumber),
          eq(contracts.accountId, scope.accountId),
          eq(contracts.evergreen, false),
          isNull(contracts.renewalPendingSince),
        ),
      )
      .returning({ name: contracts.name, expirationDate: contracts.expirationDate });
    if (!contract) return undefined;
    const [renewal] = await tx
      .insert(contractRenewals)
      .values({ contractNo: contractNumber, accountId: scope.accountId, requestedBy: scope.auth.user.id, comment })
      .onConflictDoNothing()
      .returning({ id: contractRenewals.id });
    // A pending renewal already recorded (the index keeps one): refused, and the mark rolled back.
    if (!renewal)
      throw refuse('ServerValidation.400OperationInProgress', 'params.contractNumber', m.refusedPending.id, 'pending');
    // The back office's notice that follows is kept in the outbox (kind contract.renewal), with its outcome.
    await auditScoped(tx, req, scope, 'contract_renewal_request', { contract: contractNumber, renewal: renewal.id });
    return { ...contract, renewalId: renewal.id };
  });
  if (!recorded) {
    const [found] = await db
      .select({ evergreen: contracts.evergreen })
      .from(contracts)
      .where(and(eq(contracts.contractNo, contractNumber), eq(contracts.accountId, scope.accountId)));
    if (!found) throw new AppError('ServerValidation.404NotFound', { detail: `contract ${contractNumber}` });
    if (found.evergreen)
      throw refuse('ServerValidation.400InvalidAction', 'params.contractNumber', m.refusedEvergreen.id, 'evergreen');
    throw refuse('ServerValidation.400OperationInProgress', 'params.contractNumber', m.refusedPending.id, 'pending');
  }
  const user = scope.auth.user;
  await backOffice.submitRenewal(ctx, {
    renewalId: recorded.renewalId,
    accountId: scope.accountId,
    contractNumber,
    contractName: recorded.name,
    expirationDate: recorded.expirationDate,
    requester: `${user.firstName} ${user.lastName} <${user.email}>`,
    comment,
  });
}

/**
 * The back office's answer to the contract's pending renewal, recorded by vendor staff (the local
 * back office): renewed (the contract's expiration moves to the new date, after the current one)
 * or declined (with a reason). The contract is no longer pending either way; audited.
 */
export async function recordRenewalAnswer(
  ctx: TAppContext,
  req: FastifyRequest,
  staff: { id: string; login: string },
  contractNumber: string,
  answer: TRenewalAnswerRequest,
): Promise<void> {
  const reason = answer.reason?.trim() || null;
  if (answer.decision === 'renewed' && !answer.newExpirationDate)
    throw refuse('ServerValidation.400WrongParams', 'body.newExpirationDate', m.newExpirationRequired.id, 'no date');
  if (answer.decision === 'declined' && !reason)
    throw refuse('ServerValidation.400WrongParams', 'body.reason', m.reasonRequired.id, 'no reason');
  const answered = await ctx.database.db.transaction(async (tx) => {
    const [contract] = await tx
      .select({ expirationDate: contracts.expirationDate })
      .from(contracts)
      .where(and(eq(contracts.contractNo, contractNumber), eq(contracts.accountId, answer.account_id)))
      .for('update');
    if (!contract) throw new AppError('ServerValidation.404NotFound', { detail: `contract ${contractNumber}` });
    const renewed = answer.decision === 'renewed';
    if (renewed && contract.expirationDate && answer.newExpirationDate! <= contract.expirationDate)
      throw refuse('ServerValidation.400WrongParams', 'body.newExpirationDate', m.newExpirationRequired.id, 'not later');
    const [renewal] = await tx
      .update(contractRenewals)
      .set({
        state: answer.decision,
        answeredAt: sql`now()`,
        answeredBy: staff.id,
        newExpirationDate: renewed ? answer.newExpirationDate! : null,
        declineReason: renewed ? null : reason,
      })
      .where(and(eq(contractRenewals.contractNo, contractNumber), eq(contractRenewals.state, 'pending')))
      .returning({ id: contractRenewals.id });
    if (!renewal) return undefined;
    await tx
      .update(contracts)
      .set({ renewalPendingSince: null, ...(renewed ? { expirationDate: answer.newExpirationDate! } : {}) })
      .where(eq(contracts.contractNo, contractNumber));
    await audit(tx, req, 'contract_renewal_answer', {
      userId: staff.id,
      actorUserId: staff.id,
      login: staff.login,
      accountId: answer.account_id,
      detail: {
        contract: contractNumber,
        renewal: renewal.id,
        decision: answer.decision,
        ...(renewed ? { newExpirationDate: answer.newExpirationDate } : { reason }),
      },
    });
    return renewal;
  });
  if (!answered)
    throw refuse('ServerValidation.400InvalidAction', 'params.contractNumber', m.refusedNotPending.id, 'not pending');
}
