import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema/index.ts';
import type { TAccountScope } from './account-scope.ts';
import type { TAppContext } from './app-context.ts';
import type { TAuditEvent } from '../../shared/contracts/audit.ts';

export type { TAuditEvent };

export interface TAuditEntry {
  /** the user the event is about (in proxy mode: the proxied customer) */
  userId?: string | null;
  /** the person who really acted (in proxy mode: the staff member) */
  actorUserId?: string | null;
  login?: string | null;
  accountId?: string | null;
  detail?: Record<string, unknown>;
}

/** Appends one audit entry: who (user and real actor), when (UTC, by the database), from where, which account. */
export async function audit(
  ctx: TAppContext,
  req: FastifyRequest,
  event: TAuditEvent,
  entry: TAuditEntry,
): Promise<void> {
  await writeAudit(ctx, req.ip, event, entry);
}

/**
 * Appends the audit entry of an action on an account: the user (in proxy mode the proxied
 * customer), who really acted and their login, and the account of `scope`.
 */
export async function auditScoped(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  event: TAuditEvent,
  detail: Record<string, unknown>,
): Promise<void> {
  await audit(ctx, req, event, {
    userId: scope.auth.user.id,
    actorUserId: scope.auth.realUserId,
    login: scope.auth.realUser.login,
    accountId: scope.accountId,
    detail,
  });
}

/** As `audit`, for events without a request (the session sweep): `ip` is null there. */
export async function writeAudit(
  ctx: TAppContext,
  ip: string | null,
  event: TAuditEvent,
  entry: TAuditEntry,
): Promise<void> {
  await ctx.database.db.insert(auditLog).values({
    event,
    userId: entry.userId ?? null,
    actorUserId: entry.actorUserId ?? null,
    login: entry.login ?? null,
    accountId: entry.accountId ?? null,
    ip,
    detail: entry.detail ?? null,
  });
}

/** A session that ended (logout or expiry), as the audit needs it. */
export interface TEndedSession {
  userId: string;
  proxyUserId: string | null;
  selectedAccountId: string | null;
  /** the signed-in person's login */
  login: string | null;
  /** the proxied customer's login, when the session was proxying */
  proxyLogin: string | null;
}

/**
 * Records the end of a session: `proxy_end` first when it was proxying (the staff member logged
 * out or the session expired while acting as a customer), then `logout` or `session_expired`.
 */
export async function auditSessionEnd(
  ctx: TAppContext,
  ip: string | null,
  ended: TEndedSession,
  event: 'logout' | 'session_expired',
  detail: Record<string, unknown>,
): Promise<void> {
  if (ended.proxyUserId) {
    await writeAudit(ctx, ip, 'proxy_end', {
      userId: ended.proxyUserId,
      actorUserId: ended.userId,
      login: ended.proxyLogin,
      accountId: ended.selectedAccountId,
      detail: { staff: ended.login, reason: event },
    });
  }
  await writeAudit(ctx, ip, event, {
    userId: ended.proxyUserId ?? ended.userId,
    actorUserId: ended.userId,
    login: ended.login,
    accountId: ended.selectedAccountId,
    detail,
  });
}
