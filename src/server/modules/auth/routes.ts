import { eq, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { sharedSecret } from '../../platform/secrets.ts';
import { SESSION_COOKIE } from '../../platform/session-context.ts';
import { logOut } from './log-out.ts';
import { clearSessionHint } from '../../platform/session-hint.ts';
import { ZEmpty } from '../../../shared/contracts/common.ts';
import { ZLocalLoginRequest, ZLoginProviders } from '../../../shared/contracts/session.ts';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PATH,
  renewDeviceCookie,
  trustedDeviceNonce,
} from './device-cookie.ts';
import { deviceKeys, recordSuccess, reserveAttempt, untrustedKeys } from './login-throttle.ts';
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

  /** The device-cookie key, shared by every instance through the database (read once). */
  let deviceSecret: Promise<Buffer> | undefined;
  const getDeviceSecret = () => (deviceSecret ??= sharedSecret(ctx, 'device_cookie_secret'));

  app.post(
    '/auth/local_login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Local login; the password is the base64 of its UTF-8 bytes',
        tags: ['auth'],
        body: ZLocalLoginRequest,
        response: { 200: zEnvelope(ZEmpty) },
      },
    },
    async (req, reply) => {
      const { login } = req.body;
      const secret = await getDeviceSecret();
      const deviceCookie = req.cookies[DEVICE_COOKIE];
      const deviceNonce = trustedDeviceNonce(secret, deviceCookie, login);
      const keys = deviceNonce ? deviceKeys(deviceNonce) : untrustedKeys(login, req.ip);
      const [row] = await db
        .select({ user: users, isVendor: companies.isVendor })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(sql`lower(${users.login})`, login.toLowerCase()));
      // Reserved before the (slow) password check: concurrent guesses cannot slip past the limit.
      const { refusedBy } = await reserveAttempt(ctx, keys);
      if (refusedBy) {
        await audit(db, req, 'login_blocked', {
          userId: row?.user.id ?? null,
          login,
          detail: { method: 'local', scope: refusedBy },
        });
        throw new AppError('ServerValidation.429TooManyAttempts', { detail: `blocked by ${refusedBy}` });
      }
      const valid = await verifyPassword(
        row?.user.useLocal ? row.user.passwordHash : null,
        decodePassword(req.body.password),
      );
      if (!row || !valid) {
        // The reservation stays: it is the failure.
        await audit(db, req, 'login_failed', {
          userId: row?.user.id ?? null,
          login,
          detail: { method: 'local', trustedDevice: Boolean(deviceNonce) },
        });
        throw new AppError('ServerValidation.401InvalidCredentials');
      }
      await recordSuccess(ctx, keys);
      reply.setCookie(DEVICE_COOKIE, renewDeviceCookie(secret, deviceCookie, login), {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.config.cookieSecure || req.protocol === 'https',
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
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
        body: ZEmpty.optional(),
        response: { 200: zEnvelope(ZEmpty) },
      },
    },
    async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) await logOut(ctx, req, token, 'local');
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      clearSessionHint(reply);
      reply.bindCsrfToSession(undefined);
      return ok({});
    },
  );

  registerSsoRoutes(app, ctx);
}
