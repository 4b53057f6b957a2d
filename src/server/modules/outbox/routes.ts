import { and, count, desc, eq, getTableColumns, ilike, inArray, or } from 'drizzle-orm';
import { accounts, outbox } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { escapeLike } from '../../platform/like.ts';
import { offsetPage } from '../../platform/list/offset-page.ts';
import { requireStaff, visibleAccountIds } from '../../platform/session-context.ts';
import { ZOutboxPage, ZOutboxQuery, type TOutboxMail } from '../../../shared/contracts/outbox.ts';

/**
 * GET /mapi/admin/outbox (vendor staff): e-mails kept because no SMTP_URL is set, or that SMTP
 * refused, newest first and paged (page, limit as every list: limit 10/25/50/100 else 50). Staff
 * with access to all accounts read every mail; other staff only the mails of the accounts they hold
 * (a mail tied to no account is for the former only). `q` keeps the mails whose recipient,
 * subject or reference contains it, case-insensitively.
 */
export function registerOutboxRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;
  app.get(
    '/admin/outbox',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "E-mails kept in the outbox (no SMTP configured, or refused), newest first, paged, searched by recipient, subject or reference; other staff than all-accounts see only their accounts' mails",
        tags: ['admin'],
        querystring: ZOutboxQuery,
        response: { 200: zEnvelope(ZOutboxPage) },
      },
    },
    async (req) => {
      // Staff holding no account match nothing (inArray of no ids is false).
      const visible = visibleAccountIds(requireStaff(req));
      const pattern = req.query.q ? `%${escapeLike(req.query.q)}%` : undefined;
      const where = and(
        visible ? inArray(outbox.accountId, visible) : undefined,
        pattern
          ? or(
              ilike(outbox.toAddress, pattern),
              ilike(outbox.subject, pattern),
              ilike(outbox.reference, pattern),
            )
          : undefined,
      );
      const page = await offsetPage(req.query, {
        rows: (limit, offset) =>
          db
            .select({ ...getTableColumns(outbox), accountName: accounts.name })
            .from(outbox)
            .leftJoin(accounts, eq(accounts.id, outbox.accountId))
            .where(where)
            .orderBy(desc(outbox.createdAt), desc(outbox.id))
            .limit(limit)
            .offset(offset),
        total: async () => (await db.select({ n: count() }).from(outbox).where(where))[0]?.n ?? 0,
      });
      return ok({
        ...page,
        items: page.items.map((r): TOutboxMail => ({
          id: r.id,
          createdAt: r.createdAt.toISOString(),
          to: r.toAddress,
          subject: r.subject,
          body: r.body,
          locale: r.locale,
          kind: r.kind,
          accountId: r.accountId,
          accountName: r.accountName,
          reference: r.reference,
          status: r.status === 'failed' ? 'failed' : 'kept',
          error: r.error,
        })),
      });
    },
  );
}
