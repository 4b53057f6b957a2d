import { sql } from 'drizzle-orm';
import {
  type TAdminAlert,
  ZAdminAlert,
  ZAlertRef,
  ZAlertStateRequest,
  ZCriticalAlerts,
  ZSaveAlertRequest,
} from '../../../shared/contracts/alerts.ts';
import { alertTextMessages } from '../../../shared/i18n/alert-messages.ts';
import { accountScope, everyAccountScope, type TAccountScope } from '../../platform/account-scope.ts';
import { findListRow } from '../../platform/list/list-engine.ts';
import { adminAlertListSql } from './admin-alert-list.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { translate } from '../../platform/i18n.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import { isoTime } from '../../platform/row-values.ts';
import { alertAccess } from './alert-access.ts';
import { alertListSql } from './alert-list.ts';
import { PUBLISHED_AT, SHOWN_NOW } from './alert-sql.ts';
import { saveAlert, setAlertState } from './admin-alerts.ts';
import { registerAlertJobs } from './jobs.ts';

/**
 * Alerts (spec sections 2, 3, 4, 6, 9; issue 33 point 3). Customers: the alerts active for their
 * account, only where the account has a network and getAlerts (every route checks it). Vendor staff
 * with access to all accounts administer them: an alert names any account, and its list shows them.
 */
export function registerAlertRoutes(app: TApp, ctx: TAppContext): void {
  const allow = alertAccess(ctx);
  registerListRoutes(app, ctx, {
    list: alertListSql,
    tag: 'alerts',
    allow,
    export: {
      kind: 'Alerts',
      describe: (_q, locale) => ({ type: 'Active', title: translate(locale, alertTextMessages.export.id) }),
      dateColumn: 'publishedAt',
    },
  });

  app.get(
    '/alerts/critical',
    {
      config: { access: 'account' },
      schema: {
        summary: 'The critical alerts active now for the account (the bar under the header); 403 without a network or getAlerts',
        tags: ['alerts'],
        querystring: ZAlertRef,
        response: { 200: zEnvelope(ZCriticalAlerts) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      await allow(scope);
      const rows = await ctx.database.rows(sql`select a.id, a.title, a.message, ${sql.raw(PUBLISHED_AT)} as published_at
        from alerts a
        where a.severity = 'critical' and ${sql.raw(SHOWN_NOW)}
          and (a.all_accounts or exists (select 1 from alert_accounts x where x.alert_id = a.id and x.account_id = ${scope.accountId}))
        order by published_at desc, a.id desc limit 20`);
      return ok({
        alerts: rows.map((r) => ({
          id: Number(r.id),
          title: String(r.title),
          message: String(r.message),
          publishedAt: isoTime(r.published_at),
        })),
      });
    },
  );

  const admin = { config: { access: 'all-accounts' as const } };
  const tags = ['admin'];

  // Every alert, for the staff who administer them: a list over every account.
  registerListRoutes(app, ctx, {
    list: adminAlertListSql,
    tag: 'admin',
    export: {
      kind: 'Alerts',
      describe: (_q, locale) => ({ type: 'All', title: translate(locale, alertTextMessages.adminExport.id) }),
      dateColumn: 'updatedAt',
      rewrite: {
        reads: ['allAccounts'],
        row(row, locale) {
          if (row.allAccounts && 'accountIds' in row) row.accountIds = [translate(locale, alertTextMessages.everyAccount.id)];
        },
      },
    },
  });
  /** An alert as the administration list answers it. */
  const adminAlert = async (scope: TAccountScope, id: number): Promise<TAdminAlert> => {
    const row = await findListRow(ctx, adminAlertListSql, scope, [String(id)]);
    if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `alert ${id}` });
    return row as TAdminAlert;
  };

  for (const method of ['post', 'put'] as const) {
    app[method](
      '/admin/alerts',
      {
        ...admin,
        schema: {
          summary:
            method === 'post'
              ? 'Creates an alert (active): title, message, severity, a period or all the time, every account or chosen ones'
              : "Changes the alert alert_id (400 'no alert ID' without it, 404 when unknown)",
          tags,
          body: ZSaveAlertRequest,
          response: { 200: zEnvelope(ZAdminAlert) },
        },
      },
      async (req) => {
        const scope = everyAccountScope(req);
        const id = await saveAlert(ctx, req, scope.auth, req.body, method === 'post' ? 'create' : 'update');
        return ok(await adminAlert(scope, id));
      },
    );
  }

  app.post(
    '/admin/alerts/state',
    {
      ...admin,
      schema: {
        summary: "Activates or deactivates the alert alert_id (400 'no alert ID' without it); deleted 30 days after it ends",
        tags,
        body: ZAlertStateRequest,
        response: { 200: zEnvelope(ZAdminAlert) },
      },
    },
    async (req) => {
      const scope = everyAccountScope(req);
      await setAlertState(ctx, req, scope.auth, req.body.alert_id, req.body.active);
      return ok(await adminAlert(scope, req.body.alert_id!));
    },
  );

  registerAlertJobs(ctx);
}
