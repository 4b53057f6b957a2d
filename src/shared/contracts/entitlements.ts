import { z } from 'zod';
import {
  ENTITLEMENT_STATUSES,
  ENTITLEMENT_TYPES,
  MAX_LICENCE_QUANTITY,
  RENEWAL_TERMS,
  isHardwareId,
  normalizeHardwareId,
} from '../domain/entitlements.ts';
import { validationMessages } from '../domain/validation.ts';
import { entitlementColumnMessages as m, entitlementValidationMessages as v } from '../i18n/entitlement-messages.ts';
import { ZAccountId } from './common.ts';
import { defineListDescriptor, listPageSchema, listQuerySchema, listRowSchema, type TListRow } from './list-descriptor.ts';

/**
 * Software: the account's feature entitlements (spec section 3, Entitlement/feature), for Users
 * and Administrators. Available licences are the remaining ones; active = total - remaining.
 * `renewalPending`: a renewal request awaits the back office (spec section 4).
 */
export const entitlementList = defineListDescriptor({
  name: 'entitlements',
  path: '/entitlements/software',
  defaultSort: { column: 'expiresOn', dir: 'asc' },
  search: true,
  columns: {
    entitlementId: { label: m.entitlementId, value: 'text', sortable: true, visible: true },
    featureName: { label: m.featureName, value: 'text', sortable: true, visible: true, filter: { kind: 'text', key: 'feature' } },
    partNumber: { label: m.partNumber, value: 'text', sortable: true, visible: true, filter: { kind: 'text', key: 'part' } },
    type: { label: m.type, value: 'text', values: ENTITLEMENT_TYPES, sortable: true, visible: true, filter: { kind: 'enum' } },
    status: { label: m.status, value: 'text', values: ENTITLEMENT_STATUSES, visible: true, filter: { kind: 'enum' } },
    expiresOn: { label: m.expiresOn, value: 'timeOrNull', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'expires', calendarDays: true } },
    purchased: { label: m.purchased, value: 'number', sortable: true, visible: true },
    remaining: { label: m.remaining, value: 'number', sortable: true, visible: true, filter: { kind: 'numberRange' } },
    total: { label: m.total, value: 'number', sortable: true, visible: true },
    active: { label: m.active, value: 'number', sortable: true, visible: true },
    available: { label: m.available, value: 'number', sortable: true, visible: true },
    orderNumber: { label: m.orderNumber, value: 'textOrNull', sortable: true, visible: true, filter: { kind: 'text', key: 'order' } },
  },
  extra: { renewalPending: 'boolean' },
});
export const ZEntitlementListQuery = listQuerySchema(entitlementList);
export const ZEntitlementRow = listRowSchema(entitlementList);
export type TEntitlementRow = TListRow<typeof entitlementList>;
export const ZEntitlementListPage = listPageSchema(entitlementList);

/**
 * Hardware (spec section 3): the hardware the account activated features on (none is kept
 * before its first activation, spec section 4), with the features and sites activated on it.
 */
export const hardwareList = defineListDescriptor({
  name: 'hardware',
  path: '/entitlements/hardware',
  defaultSort: { column: 'createdAt', dir: 'desc' },
  search: true,
  columns: {
    hardwareId: { label: m.hardwareId, value: 'text', sortable: true, visible: true },
    name: { label: m.name, value: 'text', sortable: true, visible: true },
    product: { label: m.product, value: 'text', sortable: true, visible: true, filter: { kind: 'text' } },
    activatedFeatures: { label: m.activatedFeatures, value: 'textList', visible: true },
    sites: { label: m.sites, value: 'textList', visible: true },
    licences: { label: m.licences, value: 'number', sortable: true, visible: true },
    createdAt: { label: m.createdAt, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'created' } },
  },
});
export const ZHardwareListQuery = listQuerySchema(hardwareList);
export const ZHardwareRow = listRowSchema(hardwareList);
export type THardwareRow = TListRow<typeof hardwareList>;

/** Query of the account-scoped entitlement routes that take nothing else. */
export const ZEntitlementRef = z.object({ account_id: ZAccountId }).strict();

const ZType = z.enum(ENTITLEMENT_TYPES);
const ZStatus = z.enum(ENTITLEMENT_STATUSES);

/** An entitlement as the forms offer it (GET /mapi/entitlements/choices). */
export const ZEntitlementChoice = z.object({
  entitlementId: z.string(),
  featureName: z.string(),
  partNumber: z.string(),
  type: ZType,
  status: ZStatus,
  /** YYYY-MM-DD, null when perpetual. */
  expiresOn: z.string().nullable(),
  total: z.number().int(),
  available: z.number().int(),
  renewalPending: z.boolean(),
});
export type TEntitlementChoice = z.infer<typeof ZEntitlementChoice>;

/** What the Activate and Renew forms choose from: the entitlements, the kept hardware, the sites used so far. */
export const ZEntitlementChoices = z.object({
  features: z.array(ZEntitlementChoice),
  hardware: z.array(z.object({ hardwareId: z.string(), name: z.string(), product: z.string() })),
  sites: z.array(z.string()),
});
export type TEntitlementChoices = z.infer<typeof ZEntitlementChoices>;

/** GET /mapi/entitlements/overview: totals by type, in use against entitled, what expires soon. */
export const ZEntitlementOverview = z.object({
  byType: z.array(
    z.object({ type: ZType, entitlements: z.number().int(), total: z.number().int(), active: z.number().int(), available: z.number().int() }),
  ),
  totals: z.object({
    entitlements: z.number().int(),
    total: z.number().int(),
    active: z.number().int(),
    available: z.number().int(),
    hardware: z.number().int(),
    expiringSoon: z.number().int(),
    expired: z.number().int(),
    exhausted: z.number().int(),
    pendingRenewals: z.number().int(),
  }),
  /** Not yet expired, expiring within EXPIRING_SOON_DAYS, soonest first. */
  expiringSoon: z.array(ZEntitlementChoice.extend({ daysLeft: z.number().int() })),
});
export type TEntitlementOverview = z.infer<typeof ZEntitlementOverview>;

/** GET /mapi/entitlements/license-tracking: optional filters by feature name and site (exact). */
export const ZLicenseTrackingQuery = z
  .object({ account_id: ZAccountId, feature: z.string().max(200).optional(), site: z.string().max(200).optional() })
  .strict();

/**
 * Licences in use against entitled, per feature (all its entitlements) and per site (the
 * activations there); `featureNames` and `siteNames` are the filter's choices.
 */
export const ZLicenseTracking = z.object({
  features: z.array(
    z.object({
      featureName: z.string(),
      entitled: z.number().int(),
      inUse: z.number().int(),
      sites: z.array(z.object({ siteName: z.string(), inUse: z.number().int() })),
    }),
  ),
  featureNames: z.array(z.string()),
  siteNames: z.array(z.string()),
});
export type TLicenseTracking = z.infer<typeof ZLicenseTracking>;

const entitlementIds = z
  .array(z.string().min(1).max(40), { error: v.featureRequired.id })
  .min(1, { message: v.featureRequired.id })
  .max(50);
const quantity = z
  .number({ error: v.quantityRequired.id })
  .int(validationMessages.integer.id)
  .min(1, { message: v.quantityRequired.id })
  .max(MAX_LICENCE_QUANTITY);

/**
 * POST /mapi/entitlements/activations (spec section 5: at least one feature, a hardware and a
 * quantity). `hardwareId` names an existing hardware, or new hardware when `newHardware` is set
 * (then with its name and product; kept only if the activation succeeds, spec section 4). The
 * quantity is activated of each chosen feature, at the site named.
 */
export const ZActivateFeaturesRequest = z
  .object({
    account_id: ZAccountId,
    entitlementIds,
    newHardware: z.boolean(),
    hardwareId: z
      .string({ error: v.hardwareRequired.id })
      .trim()
      .min(1, { message: v.hardwareRequired.id })
      .max(40)
      .refine((id) => id === '' || isHardwareId(id), { message: v.hardwareInvalid.id })
      .transform(normalizeHardwareId),
    hardwareName: z.string().trim().max(80).optional(),
    hardwareProduct: z.string().trim().max(80).optional(),
    quantity,
    siteName: z.string().trim().min(1).max(80),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (!r.newHardware) return;
    for (const path of ['hardwareName', 'hardwareProduct'] as const) {
      if (!r[path]) ctx.addIssue({ code: 'custom', path: [path], message: validationMessages.required.id });
    }
  });
export type TActivateFeaturesRequest = z.infer<typeof ZActivateFeaturesRequest>;

/**
 * The body POST /mapi/entitlements/activations accepts before its account and role are checked:
 * the request's fields without their rules, so a foreign account or a Guest is refused (403)
 * before any rule is read (docs/adding-an-area.md, section 4); the handler then applies
 * ZActivateFeaturesRequest with the spec's messages.
 */
export const ZActivateFeaturesBody = z
  .object({
    account_id: ZAccountId,
    entitlementIds: z.array(z.string().max(40)).max(50).optional(),
    newHardware: z.boolean().optional(),
    hardwareId: z.string().max(40).optional(),
    hardwareName: z.string().max(80).optional(),
    hardwareProduct: z.string().max(80).optional(),
    quantity: z.number().optional(),
    siteName: z.string().max(80).optional(),
  })
  .strict();

export const ZActivateFeaturesResponse = z.object({
  hardwareId: z.string(),
  hardwareCreated: z.boolean(),
  activations: z.array(
    z.object({ entitlementId: z.string(), featureName: z.string(), quantity: z.number().int(), remaining: z.number().int() }),
  ),
});
export type TActivateFeaturesResponse = z.infer<typeof ZActivateFeaturesResponse>;

/**
 * POST /mapi/entitlements/renewals: renew these entitlements for a term and a quantity. Nothing is
 * renewed at once (spec section 4): each becomes a pending request and the account's support
 * manager gets a notice.
 */
export const ZRenewFeaturesRequest = z
  .object({
    account_id: ZAccountId,
    entitlementIds,
    termMonths: z
      .number({ error: validationMessages.required.id })
      .int()
      .refine((n) => (RENEWAL_TERMS as readonly number[]).includes(n), { message: validationMessages.invalidValue.id }),
    quantity,
  })
  .strict();
export type TRenewFeaturesRequest = z.infer<typeof ZRenewFeaturesRequest>;

/** The body POST /mapi/entitlements/renewals accepts before its account and role are checked (as ZActivateFeaturesBody). */
export const ZRenewFeaturesBody = z
  .object({
    account_id: ZAccountId,
    entitlementIds: z.array(z.string().max(40)).max(50).optional(),
    termMonths: z.number().optional(),
    quantity: z.number().optional(),
  })
  .strict();

export const ZRenewFeaturesResponse = z.object({
  pending: z.array(z.string()),
  /** Who was told (the support manager's name). */
  notified: z.string(),
});
export type TRenewFeaturesResponse = z.infer<typeof ZRenewFeaturesResponse>;
