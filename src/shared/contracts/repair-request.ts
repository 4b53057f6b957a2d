import { z } from 'zod';
import { isEmail, validationMessages, zEmailList } from '../domain/validation.ts';
import { ZAccountId } from './common.ts';
import { REPAIR_ESTIMATE_OPTIONS, ZRepairAddress } from './repairs.ts';

/**
 * The repair request flow and its cart (issue 30 points 3 and 4; spec section 2 "Repair flow
 * sections", section 5 Repair rules): one schema per section, used by the form's steps and by the
 * server, which validates every unit with them when it is added, edited and checked out.
 */

/** The service types a customer may ask for (rental, internal and product group are the back office's). */
export const REPAIR_REQUEST_SERVICE_TYPES = [
  'warranty',
  'serviceContract',
  'serviceRepairBank',
  'flatRate',
  'timeAndMaterials',
] as const;
export type TRepairRequestServiceType = (typeof REPAIR_REQUEST_SERVICE_TYPES)[number];

/** How the radio's traffic is encrypted (what the depot must keep or reload). */
export const REPAIR_ENCRYPTIONS = ['none', 'AES-256', 'ADP', 'DES-OFB'] as const;

/** The sections of a unit, in the flow's order. */
export const REPAIR_REQUEST_SECTIONS = [
  'customer',
  'billing',
  'shipping',
  'endUser',
  'device',
  'depot',
  'quotation',
] as const;
export type TRepairRequestSection = (typeof REPAIR_REQUEST_SECTIONS)[number];

/** What a back-office status of a customer number means (spec section 5); no row is active. */
export const CUSTOMER_NUMBER_STATUSES = ['active', 'contactSupport', 'chooseAnother', 'replaced'] as const;
export type TCustomerNumberStatus = (typeof CUSTOMER_NUMBER_STATUSES)[number];

const required = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max).optional();
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: validationMessages.invalidValue.id });

/** A postal address of the flow (billing, shipping, end user): lines as typed, at least one. */
export const ZRepairAddressSection = z
  .object({
    name: required(120),
    lines: z.array(required(120)).min(1).max(4),
    city: required(80),
    postalCode: optional(20),
    country: required(60),
  })
  .strict();
export type TRepairAddressSection = z.infer<typeof ZRepairAddressSection>;

export const ZCustomerSection = z.object({ customerNumber: required(40) }).strict();

/**
 * The device: the looked-up serial, at least one symptom, what the depot needs to know. A service
 * contract names its contract number. The radio password is stored and never answered back.
 */
export const ZDeviceSection = z
  .object({
    serial: z.string().trim().min(1, { message: validationMessages.serialNumber.id }).max(40),
    symptoms: z
      .array(required(200))
      .min(1, { message: validationMessages.atLeastOneSymptom.id })
      .max(10),
    firmwareVersion: optional(40),
    flashcodeVersion: optional(40),
    radioPassword: optional(64),
    encryption: choice(REPAIR_ENCRYPTIONS),
    fmApproval: z.boolean(),
    ulApproval: z.boolean(),
    poNumber: optional(40),
    serviceType: choice(REPAIR_REQUEST_SERVICE_TYPES),
    contractNumber: optional(40),
    ccInvoiceRecipient: z
      .string()
      .trim()
      .max(320)
      .refine((v) => v === '' || isEmail(v), { message: validationMessages.email.id })
      .optional(),
    eInvoiceRecipients: zEmailList(1000).optional(),
  })
  .strict()
  .superRefine((d, ctx) => {
    if (d.serviceType === 'serviceContract' && !d.contractNumber) {
      ctx.addIssue({ code: 'custom', path: ['contractNumber'], message: validationMessages.required.id });
    }
  });
export type TDeviceSection = z.infer<typeof ZDeviceSection>;

export const ZDepotSection = z.object({ depot: required(8) }).strict();
export const ZQuotationSection = z.object({ estimateOption: choice(REPAIR_ESTIMATE_OPTIONS) }).strict();

/** One unit of the cart: every section (the end user is optional). */
export const ZRepairUnit = z
  .object({
    customer: ZCustomerSection,
    billing: ZRepairAddressSection,
    shipping: ZRepairAddressSection,
    endUser: ZRepairAddressSection.nullable(),
    device: ZDeviceSection,
    depot: ZDepotSection,
    quotation: ZQuotationSection,
  })
  .strict();
export type TRepairUnit = z.infer<typeof ZRepairUnit>;
export type TRepairUnitInput = z.input<typeof ZRepairUnit>;

/**
 * POST /mapi/repairs/cart (add) and PUT /mapi/repairs/cart/:itemId (edit): the unit's sections are
 * checked after the account (ZRepairUnit, field paths `body.<section>.<field>`), so a refusal
 * comes first.
 */
export const ZCartUnitRequest = z
  .object({
    account_id: ZAccountId,
    customer: z.unknown().optional(),
    billing: z.unknown().optional(),
    shipping: z.unknown().optional(),
    endUser: z.unknown().optional(),
    device: z.unknown().optional(),
    depot: z.unknown().optional(),
    quotation: z.unknown().optional(),
  })
  .strict();
export type TCartUnitRequest = z.infer<typeof ZCartUnitRequest>;

export const ZCartQuery = z.object({ account_id: ZAccountId }).strict();
export const ZCartItemParams = z.object({ itemId: z.uuid() }).strict();

/** Why a unit leaves the cart's bulk request and becomes a standalone repair. */
export const STANDALONE_REASONS = ['customerNumber', 'addresses', 'depot'] as const;
export type TStandaloneReason = (typeof STANDALONE_REASONS)[number];

/** A unit as the cart shows it, with what it costs by card and whether it goes alone. */
export const ZCartItem = z.object({
  id: z.string(),
  /** The unit's sections; the radio password is never answered back (only whether one is set). */
  unit: ZRepairUnit,
  radioPasswordSet: z.boolean(),
  modelCode: z.string().nullable(),
  modelName: z.string().nullable(),
  /** USD cents charged by card at checkout (flat rate or evaluation fee); 0 when none. */
  priceCents: z.number().int().nonnegative(),
  /** Null when it goes in the bulk request; else what differs from the first unit. */
  standalone: z.array(z.enum(STANDALONE_REASONS)).nullable(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZCart = z.object({
  items: z.array(ZCartItem),
  totalCents: z.number().int().nonnegative(),
  currency: z.literal('USD'),
});
export type TCart = z.infer<typeof ZCart>;

/**
 * POST /mapi/repairs/cart/checkout: the terms must be agreed, a card token is needed when the
 * total is above 0; the same idempotency key answers the same confirmation again and charges once.
 * Checked after the account.
 */
export const ZCheckoutRequest = z
  .object({
    account_id: ZAccountId,
    agreeTerms: z.boolean().optional(),
    idempotencyKey: z.string().max(100).optional(),
    cardToken: z.string().max(200).optional(),
  })
  .strict();
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

export const ZCheckoutRepair = z.object({
  repairNumber: z.string(),
  serial: z.string(),
  chargedCents: z.number().int().nonnegative(),
});

/** The confirmation: one request (shipment) per group, its repairs, what the card paid. */
export const ZCheckoutConfirmation = z.object({
  requests: z.array(
    z.object({
      requestNumber: z.string(),
      standalone: z.boolean(),
      reasons: z.array(z.enum(STANDALONE_REASONS)),
      depot: z.string(),
      customerNumber: z.string(),
      repairs: z.array(ZCheckoutRepair),
    }),
  ),
  totalCents: z.number().int().nonnegative(),
  currency: z.literal('USD'),
  payment: z.object({ brand: z.string(), last4: z.string(), amountCents: z.number().int() }).nullable(),
});
export type TCheckoutConfirmation = z.infer<typeof ZCheckoutConfirmation>;

/**
 * GET /mapi/repairs/request-options?account_id=: what the flow offers this account: whether it may
 * create repairs (Create RMA rules, spec section 6), its customer numbers with their status, the
 * depots of its region.
 */
export const ZRequestOptions = z.object({
  canCreateRma: z.boolean(),
  customerNumbers: z.array(
    z.object({
      number: z.string(),
      status: z.enum(CUSTOMER_NUMBER_STATUSES),
      replacedBy: z.string().nullable(),
    }),
  ),
  depots: z.array(
    z.object({ code: z.string(), name: z.string(), address: ZRepairAddress, turnaroundDays: z.number().int() }),
  ),
});
export type TRequestOptions = z.infer<typeof ZRequestOptions>;
