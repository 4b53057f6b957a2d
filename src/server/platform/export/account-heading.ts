import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import type { TAppContext } from '../app-context.ts';
import type { TAccountScope } from '../account-scope.ts';

/** How an exported document names its account in its heading: `NA-100001 Northwind County Radio`. */
export async function accountHeading(ctx: TAppContext, scope: TAccountScope): Promise<string> {
  const [account] = await ctx.database.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, scope.accountId));
  return account ? `${scope.accountId} ${account.name}` : scope.accountId;
}
