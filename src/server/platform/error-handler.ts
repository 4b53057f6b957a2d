import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorCode, TErrorContent, TFieldError } from '../../shared/errors.ts';
import { installZodMessages, issueToMessage } from '../../shared/domain/validation.ts';
import { z as zod } from 'zod';

installZodMessages(zod);
import { AppError } from './app-error.ts';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.ts';
import { requestLocale, translate } from './i18n.ts';

export function fieldLabel(path: string): string {
  const last = path.split('.').pop() ?? path;
  return last
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());
}

/** Turns any thrown value into an AppError with a catalogue code; unknown errors become 500. */
function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const fe = err as FastifyError & { validationContext?: string };
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const where = fe.validationContext ?? 'body';
    const fields: TFieldError[] = fe.validation.map((v) => {
      const segments = v.instancePath.split('/').filter(Boolean);
      const issue = {
        ...v.params,
        code: v.keyword,
        message: v.message,
        path: segments,
      } as unknown as zod.core.$ZodIssue;
      const path = [where, ...segments].join('.');
      return { path, message: issueToMessage(issue, fieldLabel(path)) };
    });
    return new AppError('ServerValidation.400WrongParams', { fields, detail: fe.message });
  }
  const map: Record<string, TErrorCode> = {
    FST_ERR_CTP_INVALID_JSON_BODY: 'ServerValidation.400InvalidJson',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'ServerValidation.400InvalidJson',
    FST_ERR_CTP_BODY_TOO_LARGE: 'ServerValidation.413RequestTooLong',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'ServerValidation.415UnsupportedMediaType',
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'ServerValidation.400BadRequest',
    FST_ERR_BAD_URL: 'ServerValidation.400BadRequest',
    FST_ERR_MAX_PARAM_LENGTH: 'ServerValidation.413RequestTooLong',
    FST_ERR_ASYNC_CONSTRAINT: 'ServerValidation.400BadRequest',
    FST_REQ_FILE_TOO_LARGE: 'ServerValidation.413FileTooLarge',
    FST_INVALID_MULTIPART_CONTENT_TYPE: 'ServerValidation.415UnsupportedMediaType',
  };
  if (fe && typeof fe.code === 'string' && map[fe.code]) {
    return new AppError(map[fe.code]!, { detail: fe.message, cause: err });
  }
  if (err instanceof SyntaxError && (fe as { statusCode?: number }).statusCode === 400) {
    return new AppError('ServerValidation.400InvalidJson', { detail: err.message, cause: err });
  }
  if (fe && typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new AppError('ServerValidation.400BadRequest', { detail: fe.message, cause: err });
  }
  // The database is down, restarting, saturated or cancelled a slow statement: 503, try again.
  if (isDatabaseUnavailable(err)) {
    return new AppError('ServerValidation.503ServiceUnavailable', { detail: String(fe?.message ?? err), cause: err });
  }
  return new AppError('ServerValidation.500Unexpected', { detail: String(fe?.message ?? err), cause: err });
}

/**
 * Sends the error envelope `{result:false, content:{message, fields?}, code}` in the user's language.
 * `redact`: the log gets the code only, never the error's text (which may quote the request body,
 * as a JSON parse error does): the card tokenisation route's body is a card.
 */
export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  err: unknown,
  opts: { redact?: boolean } = {},
): FastifyReply {
  const appError = toAppError(err);
  if (opts.redact) {
    req.log[appError.status >= 500 ? 'error' : 'info']({ code: appError.code }, 'request refused (redacted)');
  } else if (appError.status === 503) {
    // Expected while the database is away: one line per request, without a stack.
    req.log.warn({ code: appError.code, detail: appError.message }, 'request refused: service unavailable');
  } else if (appError.status >= 500) {
    req.log.error(
      { err: err instanceof Error ? err : new Error(String(err)), code: appError.code },
      'request failed',
    );
  } else {
    req.log.info({ code: appError.code, detail: appError.message }, 'request refused');
  }
  const locale = requestLocale(req);
  const content: TErrorContent = {
    message: translate(locale, appError.code, appError.values),
    requestId: req.id,
  };
  if (appError.fields) content.fields = appError.fields;
  if (appError.values) content.values = appError.values;
  // Every 503 is temporary: the client (and a load balancer) is told when to try again.
  if (appError.status === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return reply
    .code(appError.status || 500)
    .type('application/json; charset=utf-8')
    .send({ result: false, content, code: appError.code });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => sendError(req, reply, err));
}
