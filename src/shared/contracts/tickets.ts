import { z } from 'zod';
import { validationMessages, zApiDate } from '../domain/validation.ts';
import { ticketColumnMessages } from '../i18n/case-messages.ts';
import { ZAccountId } from './common.ts';
import { ZAttachment, ZNote } from './notes.ts';
import { defineListDescriptor, listPageSchema, listQuerySchema, listRowSchema, type TListRow } from './list-descriptor.ts';

/** Ticket types, statuses and unit statuses (spec section 3 names the fields, not their values). */
export const TICKET_TYPES = ['incident', 'serviceRequest', 'changeRequest', 'problem'] as const;
export const TICKET_STATUSES = ['new', 'assigned', 'inProgress', 'pending', 'resolved', 'closed', 'cancelled'] as const;
export const UNIT_STATUSES = ['inService', 'degraded', 'outOfService', 'unknown'] as const;
/** Impact 1 Extensive/Widespread ... 4 Minor/Localized; urgency 1 Critical ... 4 Low. */
export const TICKET_LEVELS = [1, 2, 3, 4] as const;

export const ZTicketType = z.enum(TICKET_TYPES);
export const ZTicketStatus = z.enum(TICKET_STATUSES);
export const ZUnitStatus = z.enum(UNIT_STATUSES);

const m = ticketColumnMessages;
const LEVELS = TICKET_LEVELS.map(String);

/**
 * The ticket list (GET /mapi/tickets, its columns and exports): rows are the values the ticket
 * detail answers too (spec section 3, Ticket). Optional columns sort their empty values last.
 */
export const ticketList = defineListDescriptor({
  name: 'tickets',
  path: '/tickets',
  defaultSort: { column: 'submittedAt', dir: 'desc' },
  search: true,
  columns: {
    ticketId: { label: m.ticketId, value: 'text', sortable: true, visible: true },
    title: { label: m.title, value: 'text', sortable: true, visible: true },
    type: { label: m.type, value: 'text', values: TICKET_TYPES, sortable: true, visible: true, filter: { kind: 'enum' } },
    status: { label: m.status, value: 'text', values: TICKET_STATUSES, sortable: true, visible: true, filter: { kind: 'enum' } },
    priority: { label: m.priority, value: 'number', values: LEVELS, sortable: true, visible: true, filter: { kind: 'enum' } },
    impact: { label: m.impact, value: 'number', values: LEVELS, sortable: true, filter: { kind: 'enum' } },
    urgency: { label: m.urgency, value: 'number', values: LEVELS, sortable: true, filter: { kind: 'enum' } },
    site: { label: m.site, value: 'text', sortable: true, visible: true, filter: { kind: 'text' } },
    submittedAt: { label: m.submittedAt, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'submitted' } },
    startAt: { label: m.startAt, value: 'timeOrNull', sortable: true },
    endAt: { label: m.endAt, value: 'timeOrNull', sortable: true },
    productName: { label: m.productName, value: 'textOrNull', sortable: true },
    productModel: { label: m.productModel, value: 'textOrNull', sortable: true },
    unitId: { label: m.unitId, value: 'textOrNull', sortable: true },
    unitStatus: { label: m.unitStatus, value: 'textOrNull', values: UNIT_STATUSES, sortable: true },
  },
  extra: { parentTicketId: 'textOrNull' },
});

/** GET /mapi/tickets: the list query (flat filter keys, see list.ts). */
export const ZTicketListQuery = listQuerySchema(ticketList);
export type TTicketListQuery = z.infer<typeof ZTicketListQuery>;

/** Path parameter of /mapi/tickets/:ticketId: the 8-digit ticket id. */
export const ZTicketIdParams = z.object({ ticketId: z.string().regex(/^\d{8}$/) }).strict();

/** One ticket in a list (spec section 3, Ticket). */
export const ZTicketRow = listRowSchema(ticketList);
export type TTicketRow = TListRow<typeof ticketList>;

export const ZTicketListPage = listPageSchema(ticketList);

/** GET /mapi/tickets/:ticketId?account_id=: the ticket with its description, children, notes and files. */
export const ZTicketDetail = ZTicketRow.extend({
  description: z.string(),
  children: z.array(z.object({ ticketId: z.string(), title: z.string(), status: ZTicketStatus })),
  /** Notes and files, newest first, as a case has them. */
  notes: z.array(ZNote),
  attachments: z.array(ZAttachment),
});

/** GET /mapi/tickets/:ticketId/attachments/:attachmentId?account_id= answers the file itself. */
export const ZTicketAttachmentParams = ZTicketIdParams.extend({ attachmentId: z.uuid() }).strict();
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
    /** The account's site picked from those flagged for case management (issue 32): its label becomes `site`. */
    siteRef: z.number().int().min(1).max(2_147_483_647).optional(),
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
