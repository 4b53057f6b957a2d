import { defineMessages } from '../../../shared/i18n/define.ts';
import { showOtherAppsMenu } from '../../../shared/domain/permissions.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { defineScreens } from '../../lib/screens.ts';

export const otherAppScreenMessages = defineMessages({
  otherApps: { id: 'Nav.otherApps', defaultMessage: 'Other apps' },
});

/** Other apps: a top-level link, the menu's last. */
export const otherAppScreens = defineScreens([
  {
    key: 'OtherApps',
    path: 'OtherApps',
    title: otherAppScreenMessages.otherApps,
    group: null,
    order: 20,
    visible: (c) => showOtherAppsMenu(c.facts),
    page: lazyRoute(() => import('./pages/other-apps-page.tsx')),
  },
]);
