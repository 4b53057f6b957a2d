import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { cases } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped } from '../../platform/audit.ts';
import type { TCaseWorkRequest } from '../../../shared/contracts/cases.ts';
import { recordCaseEvent } from './case-events.ts';
import { findCase } from './find-case.ts';
import { authorOf } from './notes-and-files.ts';
import { notifyCaseUserLater } from './notify-case-user.ts';

/**
 * POST /mapi/cases/:caseNumber/work: vendor staff holding the account change a case's priority,
 * owner (empty text: unassigned) or state (open or resolved; a closed case is reopened by its
 * users, 400 InvalidAction here). Each value that really changes is one timeline event, written
 * with the change in one transaction; a request that changes nothing changes nothing.
 */
export async function workOnCase(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  caseNumber: string,
  body: TCaseWorkRequest,
): Promise<{ changed: number }> {
  const author = authorOf(scope);
  const found = await findCase(ctx, scope, caseNumber);
  const changed = await ctx.database.db.transaction(async (tx) => {
    // Read again under a row lock, so two simultaneous changes each record what they really changed.
    const [current] = await tx.select().from(cases).where(eq(cases.caseNo, found.caseNo)).for('update');
    if (!current) throw new AppError('ServerValidation.404NotFound');
    if (current.state === 'closed')
      throw new AppError('ServerValidation.400InvalidAction', { detail: 'case is closed' });
    const owner = body.owner === undefined ? current.owner : body.owner || null;
    const priority = body.priority ?? current.priority;
    const state = body.state ?? current.state;
    let n = 0;
    if (priority !== current.priority) {
      await recordCaseEvent(tx, current.caseNo, author, {
        kind: 'priority',
        from: String(current.priority),
        to: String(priority),
      });
      n++;
    }
    if (owner !== current.owner) {
      await recordCaseEvent(tx, current.caseNo, author, { kind: 'owner', from: current.owner, to: owner });
      n++;
    }
    if (state !== current.state) {
      await recordCaseEvent(tx, current.caseNo, author, { kind: 'state', from: current.state, to: state });
      n++;
    }
    if (n > 0) {
      await tx
        .update(cases)
        .set({
          priority,
          owner,
          state,
          resolvedAt: state === 'resolved' ? (current.resolvedAt ?? sql`now()`) : null,
        })
        .where(eq(cases.caseNo, current.caseNo));
      await auditScoped(tx, req, scope, 'case_work', { caseNumber });
    }
    return { n, stateChanged: state !== current.state };
  });
  if (changed.stateChanged) notifyCaseUserLater(ctx, req.log, Number(caseNumber), 'stateChanged');
  return { changed: changed.n };
}
