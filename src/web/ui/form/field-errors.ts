import type { IntlShape } from 'react-intl';
import type { z } from 'zod';
import { issueToMessage, validationMessages } from '../../../shared/domain/validation.ts';
import type { TFieldError } from '../../../shared/errors.ts';

/** The descriptor of a catalogue id, with its English default when it is a known validation message. */
function descriptor(id: string): { id: string; defaultMessage?: string } {
  const known = Object.values(validationMessages).find((m) => m.id === id);
  return known ?? { id };
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
  override?: (issue: z.core.$ZodIssue, field: string) => { id: string; values?: Record<string, string | number> } | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field in out) continue;
    const name = label(field);
    const message = override?.(issue, field) ?? issueToMessage(issue, name);
    out[field] = intl.formatMessage(descriptor(message.id), { field: name, fieldLabel: name, ...message.values });
  }
  return out;
}

/** Field problems the server sent in an error envelope, translated with this form's labels. */
export function serverFieldErrors(
  intl: IntlShape,
  fields: readonly TFieldError[] | undefined,
  label: (field: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields ?? []) {
    const field = f.path.split('.')[0] ?? f.path;
    if (field in out) continue;
    const name = label(field);
    out[field] = intl.formatMessage(descriptor(f.message.id), { ...f.message.values, field: name, fieldLabel: name });
  }
  return out;
}
