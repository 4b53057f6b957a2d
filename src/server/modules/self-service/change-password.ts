import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { requireAuth } from '../../platform/session-context.ts';
import { ZChangePasswordRequest, ZPasswordChanged } from '../../../shared/contracts/self-service.ts';
import { selfServiceMessages } from '../../../shared/i18n/self-service-messages.ts';
import { LOGIN_FAILURES, recordSuccess, reserveAttempt, type TThrottleKey } from '../auth/login-throttle.ts';
import { checkStrength, decodePassword, setPassword } from './passwords.ts';

/**
 * POST /mapi/users/password: a portal-password user changes their own password. The current
 * password is required (wrong guesses are counted per user and blocked as failed logins are, so a
 * left-open session cannot be used to try passwords); the new one must pass the strength rule
 * and differ from the current one. The user's other sessions end, this one stays. Not for users
 * who sign in through an identity provider, nor for staff acting as a customer (proxy).
 */
export function registerChangePassword(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;
  app.post(
    '/users/password',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Changes the signed-in portal-password user\'s password; their other sessions end',
        tags: ['users'],
        body: ZChangePasswordRequest,
        response: { 200: zEnvelope(ZPasswordChanged) },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      if (auth.isProxy) throw new AppError('ServerValidation.403Forbidden', { detail: 'password change in proxy mode' });
      if (!auth.user.useLocal) throw new AppError('ServerValidation.400InvalidAction', { detail: 'identity-provider user' });
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, auth.user.id));
      const keys: TThrottleKey[] = [{ scope: 'login', key: `password:${auth.user.id}`, limit: LOGIN_FAILURES }];
      const { refusedBy } = await reserveAttempt(ctx, keys);
      if (refusedBy) throw new AppError('ServerValidation.429TooManyAttempts', { detail: `blocked by ${refusedBy}` });
      const current = decodePassword(req.body.currentPassword);
      if (!(await verifyPassword(row?.passwordHash, current))) {
        await audit(db, req, 'password_change_failed', { userId: auth.user.id, actorUserId: auth.user.id, login: auth.user.login });
        throw new AppError('ServerValidation.400WrongParams', {
          detail: 'wrong current password',
          fields: [{ path: 'body.currentPassword', message: { id: selfServiceMessages.currentWrong.id } }],
        });
      }
      await recordSuccess(ctx, keys);
      const next = decodePassword(req.body.newPassword);
      checkStrength(next, auth.user, 'body.newPassword');
      if (next === current) {
        throw new AppError('ServerValidation.400WrongParams', {
          detail: 'same password',
          fields: [{ path: 'body.newPassword', message: { id: selfServiceMessages.passwordSame.id } }],
        });
      }
      const passwordHash = await hashPassword(next);
      const endedSessions = await db.transaction(async (tx) => {
        const ended = await setPassword(ctx, tx, auth.user.id, passwordHash, auth.session.id);
        await audit(tx, req, 'password_change', {
          userId: auth.user.id,
          actorUserId: auth.user.id,
          login: auth.user.login,
          accountId: auth.session.selectedAccountId,
          detail: { endedSessions: ended },
        });
        return ended;
      });
      return ok({ endedSessions });
    },
  );
}
