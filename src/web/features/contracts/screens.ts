import { defineMessages } from '../../../shared/i18n/define.ts';
import { user } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const contractScreenMessages = defineMessages({
  contracts: { id: 'Nav.contracts', defaultMessage: 'Contracts' },
});

/** Contracts: commercial data, not for guests (not built yet). */
export const contractScreens = defineScreens([
  {
    key: 'Contracts',
    path: 'Contracts/:detail?',
    title: contractScreenMessages.contracts,
    group: 'commercial',
    order: 20,
    visible: user,
  },
]);
