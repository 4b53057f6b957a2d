import { eq } from 'drizzle-orm';
import { accountSystems } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requireAccount } from '../../platform/session-context.ts';
import { ZCurrentSystem, ZCurrentSystemQuery } from '../../../shared/contracts/system.ts';

export function registerSystemRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;

  app.get(
    '/system/current',
    {
      config: { access: 'account' },
      schema: {
        summary: "The account's system and its current version (footer: Your System)",
        tags: ['system'],
        querystring: ZCurrentSystemQuery,
        response: { 200: zEnvelope(ZCurrentSystem) },
      },
    },
    async (req) => {
      requireAccount(req, req.query.account_id);
      const [row] = await db
        .select({
          systemName: accountSystems.systemName,
          currentVersion: accountSystems.currentVersion,
          documentationUrl: accountSystems.documentationUrl,
        })
        .from(accountSystems)
        .where(eq(accountSystems.accountId, req.query.account_id));
      return ok({ system: row ?? null });
    },
  );
}
