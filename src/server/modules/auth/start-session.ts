import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accounts, sessions, type users } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { audit } from '../../platform/audit.ts';
import { SESSION_COOKIE, hashToken, loadRoles } from '../../platform/session-context.ts';
import { setSessionHint } from '../../platform/session-hint.ts';
import { accountOptions, chooseAccount, type TTechnology } from '../../../shared/domain/accounts.ts';

type TUser = typeof users.$inferSelect;

/** Idle seconds: the user's own timeout (minutes), else the account's, else the portal default. */
export function idleSecondsFor(
  ctx: TAppContext,
  user: Pick<TUser, 'inactivityTimeout'>,
  accountTimeout: number | null | undefined,
): number {
  return Math.max(
    1,
    Math.round((user.inactivityTimeout ?? accountTimeout ?? ctx.config.sessionIdleMinutes) * 60),
  );
}

/**
 * Starts a new server-side session (a fresh id at every login, the old one deleted), sets the
 * HttpOnly cookie and the CSRF token bound to it, and records the login.
 */
export async function startSession(
  ctx: TAppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  user: TUser,
  isVendor: boolean,
  opts: { loginMethod: string; ssoIssuer?: string; idTokenHint?: string },
): Promise<void> {
  const { db } = ctx.database;
  const previous = req.cookies[SESSION_COOKIE];
  if (previous) await db.delete(sessions).where(eq(sessions.id, hashToken(previous)));

  const roles = await loadRoles(ctx, user, isVendor);
  const ids = [...roles.keys()];
  const rows = ids.length
    ? await db
        .select({
          id: accounts.id,
          name: accounts.name,
          technology: accounts.technology,
          inactivityTimeout: accounts.inactivityTimeout,
        })
        .from(accounts)
        .where(inArray(accounts.id, ids.slice(0, 5000)))
    : [];
  const sorted = accountOptions(rows.map((r) => ({ ...r, technology: r.technology as TTechnology })));
  const selectedId = chooseAccount(
    sorted.map((o) => ({ id: o.value })),
    null,
    undefined,
  );
  const selectedRow = rows.find((r) => r.id === selectedId);

  const token = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: hashToken(token),
      userId: user.id,
      selectedAccountId: selectedId ?? null,
      loginMethod: opts.loginMethod,
      ssoIssuer: opts.ssoIssuer ?? null,
      idTokenHint: opts.idTokenHint ?? null,
      idleSeconds: idleSecondsFor(ctx, user, selectedRow?.inactivityTimeout),
      absoluteExpiresAt: new Date(now + ctx.config.sessionAbsoluteHours * 3_600_000),
    });
    await audit(tx, req, 'login', {
      userId: user.id,
      actorUserId: user.id,
      login: user.login,
      accountId: selectedId ?? null,
      detail: { method: opts.loginMethod },
    });
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.cookieSecure,
  });
  setSessionHint(reply, ctx.config.cookieSecure);
  reply.bindCsrfToSession(token);
}
