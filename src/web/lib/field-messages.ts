import type { IntlShape } from 'react-intl';
import type { z } from 'zod';
import { issueToMessage, validationMessages } from '../../shared/domain/validation.ts';
import { errorMessages, isErrorCode, type TFieldError } from '../../shared/errors.ts';
import type { TMessage } from '../../shared/i18n/define.ts';
import './zod-messages.ts';

/** A form's own message for an issue of the shared schema, where the spec's general one does not fit. */
export type TIssueMessage = (issue: z.core.$ZodIssue, field: string) => TMessage | undefined;

/** The descriptor of a catalogue id, with its English default when it is a known message. */
function descriptor(id: string): { id: string; defaultMessage?: string } {
  const known = Object.values(validationMessages).find((m) => m.id === id);
  return known ?? (isErrorCode(id) ? errorMessages[id] : { id });
}

/** The form field an issue or a server problem is about: the first segment of its path. */
export function issueField(issue: z.core.$ZodIssue): string {
  return String(issue.path[0] ?? '');
}

/**
 * The message of one issue of a shared schema, as the server answers it (`{id, values}`: spec
 * section 5, `issueToMessage`), unless the form has its own (`override`).
 */
export function issueMessage(issue: z.core.$ZodIssue, name: string, override?: TIssueMessage): TMessage {
  return override?.(issue, issueField(issue)) ?? issueToMessage(issue, name);
}

/** A field's message in the user's language, naming the field by the form's label (`name`). */
export function formatFieldMessage(intl: IntlShape, message: TMessage, name: string): string {
  return intl.formatMessage(descriptor(message.id), { ...message.values, field: name, fieldLabel: name });
}

/**
 * The first problem of each field of a failed schema check, as translated sentences: the shared
 * schema's message ids (spec section 5) with the field's translated label ('{field} is required.').
 * `label(field)` names a field in the user's words.
 */
export function zodFieldErrors(
  intl: IntlShape,
  issues: readonly z.core.$ZodIssue[],
  label: (field: string) => string,
  override?: TIssueMessage,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issueField(issue);
    if (field in out) continue;
    const name = label(field);
    out[field] = formatFieldMessage(intl, issueMessage(issue, name, override), name);
  }
  return out;
}

/** Where the server says a request's problem was: its validation names the part first (`body.title`). */
const REQUEST_PARTS = new Set(['body', 'querystring', 'params', 'headers']);

/** The form field of a server problem's path: `body.title` and `title` are the field `title`. */
export function serverField(path: string): string {
  const segments = path.split('.');
  if (segments.length > 1 && REQUEST_PARTS.has(segments[0]!)) segments.shift();
  return segments[0] ?? path;
}

/** The field problems of a server answer (its error envelope's `fields`), the first of each field. */
export function serverFieldMessages(fields: readonly TFieldError[] | undefined): Record<string, TMessage> {
  const out: Record<string, TMessage> = {};
  for (const f of fields ?? []) {
    const field = serverField(f.path);
    if (!(field in out)) out[field] = f.message;
  }
  return out;
}
