import { and, eq } from 'drizzle-orm';
import { sites } from '../../db/schema/index.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { siteLabel, siteRuleMessages } from '../../../shared/domain/sites.ts';

/**
 * The site a new case or ticket names (issue 32 point 2): a site of the account flagged 'show in
 * case management', picked by its key (`siteRef`); its label is what the case shows as its site.
 * Any other key (another account's site, one hidden from case management, none) is refused on
 * `body.siteRef`. Without a key the typed `site` text stays as it is (older clients, accounts
 * without sites).
 */
export async function caseSite(
  ctx: TAppContext,
  scope: TAccountScope,
  siteRef: number | undefined,
  typed: string | undefined,
): Promise<{ site: string | null; siteRef: number | null }> {
  if (siteRef === undefined) return { site: typed || null, siteRef: null };
  const [row] = await ctx.database.db
    .select({ id: sites.id, name: sites.name, zoneId: sites.zoneId, siteId: sites.siteId })
    .from(sites)
    .where(and(eq(sites.id, siteRef), eq(sites.accountId, scope.accountId), eq(sites.showInCaseManagement, true)));
  if (!row) {
    throw new AppError('ServerValidation.400WrongParams', {
      fields: [{ path: 'body.siteRef', message: { id: siteRuleMessages.notForCaseManagement.id } }],
      detail: `site ${siteRef} not a case site of ${scope.accountId}`,
    });
  }
  return { site: siteLabel(row), siteRef: row.id };
}
