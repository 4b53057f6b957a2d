import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { all } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';
import { loadDashboardWidgets } from '../../lib/widgets.ts';

export const homeScreenMessages = defineMessages({
  dashboard: { id: 'Nav.dashboard', defaultMessage: 'Dashboard' },
});

/** The Home Dashboard: the first link of the menu. */
export const homeScreens = defineScreens([
  {
    key: 'Dashboard',
    path: 'Dashboard',
    title: homeScreenMessages.dashboard,
    group: null,
    order: 10,
    visible: all,
    // The page shows once its widgets are loaded too (each feature's, registered by the app).
    page: lazyRoute(
      async () => (await Promise.all([import('./pages/dashboard-page.tsx'), loadDashboardWidgets()]))[0],
    ),
  },
]);
