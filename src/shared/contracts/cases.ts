import { z } from 'zod';
import { REGIONS, TECHNOLOGIES } from '../domain/accounts.ts';
import { validationMessages, zEmailList, zPhone } from '../domain/validation.ts';
import { caseColumnMessages } from '../i18n/case-messages.ts';
import { ZAccountId } from './common.ts';
import { ZAddNoteRequest, ZAttachment, ZAttachmentUploadQuery, ZAuthorKind, ZNote } from './notes.ts';
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
export { NEW_CASE_PRIORITY } from '../domain/cases.ts';
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
    // The back-office system of record: answered to vendor staff only (null for customers).
    source: { label: m.source, value: 'textOrNull', sortable: true },
    createdAt: { label: m.createdAt, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'created' } },
    resolvedAt: { label: m.resolvedAt, value: 'timeOrNull', sortable: true, filter: { kind: 'dateRange', key: 'resolved' } },
    resolutionDays: { label: m.resolutionDays, value: 'numberOrNull', sortable: true, filter: { kind: 'numberRange', key: 'resolution' } },
    // Of the user asking: "My cases" (mine=y, the case's user) and "Cases I follow" (following=y).
    mine: { label: m.mine, value: 'boolean', filter: { kind: 'boolean' } },
    following: { label: m.following, value: 'boolean', filter: { kind: 'boolean' } },
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

export const ZCaseNote = ZNote;
export const ZCaseAttachment = ZAttachment;

/**
 * What a case's timeline tells, one entry each, newest first: the case opened, a note, a file, a
 * state change (from, to), a closure requested (text: the reason), accepted (the case closed) or
 * refused (text: the reason), the case reopened (text: the reason), its priority or owner changed
 * (from, to; a null owner is unassigned).
 */
export const CASE_TIMELINE_KINDS = [
  'opened',
  'note',
  'attachment',
  'state',
  'closureRequested',
  'closureAccepted',
  'closureRefused',
  'reopened',
  'priority',
  'owner',
] as const;
export type TCaseTimelineKind = (typeof CASE_TIMELINE_KINDS)[number];
/** The kinds recorded in the case_events table (the others are the case, its notes and files). */
export const CASE_EVENT_KINDS = ['state', 'closureRequested', 'closureAccepted', 'closureRefused', 'reopened', 'priority', 'owner'] as const;
export type TCaseEventKind = (typeof CASE_EVENT_KINDS)[number];

export const ZCaseTimelineEntry = z.object({
  /** Unique within the timeline (an attachment's id downloads it). */
  id: z.string(),
  kind: z.enum(CASE_TIMELINE_KINDS),
  at: z.string(),
  author: z.string().nullable(),
  authorKind: ZAuthorKind.nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The note, the reason, or the file name. */
  text: z.string().nullable(),
  sizeBytes: z.number().nullable(),
});
export type TCaseTimelineEntry = z.infer<typeof ZCaseTimelineEntry>;

/** Whether the case was first answered by vendor staff within its priority's target (CASE_RESPONSE_HOURS; shared/domain/response-targets.ts). */
export const ZCaseResponseTarget = z.object({
  targetHours: z.number(),
  dueAt: z.string(),
  respondedAt: z.string().nullable(),
  status: z.enum(['met', 'missed', 'pending']),
});

/** GET /mapi/cases/:caseNumber?account_id= */
export const ZCaseDetail = ZCaseRow.extend({
  description: z.string(),
  closureReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  notes: z.array(ZCaseNote),
  attachments: z.array(ZCaseAttachment),
  associatedCases: z.array(z.object({ caseNumber: z.string(), title: z.string(), state: ZCaseState })),
  /** Everything that happened to the case, newest first. */
  timeline: z.array(ZCaseTimelineEntry),
  responseTarget: ZCaseResponseTarget,
  /** Until when the closed case can be reopened (CASE_REOPEN_DAYS after closure); null when it cannot. */
  reopenUntil: z.string().nullable(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type TCaseDetail = z.infer<typeof ZCaseDetail>;

const optionalText = (max: number) => z.string().trim().max(max).optional();
const optionalInt = z.number().int(validationMessages.integer.id).min(0).max(1_000_000).optional();
/** A value of a closed list (spec section 3); the spec has no message for another value: 'This value is not valid.' */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: validationMessages.invalidValue.id }).optional();

/** Impact 1 Extensive/Widespread ... 4 Minor/Localized, urgency 1 Critical ... 4 Low, as tickets have. */
const optionalLevel = z.number().int(validationMessages.integer.id).min(1).max(4).optional();

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
    /** The account's site picked from those flagged for case management (issue 32): its label becomes `site`. */
    siteRef: z.number().int().min(1).max(2_147_483_647).optional(),
    /**
     * How bad it is, both or neither: the server computes the priority from them (casePriority);
     * without them the case is Priority 3. A priority sent by the client is refused (strict).
     */
    impact: optionalLevel,
    urgency: optionalLevel,
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.impact === undefined) === (v.urgency === undefined)) return;
    const missing = v.impact === undefined ? 'impact' : 'urgency';
    ctx.addIssue({ code: 'custom', path: [missing], message: validationMessages.required.id });
  });
export type TCreateCaseRequest = z.infer<typeof ZCreateCaseRequest>;

/** The support centre to call at once about a Severity 1 (Priority 1) case: the account's number. */
export const ZCallSupportCentre = z.object({ phone: z.string(), countryCode: z.string() });

/**
 * What a new case answers: its number and priority, when it shows, the target of its first
 * response, and for Severity 1 the support centre to call as well (null otherwise).
 */
export const ZCreateCaseResponse = z.object({
  caseNumber: z.string(),
  priority: z.number().int(),
  visibleInMinutes: z.number(),
  responseWithinHours: z.number(),
  callSupportCentre: ZCallSupportCentre.nullable(),
});

export { ZAddNoteRequest };
export const ZRequestClosureRequest = z.object({ account_id: ZAccountId, reason: z.string().trim().min(1).max(1000) }).strict();
/** POST /mapi/cases/:caseNumber/closure/refuse (vendor staff) and /reopen (within CASE_REOPEN_DAYS): a reason is required. */
export const ZCaseReasonRequest = ZRequestClosureRequest;

/**
 * POST /mapi/cases/:caseNumber/work (vendor staff holding the account): changes the priority, the
 * owner (empty: unassigned) or the state between open and resolved. Each change is on the timeline.
 */
export const ZCaseWorkRequest = z
  .object({
    account_id: ZAccountId,
    priority: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
    owner: z.string().trim().max(80).optional(),
    state: z.enum(['open', 'resolved']).optional(),
  })
  .strict();
export type TCaseWorkRequest = z.infer<typeof ZCaseWorkRequest>;
export const ZCaseRef = z.object({ account_id: ZAccountId }).strict();

/** PUT /mapi/cases/:caseNumber/cc: the CC list after creation (empty: none), each address checked. */
export const ZUpdateCcRequest = z.object({ account_id: ZAccountId, ccEmails: zEmailList(1000) }).strict();
/** Its route schema: the account read first, the list checked after the account and role checks. */
export const ZUpdateCcBody = z.object({ account_id: ZAccountId, ccEmails: z.string().optional() }).strict();
/** The CC list as kept (`a@x.example; b@y.example`, '' when none). */
export const ZCcState = z.object({ caseNumber: z.string(), ccEmails: z.string() });

/** PUT/DELETE /mapi/cases/:caseNumber/follow: whether the asking user now follows the case. */
export const ZFollowState = z.object({ caseNumber: z.string(), following: z.boolean() });
export type TFollowState = z.infer<typeof ZFollowState>;

/** Path parameter of every /mapi/cases/:caseNumber route: the 8-digit case number. */
export const ZCaseNumberParams = z.object({ caseNumber: z.string().regex(/^\d{8}$/) }).strict();

/** A new note: what POST /mapi/cases/:caseNumber/notes answers. */
export type TCaseNote = z.infer<typeof ZCaseNote>;
export type TCaseAttachment = z.infer<typeof ZCaseAttachment>;

export { ZAttachmentUploadQuery };

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
/** `tz`: the user's IANA zone, whose days the open cases are counted by (UTC when absent; unknown: 400). */
export const ZCaseSummaryQuery = z
  .object({ account_id: ZAccountId, part: z.enum(CASE_SUMMARY_PARTS).optional(), tz: z.string().max(64).optional() })
  .strict();

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

