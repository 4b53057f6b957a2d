import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies, users } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { SESSION_COOKIE, deleteSession, hashToken } from '../../platform/session-context.ts';
import { ZLocalLoginRequest, ZLoginProviders } from '../../../shared/contracts/session.ts';
import {
  ADDRESS_LIMIT,
  LOGIN_LIMIT,
  addressKey,
  clearFailures,
  isBlocked,
  loginKey,
  recordFailure,
} from './login-throttle.ts';
import { startSession } from './start-session.ts';
import { registerSsoRoutes } from './sso.ts';

function decodePassword(b64: string): string {
  return Buffer.from(b64, 'base64').toString('utf8');
}

export function registerAuthRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;

  app.get(
    '/auth/providers',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Which sign-in options are configured',
        tags: ['auth'],
        response: { 200: zEnvelope(ZLoginProviders) },
      },
    },
    async () =>
      ok({ local: true as const, sso: Boolean(ctx.config.oidc.sso), ms: Boolean(ctx.config.oidc.ms) }),
  );

  app.post(
    '/auth/local_login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Local login; the password is the base64 of its UTF-8 bytes',
        tags: ['auth'],
        body: ZLocalLoginRequest,
        response: { 200: zEnvelope(z.object({})) },
      },
    },
    async (req, reply) => {
      const { login } = req.body;
      const keys = [loginKey(login), addressKey(req.ip)];
      if (await isBlocked(ctx, keys)) throw new AppError('ServerValidation.429TooManyAttempts');
      const [row] = await db
        .select({ user: users, isVendor: companies.isVendor })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(sql`lower(${users.login})`, login.toLowerCase()));
      const valid = await verifyPassword(
        row?.user.useLocal ? row.user.passwordHash : null,
        decodePassword(req.body.password),
      );
      if (!row || !valid) {
        await recordFailure(ctx, keys[0]!, LOGIN_LIMIT);
        await recordFailure(ctx, keys[1]!, ADDRESS_LIMIT);
        await audit(ctx, req, 'login_failed', { userId: row?.user.id ?? null, login });
        throw new AppError('ServerValidation.401InvalidCredentials');
      }
      await clearFailures(ctx, keys[0]!);
      await startSession(ctx, req, reply, row.user, row.isVendor, { loginMethod: 'local' });
      return ok({});
    },
  );

  app.post(
    '/auth/local_logout',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Ends the session on the server',
        tags: ['auth'],
        response: { 200: zEnvelope(z.object({})) },
      },
    },
    async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) {
        await deleteSession(ctx, hashToken(token));
        if (req.auth) {
          await audit(ctx, req, 'logout', {
            userId: req.auth.user.id,
            actorUserId: req.auth.realUserId,
            login: req.auth.realUser.login,
            accountId: req.auth.session.selectedAccountId,
          });
        }
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok({});
    },
  );

  registerSsoRoutes(app, ctx);
}
