import { desc, inArray } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requireStaff, visibleAccountIds } from '../../platform/session-context.ts';
import { ZOutboxMails, ZOutboxQuery, type TOutboxMail } from '../../../shared/contracts/outbox.ts';
import { normalizePaging } from '../../../shared/domain/list-filters.ts';

/**
 * GET /mapi/admin/outbox (vendor staff): e-mails kept because no SMTP_URL is set, or that SMTP
 * refused. Staff with access to all accounts read every mail; other staff only the mails of the
 * accounts they hold (a mail tied to no account is for the former only).
 */
export function registerOutboxRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/admin/outbox',
    {
      config: { access: 'staff' },
      schema: {
        summary: "E-mails kept in the outbox (no SMTP configured, or refused), newest first; other staff than all-accounts see only their accounts' mails",
        tags: ['admin'],
        querystring: ZOutboxQuery,
        response: { 200: zEnvelope(ZOutboxMails) },
      },
    },
    async (req) => {
      const visible = visibleAccountIds(requireStaff(req));
      if (visible?.length === 0) return ok([]);
      const { limit } = normalizePaging(0, req.query.limit);
      const rows = await ctx.database.db
        .select()
        .from(outbox)
        .where(visible ? inArray(outbox.accountId, visible) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(limit);
      return ok(
        rows.map(
          (r): TOutboxMail => ({
            id: r.id,
            createdAt: r.createdAt.toISOString(),
            to: r.toAddress,
            subject: r.subject,
            body: r.body,
            locale: r.locale,
            kind: r.kind,
            accountId: r.accountId,
            reference: r.reference,
            status: r.status === 'failed' ? 'failed' : 'kept',
            error: r.error,
          }),
        ),
      );
    },
  );
}
