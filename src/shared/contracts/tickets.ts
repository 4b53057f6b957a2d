import { z } from 'zod';
import { validationMessages, zApiDate } from '../domain/validation.ts';
import { ZAccountId } from './common.ts';
import { ZListBaseQuery, zListPage } from './list.ts';

/** Ticket types, statuses and unit statuses (spec section 3 names the fields, not their values). */
export const TICKET_TYPES = ['incident', 'serviceRequest', 'changeRequest', 'problem'] as const;
export const TICKET_STATUSES = ['new', 'assigned', 'inProgress', 'pending', 'resolved', 'closed', 'cancelled'] as const;
export const UNIT_STATUSES = ['inService', 'degraded', 'outOfService', 'unknown'] as const;
/** Impact 1 Extensive/Widespread ... 4 Minor/Localized; urgency 1 Critical ... 4 Low. */
export const TICKET_LEVELS = [1, 2, 3, 4] as const;

export const ZTicketType = z.enum(TICKET_TYPES);
export const ZTicketStatus = z.enum(TICKET_STATUSES);
export const ZUnitStatus = z.enum(UNIT_STATUSES);

/** GET /mapi/tickets: the list query (flat filter keys, see list.ts). */
export const ZTicketListQuery = ZListBaseQuery.extend({
  type: z.string().max(200).optional(),
  status: z.string().max(200).optional(),
  priority: z.string().max(50).optional(),
  impact: z.string().max(50).optional(),
  urgency: z.string().max(50).optional(),
  site: z.string().max(200).optional(),
  submitted_from: z.string().max(40).optional(),
  submitted_to: z.string().max(40).optional(),
});
export type TTicketListQuery = z.infer<typeof ZTicketListQuery>;

/** Path parameter of /mapi/tickets/:ticketId: the 8-digit ticket id. */
export const ZTicketIdParams = z.object({ ticketId: z.string().regex(/^\d{8}$/) }).strict();

/** One ticket in a list (spec section 3, Ticket). */
export const ZTicketRow = z.object({
  ticketId: z.string(),
  title: z.string(),
  type: ZTicketType,
  status: ZTicketStatus,
  priority: z.number().int(),
  impact: z.number().int(),
  urgency: z.number().int(),
  site: z.string(),
  submittedAt: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  productName: z.string().nullable(),
  productModel: z.string().nullable(),
  unitId: z.string().nullable(),
  unitStatus: ZUnitStatus.nullable(),
  parentTicketId: z.string().nullable(),
});
export type TTicketRow = z.infer<typeof ZTicketRow>;

export const ZTicketListPage = zListPage(ZTicketRow);

/** GET /mapi/tickets/:ticketId?account_id=: the ticket with its description and children. */
export const ZTicketDetail = ZTicketRow.extend({
  description: z.string(),
  children: z.array(z.object({ ticketId: z.string(), title: z.string(), status: ZTicketStatus })),
});
export type TTicketDetail = z.infer<typeof ZTicketDetail>;

const optionalText = (max: number) => z.string().trim().max(max).optional();
const level = z.number().int(validationMessages.integer.id).min(1).max(4);

/**
 * POST /mapi/tickets: a ticket needs a site, an impact and an urgency (spec section 5); its
 * priority follows from impact and urgency. An end date must be after the start date.
 */
export const ZCreateTicketRequest = z
  .object({
    account_id: ZAccountId,
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(4000),
    type: ZTicketType,
    site: z.string().trim().min(1).max(120),
    impact: level,
    urgency: level,
    /** Dates as spec section 5 reads them (number, ISO with Z, or containing UTC/GMT); answered as ISO. */
    startAt: zApiDate().optional(),
    endAt: zApiDate().optional(),
    productName: optionalText(120),
    productModel: optionalText(80),
    unitId: optionalText(40),
    unitStatus: ZUnitStatus.optional(),
    parentTicketId: z.string().regex(/^\d{8}$/).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.startAt && v.endAt && Date.parse(v.endAt) <= Date.parse(v.startAt)) {
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: validationMessages.endNotAfterStart.id });
    }
  });
export type TCreateTicketRequest = z.infer<typeof ZCreateTicketRequest>;

export const ZCreateTicketResponse = z.object({ ticketId: z.string(), priority: z.number().int() });

/** Query of the account-scoped ticket routes that take nothing else. */
export const ZTicketRef = z.object({ account_id: ZAccountId }).strict();
