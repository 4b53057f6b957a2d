import type { tickets } from '../../db/schema/index.ts';
import type { TTicketRow } from '../../../shared/contracts/tickets.ts';
import { isoTime, isoTimeOrNull, textOrNull } from '../../platform/row-values.ts';

/** Whitelists one ticket list row (column ids as selected by the ticket list definition). */
export function presentTicketRow(row: Record<string, unknown>): TTicketRow {
  return {
    ticketId: String(row.ticketId),
    title: String(row.title),
    type: row.type as TTicketRow['type'],
    status: row.status as TTicketRow['status'],
    priority: Number(row.priority),
    impact: Number(row.impact),
    urgency: Number(row.urgency),
    site: String(row.site),
    submittedAt: isoTime(row.submittedAt),
    startAt: isoTimeOrNull(row.startAt),
    endAt: isoTimeOrNull(row.endAt),
    productName: textOrNull(row.productName),
    productModel: textOrNull(row.productModel),
    unitId: textOrNull(row.unitId),
    unitStatus: textOrNull(row.unitStatus) as TTicketRow['unitStatus'],
    parentTicketId: textOrNull(row.parentTicketId),
  };
}

/** The same whitelist from a drizzle row. */
export function presentTicket(row: typeof tickets.$inferSelect): TTicketRow {
  return presentTicketRow({
    ticketId: row.ticketNo,
    title: row.title,
    type: row.ticketType,
    status: row.status,
    priority: row.priority,
    impact: row.impact,
    urgency: row.urgency,
    site: row.site,
    submittedAt: row.submittedAt,
    startAt: row.startAt,
    endAt: row.endAt,
    productName: row.productName,
    productModel: row.productModel,
    unitId: row.unitId,
    unitStatus: row.unitStatus,
    parentTicketId: row.parentTicketNo,
  });
}
