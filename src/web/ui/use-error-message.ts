import { useIntl } from 'react-intl';
import type { TMessageDescriptor } from '../../shared/i18n/define.ts';
import { commonMessages } from '../../shared/i18n/common-messages.ts';
import { errorMessages, isErrorCode } from '../../shared/errors.ts';
import { ApiError } from '../lib/http.ts';

const commonById = new Map<string, TMessageDescriptor>(Object.values(commonMessages).map((m) => [m.id, m]));

/** Turns any error into a translated sentence: by catalogue code, never by English text. */
export function useErrorMessage(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => {
    if (error instanceof ApiError) {
      const descriptor = isErrorCode(error.code) ? errorMessages[error.code] : commonById.get(error.code);
      if (descriptor) return intl.formatMessage(descriptor, error.content?.values);
      if (error.content?.message) return error.content.message;
    }
    return intl.formatMessage(commonMessages.unexpectedErrorTryAgain);
  };
}
