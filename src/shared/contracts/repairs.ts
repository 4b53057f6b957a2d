import { z } from 'zod';
import { repairColumnMessages } from '../i18n/repair-messages.ts';
import { QUOTE_COMMENTS_MAX } from '../domain/repairs.ts';
import { ZAccountId } from './common.ts';
import {
  defineListDescriptor,
  listPageSchema,
  listQuerySchema,
  listRowSchema,
  type TListRow,
} from './list-descriptor.ts';

/** Repair kinds, statuses and service types (spec section 3, Repair (RMA); section 4, Repair). */
export const REPAIR_KINDS = ['device', 'infrastructure'] as const;
export const REPAIR_STATUSES = ['open', 'shipped', 'closed'] as const;
export const REPAIR_SERVICE_TYPES = [
  'warranty',
  'serviceContract',
  'serviceRepairBank',
  'flatRate',
  'timeAndMaterials',
  'rental',
  'internal',
  'productGroup',
] as const;
export const REPAIR_ESTIMATE_OPTIONS = ['quoteFirst', 'repairUpTo'] as const;
/**
 * The steps of a repair's timeline, in the order they happen. A quote answered 'dispute' adds
 * disputed; 'reject' (or no answer for 30 days) adds returnedUnrepaired instead of approved and
 * inRepair.
 */
export const REPAIR_STEPS = [
  'requested',
  'received',
  'quoted',
  'disputed',
  'approved',
  'inRepair',
  'returnedUnrepaired',
  'shippedBack',
  'closed',
  'cancelled',
] as const;
/** The answers to a quote (spec section 4, Repair: quotes). */
export const QUOTE_DECISIONS = ['accept', 'reject', 'dispute'] as const;
/** A quote's state: open (unanswered), answered one of three ways, or expired (returned unrepaired by the job). */
export const QUOTE_STATES = ['open', 'accepted', 'rejected', 'disputed', 'expired'] as const;
export type TQuoteDecision = (typeof QUOTE_DECISIONS)[number];
export type TQuoteState = (typeof QUOTE_STATES)[number];

export type TRepairKind = (typeof REPAIR_KINDS)[number];
export type TRepairStatus = (typeof REPAIR_STATUSES)[number];
export type TRepairStep = (typeof REPAIR_STEPS)[number];

const m = repairColumnMessages;

/**
 * The repair list (GET /mapi/repairs, its columns and exports): every user of the account, Guests
 * included (docs/decisions.md "Repairs"). Search finds a repair by its number, its SR number or a
 * serial number (in or out).
 */
export const repairList = defineListDescriptor({
  name: 'repairs',
  path: '/repairs',
  defaultSort: { column: 'createdAt', dir: 'desc' },
  search: true,
  columns: {
    repairNumber: { label: m.repairNumber, value: 'text', sortable: true, visible: true },
    srNumber: { label: m.srNumber, value: 'textOrNull' },
    kind: {
      label: m.kind,
      value: 'text',
      values: REPAIR_KINDS,
      sortable: true,
      visible: true,
      filter: { kind: 'enum' },
    },
    status: {
      label: m.status,
      value: 'text',
      values: REPAIR_STATUSES,
      sortable: true,
      visible: true,
      filter: { kind: 'enum' },
    },
    serialIn: { label: m.serialIn, value: 'text', sortable: true, visible: true },
    serialOut: { label: m.serialOut, value: 'textOrNull' },
    deviceModel: { label: m.deviceModel, value: 'textOrNull', sortable: true, visible: true },
    serviceType: {
      label: m.serviceType,
      value: 'text',
      values: REPAIR_SERVICE_TYPES,
      sortable: true,
      visible: true,
      filter: { kind: 'enum', key: 'service_type' },
    },
    depot: { label: m.depot, value: 'text', sortable: true, visible: true, filter: { kind: 'text' } },
    customerNumber: { label: m.customerNumber, value: 'text' },
    contractNumber: { label: m.contractNumber, value: 'textOrNull' },
    poNumber: { label: m.poNumber, value: 'textOrNull' },
    quoteNumber: { label: m.quoteNumber, value: 'textOrNull' },
    unitPrice: { label: m.unitPrice, value: 'numberOrNull' },
    currency: { label: m.currency, value: 'textOrNull' },
    quotationDate: { label: m.quotationDate, value: 'timeOrNull', sortable: true },
    createdAt: {
      label: m.createdAt,
      value: 'time',
      sortable: true,
      visible: true,
      filter: { kind: 'dateRange', key: 'created' },
    },
    updatedAt: { label: m.updatedAt, value: 'time', sortable: true },
  },
});

/** GET /mapi/repairs: the list query (flat filter keys, see list.ts). */
export const ZRepairListQuery = listQuerySchema(repairList);
export type TRepairListQuery = z.infer<typeof ZRepairListQuery>;

/** One repair in a list. */
export const ZRepairRow = listRowSchema(repairList);
export type TRepairRow = TListRow<typeof repairList>;
export const ZRepairListPage = listPageSchema(repairList);

/** Path parameter of /mapi/repairs/:repairNumber: the repair (RMA) number, e.g. R2600101. */
export const ZRepairNumberParams = z.object({ repairNumber: z.string().regex(/^R\d{7}$/) }).strict();
export const ZRepairRef = z.object({ account_id: ZAccountId }).strict();

export const ZRepairAddress = z.object({
  name: z.string(),
  lines: z.array(z.string()),
  city: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
});
export type TRepairAddress = z.infer<typeof ZRepairAddress>;

export const ZRepairEvent = z.object({
  step: z.enum(REPAIR_STEPS),
  at: z.string(),
  trackingNumber: z.string().nullable(),
});
export type TRepairEvent = z.infer<typeof ZRepairEvent>;

/**
 * The quote of a repair (null when it has none): reply by 30 days after the quotation date, 10 for a
 * SIM-card quote (shared/domain/repairs.ts). Answered quotes say who answered, when and how.
 */
export const ZRepairQuote = z.object({
  number: z.string(),
  unitPrice: z.number(),
  currency: z.string(),
  quotationDate: z.string(),
  replyBy: z.string(),
  simCard: z.boolean(),
  state: z.enum(QUOTE_STATES),
  answeredAt: z.string().nullable(),
  /** The name of the user who answered (null for an expired quote or a user since deleted). */
  answeredBy: z.string().nullable(),
  comments: z.string().nullable(),
});
export type TRepairQuote = z.infer<typeof ZRepairQuote>;

/**
 * GET /mapi/repairs/:repairNumber?account_id=: the repair's row plus the fields the list does not
 * show and its timeline (newest first). The radio password is never answered: only whether one is
 * set.
 */
export const ZRepairDetail = ZRepairRow.extend({
  billingAddress: ZRepairAddress.nullable(),
  shippingAddress: ZRepairAddress.nullable(),
  endUserAddress: ZRepairAddress.nullable(),
  firmwareVersion: z.string().nullable(),
  flashcodeVersion: z.string().nullable(),
  radioPasswordSet: z.boolean(),
  encryption: z.string().nullable(),
  fmApproval: z.boolean(),
  ulApproval: z.boolean(),
  estimateOption: z.enum(REPAIR_ESTIMATE_OPTIONS).nullable(),
  ccInvoiceRecipient: z.string().nullable(),
  eInvoiceRecipients: z.array(z.string()),
  symptoms: z.array(z.string()),
  /** The repair request (shipment) it was sent in from the portal; null for the back office's repairs. */
  requestNo: z.string().nullable(),
  quote: ZRepairQuote.nullable(),
  timeline: z.array(ZRepairEvent),
});
export type TRepairDetail = z.infer<typeof ZRepairDetail>;

/**
 * GET /mapi/repairs/serial-lookup?account_id=&serial=: the first step of a repair request (spec
 * section 5, Repair). An empty serial is 400 with 'Please specify serial number'; a serial the
 * account does not have is 404 with 'Device with given serial number not found, please contact
 * Customer Care' (both as the field message of `querystring.serial`). Otherwise one of three answers.
 */
export const ZSerialLookupQuery = z
  .object({
    account_id: ZAccountId,
    /** Checked after the account (an empty one is 400 'Please specify serial number'), so a refusal comes first. */
    serial: z.string().max(40).optional(),
  })
  .strict();

export const ZSerialLookupAnswer = z.discriminatedUnion('outcome', [
  /** A device that may be repaired; FM certification only for radios received on or before 31 Dec 2020. */
  z.object({
    outcome: z.literal('device'),
    serial: z.string(),
    modelCode: z.string(),
    modelName: z.string(),
    endOfSupport: z.string().nullable(),
    isRadio: z.boolean(),
    receivedOn: z.string(),
    fmCertificationOffered: z.boolean(),
  }),
  /** An infrastructure serial: repaired through an infrastructure repair (the browser moves there). */
  z.object({ outcome: z.literal('infrastructure'), serial: z.string(), description: z.string() }),
  /** A device past its end of support: no repair can be requested. */
  z.object({
    outcome: z.literal('endOfSupport'),
    serial: z.string(),
    modelCode: z.string(),
    modelName: z.string(),
    endOfSupport: z.string(),
  }),
]);
export type TSerialLookupAnswer = z.infer<typeof ZSerialLookupAnswer>;

const ZCount = z.number().int().nonnegative();

/**
 * GET /mapi/repairs/summary?account_id=: the repair widgets of the dashboard (spec section 2 "RMA"
 * and "repairs", section 9 "repair dashboard last 6 months and 90 days"): repairs per status, and
 * repairs created per calendar month over the last 6 months and per UTC day over the last 90 days
 * (oldest first, zero-filled).
 */
export const ZRepairSummary = z.object({
  byStatus: z.array(z.object({ status: z.enum(REPAIR_STATUSES), count: ZCount })),
  last6Months: z.array(z.object({ month: z.string(), count: ZCount })),
  last90Days: z.array(z.object({ date: z.string(), count: ZCount })),
});
export type TRepairSummary = z.infer<typeof ZRepairSummary>;
/** `tz`: the user's IANA zone, whose days and months the repairs are counted by (UTC when absent; unknown: 400). */
export const ZRepairSummaryQuery = z.object({ account_id: ZAccountId, tz: z.string().max(64).optional() }).strict();

/**
 * POST /mapi/repairs/:repairNumber/quote: accept, reject or dispute the repair's quote (User role or
 * above). Comments are required for a dispute: checked after the account (an empty one is 400
 * '{field} is required.' on `body.comments`), so a refusal comes first.
 */
export const ZQuoteAnswerRequest = z
  .object({
    account_id: ZAccountId,
    decision: z.enum(QUOTE_DECISIONS),
    comments: z.string().trim().max(QUOTE_COMMENTS_MAX).optional(),
  })
  .strict();
export type TQuoteAnswerRequest = z.infer<typeof ZQuoteAnswerRequest>;

/** The dispute form of the browser: the same request, its comments required (as the server checks them). */
export const ZQuoteDisputeRequest = ZQuoteAnswerRequest.extend({
  decision: z.literal('dispute'),
  comments: z.string().trim().min(1).max(QUOTE_COMMENTS_MAX),
});
