import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { companies, sessions, userAccounts, users } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import {
  requireAuth,
  requireStaff,
  requireStaffAccount,
  visibleAccountIds,
  type TAuth,
} from '../../platform/session-context.ts';
import { ZEmpty } from '../../../shared/contracts/common.ts';
import {
  ZAccountSuggestions,
  ZProxyAccountsQuery,
  ZProxyStartRequest,
  ZProxyUsers,
  ZProxyUsersQuery,
} from '../../../shared/contracts/session.ts';
import { findAccountSuggestions } from '../accounts/account-suggestions.ts';

function requireProxyStaff(req: FastifyRequest, accountId?: string): TAuth {
  const auth = accountId === undefined ? requireStaff(req) : requireStaffAccount(req, accountId);
  if (!auth.realUser.canProxy) throw new AppError('ServerValidation.403Forbidden');
  return auth;
}

/** Keys that name the account a request works on (the authorization matrix knows the same). */
const ACCOUNT_KEYS = ['account_id', 'account_number'] as const;

function namedAccount(source: unknown): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  for (const key of ACCOUNT_KEYS) {
    const value = (source as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/**
 * The account a proxied request used: the one it names (path, query, then body) when the proxied
 * user holds it, else the session's selected account. A request naming a foreign account was
 * refused and is recorded where the proxied user works, never on the foreign account.
 */
export function proxiedRequestAccount(req: FastifyRequest, auth: TAuth): string | null {
  const named = namedAccount(req.params) ?? namedAccount(req.query) ?? namedAccount(req.body);
  return named !== undefined && auth.roles.has(named) ? named : auth.session.selectedAccountId;
}

/**
 * Proxy mode (spec sections 1 and 6): staff with the proxy permission act as a customer user of an
 * account they may use (all accounts for the MSI Administrator). Every request made while proxying
 * is recorded with both identities, on the account the request used.
 */
export function registerProxyRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;

  app.addHook('onResponse', async (req, reply) => {
    if (!req.auth?.isProxy) return;
    await audit(db, req, 'proxy_request', {
      userId: req.auth.user.id,
      actorUserId: req.auth.realUserId,
      login: req.auth.user.login,
      accountId: proxiedRequestAccount(req, req.auth),
      detail: {
        method: req.method,
        path: req.url.split('?')[0],
        status: reply.statusCode,
        staff: req.auth.realUser.login,
      },
    });
  });

  app.get(
    '/proxy/accounts',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Proxy login step 1: accounts matching a prefix, among those the staff member may use',
        tags: ['proxy'],
        querystring: ZProxyAccountsQuery,
        response: { 200: zEnvelope(ZAccountSuggestions) },
      },
    },
    async (req) => {
      const visible = visibleAccountIds(requireProxyStaff(req));
      return ok(await findAccountSuggestions(ctx, { prefix: req.query.prefix, visible, limit: 50 }));
    },
  );

  app.get(
    '/proxy/users',
    {
      config: { access: 'staff-account' },
      schema: {
        summary: 'Proxy login step 2: the customer users of an account the staff member may use',
        tags: ['proxy'],
        querystring: ZProxyUsersQuery,
        response: { 200: zEnvelope(ZProxyUsers) },
      },
    },
    async (req) => {
      requireProxyStaff(req, req.query.account_id);
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: userAccounts.role,
          isVendor: companies.isVendor,
        })
        .from(userAccounts)
        .innerJoin(users, eq(users.id, userAccounts.userId))
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(userAccounts.accountId, req.query.account_id))
        .orderBy(asc(users.lastName), asc(users.firstName));
      const customers = rows.filter((r) => !r.isVendor);
      return ok({
        users: customers.map((r) => ({
          id: r.id,
          fullName: `${r.firstName} ${r.lastName}`,
          email: r.email,
          role: r.role as 'Administrator' | 'User' | 'Guest',
        })),
        onlyVendorUsers: rows.length > 0 && customers.length === 0,
      });
    },
  );

  app.post(
    '/proxy/start',
    {
      config: { access: 'staff-account' },
      schema: {
        summary: 'Starts acting as a customer user of an account the staff member may use',
        tags: ['proxy'],
        body: ZProxyStartRequest,
        response: { 200: zEnvelope(ZEmpty) },
      },
    },
    async (req) => {
      const auth = requireProxyStaff(req, req.body.account_id);
      const [target] = await db
        .select({ id: users.id, login: users.login, isVendor: companies.isVendor })
        .from(userAccounts)
        .innerJoin(users, eq(users.id, userAccounts.userId))
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(
          and(eq(userAccounts.accountId, req.body.account_id), eq(userAccounts.userId, req.body.user_id)),
        );
      if (!target) throw new AppError('ServerValidation.400UserDoesNotExist');
      if (target.isVendor)
        throw new AppError('ServerValidation.400InvalidAction', { detail: 'cannot proxy a vendor user' });
      await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ proxyUserId: target.id, selectedAccountId: req.body.account_id })
          .where(eq(sessions.id, auth.session.id));
        await audit(tx, req, 'proxy_start', {
          userId: target.id,
          actorUserId: auth.realUserId,
          login: target.login,
          accountId: req.body.account_id,
          detail: { staff: auth.realUser.login },
        });
      });
      return ok({});
    },
  );

  app.post(
    '/proxy/end',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Stops acting as a customer user',
        tags: ['proxy'],
        body: ZEmpty,
        response: { 200: zEnvelope(ZEmpty) },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      if (!auth.isProxy) return ok({});
      await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ proxyUserId: null, selectedAccountId: null })
          .where(eq(sessions.id, auth.session.id));
        await audit(tx, req, 'proxy_end', {
          userId: auth.user.id,
          actorUserId: auth.realUserId,
          login: auth.user.login,
          accountId: auth.session.selectedAccountId,
          detail: { staff: auth.realUser.login, reason: 'ended' },
        });
      });
      return ok({});
    },
  );
}
