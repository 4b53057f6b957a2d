import { and, asc, ilike, inArray, ne, or } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { escapeLike } from '../../platform/like.ts';
import type { TAccountSuggestion } from '../../../shared/contracts/session.ts';
import { accountOptionLabel, type TTechnology } from '../../../shared/domain/accounts.ts';

/**
 * Accounts whose id or name starts with `prefix` (case-insensitive), sorted by name, among
 * `visible` (undefined: every account; none matches an empty list); `excludeType` leaves out an
 * account type. Staff searches (account suggestions, proxy login step 1) answer with these.
 */
export async function findAccountSuggestions(
  ctx: TAppContext,
  opts: { prefix: string; visible: string[] | undefined; excludeType?: string; limit: number },
): Promise<TAccountSuggestion[]> {
  const p = `${escapeLike(opts.prefix)}%`;
  const rows = await ctx.database.db
    .select()
    .from(accounts)
    .where(
      and(
        or(ilike(accounts.id, p), ilike(accounts.name, p)),
        opts.excludeType ? ne(accounts.accountType, opts.excludeType) : undefined,
        opts.visible ? inArray(accounts.id, opts.visible) : undefined,
      ),
    )
    .orderBy(asc(accounts.name))
    .limit(opts.limit);
  return rows.map((r) => ({
    account_id: r.id,
    name: r.name,
    technology: r.technology,
    accountType: r.accountType,
    label: accountOptionLabel({ name: r.name, technology: r.technology as TTechnology }),
  }));
}
