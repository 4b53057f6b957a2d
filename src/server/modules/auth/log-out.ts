import type { FastifyRequest } from 'fastify';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditSessionEnd } from '../../platform/audit.ts';
import { deleteSession, hashToken } from '../../platform/session-context.ts';

/**
 * Ends the session of `token` and records it (`proxy_end` first when it was proxying, then
 * `logout` with `method`) in one transaction: the session is gone and its end recorded, or
 * neither. A session already gone (ended by another tab or expired) records nothing.
 */
export async function logOut(ctx: TAppContext, req: FastifyRequest, token: string, method: 'local' | 'sso'): Promise<void> {
  const { auth } = req;
  await ctx.database.db.transaction(async (tx) => {
    const ended = await deleteSession(ctx, hashToken(token), tx);
    if (!ended || !auth) return;
    await auditSessionEnd(
      tx,
      req.ip,
      { ...ended, login: auth.realUser.login, proxyLogin: auth.isProxy ? auth.user.login : null },
      'logout',
      { method },
    );
  });
}
