import type { z } from 'zod';
import type { TCaseCategoryCode, TCreateCaseRequest } from '../../../shared/contracts/cases.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import type { TCaseType } from './case-scope.ts';

/** The text fields of the form, each kept as typed until submitted. */
export const TEXT_FIELDS = [
  'title',
  'description',
  'site',
  'technology',
  'productName',
  'productModel',
  'serialNumber',
  'contractNumber',
  'region',
  'orderNumber',
  'orderLine',
  'rmaNumber',
  'partNumber',
  'trackingNumber',
  'quantityOrdered',
  'quantityReceived',
  'quantityDefective',
  'addressChangeType',
  'ccEmails',
  'alternativeContactName',
  'alternativeContactPhone',
] as const;
export type TTextField = (typeof TEXT_FIELDS)[number];

export const QUANTITY_FIELDS = ['quantityOrdered', 'quantityReceived', 'quantityDefective'] as const;
/** Fields of an RMA only: the order and the returned parts. */
export const RMA_FIELDS = [
  'orderNumber',
  'orderLine',
  'rmaNumber',
  'partNumber',
  'trackingNumber',
  ...QUANTITY_FIELDS,
] as const satisfies readonly TTextField[];
/** Fields of a technical request only: an address change. */
export const TECHNICAL_REQUEST_FIELDS = ['addressChangeType'] as const satisfies readonly TTextField[];

/** The form's values, one per field, named as the request names them; texts kept as typed. */
export type TCaseFormValues = Record<TTextField, string> & {
  /** How bad it is: a level 1-4 as text, '' when not given (then the case is Priority 3). */
  impact: string;
  urgency: string;
  category: TCaseCategoryCode;
  caseType: TCaseType;
  /** The file to attach once the case exists (a second request), or null. */
  attachment: File | null;
  /** The key of the account's site picked for the case ('' when typed or none): `site` holds its label. */
  siteRef: string;
};

/** Whether a field belongs to the form for this case type (type-specific fields only for their type). */
export function fieldApplies(field: TTextField, caseType: TCaseType): boolean {
  if ((RMA_FIELDS as readonly string[]).includes(field)) return caseType === 'RMA';
  if ((TECHNICAL_REQUEST_FIELDS as readonly string[]).includes(field)) return caseType === 'Technical Request';
  return true;
}

/** A quantity as typed: empty is absent, anything else a number (NaN when it is not one). */
function quantity(text: string): number | undefined {
  const t = text.trim();
  return t === '' ? undefined : /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * The create request for the form's values: only the fields of the chosen type, empty optional
 * texts left out, quantities, impact and urgency as numbers (never a priority: the server
 * computes it). The shared schema then judges it, as the server will.
 */
export function toCreateRequest(values: TCaseFormValues, accountId: string): Record<string, unknown> {
  const out: Record<string, unknown> = { account_id: accountId, category: values.category, caseType: values.caseType };
  for (const field of TEXT_FIELDS) {
    if (!fieldApplies(field, values.caseType)) continue;
    const raw = values[field];
    if ((QUANTITY_FIELDS as readonly string[]).includes(field)) {
      const n = quantity(raw);
      if (n !== undefined) out[field] = n;
    } else if (field === 'title' || field === 'description' || raw.trim() !== '') out[field] = raw;
  }
  if (values.impact) out.impact = Number(values.impact);
  if (values.urgency) out.urgency = Number(values.urgency);
  if (values.siteRef) out.siteRef = Number(values.siteRef);
  return out;
}

/** A quantity that is not a number at all reads as 'The value should be an integer number' too. */
export function quantityIssue(issue: z.core.$ZodIssue, field: string): { id: string } | undefined {
  if ((QUANTITY_FIELDS as readonly string[]).includes(field) && issue.code === 'invalid_type') {
    return { id: validationMessages.integer.id };
  }
  return undefined;
}

/** A new case's values: empty texts and no file, but the category, the type and any text given. */
export function newCaseValues(start: Pick<TCaseFormValues, 'category' | 'caseType'> & Partial<Record<TTextField, string>>): TCaseFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TTextField, string>;
  return { ...text, impact: '', urgency: '', attachment: null, siteRef: '', ...start };
}

export type { TCreateCaseRequest };
