import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accounts } from '../../db/schema/index.ts';
import { accountScope, type TAccountScope } from '../../platform/account-scope.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped } from '../../platform/audit.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requireStaffAccount } from '../../platform/session-context.ts';
import {
  ONBOARDING_STEPS,
  ZCompleteOnboardingRequest,
  ZOnboarding,
  ZOnboardingQuery,
  type TOnboarding,
  type TOnboardingStep,
} from '../../../shared/contracts/onboarding.ts';

/**
 * The Onboarding panel of an account (GET /mapi/accounts/onboarding): each step's state, read from
 * the data itself in one statement: the user's language or time zone and phone number, and the
 * account's managed network, sites and contracts.
 */
export async function onboardingOf(ctx: TAppContext, scope: TAccountScope): Promise<TOnboarding> {
  const [row] = await ctx.database.rows(sql`select a.onboarded,
      (u.locale is not null or u.time_zone is not null) as settings,
      (u.phone_number is not null) as phone,
      exists (select 1 from networks n where n.account_id = a.id and not n.deleted) as network,
      exists (select 1 from sites s where s.account_id = a.id) as sites,
      exists (select 1 from contracts c where c.account_id = a.id) as contracts
    from accounts a, users u
    where a.id = ${scope.accountId} and u.id = ${scope.auth.user.id}::uuid`);
  if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `account ${scope.accountId}` });
  return {
    onboarded: Boolean(row.onboarded),
    steps: ONBOARDING_STEPS.map((step: TOnboardingStep) => ({ step, done: Boolean(row[step]) })),
    canComplete: scope.auth.isVendor && !scope.auth.isProxy,
  };
}

/**
 * POST /mapi/accounts/onboarding/complete (vendor staff holding the account): the account is
 * onboarded from now on (the panel leaves its menu), recorded in the same transaction. Again on an
 * onboarded account: nothing changes, nothing is recorded.
 */
export async function completeOnboarding(ctx: TAppContext, req: FastifyRequest, scope: TAccountScope): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const changed = await tx
      .update(accounts)
      .set({ onboarded: true })
      .where(and(eq(accounts.id, scope.accountId), eq(accounts.onboarded, false)))
      .returning({ id: accounts.id });
    if (changed.length) await auditScoped(tx, req, scope, 'account_onboarded', {});
  });
}

export function registerOnboardingRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/accounts/onboarding',
    {
      config: { access: 'account' },
      schema: {
        summary: "The account's onboarding steps and whether each is done (every role)",
        tags: ['accounts'],
        querystring: ZOnboardingQuery,
        response: { 200: zEnvelope(ZOnboarding) },
      },
    },
    async (req) => ok(await onboardingOf(ctx, accountScope(req, req.query.account_id))),
  );

  app.post(
    '/accounts/onboarding/complete',
    {
      config: { access: 'staff-account' },
      schema: {
        summary: 'Marks the account onboarded: the Onboarding panel leaves its menu (vendor staff holding it)',
        tags: ['accounts'],
        body: ZCompleteOnboardingRequest,
        response: { 200: zEnvelope(ZOnboarding) },
      },
    },
    async (req) => {
      requireStaffAccount(req, req.body.account_id);
      const scope = accountScope(req, req.body.account_id);
      await completeOnboarding(ctx, req, scope);
      return ok(await onboardingOf(ctx, scope));
    },
  );
}
