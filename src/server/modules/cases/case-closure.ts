import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { cases } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import type { TClosureState } from '../../../shared/contracts/cases.ts';
import { canAcceptClosure, canRequestClosure, type TCaseState } from '../../../shared/domain/cases.ts';
import { findCase, type TCaseDbRow } from './find-case.ts';
import { notifyCaseUserLater } from './notify-case-user.ts';
import { isoTimeOrNull } from '../../platform/row-values.ts';

function closureState(row: TCaseDbRow): TClosureState {
  return {
    caseNumber: String(row.caseNo),
    state: row.state as TCaseState,
    closureRequested: row.closureRequestedAt !== null,
    closureReason: row.closureReason,
    closedAt: isoTimeOrNull(row.closedAt),
  };
}

function facts(row: TCaseDbRow) {
  return { state: row.state as TCaseState, closureRequested: row.closureRequestedAt !== null };
}

/**
 * POST /mapi/cases/:caseNumber/closure: asks for the case to be closed, with a reason (spec
 * section 5). The case stays open (or resolved) until the closure is accepted. A case already
 * closed or with a pending request answers 400 InvalidAction.
 */
export async function requestClosure(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  caseNumber: string,
  reason: string,
): Promise<TClosureState> {
  const found = await findCase(ctx, scope, caseNumber);
  if (!canRequestClosure(facts(found))) throw new AppError('ServerValidation.400InvalidAction');
  const [row] = await ctx.database.db
    .update(cases)
    .set({ closureRequestedAt: sql`now()`, closureReason: reason, closureRequestedBy: scope.auth.user.id })
    // The condition repeats the rule, so two simultaneous requests cannot both succeed.
    .where(and(eq(cases.caseNo, found.caseNo), ne(cases.state, 'closed'), isNull(cases.closureRequestedAt)))
    .returning();
  if (!row) throw new AppError('ServerValidation.400InvalidAction');
  await audit(ctx, req, 'case_closure_request', {
    userId: scope.auth.user.id,
    actorUserId: scope.auth.realUserId,
    login: scope.auth.realUser.login,
    accountId: scope.accountId,
    detail: { caseNumber },
  });
  return closureState(row);
}

/**
 * POST /mapi/cases/:caseNumber/closure/accept: an Administrator of the account (the customer's
 * Administrator, or vendor staff holding the account as Administrator) accepts a pending closure
 * request; the case becomes closed (resolved now if it was not yet) and its user is e-mailed.
 */
export async function acceptClosure(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  caseNumber: string,
): Promise<TClosureState> {
  const found = await findCase(ctx, scope, caseNumber);
  if (!canAcceptClosure(facts(found))) throw new AppError('ServerValidation.400InvalidAction');
  const [row] = await ctx.database.db
    .update(cases)
    .set({
      state: 'closed',
      closedAt: sql`now()`,
      closedBy: scope.auth.user.id,
      resolvedAt: sql`coalesce(${cases.resolvedAt}, now())`,
    })
    .where(and(eq(cases.caseNo, found.caseNo), ne(cases.state, 'closed'), isNotNull(cases.closureRequestedAt)))
    .returning();
  if (!row) throw new AppError('ServerValidation.400InvalidAction');
  await audit(ctx, req, 'case_closure_accept', {
    userId: scope.auth.user.id,
    actorUserId: scope.auth.realUserId,
    login: scope.auth.realUser.login,
    accountId: scope.accountId,
    detail: { caseNumber },
  });
  notifyCaseUserLater(ctx, req.log, row.caseNo, 'stateChanged');
  return closureState(row);
}
