import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { all } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const ticketScreenMessages = defineMessages({
  tickets: { id: 'Tickets.title', defaultMessage: 'Tickets' },
});

/** Tickets: in the Support group after All cases. */
export const ticketScreens = defineScreens([
  {
    key: 'Tickets',
    path: 'Tickets/:detail?',
    title: ticketScreenMessages.tickets,
    group: 'support',
    order: 20,
    visible: all,
    page: lazyRoute(() => import('./pages/tickets-page.tsx')),
  },
]);
