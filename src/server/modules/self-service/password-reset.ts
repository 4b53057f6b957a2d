import { and, eq, gt, or, sql } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { translate } from '../../platform/i18n.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { mailLater, mailerFor } from '../../platform/mail.ts';
import { ZEmpty } from '../../../shared/contracts/common.ts';
import {
  ZForgotPasswordRequest,
  ZPasswordChanged,
  ZResetPasswordRequest,
} from '../../../shared/contracts/self-service.ts';
import { DEFAULT_LOCALE, matchLocale } from '../../../shared/i18n/locales.ts';
import { selfServiceMessages } from '../../../shared/i18n/self-service-messages.ts';
import { normalizeLogin } from '../auth/device-cookie.ts';
import { ADDRESS_FAILURES, LOGIN_FAILURES, reserveAttempt, type TThrottleKey } from '../auth/login-throttle.ts';
import { checkStrength, decodePassword, hashResetToken, newResetToken, setPassword } from './passwords.ts';

type TUserRow = typeof users.$inferSelect;

/** Every request counts, per login typed and per address, with the login's limits and blocks. */
function resetKeys(login: string, ip: string): TThrottleKey[] {
  return [
    { scope: 'login', key: `reset:${normalizeLogin(login)}`, limit: LOGIN_FAILURES },
    { scope: 'address', key: `reset-ip:${ip}`, limit: ADDRESS_FAILURES },
  ];
}

/** Replaces the user's reset links by a new one and e-mails it (SMTP, else the outbox), in their language. */
async function sendResetLink(ctx: TAppContext, user: TUserRow): Promise<void> {
  const { db } = ctx.database;
  const token = newResetToken();
  const minutes = ctx.config.passwordResetMinutes;
  await db.delete(passwordResets).where(eq(passwordResets.userId, user.id));
  await db.insert(passwordResets).values({
    tokenHash: hashResetToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  const locale = matchLocale(user.locale ?? user.settings.language) ?? DEFAULT_LOCALE;
  const values = {
    name: `${user.firstName} ${user.lastName}`.trim(),
    portalName: ctx.config.portalName,
    login: user.login,
    minutes: Math.round(minutes),
    link: `${ctx.config.publicUrl.replace(/\/+$/, '')}/login/reset#token=${token}`,
  };
  await mailerFor(ctx).send({
    to: user.email,
    subject: translate(locale, selfServiceMessages.resetMailSubject.id, values),
    text: translate(locale, selfServiceMessages.resetMailBody.id, values),
    locale,
    kind: 'account.password_reset',
    reference: user.login,
  });
}

/**
 * The forgotten-password routes (issue 29 point 6):
 * - POST /mapi/auth/password/forgot answers the same, at the same speed, whether the login or
 *   e-mail is known or not: the link is made and sent after the answer, and only for portal-password
 *   users. Requests are throttled per login typed and per address like logins (429 alike for all).
 * - POST /mapi/auth/password/reset sets a new password with a link's token: once (the link is
 *   deleted as it is used), before its end (PASSWORD_RESET_MINUTES), with the strength rule; every
 *   session of the user ends.
 */
export function registerPasswordReset(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;

  app.post(
    '/auth/password/forgot',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sends a single-use password-reset link to a portal-password user; the same answer for any login',
        tags: ['auth'],
        body: ZForgotPasswordRequest,
        response: { 200: zEnvelope(ZEmpty) },
      },
    },
    async (req) => {
      const typed = req.body.login.toLowerCase();
      const { refusedBy } = await reserveAttempt(ctx, resetKeys(typed, req.ip));
      if (refusedBy) throw new AppError('ServerValidation.429TooManyAttempts', { detail: `reset blocked by ${refusedBy}` });
      const [user] = await db
        .select()
        .from(users)
        .where(or(eq(sql`lower(${users.login})`, typed), eq(sql`lower(${users.email})`, typed)))
        .limit(1);
      const eligible = Boolean(user?.useLocal && user.email);
      await audit(db, req, 'password_reset_request', {
        userId: user?.id ?? null,
        login: req.body.login,
        detail: { sent: eligible },
      });
      if (user && eligible) mailLater(req.log, sendResetLink(ctx, user), { userId: user.id, what: 'password reset' });
      return ok({});
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: { access: 'public' },
      schema: {
        summary: "Sets a new password with a reset link's token (once, before it ends); ends all the user's sessions",
        tags: ['auth'],
        body: ZResetPasswordRequest,
        response: { 200: zEnvelope(ZPasswordChanged) },
      },
    },
    async (req) => {
      const tokenHash = hashResetToken(req.body.token);
      const live = and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, sql`now()`));
      const [found] = await db
        .select({ user: users })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(live);
      if (!found?.user.useLocal) throw new AppError('ServerValidation.400NoValidToken', { detail: 'reset token unknown, used or expired' });
      const password = decodePassword(req.body.newPassword);
      checkStrength(password, found.user, 'body.newPassword');
      const passwordHash = await hashPassword(password);
      const endedSessions = await db.transaction(async (tx) => {
        // Deleting it is using it: of two requests with the same token, one gets the row.
        const [used] = await tx.delete(passwordResets).where(live).returning({ userId: passwordResets.userId });
        if (!used) throw new AppError('ServerValidation.400NoValidToken', { detail: 'reset token used meanwhile' });
        const ended = await setPassword(ctx, tx, used.userId, passwordHash);
        await audit(tx, req, 'password_reset', {
          userId: used.userId,
          actorUserId: used.userId,
          login: found.user.login,
          detail: { endedSessions: ended },
        });
        return ended;
      });
      return ok({ endedSessions });
    },
  );
}
