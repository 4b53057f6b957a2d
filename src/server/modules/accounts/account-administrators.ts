import { and, asc, eq } from 'drizzle-orm';
import { companies, userAccounts, users } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TAccountAdministrators } from '../../../shared/contracts/account-administrators.ts';

/**
 * The names of the account's customer Administrators (not vendor staff who hold it), so a Guest
 * is told whom to ask for the User role. Names only: every user of the account may read them.
 */
export async function accountAdministrators(ctx: TAppContext, scope: TAccountScope): Promise<TAccountAdministrators> {
  const rows = await ctx.database.db
    .select({ firstName: users.firstName, lastName: users.lastName, login: users.login })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(userAccounts.accountId, scope.accountId), eq(userAccounts.role, 'Administrator'), eq(companies.isVendor, false)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.login));
  return { names: rows.map((r) => `${r.firstName} ${r.lastName}`.trim() || r.login) };
}
