import { z } from 'zod';
import { REGIONS, TECHNOLOGIES } from '../domain/accounts.ts';
import { validationMessages, zEmailList, zPhone } from '../domain/validation.ts';
import { caseColumnMessages } from '../i18n/case-messages.ts';
import { ZAccountId } from './common.ts';
import { defineListDescriptor, listPageSchema, listQuerySchema, listRowSchema, type TListRow } from './list-descriptor.ts';

/** Case categories and their codes (spec section 3); AllCases is the aggregate. */
export const CASE_CATEGORIES = {
  SecurityMonitoring: 'soc',
  SolutionMonitoring: 'smo',
  NetworkMonitoring: 'nmo',
  OnsiteDispatch: 'osd',
  PreventiveMaintenance: 'pmi',
  TechSupport: 'tsu',
  Other: 'unc',
} as const;
export type TCaseCategory = keyof typeof CASE_CATEGORIES;
export const CASE_CATEGORY_CODES = Object.values(CASE_CATEGORIES);
export type TCaseCategoryCode = (typeof CASE_CATEGORY_CODES)[number];

export const CASE_TYPES = ['Incident', 'Technical Request', 'RMA'] as const;
/** Route segment of CaseManagement/{type} for each case type. */
export const CASE_TYPE_SEGMENTS = { Incident: 'Incident', 'Technical Request': 'TechnicalRequest', RMA: 'RMA' } as const;
export const CASE_STATES = ['open', 'resolved', 'closed'] as const;
export const CASE_PRIORITIES = [1, 2, 3, 4] as const;
/** Priority 1-4 shown as Critical, High, Medium, Low; new cases are Priority 3 (Medium). */
export const NEW_CASE_PRIORITY = 3;
export const CASE_SOURCES = ['REMEDY', 'REMEDY_CA', 'REMEDY_FED', 'MOTOMANAGER', 'SMARTCLIENT', 'SALESFORCE', 'SERVICENOW'] as const;

export const ZCaseType = z.enum(CASE_TYPES);
export const ZCaseState = z.enum(CASE_STATES);

const m = caseColumnMessages;

/**
 * The case list (GET /mapi/cases, its columns and exports): rows are the values the case detail
 * answers too. The `category` filter takes a code or `all` (the AllCases aggregate: no filter).
 * Optional columns sort their empty values last both ways.
 */
export const caseList = defineListDescriptor({
  name: 'cases',
  path: '/cases',
  defaultSort: { column: 'createdAt', dir: 'desc' },
  search: true,
  columns: {
    caseNumber: { label: m.caseNumber, value: 'text', sortable: true, visible: true },
    title: { label: m.title, value: 'text', sortable: true, visible: true },
    category: { label: m.category, value: 'text', values: CASE_CATEGORY_CODES, sortable: true, filter: { kind: 'enum', allValue: 'all' } },
    caseType: { label: m.caseType, value: 'text', values: CASE_TYPES, sortable: true, visible: true, filter: { kind: 'enum' } },
    state: { label: m.state, value: 'text', values: CASE_STATES, sortable: true, visible: true, filter: { kind: 'enum' } },
    priority: { label: m.priority, value: 'number', values: CASE_PRIORITIES.map(String), sortable: true, visible: true, filter: { kind: 'enum' } },
    site: { label: m.site, value: 'textOrNull', sortable: true, visible: true, filter: { kind: 'text' } },
    owner: { label: m.owner, value: 'textOrNull', sortable: true },
    workgroup: { label: m.workgroup, value: 'textOrNull', sortable: true },
    source: { label: m.source, value: 'text', sortable: true },
    createdAt: { label: m.createdAt, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'created' } },
    resolvedAt: { label: m.resolvedAt, value: 'timeOrNull', sortable: true, filter: { kind: 'dateRange', key: 'resolved' } },
    resolutionDays: { label: m.resolutionDays, value: 'numberOrNull', sortable: true, filter: { kind: 'numberRange', key: 'resolution' } },
  },
  extra: { closureRequested: 'boolean' },
});

/** GET /mapi/cases: the list query (flat filter keys, see list.ts). */
export const ZCaseListQuery = listQuerySchema(caseList);
export type TCaseListQuery = z.infer<typeof ZCaseListQuery>;

/** One case row in a list. */
export const ZCaseRow = listRowSchema(caseList);
export type TCaseRow = TListRow<typeof caseList>;

export const ZCaseListPage = listPageSchema(caseList);

export const ZCaseNote = z.object({ id: z.string(), author: z.string(), body: z.string(), createdAt: z.string() });
export const ZCaseAttachment = z.object({ id: z.string(), fileName: z.string(), sizeBytes: z.number(), createdAt: z.string() });

/** GET /mapi/cases/:caseNumber?account_id= */
export const ZCaseDetail = ZCaseRow.extend({
  description: z.string(),
  closureReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  notes: z.array(ZCaseNote),
  attachments: z.array(ZCaseAttachment),
  associatedCases: z.array(z.object({ caseNumber: z.string(), title: z.string(), state: ZCaseState })),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type TCaseDetail = z.infer<typeof ZCaseDetail>;

const optionalText = (max: number) => z.string().trim().max(max).optional();
const optionalInt = z.number().int(validationMessages.integer.id).min(0).max(1_000_000).optional();
/** A value of a closed list (spec section 3); the spec has no message for another value: 'This value is not valid.' */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: validationMessages.invalidValue.id }).optional();

/** The address-change request types of a technical request. */
export const ADDRESS_CHANGE_TYPES = ['billing', 'shipping', 'site'] as const;

/**
 * POST /mapi/cases (spec section 3 'Case creation fields'): the same schema validates the form and
 * the server. Messages are the spec's (section 5).
 */
export const ZCreateCaseRequest = z
  .object({
    account_id: ZAccountId,
    category: z.enum(CASE_CATEGORY_CODES),
    caseType: ZCaseType,
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(4000),
    contractNumber: optionalText(40),
    serialNumber: optionalText(40),
    productModel: optionalText(80),
    productName: optionalText(120),
    technology: optionalChoice(TECHNOLOGIES),
    orderNumber: optionalText(40),
    orderLine: optionalText(10),
    rmaNumber: optionalText(40),
    partNumber: optionalText(40),
    trackingNumber: optionalText(60),
    quantityOrdered: optionalInt,
    quantityReceived: optionalInt,
    quantityDefective: optionalInt,
    region: optionalChoice(REGIONS),
    addressChangeType: optionalChoice(ADDRESS_CHANGE_TYPES),
    ccEmails: zEmailList(1000).optional(),
    alternativeContactName: optionalText(120),
    alternativeContactPhone: zPhone().optional().or(z.literal('')),
    site: optionalText(120),
  })
  .strict();
export type TCreateCaseRequest = z.infer<typeof ZCreateCaseRequest>;

export const ZCreateCaseResponse = z.object({ caseNumber: z.string(), priority: z.number().int(), visibleInMinutes: z.number(), responseWithinHours: z.number() });

export const ZAddNoteRequest = z.object({ account_id: ZAccountId, body: z.string().trim().min(1).max(4000) }).strict();
export const ZRequestClosureRequest = z.object({ account_id: ZAccountId, reason: z.string().trim().min(1).max(1000) }).strict();
export const ZCaseRef = z.object({ account_id: ZAccountId }).strict();

/** Path parameter of every /mapi/cases/:caseNumber route: the 8-digit case number. */
export const ZCaseNumberParams = z.object({ caseNumber: z.string().regex(/^\d{8}$/) }).strict();

/** A new note: what POST /mapi/cases/:caseNumber/notes answers. */
export type TCaseNote = z.infer<typeof ZCaseNote>;
export type TCaseAttachment = z.infer<typeof ZCaseAttachment>;

/** Query of POST /mapi/cases/:caseNumber/attachments (the file itself is multipart field `file`). */
export const ZAttachmentUploadQuery = z.object({ account_id: ZAccountId }).strict();

/** GET /mapi/cases/:caseNumber/attachments/:attachmentId?account_id= answers the file itself. */
export const ZAttachmentParams = ZCaseNumberParams.extend({ attachmentId: z.uuid() }).strict();

/** Closure request and acceptance answer the case's new closure state. */
export const ZClosureState = z.object({
  caseNumber: z.string(),
  state: ZCaseState,
  closureRequested: z.boolean(),
  closureReason: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type TClosureState = z.infer<typeof ZClosureState>;

const ZDayCount = z.object({ date: z.string(), count: z.number().int().nonnegative() });

/**
 * GET /mapi/cases/summary?account_id=: the dashboard widgets (spec section 2 and 9): breakdown by
 * category and state, open cases created per day over the last 30 and 7 days (UTC days, oldest
 * first, zero-filled), and the open severity 1 (Critical) cases, newest first (at most 10 listed).
 */
export const ZCaseSummary = z.object({
  breakdown: z.array(z.object({ category: z.string(), state: ZCaseState, count: z.number().int().nonnegative() })),
  openLast30Days: z.array(ZDayCount),
  openLast7Days: z.array(ZDayCount),
  openSeverity1: z.object({
    count: z.number().int().nonnegative(),
    cases: z.array(
      z.object({ caseNumber: z.string(), title: z.string(), site: z.string().nullable(), createdAt: z.string() }),
    ),
  }),
});
export type TCaseSummary = z.infer<typeof ZCaseSummary>;

/**
 * The parts of the summary, one per dashboard widget, so each widget loads, fails and retries on
 * its own: `breakdown` (breakdown), `open` (openLast30Days and openLast7Days), `severity1`
 * (openSeverity1).
 */
export const CASE_SUMMARY_PARTS = ['breakdown', 'open', 'severity1'] as const;
export type TCaseSummaryPart = (typeof CASE_SUMMARY_PARTS)[number];

/** GET /mapi/cases/summary?account_id=&part=: one part, or every part without `part`. */
export const ZCaseSummaryQuery = z.object({ account_id: ZAccountId, part: z.enum(CASE_SUMMARY_PARTS).optional() }).strict();

/** The answer: the keys of the asked part (all of them without `part`). */
export const ZCaseSummaryAnswer = ZCaseSummary.partial();

/** The keys of the summary each part answers. */
export const CASE_SUMMARY_PART_KEYS = {
  breakdown: ['breakdown'],
  open: ['openLast30Days', 'openLast7Days'],
  severity1: ['openSeverity1'],
} as const satisfies Record<TCaseSummaryPart, readonly (keyof TCaseSummary)[]>;

/** What one part answers. */
export type TCaseSummaryOf<P extends TCaseSummaryPart> = Pick<TCaseSummary, (typeof CASE_SUMMARY_PART_KEYS)[P][number]>;

