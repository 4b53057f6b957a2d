import { and, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { cases } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped, type TAuditEvent } from '../../platform/audit.ts';
import type { TClosureState } from '../../../shared/contracts/cases.ts';
import {
  canAcceptClosure,
  canRefuseClosure,
  canReopen,
  canRequestClosure,
  type TCaseState,
} from '../../../shared/domain/cases.ts';
import { recordCaseEvent, type TCaseEvent } from './case-events.ts';
import { authorOf } from './notes-and-files.ts';
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
 * A closure action's change: made only while the case still meets `when` (the action's rule again,
 * in the same statement, so two simultaneous actions cannot both succeed; else 400 InvalidAction),
 * with its timeline event in the same transaction.
 */
async function changeCase(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  found: TCaseDbRow,
  change: { set: PgUpdateSetSource<typeof cases>; when: SQL | undefined; event: TCaseEvent; audit: TAuditEvent },
): Promise<TCaseDbRow> {
  return ctx.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(cases)
      .set(change.set)
      .where(and(eq(cases.caseNo, found.caseNo), change.when))
      .returning();
    if (!updated) throw new AppError('ServerValidation.400InvalidAction');
    await recordCaseEvent(tx, found.caseNo, authorOf(scope), change.event);
    await auditScoped(tx, req, scope, change.audit, { caseNumber: String(found.caseNo) });
    return updated;
  });
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
  const row = await changeCase(ctx, req, scope, found, {
    set: { closureRequestedAt: sql`now()`, closureReason: reason, closureRequestedBy: scope.auth.user.id },
    when: and(ne(cases.state, 'closed'), isNull(cases.closureRequestedAt)),
    event: { kind: 'closureRequested', reason },
    audit: 'case_closure_request',
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
  const row = await changeCase(ctx, req, scope, found, {
    set: {
      state: 'closed',
      closedAt: sql`now()`,
      closedBy: scope.auth.user.id,
      resolvedAt: sql`coalesce(${cases.resolvedAt}, now())`,
    },
    when: and(ne(cases.state, 'closed'), isNotNull(cases.closureRequestedAt)),
    event: { kind: 'closureAccepted', from: found.state, to: 'closed', reason: found.closureReason },
    audit: 'case_closure_accept',
  });
  notifyCaseUserLater(ctx, req.log, row.caseNo, 'stateChanged');
  return closureState(row);
}

/**
 * POST /mapi/cases/:caseNumber/closure/refuse: vendor staff holding the account refuse a pending
 * closure request, with a reason (the customer reads it on the timeline); the case stays as it
 * was, without a pending request, so the customer may ask again later. Nothing pending answers 400
 * InvalidAction.
 */
export async function refuseClosure(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  caseNumber: string,
  reason: string,
): Promise<TClosureState> {
  const found = await findCase(ctx, scope, caseNumber);
  if (!canRefuseClosure(facts(found))) throw new AppError('ServerValidation.400InvalidAction');
  const row = await changeCase(ctx, req, scope, found, {
    set: { closureRequestedAt: null, closureReason: null, closureRequestedBy: null },
    when: and(ne(cases.state, 'closed'), isNotNull(cases.closureRequestedAt)),
    event: { kind: 'closureRefused', reason },
    audit: 'case_closure_refuse',
  });
  return closureState(row);
}

/**
 * POST /mapi/cases/:caseNumber/reopen: a closed case is opened again, with a reason, within
 * CASE_REOPEN_DAYS of its closure (400 ReopenWindowPassed {days} after that; 400 InvalidAction
 * when it is not closed). It becomes open, unresolved, without closure.
 */
export async function reopenCase(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  caseNumber: string,
  reason: string,
): Promise<TClosureState> {
  const found = await findCase(ctx, scope, caseNumber);
  const days = ctx.config.caseReopenDays;
  const facts = { state: found.state as TCaseState, closedAt: found.closedAt };
  if (facts.state !== 'closed') throw new AppError('ServerValidation.400InvalidAction');
  if (!canReopen(facts, days)) {
    throw new AppError('ServerValidation.400ReopenWindowPassed', { values: { days }, detail: `case ${caseNumber}` });
  }
  const row = await changeCase(ctx, req, scope, found, {
    set: {
      state: 'open',
      resolvedAt: null,
      closedAt: null,
      closedBy: null,
      closureRequestedAt: null,
      closureReason: null,
      closureRequestedBy: null,
    },
    // The window is checked again by the database's clock.
    when: and(eq(cases.state, 'closed'), sql`${cases.closedAt} >= now() - make_interval(secs => ${days * 86_400})`),
    event: { kind: 'reopened', from: 'closed', to: 'open', reason },
    audit: 'case_reopen',
  });
  notifyCaseUserLater(ctx, req.log, row.caseNo, 'stateChanged');
  return closureState(row);
}
