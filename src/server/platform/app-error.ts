import { ERROR_STATUS, type TErrorCode, type TFieldError } from '../../shared/errors.ts';

/**
 * The one error type routes throw. `code` comes from the shared catalogue; `detail` is for the log
 * only and never reaches the client.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly fields: TFieldError[] | undefined;
  readonly values: Record<string, string | number> | undefined;

  constructor(
    code: TErrorCode,
    opts: {
      detail?: string;
      fields?: TFieldError[];
      values?: Record<string, string | number>;
      cause?: unknown;
    } = {},
  ) {
    super(opts.detail ?? code, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code] || 500;
    this.fields = opts.fields;
    this.values = opts.values;
  }
}
