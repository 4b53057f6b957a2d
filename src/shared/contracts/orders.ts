import { z } from 'zod';
import { orderColumnMessages } from '../i18n/order-messages.ts';
import { ZAccountId } from './common.ts';
import {
  defineListDescriptor,
  listPageSchema,
  listQuerySchema,
  listRowSchema,
  type TListRow,
} from './list-descriptor.ts';

/** The back office's order statuses, spelled exactly as spec section 3 writes them. */
export const ORDER_STATUSES = [
  'AWAITING FULFILLMENT',
  'AWAITING RECEIPT',
  'AWAITING RETURN',
  'AWAITING RETURN DISPOSITION',
  'AWAITING SHIPPING',
  'BOOKED',
  'CANCELLED',
  'CLOSED',
  'CREDIT HOLD',
  'ENTERED',
  'EXTERNAL REQ OPEN',
  'FULFILLED',
  'HOLD',
  'INTERNAL REQ OPEN',
  'INVOICE HOLD',
  'INVOICE INCOMPLETE',
  'INVOICE NOT APPLICABLE',
  'INVOICED',
  'IN PROCESS',
  'NO INFORMATION',
  'ON HOLD',
  'ORDER REJECTED',
  'PARTIALLY SHIPPED',
  'PARTIALLY RETURNED',
  'PO OPEN',
  'POST-BILLING ACCEPTANCE',
  'PRE-BILLING ACCEPTANCE',
  'PRODUCTION OPEN',
  'PRODUCTION PARTIAL',
  'RETURNED',
  'SHIPPED',
  'SUPPLY ELIGIBLE',
  'SUPPLY PARTIAL',
  'UNAPPROVED',
  'WAITING ORDER APPROVAL',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The camelCase key of a status (its description message `Orders.statusDescription.<key>`):
 * 'POST-BILLING ACCEPTANCE' -> 'postBillingAcceptance'.
 */
export function orderStatusKey(status: string): string {
  return status
    .toLowerCase()
    .split(/[\s-]+/)
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');
}

const m = orderColumnMessages;

/**
 * The order list (GET /mapi/orders, its columns and exports): the User role and above (Guests may
 * not see orders). Search finds an order by its order or PO number (or a part of one).
 */
export const orderList = defineListDescriptor({
  name: 'orders',
  path: '/orders',
  defaultSort: { column: 'orderedAt', dir: 'desc' },
  search: true,
  columns: {
    orderNumber: { label: m.orderNumber, value: 'text', sortable: true, visible: true },
    poNumber: {
      label: m.poNumber,
      value: 'textOrNull',
      sortable: true,
      visible: true,
      filter: { kind: 'text', key: 'po_number' },
    },
    status: {
      label: m.status,
      value: 'text',
      values: ORDER_STATUSES,
      sortable: true,
      visible: true,
      filter: { kind: 'enum' },
    },
    orderedAt: {
      label: m.orderedAt,
      value: 'time',
      sortable: true,
      visible: true,
      filter: { kind: 'dateRange', key: 'ordered' },
    },
    updatedAt: { label: m.updatedAt, value: 'time', sortable: true, visible: true },
    lineCount: { label: m.lineCount, value: 'number', sortable: true, visible: true },
    total: { label: m.total, value: 'numberOrNull', sortable: true, visible: true },
    currency: { label: m.currency, value: 'textOrNull' },
    customerNumber: { label: m.customerNumber, value: 'textOrNull' },
    shipTo: { label: m.shipTo, value: 'textOrNull' },
  },
});

/** GET /mapi/orders: the list query (flat filter keys, see list.ts). */
export const ZOrderListQuery = listQuerySchema(orderList);
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>;
/** One order in a list. */
export const ZOrderRow = listRowSchema(orderList);
export type TOrderRow = TListRow<typeof orderList>;
export const ZOrderListPage = listPageSchema(orderList);

/** Path parameter of /mapi/orders/:orderNumber (letters, digits and dashes, as the back office numbers them). */
export const ZOrderNumberParams = z
  .object({ orderNumber: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) })
  .strict();
export const ZOrderRef = z.object({ account_id: ZAccountId }).strict();

/** A shipment of (part of) an order line; a missing carrier or tracking number is null (shown 'N/A'). */
export const ZOrderShipment = z.object({
  shippedAt: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  quantity: z.number().int(),
  serialNumbers: z.array(z.string()),
});
export type TOrderShipment = z.infer<typeof ZOrderShipment>;

/** A line of an order with its quantities and its shipments (oldest first). */
export const ZOrderLine = z.object({
  lineNumber: z.number().int(),
  partNumber: z.string(),
  description: z.string().nullable(),
  quantityOrdered: z.number().int(),
  quantityShipped: z.number().int(),
  quantityBackordered: z.number().int(),
  quantityCancelled: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  unitPrice: z.number().nullable(),
  promisedDate: z.string().nullable(),
  shipments: z.array(ZOrderShipment),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

/** GET /mapi/orders/:orderNumber?account_id=: the order's list row plus its lines; another account's order is 404. */
export const ZOrderDetail = ZOrderRow.extend({ lines: z.array(ZOrderLine) });
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

/** At most this many orders answer a lookup. */
export const ORDER_LOOKUP_LIMIT = 10;

/**
 * GET /mapi/orders/lookup?account_id=&q=: the account's orders whose order or PO number starts
 * with q (any case), newest first, each with its lines, for the case form's order number and line
 * (spec section 3, case creation fields). Without q: the newest orders.
 */
export const ZOrderLookupQuery = z
  .object({ account_id: ZAccountId, q: z.string().max(40).optional() })
  .strict();
export const ZOrderLookupAnswer = z.object({
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      poNumber: z.string().nullable(),
      status: z.enum(ORDER_STATUSES),
      lines: z.array(
        z.object({
          lineNumber: z.number().int(),
          partNumber: z.string(),
          description: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type TOrderLookupAnswer = z.infer<typeof ZOrderLookupAnswer>;

/** The recent orders widget (spec section 2): this many of the newest orders. */
export const RECENT_ORDERS_COUNT = 5;
