import { roleAtLeast } from '../../../shared/domain/permissions.ts';
import { defineWidgets } from '../../lib/widgets.ts';
import { orderMessages } from './order-messages.ts';
import { RecentOrdersWidget } from './widgets/recent-orders-widget.tsx';

/** The account's newest orders on the Home Dashboard: for the User role and above, as the Orders screen. */
export const orderWidgets = defineWidgets([
  {
    id: 'recent-orders',
    title: orderMessages.widgetTitle,
    Component: RecentOrdersWidget,
    visible: (account) => roleAtLeast(account.role, 'User'),
  },
]);
