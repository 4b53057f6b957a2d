import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { all } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const settingsScreenMessages = defineMessages({
  userSettings: { id: 'Nav.userSettings', defaultMessage: 'Settings' },
});

/** Outside the menu: the user menu leads here. */
export const settingsScreens = defineScreens([
  {
    key: 'UserSettings',
    path: 'UserSettings',
    title: settingsScreenMessages.userSettings,
    visible: all,
    page: lazyRoute(() => import('./pages/user-settings-page.tsx')),
  },
]);
