import {
  TICKET_LEVELS,
  TICKET_STATUSES,
  TICKET_TYPES,
  UNIT_STATUSES,
} from '../../../shared/contracts/tickets.ts';
import { ticketColumnMessages } from '../../../shared/i18n/case-messages.ts';
import { defineList, optionalTextSort, optionalTimeSort } from '../../platform/list/list-definition.ts';

const m = ticketColumnMessages;
const LEVELS = TICKET_LEVELS.map(String);

/**
 * The ticket list (GET /mapi/tickets): configuration of the list engine; its rows are the API's
 * TTicketRow (shared/contracts/tickets.ts), as the ticket detail answers them. Tickets are far fewer
 * than cases; the columns most used for sorting have indexes (db/schema/cases.ts), the others sort
 * within one account's tickets.
 */
export const ticketList = defineList({
  name: 'tickets',
  table: 'tickets',
  accountColumn: 't.account_id',
  idColumn: 't.ticket_no',
  defaultSort: { column: 'submittedAt', dir: 'desc' },
  search: { document: 't.search' },
  columns: [
    { id: 'ticketId', labelId: m.ticketId.id, type: 'text', select: 't.ticket_no', value: 'text', sort: { sql: 't.ticket_no', type: 'integer' }, defaultVisible: true },
    { id: 'title', labelId: m.title.id, type: 'text', select: 't.title', value: 'text', sort: { sql: 't.title', type: 'text' }, defaultVisible: true },
    { id: 'type', labelId: m.type.id, type: 'enum', select: 't.ticket_type', value: 'text', sort: { sql: 't.ticket_type', type: 'text' }, filter: { kind: 'enum' }, values: TICKET_TYPES, defaultVisible: true },
    { id: 'status', labelId: m.status.id, type: 'enum', select: 't.status', value: 'text', sort: { sql: 't.status', type: 'text' }, filter: { kind: 'enum' }, values: TICKET_STATUSES, defaultVisible: true },
    { id: 'priority', labelId: m.priority.id, type: 'enum', select: 't.priority', value: 'number', sort: { sql: 't.priority', type: 'integer' }, filter: { kind: 'enum' }, values: LEVELS, defaultVisible: true },
    { id: 'impact', labelId: m.impact.id, type: 'enum', select: 't.impact', value: 'number', sort: { sql: 't.impact', type: 'integer' }, filter: { kind: 'enum' }, values: LEVELS, defaultVisible: false },
    { id: 'urgency', labelId: m.urgency.id, type: 'enum', select: 't.urgency', value: 'number', sort: { sql: 't.urgency', type: 'integer' }, filter: { kind: 'enum' }, values: LEVELS, defaultVisible: false },
    { id: 'site', labelId: m.site.id, type: 'text', select: 't.site', value: 'text', sort: { sql: 't.site', type: 'text' }, filter: { kind: 'text' }, defaultVisible: true },
    { id: 'submittedAt', labelId: m.submittedAt.id, type: 'date', select: 't.submitted_at', value: 'time', sort: { sql: 't.submitted_at', type: 'timestamptz' }, filter: { kind: 'dateRange', key: 'submitted' }, defaultVisible: true },
    { id: 'startAt', labelId: m.startAt.id, type: 'date', select: 't.start_at', value: 'timeOrNull', sort: optionalTimeSort('t.start_at'), defaultVisible: false },
    { id: 'endAt', labelId: m.endAt.id, type: 'date', select: 't.end_at', value: 'timeOrNull', sort: optionalTimeSort('t.end_at'), defaultVisible: false },
    { id: 'productName', labelId: m.productName.id, type: 'text', select: 't.product_name', value: 'textOrNull', sort: optionalTextSort('t.product_name'), defaultVisible: false },
    { id: 'productModel', labelId: m.productModel.id, type: 'text', select: 't.product_model', value: 'textOrNull', sort: optionalTextSort('t.product_model'), defaultVisible: false },
    { id: 'unitId', labelId: m.unitId.id, type: 'text', select: 't.unit_id', value: 'textOrNull', sort: optionalTextSort('t.unit_id'), defaultVisible: false },
    { id: 'unitStatus', labelId: m.unitStatus.id, type: 'enum', select: 't.unit_status', value: 'textOrNull', sort: optionalTextSort('t.unit_status'), values: UNIT_STATUSES, defaultVisible: false },
  ],
  extraSelect: { parentTicketId: { sql: 't.parent_ticket_no', value: 'textOrNull' } },
});
