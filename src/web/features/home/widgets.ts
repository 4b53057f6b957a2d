import { defineWidgets } from '../../lib/widgets.ts';
import { AccountSummaryWidget, accountSummaryMessages } from './widgets/account-summary-widget.tsx';

/** The Home Dashboard's own widget. */
export const homeWidgets = defineWidgets([
  {
    id: 'account-summary',
    title: accountSummaryMessages.title,
    Component: AccountSummaryWidget,
    visible: () => true,
  },
]);
