import { ticketList } from '../../../shared/contracts/tickets.ts';
import { defineListSql, optionalTextSort, optionalTimeSort } from '../../platform/list/list-definition.ts';

/**
 * The SQL of the ticket list (shared/contracts/tickets.ts `ticketList`). Tickets are far fewer
 * than cases; the columns most used for sorting have indexes (db/schema/cases.ts), the others sort
 * within one account's tickets.
 */
export const ticketListSql = defineListSql(ticketList, {
  from: 'tickets t',
  account: 't.account_id',
  id: { sql: 't.ticket_no', type: 'integer' },
  search: 't.search',
  columns: {
    ticketId: { select: 't.ticket_no', sort: 'integer' },
    title: { select: 't.title', sort: 'text' },
    type: { select: 't.ticket_type', sort: 'text' },
    status: { select: 't.status', sort: 'text' },
    priority: { select: 't.priority', sort: 'integer' },
    impact: { select: 't.impact', sort: 'integer' },
    urgency: { select: 't.urgency', sort: 'integer' },
    site: { select: 't.site', sort: 'text' },
    submittedAt: { select: 't.submitted_at', sort: 'timestamptz' },
    startAt: { select: 't.start_at', sort: optionalTimeSort('t.start_at') },
    endAt: { select: 't.end_at', sort: optionalTimeSort('t.end_at') },
    productName: { select: 't.product_name', sort: optionalTextSort('t.product_name') },
    productModel: { select: 't.product_model', sort: optionalTextSort('t.product_model') },
    unitId: { select: 't.unit_id', sort: optionalTextSort('t.unit_id') },
    unitStatus: { select: 't.unit_status', sort: optionalTextSort('t.unit_status') },
  },
  extra: { parentTicketId: 't.parent_ticket_no' },
});
