import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, companies, sessions, userAccounts, users } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requireAuth, requireStaff, type TAuth } from '../../platform/session-context.ts';
import { ZAccountId } from '../../../shared/contracts/common.ts';
import {
  ZAccountSuggestion,
  ZProxyCandidate,
  ZProxyStartRequest,
} from '../../../shared/contracts/session.ts';
import { accountOptionLabel, type TTechnology } from '../../../shared/domain/accounts.ts';
import type { FastifyRequest } from 'fastify';

function requireProxyStaff(req: FastifyRequest): TAuth {
  const auth = requireStaff(req);
  if (!auth.realUser.canProxy) throw new AppError('ServerValidation.403Forbidden');
  return auth;
}

/**
 * Proxy mode (spec sections 1 and 6): staff with the proxy permission act as a customer user.
 * Every request made while proxying is recorded with both identities.
 */
export function registerProxyRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;

  app.addHook('onResponse', async (req, reply) => {
    if (!req.auth?.isProxy) return;
    await audit(ctx, req, 'proxy_request', {
      userId: req.auth.user.id,
      actorUserId: req.auth.realUserId,
      login: req.auth.user.login,
      accountId: req.auth.session.selectedAccountId,
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
        summary: 'Proxy login step 1: accounts matching a prefix',
        tags: ['proxy'],
        querystring: z.object({ prefix: z.string().trim().max(100).default('') }).strict(),
        response: { 200: zEnvelope(z.array(ZAccountSuggestion)) },
      },
    },
    async (req) => {
      requireProxyStaff(req);
      const p = `${req.query.prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select()
        .from(accounts)
        .where(or(ilike(accounts.id, p), ilike(accounts.name, p)))
        .orderBy(asc(accounts.name))
        .limit(50);
      return ok(
        rows.map((r) => ({
          account_id: r.id,
          name: r.name,
          technology: r.technology,
          accountType: r.accountType,
          label: accountOptionLabel({ name: r.name, technology: r.technology as TTechnology }),
        })),
      );
    },
  );

  app.get(
    '/proxy/users',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Proxy login step 2: the customer users of an account',
        tags: ['proxy'],
        querystring: z.object({ account_id: ZAccountId }).strict(),
        response: {
          200: zEnvelope(z.object({ users: z.array(ZProxyCandidate), onlyVendorUsers: z.boolean() })),
        },
      },
    },
    async (req) => {
      requireProxyStaff(req);
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
      config: { access: 'staff' },
      schema: {
        summary: 'Starts acting as a customer user',
        tags: ['proxy'],
        body: ZProxyStartRequest,
        response: { 200: zEnvelope(z.object({})) },
      },
    },
    async (req) => {
      const auth = requireProxyStaff(req);
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
      await db
        .update(sessions)
        .set({ proxyUserId: target.id, selectedAccountId: req.body.account_id })
        .where(eq(sessions.id, auth.session.id));
      await audit(ctx, req, 'proxy_start', {
        userId: target.id,
        actorUserId: auth.realUserId,
        login: target.login,
        accountId: req.body.account_id,
        detail: { staff: auth.realUser.login },
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
        body: z.object({}).strict(),
        response: { 200: zEnvelope(z.object({})) },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      if (!auth.isProxy) return ok({});
      await db
        .update(sessions)
        .set({ proxyUserId: null, selectedAccountId: null })
        .where(eq(sessions.id, auth.session.id));
      await audit(ctx, req, 'proxy_end', {
        userId: auth.user.id,
        actorUserId: auth.realUserId,
        login: auth.user.login,
        accountId: auth.session.selectedAccountId,
        detail: { staff: auth.realUser.login },
      });
      return ok({});
    },
  );
}
