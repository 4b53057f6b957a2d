import { DASHBOARD_WIDGET_IDS, type TWidgetId } from '../../../../shared/contracts/dashboard.ts';
import { AccountSummaryWidget, accountSummaryMessages } from './account-summary-widget.tsx';
import { RecentReleasesWidget, recentReleasesMessages } from './recent-releases-widget.tsx';
import { SystemOverviewWidget, systemOverviewMessages } from './system-overview-widget.tsx';
import type { TWidgetDefinition } from './widget-types.ts';
import { caseWidgetMessages } from '../../cases/widgets/case-widget-messages.ts';
import { CasesBreakdownWidget } from '../../cases/widgets/cases-breakdown-widget.tsx';
import { OpenCasesWidget } from '../../cases/widgets/open-cases-widget.tsx';
import { OpenSeverity1Widget } from '../../cases/widgets/open-severity1-widget.tsx';

/**
 * Every Home Dashboard widget, by id. The default order on the dashboard is the order of
 * DASHBOARD_WIDGET_IDS (src/shared/contracts/dashboard.ts).
 *
 * To add a widget (each area adds its own: cases breakdown, open cases 30/7 days, open severity 1,
 * recent orders, repairs, RMA, sub-network statuses, device management service overview):
 * 1. add its id to DASHBOARD_WIDGET_IDS (the server accepts saved layouts naming known ids only);
 * 2. add its entry here: title message, component (see TWidgetDefinition: its own query with
 *    throwOnError, <WidgetLoading /> meanwhile; the frame adds the error boundary and the retry)
 *    and `visible(account, user)`.
 * The type below fails until both are done.
 */
const REGISTRY: { [K in TWidgetId]: Omit<TWidgetDefinition, 'id'> } = {
  'account-summary': {
    title: accountSummaryMessages.title,
    Component: AccountSummaryWidget,
    visible: () => true,
  },
  'system-overview': {
    title: systemOverviewMessages.title,
    Component: SystemOverviewWidget,
    visible: (account) => account.technology !== 'softwareapps',
  },
  'recent-releases': {
    title: recentReleasesMessages.title,
    Component: RecentReleasesWidget,
    visible: () => true,
  },
  'cases-breakdown': {
    title: caseWidgetMessages.breakdownTitle,
    Component: CasesBreakdownWidget,
    visible: () => true,
  },
  'open-cases': { title: caseWidgetMessages.openTitle, Component: OpenCasesWidget, visible: () => true },
  'open-severity-1': {
    title: caseWidgetMessages.severity1Title,
    Component: OpenSeverity1Widget,
    visible: () => true,
  },
};

/** The widget definitions in default order. */
export const WIDGETS: readonly TWidgetDefinition[] = DASHBOARD_WIDGET_IDS.map((id) => ({
  id,
  ...REGISTRY[id],
}));
