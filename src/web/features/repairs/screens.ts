import { defineMessages } from '../../../shared/i18n/define.ts';
import { both, radios, user } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const repairScreenMessages = defineMessages({
  repairs: { id: 'Nav.repairs', defaultMessage: 'Repairs' },
  repairBank: { id: 'Nav.repairBank', defaultMessage: 'Repair bank balance' },
  serialLookup: { id: 'Nav.serialLookup', defaultMessage: 'Serial number lookup' },
});

/** Repairs and RMA: radio technologies, not for guests (not built yet). */
export const repairScreens = defineScreens([
  {
    key: 'Repairs',
    path: 'Repairs',
    title: repairScreenMessages.repairs,
    group: 'repairs',
    order: 10,
    visible: both(radios, user),
  },
  {
    key: 'RepairBank',
    path: 'Repairs/RepairBank',
    title: repairScreenMessages.repairBank,
    group: 'repairs',
    order: 20,
    visible: both(radios, user),
  },
  {
    key: 'SerialLookup',
    path: 'Repairs/SerialNumberLookup',
    title: repairScreenMessages.serialLookup,
    group: 'repairs',
    order: 30,
    visible: both(radios, user),
  },
]);
