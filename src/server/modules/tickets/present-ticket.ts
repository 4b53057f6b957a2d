import type { tickets } from '../../db/schema/index.ts';
import type { TTicketRow } from '../../../shared/contracts/tickets.ts';
import { isoTime, isoTimeOrNull, textOrNull } from '../../platform/row-values.ts';

/** A ticket row as the ticket list answers it (ticket-list.ts), from its database row. */
export function presentTicket(row: typeof tickets.$inferSelect): TTicketRow {
  return {
    ticketId: String(row.ticketNo),
    title: row.title,
    type: row.ticketType as TTicketRow['type'],
    status: row.status as TTicketRow['status'],
    priority: row.priority,
    impact: row.impact,
    urgency: row.urgency,
    site: row.site,
    submittedAt: isoTime(row.submittedAt),
    startAt: isoTimeOrNull(row.startAt),
    endAt: isoTimeOrNull(row.endAt),
    productName: textOrNull(row.productName),
    productModel: textOrNull(row.productModel),
    unitId: textOrNull(row.unitId),
    unitStatus: textOrNull(row.unitStatus) as TTicketRow['unitStatus'],
    parentTicketId: textOrNull(row.parentTicketNo),
  };
}
