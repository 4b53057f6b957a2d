import { normalizePhone } from '../../shared/domain/phone.ts';
import { validationMessages } from '../../shared/domain/validation.ts';
import { AppError } from './app-error.ts';
import { fieldLabel } from './error-handler.ts';

/**
 * A phone number of a request in E.164, read in `country` when it has no + (domain/phone.ts), or
 * 400 WrongParams naming the field at `path` (`body.phoneNumber`) with the phone message.
 */
export function phoneOrFieldError(value: string, country: string | null | undefined, path: string): string {
  const e164 = normalizePhone(value, country);
  if (e164) return e164;
  throw new AppError('ServerValidation.400WrongParams', {
    detail: `not a phone number in ${country ?? 'no country'}`,
    fields: [{ path, message: { id: validationMessages.phone.id, values: { field: fieldLabel(path) } } }],
  });
}
