import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchDocument, tsvector } from '../search-document.ts';
import { accounts, users } from './identity.ts';
import { sites } from './networks.ts';

/** Case numbers: 8 digits, from 10000001 (spec section 3 leaves the format open). */
export const caseNumberSeq = pgSequence('case_number_seq', { startWith: 10000001 });
/** Ticket ids: 8 digits, from 70000001, so they never look like a case number. */
export const ticketNumberSeq = pgSequence('ticket_number_seq', { startWith: 70000001 });

/**
 * A support case (spec section 3, Case). Sort columns are never NULL in their index expressions
 * (coalesce to a sentinel), so keyset paging compares plain row values. `user_id` is the case's
 * user: the contact who is e-mailed about it.
 */
export const cases = pgTable(
  'cases',
  {
    caseNo: integer('case_no')
      .primaryKey()
      .default(sql`nextval('case_number_seq')`),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Category code: soc, smo, nmo, osd, pmi, tsu, unc. */
    category: text('category').notNull(),
    /** Incident, Technical Request or RMA. */
    caseType: text('case_type').notNull(),
    /** open, resolved or closed. */
    state: text('state').notNull().default('open'),
    /** 1 Critical, 2 High, 3 Medium, 4 Low. */
    priority: integer('priority').notNull().default(3),
    title: text('title').notNull(),
    description: text('description').notNull(),
    site: text('site'),
    /** The account's site the case names, when it was picked (issue 32); `site` keeps its label. */
    siteRef: integer('site_ref').references(() => sites.id, { onDelete: 'set null' }),
    owner: text('owner'),
    workgroup: text('workgroup'),
    /** REMEDY, REMEDY_CA, REMEDY_FED, MOTOMANAGER, SMARTCLIENT, SALESFORCE or SERVICENOW. */
    source: text('source').notNull(),
    /** MOTOMANAGER, SMARTCLIENT or UNKNOWN. */
    sourceKind: text('source_kind').notNull().default('UNKNOWN'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Whole days from creation to resolution. */
    resolutionDays: integer('resolution_days').generatedAlwaysAs(
      sql`case when resolved_at is null then null else floor(extract(epoch from (resolved_at - created_at)) / 86400)::integer end`,
    ),
    closureRequestedAt: timestamp('closure_requested_at', { withTimezone: true }),
    closureRequestedBy: uuid('closure_requested_by').references(() => users.id, { onDelete: 'set null' }),
    closureReason: text('closure_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The other case creation fields of spec section 3 (contract number, serial number ...). */
    fields: jsonb('fields').$type<Record<string, string | number | null>>().notNull().default({}),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(searchDocument(`case_no::text || ' ' || title || ' ' || description`)),
  },
  (t) => [
    index('cases_account_no_idx').on(t.accountId, t.caseNo),
    index('cases_account_created_idx').on(t.accountId, t.createdAt, t.caseNo),
    index('cases_account_title_idx').on(t.accountId, t.title, t.caseNo),
    index('cases_account_category_idx').on(t.accountId, t.category, t.caseNo),
    index('cases_account_type_idx').on(t.accountId, t.caseType, t.caseNo),
    index('cases_account_state_idx').on(t.accountId, t.state, t.caseNo),
    index('cases_account_priority_idx').on(t.accountId, t.priority, t.caseNo),
    index('cases_account_source_idx').on(t.accountId, t.source, t.caseNo),
    // Optional columns: one index per direction, empty values last both ways (case-list.ts).
    index('cases_account_site_idx').on(t.accountId, sql`coalesce(${t.site}, '')`, t.caseNo),
    index('cases_account_site_up_idx').on(t.accountId, sql`coalesce('0' || ${t.site}, '1')`, t.caseNo),
    index('cases_account_owner_idx').on(t.accountId, sql`coalesce(${t.owner}, '')`, t.caseNo),
    index('cases_account_owner_up_idx').on(t.accountId, sql`coalesce('0' || ${t.owner}, '1')`, t.caseNo),
    index('cases_account_workgroup_idx').on(t.accountId, sql`coalesce(${t.workgroup}, '')`, t.caseNo),
    index('cases_account_workgroup_up_idx').on(t.accountId, sql`coalesce('0' || ${t.workgroup}, '1')`, t.caseNo),
    index('cases_account_resolved_idx').on(
      t.accountId,
      sql`coalesce(${t.resolvedAt}, 'infinity'::timestamptz)`,
      t.caseNo,
    ),
    index('cases_account_resolved_down_idx').on(
      t.accountId,
      sql`coalesce(${t.resolvedAt}, '-infinity'::timestamptz)`,
      t.caseNo,
    ),
    index('cases_account_resolution_idx').on(
      t.accountId,
      sql`coalesce(${t.resolutionDays}, 2147483647)`,
      t.caseNo,
    ),
    index('cases_account_resolution_down_idx').on(t.accountId, sql`coalesce(${t.resolutionDays}, -1)`, t.caseNo),
    index('cases_search_idx').using('gin', t.search),
    index('cases_user_idx').on(t.userId),
  ],
);

/**
 * How many cases an account has per category, type, state and priority, kept by the database
 * itself: statement-level triggers on `cases` (`portal_keep_counts`, migration 0007) add and subtract the rows each
 * INSERT, UPDATE and DELETE changes, in the same transaction. A list total filtered only by these
 * columns is a sum over at most a few hundred rows of this table instead of a count over the
 * account's cases (list-definition.ts `counts`).
 */
export const caseCounts = pgTable(
  'case_counts',
  {
    accountId: text('account_id').notNull(),
    category: text('category').notNull(),
    caseType: text('case_type').notNull(),
    state: text('state').notNull(),
    priority: integer('priority').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.category, t.caseType, t.state, t.priority] })],
);

/**
 * A note on a case or on a ticket (exactly one of `caseNo`, `ticketNo`); listed newest first. The
 * same code writes and reads both (modules/cases/notes-and-files.ts).
 */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseNo: integer('case_no').references(() => cases.caseNo, { onDelete: 'cascade' }),
    ticketNo: integer('ticket_no').references(() => tickets.ticketNo, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when written (users may be renamed or removed later). */
    authorName: text('author_name').notNull(),
    /** customer or vendor: who wrote it, told apart on the timeline. */
    authorKind: text('author_kind').notNull().default('customer'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('case_notes_case_idx').on(t.caseNo, t.createdAt),
    index('case_notes_ticket_idx').on(t.ticketNo, t.createdAt),
    check('case_notes_one_parent', sql`num_nonnulls(${t.caseNo}, ${t.ticketNo}) = 1`),
  ],
);

/**
 * A file attached to a case or to a ticket (exactly one of `caseNo`, `ticketNo`); the bytes live
 * in the file storage under `storageKey`.
 */
export const caseAttachments = pgTable(
  'case_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseNo: integer('case_no').references(() => cases.caseNo, { onDelete: 'cascade' }),
    ticketNo: integer('ticket_no').references(() => tickets.ticketNo, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The uploader's name when uploaded (null for files older than the timeline). */
    authorName: text('author_name'),
    authorKind: text('author_kind').notNull().default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('case_attachments_case_idx').on(t.caseNo, t.createdAt),
    index('case_attachments_ticket_idx').on(t.ticketNo, t.createdAt),
    check('case_attachments_one_parent', sql`num_nonnulls(${t.caseNo}, ${t.ticketNo}) = 1`),
  ],
);

/**
 * What happened to a case besides notes and files (the timeline): state changes, closure requested,
 * accepted or refused, reopened, priority and owner changes. Written in the same transaction as
 * the change it records (modules/cases/case-events.ts). `fromValue`/`toValue` are the state,
 * priority or owner before and after; `reason` the closure, refusal or reopening reason.
 */
export const caseEvents = pgTable(
  'case_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseNo: integer('case_no')
      .notNull()
      .references(() => cases.caseNo, { onDelete: 'cascade' }),
    /** state, closureRequested, closureAccepted, closureRefused, reopened, priority, owner. */
    kind: text('kind').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    reason: text('reason'),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** customer or vendor. */
    authorKind: text('author_kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_events_case_idx').on(t.caseNo, t.createdAt)],
);

/**
 * Who follows a case besides its user: each follower is e-mailed about its notes, state changes
 * and closure when their e-mail notification setting is on (modules/cases/notify-case-followers.ts).
 */
export const caseFollowers = pgTable(
  'case_followers',
  {
    caseNo: integer('case_no')
      .notNull()
      .references(() => cases.caseNo, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's "Cases I follow" filter looks a case up by (case, user).
  (t) => [primaryKey({ columns: [t.caseNo, t.userId] }), index('case_followers_user_idx').on(t.userId)],
);

/** Associated cases (spec section 3), stored in both directions. */
export const caseLinks = pgTable(
  'case_links',
  {
    caseNo: integer('case_no')
      .notNull()
      .references(() => cases.caseNo, { onDelete: 'cascade' }),
    linkedCaseNo: integer('linked_case_no')
      .notNull()
      .references(() => cases.caseNo, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.caseNo, t.linkedCaseNo] })],
);

/** A ticket (spec section 3, Ticket); `parentTicketNo` links children to their parent. */
export const tickets = pgTable(
  'tickets',
  {
    ticketNo: integer('ticket_no')
      .primaryKey()
      .default(sql`nextval('ticket_number_seq')`),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ticketType: text('ticket_type').notNull(),
    status: text('status').notNull(),
    priority: integer('priority').notNull(),
    impact: integer('impact').notNull(),
    urgency: integer('urgency').notNull(),
    site: text('site').notNull(),
    /** The account's site the ticket names, when it was picked (issue 32); `site` keeps its label. */
    siteRef: integer('site_ref').references(() => sites.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    parentTicketNo: integer('parent_ticket_no'),
    productName: text('product_name'),
    productModel: text('product_model'),
    unitId: text('unit_id'),
    unitStatus: text('unit_status'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(searchDocument(`ticket_no::text || ' ' || title || ' ' || description`)),
  },
  (t) => [
    index('tickets_account_no_idx').on(t.accountId, t.ticketNo),
    index('tickets_account_submitted_idx').on(t.accountId, t.submittedAt, t.ticketNo),
    index('tickets_account_status_idx').on(t.accountId, t.status, t.ticketNo),
    index('tickets_account_priority_idx').on(t.accountId, t.priority, t.ticketNo),
    index('tickets_parent_idx').on(t.parentTicketNo),
    index('tickets_search_idx').using('gin', t.search),
  ],
);

/**
 * E-mails kept instead of sent (no SMTP_URL), or that failed to send; staff read them at
 * GET /mapi/admin/outbox.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    locale: text('locale').notNull(),
    /** What the mail is about, e.g. case.created, case.stateChanged. */
    kind: text('kind').notNull(),
    accountId: text('account_id'),
    reference: text('reference'),
    /** kept (no SMTP configured) or failed (SMTP refused it). */
    status: text('status').notNull(),
    error: text('error'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
