import { and, eq } from 'drizzle-orm';
import { cases } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';

export type TCaseDbRow = typeof cases.$inferSelect;

/**
 * The case with this number in the checked account. A number of another account answers 404, the
 * same as a number that does not exist, so case numbers cannot be probed across accounts.
 */
export async function findCase(ctx: TAppContext, scope: TAccountScope, caseNumber: string): Promise<TCaseDbRow> {
  const caseNo = Number(caseNumber);
  const [row] = Number.isSafeInteger(caseNo)
    ? await ctx.database.db
        .select()
        .from(cases)
        .where(and(eq(cases.caseNo, caseNo), eq(cases.accountId, scope.accountId)))
    : [];
  if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `case ${caseNumber} in ${scope.accountId}` });
  return row;
}
