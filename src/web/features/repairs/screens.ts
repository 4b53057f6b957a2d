import { defineMessages } from '../../../shared/i18n/define.ts';
import { fleetReadinessMessages } from '../../../shared/i18n/fleet-readiness-messages.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { both, radios, user } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const repairScreenMessages = defineMessages({
  repairs: { id: 'Nav.repairs', defaultMessage: 'Repairs' },
  repairBank: { id: 'Nav.repairBank', defaultMessage: 'Repair bank balance' },
  serialLookup: { id: 'Nav.serialLookup', defaultMessage: 'Serial number lookup' },
  infrastructureRepair: { id: 'Nav.infrastructureRepair', defaultMessage: 'Infrastructure repair' },
  repairRequest: { id: 'Nav.repairRequest', defaultMessage: 'Request a repair' },
  repairCart: { id: 'Nav.repairCart', defaultMessage: 'Repair cart' },
});

/**
 * Repairs and RMA: radio technologies. Every user of the account reads repairs (Guests included);
 * the RMA screens (serial number lookup, repair bank) start requests and need the User role
 * (docs/decisions.md "Repairs").
 */
export const repairScreens = defineScreens([
  {
    key: 'Repairs',
    path: 'Repairs/:detail?',
    title: repairScreenMessages.repairs,
    group: 'repairs',
    order: 10,
    visible: radios,
    page: lazyRoute(() => import('./pages/repairs-page.tsx')),
  },
  {
    key: 'RepairBank',
    path: 'Repairs/RepairBank',
    title: repairScreenMessages.repairBank,
    group: 'repairs',
    order: 20,
    visible: both(radios, user),
    page: lazyRoute(() => import('./pages/repair-bank-page.tsx')),
  },
  {
    key: 'SerialLookup',
    path: 'Repairs/SerialNumberLookup',
    title: repairScreenMessages.serialLookup,
    group: 'repairs',
    order: 30,
    visible: both(radios, user),
    page: lazyRoute(() => import('./pages/serial-lookup-page.tsx')),
  },
  {
    // Fleet readiness (issue 30 point 10): reached from the Repairs screen's switch, outside the menu.
    key: 'FleetReadiness',
    path: 'Repairs/FleetReadiness',
    title: fleetReadinessMessages.title,
    visible: radios,
    page: lazyRoute(() => import('./fleet/fleet-readiness-page.tsx')),
  },
  {
    // Where the lookup moves an infrastructure serial (outside the menu): ?serial=
    key: 'InfrastructureRepair',
    path: 'Repairs/Infrastructure',
    title: repairScreenMessages.infrastructureRepair,
    visible: both(radios, user),
    page: lazyRoute(() => import('./pages/infrastructure-repair-page.tsx')),
  },
  {
    // The repair request flow after a lookup (outside the menu): ?serial=, or ?edit=<cart unit>.
    key: 'RepairRequest',
    path: 'Repairs/Request',
    title: repairScreenMessages.repairRequest,
    visible: both(radios, user),
    page: lazyRoute(() => import('./request/pages/repair-request-page.tsx')),
  },
  {
    // The repair cart, its checkout and confirmation (outside the menu; linked from the RMA screen).
    key: 'RepairCart',
    path: 'Repairs/Cart',
    title: repairScreenMessages.repairCart,
    visible: both(radios, user),
    page: lazyRoute(() => import('./request/pages/repair-cart-page.tsx')),
  },
]);
