import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { all } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const releaseScreenMessages = defineMessages({
  whatsNew: { id: 'Nav.whatsNew', defaultMessage: "What's New" },
});

/** Outside the menu: the footer and the user menu lead here. */
export const releaseScreens = defineScreens([
  {
    key: 'WhatsNew',
    path: 'WhatsNew',
    title: releaseScreenMessages.whatsNew,
    visible: all,
    page: lazyRoute(() => import('./pages/whats-new-page.tsx')),
  },
]);
