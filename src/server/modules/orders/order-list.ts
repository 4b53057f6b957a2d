import { orderList } from '../../../shared/contracts/orders.ts';
import { defineListSql, optionalTextSort } from '../../platform/list/list-definition.ts';

/**
 * The SQL of the order list (shared/contracts/orders.ts `orderList`). Each sort expression matches
 * an index `(account_id, expression, order_no)` of db/schema/orders.ts; the optional PO number and
 * total sort their empty values last both ways. Totals filtered only by status are summed from
 * `order_counts` (the orders custom migration).
 */
export const orderListSql = defineListSql(orderList, {
  from: 'orders t',
  account: 't.account_id',
  id: { sql: 't.order_no', type: 'text' },
  search: 't.search',
  counts: { table: 'order_counts', dimensions: { status: 'status' } },
  columns: {
    orderNumber: { select: 't.order_no', sort: 'text' },
    poNumber: { select: 't.po_number', sort: optionalTextSort('t.po_number') },
    status: { select: 't.status', sort: 'text' },
    orderedAt: { select: 't.ordered_at', sort: 'timestamptz' },
    updatedAt: { select: 't.updated_at', sort: 'timestamptz' },
    lineCount: { select: 't.line_count', sort: 'integer' },
    total: {
      select: 't.total',
      sort: { sql: 'coalesce(t.total, 1e15)', desc: 'coalesce(t.total, -1)', type: 'numeric' },
    },
    currency: { select: 't.currency' },
    customerNumber: { select: 't.customer_number' },
    shipTo: { select: 't.ship_to' },
  },
});
