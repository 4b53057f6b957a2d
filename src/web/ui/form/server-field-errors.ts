import { useIntl } from 'react-intl';
import { ApiError } from '../../lib/http.ts';
import { formatFieldMessage, serverFieldMessages } from '../../lib/field-messages.ts';

/**
 * The field problems of a failed request, as translated sentences per field (`newPassword`), each
 * naming its field by the form's label (`labels`).
 */
export function useServerFieldErrors(): (error: unknown, labels: Record<string, string>) => Record<string, string> {
  const intl = useIntl();
  return (error, labels) => {
    if (!(error instanceof ApiError)) return {};
    const out: Record<string, string> = {};
    for (const [field, message] of Object.entries(serverFieldMessages(error.content?.fields))) {
      out[field] = formatFieldMessage(intl, message, labels[field] ?? field);
    }
    return out;
  };
}
