import { and, eq } from 'drizzle-orm';
import { caseFollowers } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TFollowState } from '../../../shared/contracts/cases.ts';
import { findCase } from './find-case.ts';

/**
 * PUT /mapi/cases/:caseNumber/follow: the asking user follows a case of the checked account (404
 * for another account's), and is e-mailed about its changes; following twice changes nothing.
 */
export async function followCase(ctx: TAppContext, scope: TAccountScope, caseNumber: string): Promise<TFollowState> {
  const found = await findCase(ctx, scope, caseNumber);
  await ctx.database.db
    .insert(caseFollowers)
    .values({ caseNo: found.caseNo, userId: scope.auth.user.id })
    .onConflictDoNothing();
  return { caseNumber: String(found.caseNo), following: true };
}

/** DELETE /mapi/cases/:caseNumber/follow: the asking user no longer follows the case. */
export async function unfollowCase(ctx: TAppContext, scope: TAccountScope, caseNumber: string): Promise<TFollowState> {
  const found = await findCase(ctx, scope, caseNumber);
  await ctx.database.db
    .delete(caseFollowers)
    .where(and(eq(caseFollowers.caseNo, found.caseNo), eq(caseFollowers.userId, scope.auth.user.id)));
  return { caseNumber: String(found.caseNo), following: false };
}
