import { defineMessages } from './define.ts';

/**
 * Titles of the order fields (spec section 3; issue 31 point 1): the list's column titles, the
 * detail's labels, the export's headings. The 35 statuses have no label messages: they show as the
 * back office spells them (the list engine shows an enum value without a message as itself).
 */
export const orderColumnMessages = defineMessages({
  orderNumber: { id: 'Orders.column.orderNumber', defaultMessage: 'Order number' },
  poNumber: { id: 'Orders.column.poNumber', defaultMessage: 'PO number' },
  status: { id: 'Orders.column.status', defaultMessage: 'Status' },
  orderedAt: { id: 'Orders.column.orderedAt', defaultMessage: 'Order date' },
  updatedAt: { id: 'Orders.column.updatedAt', defaultMessage: 'Last update' },
  customerNumber: { id: 'Orders.column.customerNumber', defaultMessage: 'Customer number' },
  shipTo: { id: 'Orders.column.shipTo', defaultMessage: 'Ship to' },
  currency: { id: 'Orders.column.currency', defaultMessage: 'Currency' },
  total: { id: 'Orders.column.total', defaultMessage: 'Total' },
  lineCount: { id: 'Orders.column.lineCount', defaultMessage: 'Lines' },
});

/** Titles of an order line's and a shipment's fields (the detail). */
export const orderLineMessages = defineMessages({
  partNumber: { id: 'Orders.line.partNumber', defaultMessage: 'Part number' },
  description: { id: 'Orders.line.description', defaultMessage: 'Description' },
  quantityOrdered: { id: 'Orders.line.quantityOrdered', defaultMessage: 'Ordered' },
  quantityShipped: { id: 'Orders.line.quantityShipped', defaultMessage: 'Shipped' },
  quantityBackordered: { id: 'Orders.line.quantityBackordered', defaultMessage: 'Backordered' },
  quantityCancelled: { id: 'Orders.line.quantityCancelled', defaultMessage: 'Cancelled' },
  unitPrice: { id: 'Orders.line.unitPrice', defaultMessage: 'Unit price' },
  promisedDate: { id: 'Orders.line.promisedDate', defaultMessage: 'Promised date' },
  shippedAt: { id: 'Orders.shipment.shippedAt', defaultMessage: 'Shipped on' },
  carrier: { id: 'Orders.shipment.carrier', defaultMessage: 'Carrier' },
  trackingNumber: { id: 'Orders.shipment.trackingNumber', defaultMessage: 'Tracking number' },
  quantity: { id: 'Orders.shipment.quantity', defaultMessage: 'Quantity' },
  serialNumbers: { id: 'Orders.shipment.serialNumbers', defaultMessage: 'Serial numbers shipped' },
});

/**
 * What a back-office status means, where its code alone does not say it (keyed by the status in
 * camelCase: ORDER_STATUS_DESCRIPTION_KEYS in contracts/orders.ts).
 */
export const orderStatusDescriptionMessages = defineMessages({
  awaitingReturnDisposition: {
    id: 'Orders.statusDescription.awaitingReturnDisposition',
    defaultMessage:
      'The returned goods have arrived; a decision on what to do with them (repair, replacement or credit) is pending.',
  },
  booked: {
    id: 'Orders.statusDescription.booked',
    defaultMessage: 'The order has been accepted and booked; fulfillment is being scheduled.',
  },
  creditHold: {
    id: 'Orders.statusDescription.creditHold',
    defaultMessage: "On hold until the account's credit check is cleared.",
  },
  entered: {
    id: 'Orders.statusDescription.entered',
    defaultMessage: 'Entered in the order system but not booked yet.',
  },
  externalReqOpen: {
    id: 'Orders.statusDescription.externalReqOpen',
    defaultMessage: 'A purchase requisition to an outside supplier is open for this order.',
  },
  fulfilled: {
    id: 'Orders.statusDescription.fulfilled',
    defaultMessage: 'Everything ordered has been supplied; invoicing follows.',
  },
  internalReqOpen: {
    id: 'Orders.statusDescription.internalReqOpen',
    defaultMessage: "A transfer between the vendor's own warehouses is open for this order.",
  },
  invoiceHold: {
    id: 'Orders.statusDescription.invoiceHold',
    defaultMessage: 'Invoicing is held until a problem with the order is resolved.',
  },
  invoiceIncomplete: {
    id: 'Orders.statusDescription.invoiceIncomplete',
    defaultMessage: 'The invoice lacks information and has not been issued yet.',
  },
  invoiceNotApplicable: {
    id: 'Orders.statusDescription.invoiceNotApplicable',
    defaultMessage: 'No invoice is issued for this order (for example, a no-charge order).',
  },
  noInformation: {
    id: 'Orders.statusDescription.noInformation',
    defaultMessage: 'The back office has not reported a status for this order.',
  },
  poOpen: {
    id: 'Orders.statusDescription.poOpen',
    defaultMessage: 'A purchase order to a supplier is open for this order.',
  },
  postBillingAcceptance: {
    id: 'Orders.statusDescription.postBillingAcceptance',
    defaultMessage: 'Invoiced; the customer’s acceptance after billing is awaited.',
  },
  preBillingAcceptance: {
    id: 'Orders.statusDescription.preBillingAcceptance',
    defaultMessage: 'The customer’s acceptance is awaited before the order is invoiced.',
  },
  productionOpen: {
    id: 'Orders.statusDescription.productionOpen',
    defaultMessage: 'In production: manufacturing has not finished.',
  },
  productionPartial: {
    id: 'Orders.statusDescription.productionPartial',
    defaultMessage: 'Partly produced: some units are finished, others are still in production.',
  },
  supplyEligible: {
    id: 'Orders.statusDescription.supplyEligible',
    defaultMessage: 'Ready to be supplied: the items can be reserved and shipped.',
  },
  supplyPartial: {
    id: 'Orders.statusDescription.supplyPartial',
    defaultMessage: 'Only part of the quantity has been supplied so far.',
  },
  unapproved: {
    id: 'Orders.statusDescription.unapproved',
    defaultMessage: 'Not yet approved by the vendor; it will not be processed until it is.',
  },
  waitingOrderApproval: {
    id: 'Orders.statusDescription.waitingOrderApproval',
    defaultMessage: 'Waiting for the customer’s or the vendor’s approval before it is processed.',
  },
});

/** The order exports' titles (GET /mapi/orders/export). */
export const orderExportMessages = defineMessages({
  titleAll: { id: 'Orders.export.titleAll', defaultMessage: 'All orders' },
  titleStatus: { id: 'Orders.export.titleStatus', defaultMessage: 'Orders: {status}' },
});

/** The order and line picker of the case form (order number and line, spec section 3). */
export const orderLookupMessages = defineMessages({
  orderOption: { id: 'Orders.lookup.orderOption', defaultMessage: '{number} (PO {po})' },
  lineOption: { id: 'Orders.lookup.lineOption', defaultMessage: 'Line {line}: {part}' },
  hint: {
    id: 'Orders.lookup.hint',
    defaultMessage: "Pick one of the account's orders, or type the number.",
  },
});
