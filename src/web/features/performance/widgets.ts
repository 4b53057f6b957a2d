import { defineWidgets } from '../../lib/widgets.ts';
import { performanceMessages } from './performance-messages.ts';
import { SubnetworkStatusesWidget } from './widgets/subnetwork-statuses-widget.tsx';

/** The account's network on the Home Dashboard: sites per state for each sub-network (accounts with a network). */
export const performanceWidgets = defineWidgets([
  {
    id: 'subnetwork-statuses',
    title: performanceMessages.widgetTitle,
    Component: SubnetworkStatusesWidget,
    visible: (account) => account.hasNetwork,
  },
]);
