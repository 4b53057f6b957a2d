import { z } from 'zod';
import { contractColumnMessages, coverageColumnMessages } from '../i18n/contract-messages.ts';
import { ZAccountId } from './common.ts';
import {
  defineListDescriptor,
  listPageSchema,
  listQuerySchema,
  listRowSchema,
  type TListRow,
} from './list-descriptor.ts';

/** The four contract types of spec section 3 (Contract). */
export const CONTRACT_TYPES = ['service', 'serviceAgreement', 'warranty', 'warrantyExtended'] as const;
/** Contract states (spec section 4), derived from the evergreen flag and the expiration date. */
export const CONTRACT_STATUSES = ['activeFixedTerm', 'activeEvergreen', 'expired'] as const;
/** Coverage asset states (spec section 4). */
export const ASSET_STATES = ['active', 'inactive', 'retired'] as const;
/** A renewal request's states: pending until the back office answers it. */
export const RENEWAL_STATES = ['pending', 'renewed', 'declined'] as const;
/** The longest renewal comment or decline reason. */
export const RENEWAL_TEXT_MAX = 1000;

export type TContractType = (typeof CONTRACT_TYPES)[number];
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];
export type TAssetState = (typeof ASSET_STATES)[number];
export type TRenewalState = (typeof RENEWAL_STATES)[number];

/** Contract numbers: CN- and 7 digits, so a whole number is never a part of another. */
/**
 * Dates (start, expiration, covered from and until) are days, answered as YYYY-MM-DD text: the same
 * day in every time zone and in every export; their date filters compare the day.
 */
export const CONTRACT_NUMBER_PATTERN = /^CN-\d{7}$/;

const c = contractColumnMessages;

/**
 * The contract list (GET /mapi/contracts, its columns and exports): Users and Administrators of the
 * account (commercial data; Guests are refused, docs/decisions.md). Search finds a contract by its
 * number or its name. The status is derived in SQL (spec section 4): evergreen is active
 * (evergreen), an expiration on or after today active (fixed term), else expired.
 */
export const contractList = defineListDescriptor({
  name: 'contracts',
  path: '/contracts',
  defaultSort: { column: 'expirationDate', dir: 'asc' },
  search: true,
  columns: {
    contractNumber: { label: c.contractNumber, value: 'text', sortable: true, visible: true },
    name: { label: c.name, value: 'text', sortable: true, visible: true },
    type: { label: c.type, value: 'text', values: CONTRACT_TYPES, sortable: true, visible: true, filter: { kind: 'enum' } },
    status: { label: c.status, value: 'text', values: CONTRACT_STATUSES, visible: true, filter: { kind: 'enum' } },
    startDate: { label: c.startDate, value: 'text', sortable: true },
    expirationDate: {
      label: c.expirationDate,
      value: 'textOrNull',
      sortable: true,
      visible: true,
      filter: { kind: 'dateRange', key: 'expiration', calendarDays: true },
    },
    autoRenew: { label: c.autoRenew, value: 'boolean', visible: true, filter: { kind: 'boolean', key: 'auto_renew' } },
    servicesCount: { label: c.servicesCount, value: 'number', sortable: true, visible: true },
    evergreen: { label: c.evergreen, value: 'boolean', visible: true, filter: { kind: 'boolean' } },
  },
  // When a renewal is pending: since when (the list shows "Renewal pending since <date>").
  extra: { renewalPendingSince: 'timeOrNull' },
});

export const ZContractListQuery = listQuerySchema(contractList);
export const ZContractRow = listRowSchema(contractList);
export type TContractRow = TListRow<typeof contractList>;
export const ZContractListPage = listPageSchema(contractList);

const a = coverageColumnMessages;

/**
 * The coverage list (GET /mapi/coverage): the account's covered assets, filterable by site (any
 * part of its name), model and contract (the whole code, any case: an index serves them at 2M
 * rows) and state. `inCoverage` is false when the asset is
 * not active, its coverage ended before today, or its contract expired.
 */
export const coverageList = defineListDescriptor({
  name: 'coverage',
  path: '/coverage',
  defaultSort: { column: 'serial', dir: 'asc' },
  search: true,
  columns: {
    serial: { label: a.serial, value: 'text', sortable: true, visible: true },
    model: { label: a.model, value: 'text', sortable: true, visible: true, filter: { kind: 'text', exact: true } },
    site: { label: a.site, value: 'text', sortable: true, visible: true, filter: { kind: 'text' } },
    contract: { label: a.contract, value: 'text', sortable: true, visible: true, filter: { kind: 'text', exact: true } },
    state: { label: a.state, value: 'text', values: ASSET_STATES, sortable: true, visible: true, filter: { kind: 'enum' } },
    coveredFrom: { label: a.coveredFrom, value: 'text', sortable: true },
    coveredUntil: {
      label: a.coveredUntil,
      value: 'text',
      sortable: true,
      visible: true,
      filter: { kind: 'dateRange', key: 'covered_until', calendarDays: true },
    },
    inCoverage: { label: a.inCoverage, value: 'boolean', visible: true, filter: { kind: 'boolean', key: 'in_coverage' } },
  },
});

export const ZCoverageListQuery = listQuerySchema(coverageList);
export const ZCoverageRow = listRowSchema(coverageList);
export type TCoverageRow = TListRow<typeof coverageList>;
export const ZCoverageListPage = listPageSchema(coverageList);

/** Path parameter of /mapi/contracts/:contractNumber (checked in the handler after the account). */
export const ZContractNumberParams = z.object({ contractNumber: z.string().max(40) }).strict();
export const ZContractRef = z.object({ account_id: ZAccountId }).strict();

export const ZContractService = z.object({
  lineNo: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type TContractService = z.infer<typeof ZContractService>;

/** The latest renewal request of a contract and the back office's answer, when it has one. */
export const ZContractRenewal = z.object({
  id: z.string(),
  state: z.enum(RENEWAL_STATES),
  requestedAt: z.string(),
  /** The name of the user who asked (null for a user since deleted). */
  requestedBy: z.string().nullable(),
  comment: z.string().nullable(),
  answeredAt: z.string().nullable(),
  newExpirationDate: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type TContractRenewal = z.infer<typeof ZContractRenewal>;

/** GET /mapi/contracts/:contractNumber?account_id=: the contract's row, its services and its latest renewal. */
export const ZContractDetail = ZContractRow.extend({
  services: z.array(ZContractService),
  renewal: ZContractRenewal.nullable(),
  /** Whether a renewal may be asked now (not evergreen, none pending). */
  renewable: z.boolean(),
  /** Covered assets of the contract, and how many of them are out of coverage. */
  assets: z.object({ total: z.number().int(), outOfCoverage: z.number().int() }),
});
export type TContractDetail = z.infer<typeof ZContractDetail>;

/**
 * POST /mapi/contracts/:contractNumber/renewal: asks the back office to renew the contract (User
 * role or above). It does not renew at once: the renewal is pending until the back office answers.
 */
export const ZRenewalRequest = z
  .object({
    account_id: ZAccountId,
    comment: z.string().trim().max(RENEWAL_TEXT_MAX).optional(),
  })
  .strict();
export type TRenewalRequest = z.infer<typeof ZRenewalRequest>;

/**
 * POST /mapi/contracts/:contractNumber/renewal/answer: the back office's answer, recorded by vendor
 * staff with access to all accounts (the local back office): renewed with a new expiration date
 * (YYYY-MM-DD, after the current one) or declined with a reason.
 */
export const ZRenewalAnswerRequest = z
  .object({
    account_id: ZAccountId,
    decision: z.enum(['renewed', 'declined']),
    newExpirationDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    reason: z.string().trim().max(RENEWAL_TEXT_MAX).optional(),
  })
  .strict();
export type TRenewalAnswerRequest = z.infer<typeof ZRenewalAnswerRequest>;
