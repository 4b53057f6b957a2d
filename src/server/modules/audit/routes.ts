import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { auditLog, users } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requireAccount } from '../../platform/session-context.ts';
import { ZAccountId } from '../../../shared/contracts/common.ts';
import { ZAuditEntry } from '../../../shared/contracts/session.ts';

/** The customer's Administrator sees who acted on their account in proxy mode. */
export function registerAuditRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;
  const actor = alias(users, 'actor');

  app.get(
    '/audit/proxy',
    {
      config: { access: 'account-admin' },
      schema: {
        summary: 'Proxy-mode activity on an account (Administrators)',
        tags: ['audit'],
        querystring: z
          .object({ account_id: ZAccountId, limit: z.coerce.number().int().min(1).max(500).default(200) })
          .strict(),
        response: { 200: zEnvelope(z.array(ZAuditEntry)) },
      },
    },
    async (req) => {
      requireAccount(req, req.query.account_id, 'Administrator');
      const rows = await db
        .select({
          at: auditLog.at,
          event: auditLog.event,
          login: auditLog.login,
          actorLogin: actor.login,
          accountId: auditLog.accountId,
          ip: auditLog.ip,
          detail: auditLog.detail,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
        .where(
          and(
            eq(auditLog.accountId, req.query.account_id),
            inArray(auditLog.event, ['proxy_start', 'proxy_end', 'proxy_request']),
          ),
        )
        .orderBy(desc(auditLog.at))
        .limit(req.query.limit);
      return ok(rows.map((r) => ({ ...r, at: r.at.toISOString() })));
    },
  );
}
