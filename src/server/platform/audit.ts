import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema/index.ts';
import type { TAccountScope } from './account-scope.ts';
import type { TDbOrTx } from './db.ts';
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

/**
 * Appends one audit entry: who (user and real actor), when (UTC, by the database), from where, which
 * account. An action's entry is written in the action's own transaction (`db` is then that
 * transaction), so the action and its entry commit together or not at all; an event that changes
 * nothing (a failed sign-in, a download) passes the database.
 */
export async function audit(
  db: TDbOrTx,
  req: FastifyRequest,
  event: TAuditEvent,
  entry: TAuditEntry,
): Promise<void> {
  await writeAudit(db, req.ip, event, entry);
}

/**
 * Appends the audit entry of an action on an account: the user (in proxy mode the proxied
 * customer), who really acted and their login, and the account of `scope`.
 */
export async function auditScoped(
  db: TDbOrTx,
  req: FastifyRequest,
  scope: TAccountScope,
  event: TAuditEvent,
  detail: Record<string, unknown>,
): Promise<void> {
  await audit(db, req, event, {
    userId: scope.auth.user.id,
    actorUserId: scope.auth.realUserId,
    login: scope.auth.realUser.login,
    accountId: scope.accountId,
    detail,
  });
}

/** As `audit`, for events without a request (the session sweep): `ip` is null there. */
export async function writeAudit(
  db: TDbOrTx,
  ip: string | null,
  event: TAuditEvent,
  entry: TAuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
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
  db: TDbOrTx,
  ip: string | null,
  ended: TEndedSession,
  event: 'logout' | 'session_expired',
  detail: Record<string, unknown>,
): Promise<void> {
  if (ended.proxyUserId) {
    await writeAudit(db, ip, 'proxy_end', {
      userId: ended.proxyUserId,
      actorUserId: ended.userId,
      login: ended.proxyLogin,
      accountId: ended.selectedAccountId,
      detail: { staff: ended.login, reason: event },
    });
  }
  await writeAudit(db, ip, event, {
    userId: ended.proxyUserId ?? ended.userId,
    actorUserId: ended.userId,
    login: ended.login,
    accountId: ended.selectedAccountId,
    detail,
  });
}
