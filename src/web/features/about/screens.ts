import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { all } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const aboutScreenMessages = defineMessages({
  about: { id: 'Nav.about', defaultMessage: 'About' },
});

/** Outside the menu: the footer and the user menu lead here. */
export const aboutScreens = defineScreens([
  {
    key: 'About',
    path: 'About',
    title: aboutScreenMessages.about,
    visible: all,
    page: lazyRoute(() => import('./pages/about-page.tsx')),
  },
]);
