import { eq } from 'drizzle-orm';
import { accounts, sessions } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import {
  announceIdleExpiry,
  idleExpiry,
  requireAccount,
  requireStaff,
  visibleAccountIds,
} from '../../platform/session-context.ts';
import {
  ZAccount,
  ZAccountDetailsQuery,
  ZAccountSuggestions,
  ZAccountSuggestionsQuery,
  ZRebuildAccountRequest,
  ZSwitchAccountRequest,
  ZSwitchAccountResponse,
} from '../../../shared/contracts/session.ts';
import { idleSecondsFor } from '../auth/start-session.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { ZAccountAdministrators, ZAccountAdministratorsQuery } from '../../../shared/contracts/account-administrators.ts';
import { accountAdministrators } from './account-administrators.ts';
import { findAccountSuggestions } from './account-suggestions.ts';
import { accountColumns, presentAccount } from './present-account.ts';

/** A technology that is not the account's: the field is wrong, not missing (400 WrongParams on it). */
function wrongTechnology(part: 'body' | 'querystring', given: string, actual: string): AppError {
  return new AppError('ServerValidation.400WrongParams', {
    fields: [{ path: `${part}.technology`, message: { id: validationMessages.invalidValue.id } }],
    detail: `technology ${given} != ${actual}`,
  });
}

export function registerAccountRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;

  async function findAccount(id: string) {
    const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, id));
    if (!row) throw new AppError('ServerValidation.403NoAccountAccess', { detail: `unknown account ${id}` });
    return row;
  }

  app.post(
    '/accounts/switch',
    {
      config: { access: 'account' },
      schema: {
        summary: 'Selects the account the session works on',
        tags: ['accounts'],
        body: ZSwitchAccountRequest,
        response: { 200: zEnvelope(ZSwitchAccountResponse) },
      },
    },
    async (req, reply) => {
      const { account_number, technology } = req.body;
      const auth = requireAccount(req, account_number);
      const row = await findAccount(account_number);
      // A locked account, or one without Customer 360 association, requireAccount has refused.
      if (row.technology !== technology.toLowerCase()) throw wrongTechnology('body', technology, row.technology);
      if (auth.session.selectedAccountId !== row.id) {
        const idleSeconds = idleSecondsFor(ctx, auth.realUser, row.inactivityTimeout);
        await db.transaction(async (tx) => {
          await tx
            .update(sessions)
            .set({ selectedAccountId: row.id, idleSeconds })
            .where(eq(sessions.id, auth.session.id));
          await audit(tx, req, 'account_switch', {
            userId: auth.user.id,
            actorUserId: auth.realUserId,
            login: auth.realUser.login,
            accountId: row.id,
            detail: { from: auth.session.selectedAccountId },
          });
        });
        // The account's idle timeout applies from this answer on (the header said the old one).
        announceIdleExpiry(reply, idleExpiry(auth.session, auth.seenAt, idleSeconds));
      }
      return ok({ selectedAccountId: row.id });
    },
  );

  app.get(
    '/accounts/administrators',
    {
      config: { access: 'account' },
      schema: {
        summary: "The names of the account's Administrators: whom a Guest asks for more rights",
        tags: ['accounts'],
        querystring: ZAccountAdministratorsQuery,
        response: { 200: zEnvelope(ZAccountAdministrators) },
      },
    },
    async (req) => ok(await accountAdministrators(ctx, accountScope(req, req.query.account_id))),
  );

  app.get(
    '/accounts/details',
    {
      config: { access: 'account' },
      schema: {
        summary: 'Account details, merged into the account in the browser',
        tags: ['accounts'],
        querystring: ZAccountDetailsQuery,
        response: { 200: zEnvelope(ZAccount) },
      },
    },
    async (req) => {
      const accountNumber = req.query.account_number ?? req.query.account_id;
      if (!accountNumber) throw new AppError('ServerValidation.400MissingAccountNumber');
      if (!req.query.technology) throw new AppError('ServerValidation.400MissingTechnology');
      const auth = requireAccount(req, accountNumber);
      const row = await findAccount(accountNumber);
      if (row.technology !== req.query.technology.toLowerCase())
        throw wrongTechnology('querystring', req.query.technology, row.technology);
      return ok(presentAccount(row, auth.roles.get(row.id)!, auth.isVendor));
    },
  );

  app.get(
    '/accounts/suggestions',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Accounts whose id or name starts with a prefix, among those the staff member may use',
        tags: ['accounts'],
        querystring: ZAccountSuggestionsQuery,
        response: { 200: zEnvelope(ZAccountSuggestions) },
      },
    },
    async (req) => {
      const visible = visibleAccountIds(requireStaff(req));
      const { prefix, excludeType } = req.query;
      return ok(await findAccountSuggestions(ctx, { prefix, excludeType, visible, limit: 25 }));
    },
  );

  app.post(
    '/accounts/rebuild',
    {
      config: { access: 'account-admin' },
      schema: {
        summary: "Refreshes an account's data from the back office (up to 2 minutes to show)",
        tags: ['accounts'],
        body: ZRebuildAccountRequest,
        response: { 200: zEnvelope(ZAccount) },
      },
    },
    async (req) => {
      const auth = requireAccount(req, req.body.account_id, 'Administrator');
      const row = await findAccount(req.body.account_id);
      await audit(db, req, 'account_rebuild', {
        userId: auth.user.id,
        actorUserId: auth.realUserId,
        login: auth.realUser.login,
        accountId: row.id,
      });
      return ok(presentAccount(row, auth.roles.get(row.id)!, auth.isVendor));
    },
  );
}
