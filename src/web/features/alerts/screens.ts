import { defineMessages } from '../../../shared/i18n/define.ts';
import { canSeeAlerts } from '../../../shared/domain/permissions.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { defineScreens } from '../../lib/screens.ts';

export const alertScreenMessages = defineMessages({
  alerts: { id: 'Nav.alerts', defaultMessage: 'Alerts' },
});

/** The alerts active for the account (spec section 6: a network and getAlerts). */
export const alertScreens = defineScreens([
  {
    key: 'Alerts',
    path: 'Alerts',
    title: alertScreenMessages.alerts,
    group: 'system',
    order: 150,
    visible: (c) => canSeeAlerts(c.facts),
    page: lazyRoute(() => import('./pages/alerts-page.tsx')),
  },
]);
