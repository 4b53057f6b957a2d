import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { canSeeAlerts } from '../../../shared/domain/permissions.ts';
import { accountColumns } from '../accounts/present-account.ts';

/**
 * Spec section 6: "Alerts shown when the account has a network and getAlerts", enforced on the
 * server for every alert route of an account (list, columns, export, critical bar): 403 otherwise.
 */
export function alertAccess(ctx: TAppContext) {
  return async (scope: TAccountScope): Promise<void> => {
    const [row] = await ctx.database.db
      .select({ permissions: accounts.permissions, hasNetwork: accountColumns.hasNetwork })
      .from(accounts)
      .where(eq(accounts.id, scope.accountId));
    if (!row || !canSeeAlerts(row))
      throw new AppError('ServerValidation.403Forbidden', {
        detail: `account ${scope.accountId} without a network or getAlerts`,
      });
  };
}
