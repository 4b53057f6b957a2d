import { defineMessages, type TMessageDescriptor } from '../../../shared/i18n/define.ts';
import { orderStatusDescriptionMessages } from '../../../shared/i18n/order-messages.ts';
import { orderStatusKey } from '../../../shared/contracts/orders.ts';

/** The order pages' texts; their title is the Orders screen's (Nav.orders). */
export const orderMessages = defineMessages({
  subtitle: {
    id: 'Orders.subtitle',
    defaultMessage:
      'Orders of {account} as the back office reports them: status, lines, shipments and tracking.',
  },
  caption: { id: 'Orders.caption', defaultMessage: 'Orders of account {account}' },
  searchPlaceholder: { id: 'Orders.searchPlaceholder', defaultMessage: 'Order or PO number' },
  openOrder: { id: 'Orders.openOrder', defaultMessage: 'Open order {number}' },
  back: { id: 'Orders.back', defaultMessage: 'Back to orders' },
  orderNumber: { id: 'Orders.orderNumber', defaultMessage: 'Order {number}' },
  detailTitle: { id: 'Orders.detailTitle', defaultMessage: 'PO number {po}' },
  groupOrder: { id: 'Orders.groupOrder', defaultMessage: 'Order' },
  groupLines: { id: 'Orders.groupLines', defaultMessage: 'Lines' },
  lineHeading: { id: 'Orders.lineHeading', defaultMessage: 'Line {line}: {part}' },
  shipments: { id: 'Orders.shipments', defaultMessage: 'Shipments' },
  noShipments: { id: 'Orders.noShipments', defaultMessage: 'Not shipped yet.' },
  noLines: { id: 'Orders.noLines', defaultMessage: 'The back office has sent no lines for this order.' },
  unavailableTitle: { id: 'Orders.unavailableTitle', defaultMessage: 'Order not available' },
  unavailableBody: {
    id: 'Orders.unavailableBody',
    defaultMessage: 'There is no order {number} on this account, or you may not see it.',
  },
  widgetTitle: { id: 'Orders.widget.title', defaultMessage: 'Recent orders' },
  widgetEmpty: { id: 'Orders.widget.empty', defaultMessage: 'No orders yet.' },
  widgetAll: { id: 'Orders.widget.all', defaultMessage: 'All orders' },
});

/** What a back-office status means, when the code alone does not say it (else undefined). */
export function orderStatusDescription(status: string): TMessageDescriptor | undefined {
  const key = orderStatusKey(status);
  return Object.prototype.hasOwnProperty.call(orderStatusDescriptionMessages, key)
    ? orderStatusDescriptionMessages[key as keyof typeof orderStatusDescriptionMessages]
    : undefined;
}
