import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TSaveAlertRequest } from '../../../shared/contracts/alerts.ts';
import { alertTextMessages } from '../../../shared/i18n/alert-messages.ts';
import { alertAccounts, alerts } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { EVERY_ACCOUNT, publishEvent, type TEventTx } from '../../platform/events.ts';
import type { TAuth } from '../../platform/session-context.ts';

/**
 * Tells every browser that the alerts changed (the payload holds nothing of any account: each
 * browser asks again for its own account's alerts).
 */
export function announceAlerts(tx: TEventTx): Promise<number> {
  return publishEvent(tx, EVERY_ACCOUNT, 'alerts', {});
}

/** The chosen accounts must exist: an unknown one is named on the field. */
async function checkAccounts(ctx: TAppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await ctx.database.rows(
    sql`select id from accounts where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const known = new Set(rows.map((r) => String(r.id)));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw new AppError('ServerValidation.400WrongParams', {
      fields: [
        { path: 'body.accountIds', message: { id: alertTextMessages.unknownAccounts.id, values: { ids: unknown.join(', ') } } },
      ],
    });
}

function noAlertId(): AppError {
  return new AppError('ServerValidation.400NoAlertId', {
    fields: [{ path: 'body.alert_id', message: { id: 'ServerValidation.400NoAlertId' } }],
  });
}

function notFound(id: number): AppError {
  return new AppError('ServerValidation.404NotFound', { detail: `alert ${id}` });
}

/**
 * POST /mapi/admin/alerts (`alert_id` absent: a new alert, active) and PUT (`alert_id` names it):
 * the alert, its chosen accounts and the live event in one transaction, audited after the commit.
 */
export async function saveAlert(
  ctx: TAppContext,
  req: FastifyRequest,
  auth: TAuth,
  body: TSaveAlertRequest,
  mode: 'create' | 'update',
): Promise<number> {
  if (mode === 'update' && body.alert_id === undefined) throw noAlertId();
  const accountIds = body.allAccounts ? [] : [...new Set(body.accountIds ?? [])].sort();
  await checkAccounts(ctx, accountIds);
  const values = {
    title: body.title,
    message: body.message,
    severity: body.severity,
    showAlways: body.showAlways,
    activeFrom: body.showAlways || !body.activeFrom ? null : new Date(body.activeFrom),
    activeTo: body.showAlways || !body.activeTo ? null : new Date(body.activeTo),
    allAccounts: body.allAccounts,
    updatedBy: auth.realUserId,
    updatedAt: new Date(),
  };
  const id = await ctx.database.db.transaction(async (tx) => {
    let alertId: number;
    if (mode === 'create') {
      const [row] = await tx
        .insert(alerts)
        .values({ ...values, createdBy: auth.realUserId })
        .returning({ id: alerts.id });
      alertId = row!.id;
    } else {
      const [row] = await tx
        .update(alerts)
        .set(values)
        .where(sql`${alerts.id} = ${body.alert_id!}`)
        .returning({ id: alerts.id });
      if (!row) throw notFound(body.alert_id!);
      alertId = row.id;
      await tx.delete(alertAccounts).where(sql`${alertAccounts.alertId} = ${alertId}`);
    }
    if (accountIds.length) await tx.insert(alertAccounts).values(accountIds.map((accountId) => ({ alertId, accountId })));
    await announceAlerts(tx);
    await audit(tx, req, mode === 'create' ? 'alert_create' : 'alert_update', {
      userId: auth.realUserId,
      actorUserId: auth.realUserId,
      login: auth.realUser.login,
      detail: { alertId, title: body.title, severity: body.severity, allAccounts: body.allAccounts, accountIds },
    });
    return alertId;
  });
  return id;
}

/** POST /mapi/admin/alerts/state: activates or deactivates (the 30 days count from then). */
export async function setAlertState(
  ctx: TAppContext,
  req: FastifyRequest,
  auth: TAuth,
  alertId: number | undefined,
  active: boolean,
): Promise<void> {
  if (alertId === undefined) throw noAlertId();
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(alerts)
      .set(
        active
          ? { active: true, deactivatedAt: null, updatedAt: new Date(), updatedBy: auth.realUserId }
          : { active: false, deactivatedAt: sql`coalesce(${alerts.deactivatedAt}, now())`, updatedBy: auth.realUserId },
      )
      .where(sql`${alerts.id} = ${alertId}`)
      .returning({ id: alerts.id });
    if (!row) throw notFound(alertId);
    await announceAlerts(tx);
    await audit(tx, req, active ? 'alert_activate' : 'alert_deactivate', {
      userId: auth.realUserId,
      actorUserId: auth.realUserId,
      login: auth.realUser.login,
      detail: { alertId },
    });
  });
}
