import { z } from 'zod';
import { defineMessages, type TMessage } from '../i18n/define.ts';

/** The validation messages of spec section 5, one id each. */
export const validationMessages = defineMessages({
  required: { id: 'Validation.required', defaultMessage: '{field} is required.' },
  mandatory: { id: 'Validation.mandatory', defaultMessage: 'This field is mandatory.' },
  maxLength: { id: 'Validation.maxLength', defaultMessage: '{field} can only be {n, number} characters long.' },
  minLength: { id: 'Validation.minLength', defaultMessage: 'must contain at least {n, number} characters.' },
  tooHigh: {
    id: 'Validation.tooHigh',
    defaultMessage: 'Value of {fieldLabel} cannot be higher than {condition}',
  },
  tooLow: {
    id: 'Validation.tooLow',
    defaultMessage: 'Value of {fieldLabel} cannot be lower than {condition}',
  },
  incorrectDate: { id: 'Validation.incorrectDate', defaultMessage: 'Incorrect date' },
  eventInPast: { id: 'Validation.eventInPast', defaultMessage: 'You cannot add event in the past.' },
  endNotAfterStart: {
    id: 'Validation.endNotAfterStart',
    defaultMessage: 'The end date cannot be less than or equal to the start date.',
  },
  endBeforeToday: {
    id: 'Validation.endBeforeToday',
    defaultMessage: 'The end date cannot be before the current date.',
  },
  email: { id: 'Validation.email', defaultMessage: 'Please enter a valid email address.' },
  /** An item of an e-mail list: names the address that is wrong. */
  emailListItem: { id: 'Validation.emailListItem', defaultMessage: '"{address}" is not a valid email address.' },
  integer: { id: 'Validation.integer', defaultMessage: 'The value should be an integer number' },
  noSpecialCharacters: {
    id: 'Validation.noSpecialCharacters',
    defaultMessage: 'The name must not contain any special characters.',
  },
  fileNameCharacters: {
    id: 'Validation.fileNameCharacters',
    defaultMessage: 'The name can only contain letters, numbers and symbols other than /:*?"<>| .',
  },
  repeatValues: {
    id: 'Validation.repeatValues',
    defaultMessage: 'Please specify correct event repeat values',
  },
  atLeastOneAccount: {
    id: 'Validation.atLeastOneAccount',
    defaultMessage: 'Please specify at least one account.',
  },
  atLeastOneRole: { id: 'Validation.atLeastOneRole', defaultMessage: 'Please specify at least one role.' },
  atLeastOneSymptom: {
    id: 'Validation.atLeastOneSymptom',
    defaultMessage: 'Please specify at least one symptom.',
  },
  serialNumber: { id: 'Validation.serialNumber', defaultMessage: 'Please specify serial number' },
  serialNotFound: {
    id: 'Validation.serialNotFound',
    defaultMessage: 'Device with given serial number not found, please contact Customer Care',
  },
  invalidUrl: { id: 'Validation.invalidUrl', defaultMessage: 'Invalid URL format' },
  phone: {
    id: 'Validation.phoneNumber',
    defaultMessage:
      '{field}: please enter a phone number as dialed in your country, like (222)222-3333, or starting with + and the country code, like +44 20 7946 0958.',
  },
  invalidValue: { id: 'Validation.invalidValue', defaultMessage: 'This value is not valid.' },
  unknownField: { id: 'Validation.unknownField', defaultMessage: 'This field is not expected here.' },
  unsupportedFilter: { id: 'Validation.unsupportedFilter', defaultMessage: 'This list cannot be filtered this way.' },
  unknownColumn: { id: 'Validation.unknownColumn', defaultMessage: 'This list has no such column.' },
});

/**
 * Whether a typed value looks like a phone number at all (digits and the usual signs, 4 to 17
 * digits), before its country is known. Here, not in domain/phone.ts, so that forms and schemas
 * do not bring the phone metadata into every page.
 */
export function looksLikePhone(input: string): boolean {
  const value = input.trim();
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().\-/]+$/.test(value) && digits >= 4 && digits <= 17;
}

const EMAIL_PATTERN = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The items of an e-mail list (separated by ';', spec section 5), trimmed, empty ones left out. */
function emailItems(value: string): string[] {
  return value
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Several e-mails separated by ';', each checked (spec section 5); empty items are ignored. */
export function isEmailList(value: string): boolean {
  return emailItems(value).every(isEmail);
}

/** Boolean parsing of spec section 5: y/yes/true/1 and n/no/false/0; anything else is undefined. */
export function parseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (['y', 'yes', 'true', '1'].includes(v)) return true;
  if (['n', 'no', 'false', '0'].includes(v)) return false;
  return undefined;
}

/** An ISO 8601 timestamp in UTC, ending in Z (seconds and fractions optional). */
const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/;

/**
 * The earliest and latest instants a request may name: the years 100 to 9999 (UTC). PostgreSQL
 * and JavaScript hold far more, but not the same (PostgreSQL's range starts in 4713 BC, JavaScript's
 * ends in 275760, and an ISO string with a sign, "+010000-…", is not PostgreSQL input), and a year
 * below 100 does not come back: the date parser the database rows go through reads "0001-01-01" as
 * 2001. A date outside was a 500 from PostgreSQL or a different date read back.
 */
export const API_DATE_MIN_MS = Date.parse('0100-01-01T00:00:00.000Z');
export const API_DATE_MAX_MS = Date.parse('9999-12-31T23:59:59.999Z');

function inRange(d: Date): Date | undefined {
  const t = d.getTime();
  return t >= API_DATE_MIN_MS && t <= API_DATE_MAX_MS ? d : undefined;
}

/**
 * Date input of spec section 5: a number (epoch ms), an ISO timestamp ending in Z, or a string that
 * contains UTC or GMT, in the years 100 to 9999. Anything else (and an impossible date) is undefined.
 */
export function readApiDate(value: unknown): Date | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? inRange(new Date(value)) : undefined;
  if (typeof value !== 'string' || value.length > 64) return undefined;
  if (ISO_Z.test(value)) {
    const d = new Date(value);
    // Date.parse rolls 2026-02-30 over to March: an ISO date must name a real day.
    return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value.slice(0, 10) ? undefined : inRange(d);
  }
  if (/\b(UTC|GMT)\b/.test(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? undefined : inRange(d);
  }
  return undefined;
}

/** As readApiDate, but an unreadable date throws (spec section 5: "other strings raise an error"). */
export function parseApiDate(value: unknown): Date {
  const d = readApiDate(value);
  if (!d) throw new Error('Incorrect date');
  return d;
}

/**
 * The one schema of a date in a request (spec section 5 date parsing): a number, an ISO timestamp
 * with Z, or a string containing UTC or GMT, in the years 100 to 9999, answered as an ISO timestamp
 * (UTC). Anything else is 'Incorrect date'. Used by every contract that takes a date, on the server and in the forms.
 */
export const zApiDate = () =>
  z
    .union([z.number(), z.string().max(64)], { error: validationMessages.incorrectDate.id })
    .refine((v) => readApiDate(v) !== undefined, { message: validationMessages.incorrectDate.id })
    .transform((v) => readApiDate(v)!.toISOString());

/**
 * Several e-mails separated by ';', each checked (spec section 5), with the spec's message; at most
 * `max` characters in all, as typed. Kept as `a@x.example; b@y.example`: the empty items and the
 * spaces around each one typed (` a@x.example ;b@y.example ;`) are left out.
 */
export const zEmailList = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine((v, ctx) => {
      // The first wrong address is named, so a long CC list says which one to fix.
      const wrong = emailItems(v).find((item) => !isEmail(item));
      if (wrong !== undefined) {
        ctx.addIssue({ code: 'custom', message: validationMessages.emailListItem.id, params: { address: wrong.slice(0, 254) }, input: v });
      }
    })
    .overwrite((v) => emailItems(v).join('; '));

/**
 * A phone number as typed: (222)222-3333 (spec section 5), +44 20 7946 0958, or as dialled in a
 * country. The schema only checks its shape; whoever knows the country (the account's, the
 * user's) keeps its E.164 form or refuses it with the same message (`domain/phone.ts`).
 */
export const zPhone = () =>
  z.string().trim().max(40).refine(looksLikePhone, { message: validationMessages.phone.id });

/** A catalogue message id such as `Entitlements.validation.featureRequired`. */
const MESSAGE_ID = /^[A-Z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/** Maps one zod issue to a spec message; `field` is the label of the field in the user's words. */
export function issueToMessage(issue: z.core.$ZodIssue, field: string): TMessage {
  const custom = issue.message;
  // A schema's own message id (Validation.*, or an area's such as Entitlements.validation.*): ids
  // have no spaces, zod's own English messages always do.
  if (custom && (custom.startsWith('Validation.') || MESSAGE_ID.test(custom))) {
    // A custom issue's params fill its message (`{address}` of an e-mail list item).
    const params = issue.code === 'custom' ? (issue.params as Record<string, string> | undefined) : undefined;
    return { id: custom, values: { ...params, field } };
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) {
        return { id: validationMessages.required.id, values: { field } };
      }
      if (issue.expected === 'int') return { id: validationMessages.integer.id };
      return { id: validationMessages.invalidValue.id };
    case 'too_small':
      if (issue.origin === 'string') {
        if (Number(issue.minimum) <= 1) return { id: validationMessages.required.id, values: { field } };
        return { id: validationMessages.minLength.id, values: { n: Number(issue.minimum) } };
      }
      if (issue.origin === 'array') return { id: validationMessages.required.id, values: { field } };
      return {
        id: validationMessages.tooLow.id,
        values: { fieldLabel: field, condition: String(issue.minimum) },
      };
    case 'too_big':
      if (issue.origin === 'string') {
        return { id: validationMessages.maxLength.id, values: { field, n: Number(issue.maximum) } };
      }
      return {
        id: validationMessages.tooHigh.id,
        values: { fieldLabel: field, condition: String(issue.maximum) },
      };
    case 'invalid_format':
      if (issue.format === 'email') return { id: validationMessages.email.id };
      if (issue.format === 'url') return { id: validationMessages.invalidUrl.id };
      return { id: validationMessages.invalidValue.id };
    case 'unrecognized_keys':
      return { id: validationMessages.unknownField.id };
    default:
      return { id: validationMessages.invalidValue.id };
  }
}

/**
 * Installs the zod error map shared by server and browser: a missing value is reported as the
 * spec's "{field} is required." rather than a type mismatch. Call once at start-up.
 */
export function installZodMessages(zod: typeof z): void {
  zod.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
        return validationMessages.required.id;
      }
      return undefined;
    },
  });
}
