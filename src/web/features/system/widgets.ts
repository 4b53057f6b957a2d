import { defineWidgets } from '../../lib/widgets.ts';
import { SystemOverviewWidget, systemOverviewMessages } from './widgets/system-overview-widget.tsx';

/** The account's system on the Home Dashboard (not for SoftwareApps accounts, which have none). */
export const systemWidgets = defineWidgets([
  {
    id: 'system-overview',
    title: systemOverviewMessages.title,
    Component: SystemOverviewWidget,
    visible: (account) => account.technology !== 'softwareapps',
  },
]);
