import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { orderLines, orders } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { textOrNull } from '../../platform/row-values.ts';
import {
  ORDER_LOOKUP_LIMIT,
  type TOrderLookupAnswer,
  type TOrderStatus,
} from '../../../shared/contracts/orders.ts';

/** `text` as a LIKE prefix: its wildcards and escape character taken literally. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The account's orders whose order or PO number starts with `q` (any case), newest first, at most
 * ORDER_LOOKUP_LIMIT, each with its lines: the case form's order number and line picker.
 */
export async function lookUpOrders(
  ctx: TAppContext,
  scope: TAccountScope,
  q: string | undefined,
): Promise<TOrderLookupAnswer> {
  const db = ctx.database.db;
  const text = (q ?? '').trim();
  const where: SQL[] = [eq(orders.accountId, scope.accountId)];
  if (text) where.push(or(ilike(orders.orderNo, prefix(text)), ilike(orders.poNumber, prefix(text)))!);
  const found = await db
    .select({ orderNo: orders.orderNo, poNumber: orders.poNumber, status: orders.status })
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.orderedAt), asc(orders.orderNo))
    .limit(ORDER_LOOKUP_LIMIT);
  const lines = found.length
    ? await db
        .select({
          orderNo: orderLines.orderNo,
          lineNo: orderLines.lineNo,
          partNumber: orderLines.partNumber,
          description: orderLines.description,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderNo,
            found.map((o) => o.orderNo),
          ),
        )
        .orderBy(asc(orderLines.orderNo), asc(orderLines.lineNo))
    : [];
  return {
    orders: found.map((o) => ({
      orderNumber: o.orderNo,
      poNumber: textOrNull(o.poNumber),
      status: o.status as TOrderStatus,
      lines: lines
        .filter((l) => l.orderNo === o.orderNo)
        .map((l) => ({
          lineNumber: l.lineNo,
          partNumber: l.partNumber,
          description: textOrNull(l.description),
        })),
    })),
  };
}
