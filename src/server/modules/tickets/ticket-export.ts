/**
 * The ticket list's exports (GET /mapi/tickets/export, registered with the list): the {type} of the
 * file name and the document title.
 */
import { translate } from '../../platform/i18n.ts';
import type { TListQueryInput } from '../../platform/list/list-engine.ts';
import { TICKET_TYPES } from '../../../shared/contracts/tickets.ts';
import { splitMultiValue } from '../../../shared/domain/list-filters.ts';
import { ticketColumnMessages } from '../../../shared/i18n/case-messages.ts';
import { defineMessages } from '../../../shared/i18n/define.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';

const messages = defineMessages({
  titleAll: { id: 'TicketExport.titleAll', defaultMessage: 'All tickets' },
  titleType: { id: 'TicketExport.titleType', defaultMessage: 'Tickets: {type}' },
});

/**
 * The list type of a ticket export (spec section 9 '{type}'): the ticket type when the list shows
 * one (Incident, ServiceRequest, ChangeRequest, Problem), else AllTickets.
 */
export function describeTicketExport(query: TListQueryInput, locale: TLocale): { type: string; title: string } {
  const types = splitMultiValue(query.type ?? '').filter((t) => (TICKET_TYPES as readonly string[]).includes(t));
  const one = types.length === 1 ? types[0]! : undefined;
  if (!one) return { type: 'AllTickets', title: translate(locale, messages.titleAll.id) };
  return {
    type: one.charAt(0).toUpperCase() + one.slice(1),
    title: translate(locale, messages.titleType.id, { type: translate(locale, `${ticketColumnMessages.type.id}.${one}`) }),
  };
}
