import { and, eq } from 'drizzle-orm';
import { dashboardLayouts } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requireAccount } from '../../platform/session-context.ts';
import {
  DASHBOARD_WIDGET_IDS,
  ZDashboardLayout,
  ZDashboardLayoutAnswer,
  ZDashboardLayoutQuery,
} from '../../../shared/contracts/dashboard.ts';

/**
 * The Home Dashboard layout, remembered per user and account. In proxy mode it is the proxied
 * customer's layout (the proxy acts as that user).
 */
export function registerDashboardRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;

  app.get(
    '/dashboard/layout',
    {
      config: { access: 'account' },
      schema: {
        summary: "The user's Home Dashboard layout on an account (null: the default)",
        tags: ['dashboard'],
        querystring: ZDashboardLayoutQuery,
        response: { 200: zEnvelope(ZDashboardLayoutAnswer) },
      },
    },
    async (req) => {
      const auth = requireAccount(req, req.query.account_id);
      const [row] = await db
        .select({ layout: dashboardLayouts.layout })
        .from(dashboardLayouts)
        .where(
          and(
            eq(dashboardLayouts.userId, auth.user.id),
            eq(dashboardLayouts.accountId, req.query.account_id),
          ),
        );
      // A stored layout naming a widget that no longer exists is read without it.
      const parsed = row ? ZDashboardLayout.safeParse(sanitize(row.layout)) : undefined;
      return ok({ layout: parsed?.success ? parsed.data : null });
    },
  );

  app.put(
    '/dashboard/layout',
    {
      config: { access: 'account' },
      schema: {
        summary: "Saves the user's Home Dashboard layout on an account",
        tags: ['dashboard'],
        querystring: ZDashboardLayoutQuery,
        body: ZDashboardLayout,
        response: { 200: zEnvelope(ZDashboardLayoutAnswer) },
      },
    },
    async (req) => {
      const auth = requireAccount(req, req.query.account_id);
      const layout = req.body;
      await db
        .insert(dashboardLayouts)
        .values({ userId: auth.user.id, accountId: req.query.account_id, layout })
        .onConflictDoUpdate({
          target: [dashboardLayouts.userId, dashboardLayouts.accountId],
          set: { layout, updatedAt: new Date() },
        });
      return ok({ layout });
    },
  );
}

/** Keeps the known widget ids of a stored layout (widgets can be retired after it was saved). */
function sanitize(raw: { order?: unknown; hidden?: unknown }): { order: string[]; hidden: string[] } {
  const known = new Set<string>(DASHBOARD_WIDGET_IDS);
  const ids = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && known.has(x)) : [];
  return { order: [...new Set(ids(raw.order))], hidden: [...new Set(ids(raw.hidden))] };
}
