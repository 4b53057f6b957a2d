import { AppError } from '../../platform/app-error.ts';
import type { TErrorCode } from '../../../shared/errors.ts';
import type { TMessageDescriptor } from '../../../shared/i18n/define.ts';

/** A refusal about one field of the request body, with its translated message (shown under the field). */
export function fieldError(
  field: string,
  message: TMessageDescriptor,
  values: Record<string, string | number>,
  code: TErrorCode = 'ServerValidation.400WrongParams',
): AppError {
  return new AppError(code, { fields: [{ path: `body.${field}`, message: { id: message.id, values } }], detail: message.id });
}

/** The acting user's name as written on activations and renewal requests. */
export function actorName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}
