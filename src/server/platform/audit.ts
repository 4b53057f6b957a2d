import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema/index.ts';
import type { TAppContext } from './app-context.ts';

export type TAuditEvent =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'session_expired'
  | 'account_switch'
  | 'proxy_start'
  | 'proxy_end'
  | 'proxy_request'
  | 'settings_change'
  | 'terms_accepted'
  | 'account_rebuild'
  | 'case_create'
  | 'case_closure_request'
  | 'case_closure_accept'
  | 'case_attachment_upload'
  | 'ticket_create';

/** Appends one audit entry: who (user and real actor), when (UTC, by the database), from where, which account. */
export async function audit(
  ctx: TAppContext,
  req: FastifyRequest,
  event: TAuditEvent,
  entry: {
    userId?: string | null;
    actorUserId?: string | null;
    login?: string | null;
    accountId?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await ctx.database.db.insert(auditLog).values({
    event,
    userId: entry.userId ?? null,
    actorUserId: entry.actorUserId ?? null,
    login: entry.login ?? null,
    accountId: entry.accountId ?? null,
    ip: req.ip,
    detail: entry.detail ?? null,
  });
}
