import { aboutScreens } from '../features/about/screens.ts';
import { administrationScreens } from '../features/administration/screens.ts';
import { alertScreens } from '../features/alerts/screens.ts';
import { auditScreens } from '../features/audit/screens.ts';
import { caseScreens } from '../features/cases/screens.ts';
import { communicationScreens } from '../features/communications/screens.ts';
import { contractScreens } from '../features/contracts/screens.ts';
import { deviceScreens } from '../features/devices/screens.ts';
import { documentScreens } from '../features/documents/screens.ts';
import { entitlementScreens } from '../features/entitlements/screens.ts';
import { homeScreens } from '../features/home/screens.ts';
import { knownIssueScreens } from '../features/known-issues/screens.ts';
import { orderScreens } from '../features/orders/screens.ts';
import { otherAppScreens } from '../features/other-apps/screens.ts';
import { jobScreens } from '../features/jobs/screens.ts';
import { outboxScreens } from '../features/outbox/screens.ts';
import { siteScreens } from '../features/sites/screens.ts';
import { performanceScreens } from '../features/performance/screens.ts';
import { releaseScreens } from '../features/releases/screens.ts';
import { repairScreens } from '../features/repairs/screens.ts';
import { reportScreens } from '../features/reports/screens.ts';
import { settingsScreens } from '../features/settings/screens.ts';
import { systemScreens } from '../features/system/screens.ts';
import { ticketScreens } from '../features/tickets/screens.ts';
import { administrationHelpTopics } from '../features/administration/help-topics.ts';
import { caseHelpTopics } from '../features/cases/help-topics.ts';
import { communicationHelpTopics } from '../features/communications/help-topics.ts';
import { contractHelpTopics } from '../features/contracts/help-topics.ts';
import { deviceHelpTopics } from '../features/devices/help-topics.ts';
import { documentHelpTopics } from '../features/documents/help-topics.ts';
import { entitlementHelpTopics } from '../features/entitlements/help-topics.ts';
import { homeHelpTopics } from '../features/home/help-topics.ts';
import { orderHelpTopics } from '../features/orders/help-topics.ts';
import { performanceHelpTopics } from '../features/performance/help-topics.ts';
import { repairHelpTopics } from '../features/repairs/help-topics.ts';
import { reportHelpTopics } from '../features/reports/help-topics.ts';
import { settingsHelpTopics } from '../features/settings/help-topics.ts';
import { systemHelpTopics } from '../features/system/help-topics.ts';
import type { TWidgetId } from '../../shared/contracts/dashboard.ts';
import { helpTopicRule, type THelpTopic } from '../../shared/domain/help.ts';
import { registerScreens } from '../lib/screens.ts';
import { registerWidgets } from '../lib/widgets.ts';

// The one place that assembles what each feature declares (features/<area>/screens.ts, widgets.ts,
// help-topics.ts) and registers it with lib/ at start. A new area: its folder under features/ and
// one line in each list it declares something for.

/**
 * Every screen of spec section 2 below /{accountId}/, as each feature declares them in its
 * `screens.ts` (the router builds its routes from this list; a screen without a page shows the
 * not-built page). The menu shows a screen only when its rule allows it, in its group at its
 * `order`; a hidden screen's address shows the no-access page. The server enforces its own rules on
 * every call: hiding is a courtesy, not the protection.
 */
export const SCREENS = [
  ...homeScreens,
  ...caseScreens,
  ...ticketScreens,
  ...knownIssueScreens,
  ...repairScreens,
  ...orderScreens,
  ...contractScreens,
  ...entitlementScreens,
  ...systemScreens,
  ...performanceScreens,
  ...alertScreens,
  ...deviceScreens,
  ...reportScreens,
  ...documentScreens,
  ...communicationScreens,
  ...otherAppScreens,
  ...administrationScreens,
  ...auditScreens,
  ...outboxScreens,
  ...jobScreens,
  ...siteScreens,
  ...settingsScreens,
  ...releaseScreens,
  ...aboutScreens,
] as const;

registerScreens(SCREENS);

declare module '../lib/screens.ts' {
  interface TScreenRegister {
    screens: typeof SCREENS;
  }
}

/**
 * Every Home Dashboard widget, in the default order of DASHBOARD_WIDGET_IDS
 * (src/shared/contracts/dashboard.ts; widgets.test.ts checks it). Loaded with the Dashboard route,
 * each feature's widgets.ts a chunk of its own, so the entry stays small.
 */
export const loadWidgets = async () => {
  const [home, system, releases, performance, cases, repairs, orders] = await Promise.all([
    import('../features/home/widgets.ts'),
    import('../features/system/widgets.ts'),
    import('../features/releases/widgets.ts'),
    import('../features/performance/widgets.ts'),
    import('../features/cases/widgets.ts'),
    import('../features/repairs/widgets.ts'),
    import('../features/orders/widgets.ts'),
  ]);
  return [
    ...home.homeWidgets,
    ...system.systemWidgets,
    ...releases.releaseWidgets,
    ...performance.performanceWidgets,
    ...cases.caseWidgets,
    ...repairs.repairWidgets,
    ...orders.orderWidgets,
  ] as const;
};

/** Fails to compile while an id of DASHBOARD_WIDGET_IDS has no widget declared. */
type TUndeclaredWidget = Exclude<TWidgetId, Awaited<ReturnType<typeof loadWidgets>>[number]['id']>;
const everyWidgetDeclared: [TUndeclaredWidget] extends [never] ? true : TUndeclaredWidget = true;
void everyWidgetDeclared;

registerWidgets(loadWidgets);

/** The route starts and help topics of spec section 2 ("Help links"), as the features declare them. */
export const HELP_TOPICS: readonly THelpTopic[] = [
  ...homeHelpTopics,
  ...caseHelpTopics,
  ...repairHelpTopics,
  ...orderHelpTopics,
  ...contractHelpTopics,
  ...entitlementHelpTopics,
  ...systemHelpTopics,
  ...performanceHelpTopics,
  ...deviceHelpTopics,
  ...reportHelpTopics,
  ...documentHelpTopics,
  ...communicationHelpTopics,
  ...administrationHelpTopics,
  ...settingsHelpTopics,
];

/** The help rule over those topics: the help link's address for the current route. */
export const help = helpTopicRule(HELP_TOPICS);
