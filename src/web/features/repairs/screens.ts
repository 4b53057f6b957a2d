import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { both, radios, user } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const repairScreenMessages = defineMessages({
  repairs: { id: 'Nav.repairs', defaultMessage: 'Repairs' },
  repairBank: { id: 'Nav.repairBank', defaultMessage: 'Repair bank balance' },
  serialLookup: { id: 'Nav.serialLookup', defaultMessage: 'Serial number lookup' },
  infrastructureRepair: { id: 'Nav.infrastructureRepair', defaultMessage: 'Infrastructure repair' },
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
    // Where the lookup moves an infrastructure serial (outside the menu): ?serial=
    key: 'InfrastructureRepair',
    path: 'Repairs/Infrastructure',
    title: repairScreenMessages.infrastructureRepair,
    visible: both(radios, user),
    page: lazyRoute(() => import('./pages/infrastructure-repair-page.tsx')),
  },
]);
