import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requireStaff } from '../../platform/session-context.ts';
import { ZOutboxMail, ZOutboxQuery, type TOutboxMail } from '../../../shared/contracts/outbox.ts';
import { normalizePaging } from '../../../shared/domain/list-filters.ts';

/** GET /mapi/admin/outbox (vendor staff): e-mails kept because no SMTP_URL is set, or that SMTP refused. */
export function registerOutboxRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/admin/outbox',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'E-mails kept in the outbox (no SMTP configured, or refused), newest first',
        tags: ['admin'],
        querystring: ZOutboxQuery,
        response: { 200: zEnvelope(z.array(ZOutboxMail)) },
      },
    },
    async (req) => {
      requireStaff(req);
      const { limit } = normalizePaging(0, req.query.limit);
      const rows = await ctx.database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
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
