import { ticketColumnMessages, ticketValueMessages } from '../../../shared/i18n/case-messages.ts';
import { defineMessages, type TMessageDescriptor } from '../../../shared/i18n/define.ts';
import { valueMessageLookup } from '../../ui/data-table/value-messages.ts';
import { ticketScreenMessages } from './screens.ts';

const lookup = valueMessageLookup(ticketValueMessages);

/** The label of a ticket value (type, status, priority, impact, urgency, unit status). */
export function ticketValueMessage(
  column: 'type' | 'status' | 'priority' | 'impact' | 'urgency' | 'unitStatus',
  value: string | number,
): TMessageDescriptor {
  return lookup(ticketColumnMessages[column].id, value);
}

const ticketPageMessages = defineMessages({
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

/** The ticket pages' texts; their title is the Tickets screen's. */
export const ticketMessages = { title: ticketScreenMessages.tickets, ...ticketPageMessages };

export const createTicketMessages = defineMessages({
  create: { id: 'CreateTicket.create', defaultMessage: 'Create ticket' },
  addChild: { id: 'CreateTicket.addChild', defaultMessage: 'Add child ticket' },
  title: { id: 'CreateTicket.title', defaultMessage: 'Create ticket' },
  intro: {
    id: 'CreateTicket.intro',
    defaultMessage: 'Fields marked with an asterisk are required. The priority follows from the impact and the urgency.',
  },
  groupTicket: { id: 'CreateTicket.groupTicket', defaultMessage: 'The ticket' },
  groupAssessment: { id: 'CreateTicket.groupAssessment', defaultMessage: 'Impact and urgency' },
  groupSchedule: { id: 'CreateTicket.groupSchedule', defaultMessage: 'Schedule' },
  groupUnit: { id: 'CreateTicket.groupUnit', defaultMessage: 'Product and unit' },
  groupParent: { id: 'CreateTicket.groupParent', defaultMessage: 'Parent ticket' },
  choose: { id: 'CreateTicket.choose', defaultMessage: 'Choose…' },
  priorityPreview: { id: 'CreateTicket.priorityPreview', defaultMessage: 'Priority: {priority}' },
  priorityPending: { id: 'CreateTicket.priorityPending', defaultMessage: 'Choose the impact and the urgency to see the priority.' },
  parentLabel: { id: 'CreateTicket.parentLabel', defaultMessage: 'Child of ticket (optional)' },
  parentHelp: {
    id: 'CreateTicket.parentHelp',
    defaultMessage: 'Makes the new ticket a child of another ticket of this account. Search by ticket ID or words of its title.',
  },
  parentSearch: { id: 'CreateTicket.parentSearch', defaultMessage: 'Search tickets' },
  parentNone: { id: 'CreateTicket.parentNone', defaultMessage: 'No ticket matches.' },
  datesHelp: { id: 'CreateTicket.datesHelp', defaultMessage: 'In your local time.' },
  submit: { id: 'CreateTicket.submit', defaultMessage: 'Create ticket' },
  cancel: { id: 'CreateTicket.cancel', defaultMessage: 'Cancel' },
  fixErrors: {
    id: 'CreateTicket.fixErrors',
    defaultMessage: '{count, plural, one {One field needs} other {# fields need}} your attention.',
  },
  notAllowed: { id: 'CreateTicket.notAllowed', defaultMessage: 'Tickets cannot be created with your role on this account.' },
  createdTitle: { id: 'CreateTicket.createdTitle', defaultMessage: 'Ticket {id} was created' },
  createdPriority: { id: 'CreateTicket.createdPriority', defaultMessage: 'Its priority is {priority}.' },
  createdChild: { id: 'CreateTicket.createdChild', defaultMessage: 'It is a child of ticket {parent}.' },
  openTicket: { id: 'CreateTicket.openTicket', defaultMessage: 'Open the ticket' },
  another: { id: 'CreateTicket.another', defaultMessage: 'Create another ticket' },
});
