import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, users } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { translate } from '../../platform/i18n.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import { offsetPage } from '../../platform/list/offset-page.ts';
import { requireAccount, requireAllAccountsStaff } from '../../platform/session-context.ts';
import {
  PROXY_AUDIT_EVENTS,
  ZAuditEventsQuery,
  ZAuditPage,
  ZProxyRecordQuery,
  type TAuditPage,
} from '../../../shared/contracts/audit.ts';
import { activityTextMessages } from '../../../shared/i18n/activity-messages.ts';
import { myActivityListSql, otherActivityListSql } from './activity-list.ts';

/**
 * Reading the audit log: every user reads their own activities on the account, its
 * Administrators the other users' too and the proxy record (beyond what peers offer); vendor staff
 * with access to all accounts read every event.
 */
export function registerAuditRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;

  registerListRoutes(app, ctx, {
    list: myActivityListSql,
    tag: 'audit',
    export: {
      kind: 'Activities',
      describe: (_q, locale) => ({ type: 'Mine', title: translate(locale, activityTextMessages.mineExport.id) }),
      dateColumn: 'at',
    },
  });
  registerListRoutes(app, ctx, {
    list: otherActivityListSql,
    tag: 'audit',
    minRole: 'Administrator',
    export: {
      kind: 'Activities',
      describe: (_q, locale) => ({ type: 'OtherUsers', title: translate(locale, activityTextMessages.othersExport.id) }),
      dateColumn: 'at',
    },
  });
  const actor = alias(users, 'actor');

  /** One page of entries matching `where`, newest first, with the total. */
  async function auditPage(
    where: SQL | undefined,
    raw: { page?: string; limit?: string },
  ): Promise<TAuditPage> {
    const page = await offsetPage(raw, {
      rows: (limit, offset) =>
        db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            event: auditLog.event,
            userId: auditLog.userId,
            login: auditLog.login,
            actorUserId: auditLog.actorUserId,
            actorLogin: actor.login,
            accountId: auditLog.accountId,
            ip: auditLog.ip,
            detail: auditLog.detail,
          })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
      total: async () => (await db.select({ n: count() }).from(auditLog).where(where))[0]?.n ?? 0,
    });
    return { ...page, items: page.items.map((r) => ({ ...r, at: r.at.toISOString() })) };
  }

  app.get(
    '/audit/proxy',
    {
      config: { access: 'account-admin' },
      schema: {
        summary: 'Proxy-mode activity on an account, newest first (its Administrators)',
        tags: ['audit'],
        querystring: ZProxyRecordQuery,
        response: { 200: zEnvelope(ZAuditPage) },
      },
    },
    async (req) => {
      requireAccount(req, req.query.account_id, 'Administrator');
      const where = and(
        eq(auditLog.accountId, req.query.account_id),
        inArray(auditLog.event, [...PROXY_AUDIT_EVENTS]),
      );
      return ok(await auditPage(where, req.query));
    },
  );

  app.get(
    '/audit/events',
    {
      config: { access: 'all-accounts' },
      schema: {
        summary: 'The audit log, newest first, filtered by event, login and account (all-accounts staff)',
        tags: ['audit'],
        querystring: ZAuditEventsQuery,
        response: { 200: zEnvelope(ZAuditPage) },
      },
    },
    async (req) => {
      requireAllAccountsStaff(req);
      const { event, login, account_id: accountId } = req.query;
      const where = and(
        event ? eq(auditLog.event, event) : undefined,
        login ? eq(sql`lower(${auditLog.login})`, login.toLowerCase()) : undefined,
        accountId ? eq(auditLog.accountId, accountId) : undefined,
      );
      return ok(await auditPage(where, req.query));
    },
  );
}
