import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { user } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const contractScreenMessages = defineMessages({
  contracts: { id: 'Nav.contracts', defaultMessage: 'Contracts' },
  coverage: { id: 'Nav.coverage', defaultMessage: 'Coverage' },
});

/**
 * Contracts and Coverage: commercial data, for Users and Administrators of the account (Guests do
 * not see them; the server refuses them too). Coverage stays in the system group, where the menu
 * has always shown it.
 */
export const contractScreens = defineScreens([
  {
    key: 'Contracts',
    path: 'Contracts/:detail?',
    title: contractScreenMessages.contracts,
    group: 'commercial',
    order: 20,
    visible: user,
    page: lazyRoute(() => import('./pages/contracts-page.tsx')),
  },
  {
    key: 'Coverage',
    path: 'Coverage',
    title: contractScreenMessages.coverage,
    group: 'system',
    order: 140,
    visible: user,
    page: lazyRoute(() => import('./pages/coverage-page.tsx')),
  },
]);
