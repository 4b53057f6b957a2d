import { ticketColumnMessages, ticketValueMessages } from '../../../shared/i18n/case-messages.ts';
import { defineMessages, type TMessageDescriptor } from '../../../shared/i18n/define.ts';
import { valueMessageLookup } from '../../ui/data-table/value-messages.ts';

const lookup = valueMessageLookup(ticketValueMessages);

/** The label of a ticket value (type, status, priority, impact, urgency, unit status). */
export function ticketValueMessage(
  column: 'type' | 'status' | 'priority' | 'impact' | 'urgency' | 'unitStatus',
  value: string | number,
): TMessageDescriptor {
  return lookup(ticketColumnMessages[column].id, value);
}

export const ticketMessages = defineMessages({
  title: { id: 'Tickets.title', defaultMessage: 'Tickets' },
  subtitle: {
    id: 'Tickets.subtitle',
    defaultMessage: 'Tickets of {account}: incidents, service and change requests, problems.',
  },
  caption: { id: 'Tickets.caption', defaultMessage: 'Tickets of account {account}' },
  openTicket: { id: 'Tickets.openTicket', defaultMessage: 'Open ticket {id}' },
  back: { id: 'Tickets.back', defaultMessage: 'Back to tickets' },
  ticketId: { id: 'Tickets.ticketId', defaultMessage: 'Ticket {id}' },
  description: { id: 'Tickets.description', defaultMessage: 'Description' },
  details: { id: 'Tickets.details', defaultMessage: 'Details' },
  children: { id: 'Tickets.children', defaultMessage: 'Child tickets' },
  noChildren: { id: 'Tickets.noChildren', defaultMessage: 'No child tickets.' },
  parent: { id: 'Tickets.parent', defaultMessage: 'Parent ticket' },
  unavailableTitle: { id: 'Tickets.unavailableTitle', defaultMessage: 'Ticket not available' },
  unavailableBody: {
    id: 'Tickets.unavailableBody',
    defaultMessage: 'There is no ticket {id} on this account, or you may not see it.',
  },
});
