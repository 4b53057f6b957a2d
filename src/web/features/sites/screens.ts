import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { both, network, vendorStaff } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const siteScreenMessages = defineMessages({
  adminSites: { id: 'Nav.adminSites', defaultMessage: 'Sites' },
});

/**
 * Site provisioning (spec section 6, Administration: sites; issue 32 point 2): vendor staff create
 * and change the sites of an account's managed network. The server's own check is `staff-account`.
 */
export const siteScreens = defineScreens([
  {
    key: 'AdminSites',
    path: 'Administration/Sites/:detail?',
    title: siteScreenMessages.adminSites,
    group: 'admin',
    order: 150,
    visible: both(vendorStaff, network),
    page: lazyRoute(() => import('./pages/sites-page.tsx')),
  },
]);
