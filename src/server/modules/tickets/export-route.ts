/**
 * GET /mapi/tickets/export: the ticket list (same query as GET /mapi/tickets) as CSV, Excel, PDF,
 * a print page or a ZIP of the four: configuration of the export engine.
 */
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { registerListExport } from '../../platform/export/list-export.ts';
import { translate } from '../../platform/i18n.ts';
import type { TListQueryInput } from '../../platform/list/list-engine.ts';
import { TICKET_TYPES, ZTicketListQuery } from '../../../shared/contracts/tickets.ts';
import { splitMultiValue } from '../../../shared/domain/list-filters.ts';
import { ticketColumnMessages } from '../../../shared/i18n/case-messages.ts';
import { defineMessages } from '../../../shared/i18n/define.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';
import { ticketList } from './ticket-list.ts';

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

export function registerTicketExportRoute(app: TApp, ctx: TAppContext): void {
  registerListExport(app, ctx, {
    path: '/tickets/export',
    list: ticketList,
    query: ZTicketListQuery,
    kind: 'Tickets',
    tag: 'tickets',
    describe: describeTicketExport,
    dateColumn: 'submittedAt',
  });
}
