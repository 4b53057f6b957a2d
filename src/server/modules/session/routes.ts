import { eq, inArray } from 'drizzle-orm';
import { accounts, appConfig, managedOrganizations } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { idleExpiry, requireAuth } from '../../platform/session-context.ts';
import { PORTAL_VERSION } from '../../platform/version.ts';
import { ZStatus, ZStatusQuery, type TAccount } from '../../../shared/contracts/session.ts';
import { accountOptionLabel, type TTechnology } from '../../../shared/domain/accounts.ts';
import { accountColumns, accountCustomerIds, presentAccount } from '../accounts/present-account.ts';
import { newestLiveEventId } from '../events/live-events.ts';
import { presentUser } from './present-user.ts';

export function registerSessionRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;

  app.get(
    '/index/status',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Restores or refreshes the session: user, accounts, settings, environment',
        tags: ['session'],
        querystring: ZStatusQuery,
        response: { 200: zEnvelope(ZStatus) },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      const requested = req.query.selected_account_id;
      if (requested && !auth.roles.has(requested)) {
        throw new AppError('ServerValidation.403NoAccountAccess', {
          detail: `selected ${requested} not among the user's accounts`,
        });
      }
      const ids = [...auth.roles.keys()];
      const rows = ids.length ? await db.select(accountColumns).from(accounts).where(inArray(accounts.id, ids)) : [];
      const list: TAccount[] = rows
        .map((r) => presentAccount(r, auth.roles.get(r.id)!, auth.isVendor))
        .sort((a, b) =>
          accountOptionLabel({ name: a.name, technology: a.technology as TTechnology }).localeCompare(
            accountOptionLabel({ name: b.name, technology: b.technology as TTechnology }),
          ),
        );
      const [rmaCountries] = await db
        .select()
        .from(appConfig)
        .where(eq(appConfig.key, 'enableCreateRMACountries'));
      let organizationName: string | null = null;
      if (auth.user.managedOrganizationId) {
        const [org] = await db
          .select()
          .from(managedOrganizations)
          .where(eq(managedOrganizations.id, auth.user.managedOrganizationId));
        organizationName = org?.name ?? null;
      }
      const customerIds = auth.allAccounts ? [] : [...new Set(rows.flatMap(accountCustomerIds))];
      return ok({
        user: presentUser(auth, {
          providerDomain: ctx.config.providerEmailDomain,
          customerIds,
          organizationName,
          organizationKeyword: ctx.config.managedOrganizationKeyword,
        }),
        accounts: list,
        selectedAccountId: requested ?? auth.session.selectedAccountId,
        authorized: list.length > 0,
        environment: {
          portalName: ctx.config.portalName,
          portalLogoUrl: ctx.config.portalLogoUrl,
          portalVersion: PORTAL_VERSION,
          providerEmailDomain: ctx.config.providerEmailDomain,
          production: ctx.config.production,
          enableCreateRMACountries: (rmaCountries?.value ?? '')
            .split(',')
            .map((s) => s.trim().toUpperCase())
            .filter(Boolean),
          attachmentMaxMb: ctx.config.attachmentMaxMb,
        },
        session: {
          expiresAt: idleExpiry(auth.session, auth.seenAt),
          idleSeconds: auth.session.idleSeconds,
          endsAt: auth.session.absoluteExpiresAt.getTime(),
        },
        liveEventId: await newestLiveEventId(ctx),
      });
    },
  );
}
