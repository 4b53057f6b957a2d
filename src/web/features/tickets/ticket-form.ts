import type { TCreateTicketRequest } from '../../../shared/contracts/tickets.ts';
import { roundLocalDateTime } from '../../ui/format/round-time.ts';

/** The text fields of the ticket form, kept as typed until sent. */
export const TICKET_TEXT_FIELDS = ['title', 'description', 'site', 'productName', 'productModel', 'unitId'] as const;
export type TTicketTextField = (typeof TICKET_TEXT_FIELDS)[number];

/** Fields that are always sent (required by the schema); the optional ones only when filled in. */
const ALWAYS_SENT: readonly TTicketTextField[] = ['title', 'description', 'site'];

/** The form's values, one per field, named as the request names them. */
export type TTicketFormValues = Record<TTicketTextField, string> & {
  type: TCreateTicketRequest['type'];
  /** '1'..'4' or '' while not chosen. */
  impact: string;
  urgency: string;
  unitStatus: string;
  /** The value of a datetime-local input (local time, 'YYYY-MM-DDTHH:MM'), or ''. */
  startAt: string;
  endAt: string;
  parentTicketId: string;
  /** The key of the account's site picked for the ticket ('' when typed): `site` holds its label. */
  siteRef: string;
};

export function emptyTicketForm(parentTicketId = ''): TTicketFormValues {
  return {
    ...(Object.fromEntries(TICKET_TEXT_FIELDS.map((f) => [f, ''])) as Record<TTicketTextField, string>),
    type: 'incident',
    impact: '',
    urgency: '',
    unitStatus: '',
    startAt: '',
    endAt: '',
    parentTicketId,
    siteRef: '',
  };
}

/**
 * A datetime-local value (the user's local time), rounded to 5 minutes, as the API's ISO timestamp
 * with Z; an empty or unreadable value is left out, a readable one that the schema then refuses
 * stays as typed.
 */
export function localDateTimeToIso(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const d = new Date(roundLocalDateTime(value));
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/**
 * The create request for the form's values: required texts always (empty ones are then
 * "{field} is required."), optional ones only when filled in, levels as numbers, dates as ISO.
 * The shared schema (ZCreateTicketRequest) judges it, as the server will.
 */
export function toCreateTicketRequest(values: TTicketFormValues, accountId: string): Record<string, unknown> {
  const out: Record<string, unknown> = { account_id: accountId, type: values.type };
  for (const field of TICKET_TEXT_FIELDS) {
    const raw = values[field];
    if (ALWAYS_SENT.includes(field) || raw.trim() !== '') out[field] = raw;
  }
  if (values.impact) out.impact = Number(values.impact);
  if (values.urgency) out.urgency = Number(values.urgency);
  if (values.unitStatus) out.unitStatus = values.unitStatus;
  const startAt = localDateTimeToIso(values.startAt);
  const endAt = localDateTimeToIso(values.endAt);
  if (startAt) out.startAt = startAt;
  if (endAt) out.endAt = endAt;
  if (values.parentTicketId) out.parentTicketId = values.parentTicketId;
  if (values.siteRef) out.siteRef = Number(values.siteRef);
  return out;
}
