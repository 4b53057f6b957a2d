import type { TAccount } from '../../../shared/contracts/session.ts';
import { RADIO_TECHNOLOGIES } from '../../lib/screen-rules.ts';
import { defineWidgets } from '../../lib/widgets.ts';
import { RecentRepairsWidget } from './widgets/recent-repairs-widget.tsx';
import { repairWidgetMessages } from './widgets/repair-widget-messages.ts';
import { RmaWidget } from './widgets/rma-widget.tsx';

/** Repairs are for the radio technologies (the Repairs screens' rule, lib/screen-rules.ts `radios`). */
const radioAccount = (account: TAccount) =>
  (RADIO_TECHNOLOGIES as readonly string[]).includes(account.technology);

/** The account's repairs on the Home Dashboard: RMA (by status) and repairs (6 months, 90 days). */
export const repairWidgets = defineWidgets([
  { id: 'rma', title: repairWidgetMessages.rmaTitle, Component: RmaWidget, visible: radioAccount },
  {
    id: 'repairs',
    title: repairWidgetMessages.repairsTitle,
    Component: RecentRepairsWidget,
    visible: radioAccount,
  },
]);
