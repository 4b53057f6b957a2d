import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import {
  ZOrderDetail,
  ZOrderLookupAnswer,
  ZOrderLookupQuery,
  ZOrderNumberParams,
  ZOrderRef,
} from '../../../shared/contracts/orders.ts';
import { getOrder } from './get-order.ts';
import { lookUpOrders } from './lookup-orders.ts';
import { describeOrderExport } from './order-export.ts';
import { orderListSql } from './order-list.ts';

/**
 * Orders (spec sections 2, 3, 9; issue 31 point 1): list and exports, the order lookup of the case
 * form, and the detail with lines and shipments. Orders are commercial data: the User role and
 * above; Guests are refused (the Orders screen's rule).
 */
export function registerOrderRoutes(app: TApp, ctx: TAppContext): void {
  const tags = ['orders'];

  registerListRoutes(app, ctx, {
    list: orderListSql,
    tag: 'orders',
    minRole: 'User',
    export: { kind: 'Orders', describe: describeOrderExport, dateColumn: 'orderedAt' },
  });

  app.get(
    '/orders/lookup',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          "The account's orders whose order or PO number starts with q (newest first, at most 10), each with its lines: the case form's order number and line",
        tags,
        querystring: ZOrderLookupQuery,
        response: { 200: zEnvelope(ZOrderLookupAnswer) },
      },
    },
    async (req) => ok(await lookUpOrders(ctx, accountScope(req, req.query.account_id, 'User'), req.query.q)),
  );

  app.get(
    '/orders/:orderNumber',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          "An order with its lines, quantities and shipments (tracking and serial numbers); another account's order is 404",
        tags,
        params: ZOrderNumberParams,
        querystring: ZOrderRef,
        response: { 200: zEnvelope(ZOrderDetail) },
      },
    },
    async (req) =>
      ok(await getOrder(ctx, accountScope(req, req.query.account_id, 'User'), req.params.orderNumber)),
  );
}
