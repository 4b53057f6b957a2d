import type { TAccount } from '../../../shared/contracts/session.ts';
import { RADIO_TECHNOLOGIES } from '../../lib/screen-rules.ts';
import { defineWidgets } from '../../lib/widgets.ts';
import { FleetWidget } from './fleet/fleet-widget.tsx';
import { fleetReadinessMessages } from '../../../shared/i18n/fleet-readiness-messages.ts';
import { RecentRepairsWidget } from './widgets/recent-repairs-widget.tsx';
import { repairWidgetMessages } from './widgets/repair-widget-messages.ts';
import { RmaWidget } from './widgets/rma-widget.tsx';

/** Repairs are for the radio technologies (the Repairs screens' rule, lib/screen-rules.ts `radios`). */
const radioAccount = (account: TAccount) =>
  (RADIO_TECHNOLOGIES as readonly string[]).includes(account.technology);

/**
 * The account's repairs on the Home Dashboard: RMA (by status), repairs (6 months, 90 days) and
 * fleet off the air (fleet readiness, issue 30 point 10).
 */
export const repairWidgets = defineWidgets([
  { id: 'rma', title: repairWidgetMessages.rmaTitle, Component: RmaWidget, visible: radioAccount },
  {
    id: 'repairs',
    title: repairWidgetMessages.repairsTitle,
    Component: RecentRepairsWidget,
    visible: radioAccount,
  },
  {
    id: 'fleet-readiness',
    title: fleetReadinessMessages.widgetTitle,
    Component: FleetWidget,
    visible: radioAccount,
  },
]);
