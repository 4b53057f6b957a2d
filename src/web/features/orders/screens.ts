import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { user } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const orderScreenMessages = defineMessages({
  orders: { id: 'Nav.orders', defaultMessage: 'Orders' },
});

/** Orders: commercial data, for the User role and above (the server refuses Guests too). */
export const orderScreens = defineScreens([
  {
    key: 'Orders',
    path: 'Orders/:detail?',
    title: orderScreenMessages.orders,
    group: 'commercial',
    order: 10,
    visible: user,
    page: lazyRoute(() => import('./pages/orders-page.tsx')),
  },
]);
