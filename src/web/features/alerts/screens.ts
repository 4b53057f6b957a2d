import { defineMessages } from '../../../shared/i18n/define.ts';
import { canSeeAlerts } from '../../../shared/domain/permissions.ts';
import { defineScreens } from '../../lib/screens.ts';

export const alertScreenMessages = defineMessages({
  alerts: { id: 'Nav.alerts', defaultMessage: 'Alerts' },
});

/** The network's alerts (not built yet). */
export const alertScreens = defineScreens([
  {
    key: 'Alerts',
    path: 'Alerts',
    title: alertScreenMessages.alerts,
    group: 'system',
    order: 150,
    visible: (c) => canSeeAlerts(c.facts),
  },
]);
