import { and, asc, eq } from 'drizzle-orm';
import { orderLines, orderShipments } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { findListRow } from '../../platform/list/list-engine.ts';
import { isoTime, numberOrNull, textOrNull } from '../../platform/row-values.ts';
import type { TOrderDetail, TOrderLine, TOrderRow, TOrderStatus } from '../../../shared/contracts/orders.ts';
import { orderListSql } from './order-list.ts';

/**
 * One order of the account: its list row, and its lines (by line number) each with its shipments
 * (oldest first). Another account's order is 404, as a missing one.
 */
export async function getOrder(
  ctx: TAppContext,
  scope: TAccountScope,
  orderNumber: string,
): Promise<TOrderDetail> {
  const row = (await findListRow(ctx, orderListSql, scope, [orderNumber])) as TOrderRow | undefined;
  if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `order ${orderNumber}` });
  const db = ctx.database.db;
  const [lines, shipments] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderNo, row.orderNumber), eq(orderLines.accountId, scope.accountId)))
      .orderBy(asc(orderLines.lineNo)),
    db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderNo, row.orderNumber))
      .orderBy(asc(orderShipments.lineNo), asc(orderShipments.shippedAt), asc(orderShipments.trackingNumber)),
  ]);
  return {
    ...row,
    lines: lines.map((l): TOrderLine => ({
      lineNumber: l.lineNo,
      partNumber: l.partNumber,
      description: textOrNull(l.description),
      quantityOrdered: l.quantityOrdered,
      quantityShipped: l.quantityShipped,
      quantityBackordered: l.quantityBackordered,
      quantityCancelled: l.quantityCancelled,
      status: l.status as TOrderStatus,
      unitPrice: numberOrNull(l.unitPrice),
      promisedDate: textOrNull(l.promisedDate),
      shipments: shipments
        .filter((s) => s.lineNo === l.lineNo)
        .map((s) => ({
          shippedAt: isoTime(s.shippedAt),
          carrier: textOrNull(s.carrier),
          trackingNumber: textOrNull(s.trackingNumber),
          quantity: s.quantity,
          serialNumbers: s.serialNumbers,
        })),
    })),
  };
}
