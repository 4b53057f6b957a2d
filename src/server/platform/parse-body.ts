import type { z } from 'zod';
import { issueToMessage } from '../../shared/domain/validation.ts';
import { AppError } from './app-error.ts';
import { fieldLabel } from './error-handler.ts';

/**
 * A request body checked by a shared schema inside the handler, after the account and role checks
 * (a route schema would answer 400 before the 403: docs/adding-an-area.md section 4): the schema's
 * output, or 400 WrongParams with each problem on its field (`body.<field>`, the spec's messages),
 * as the route schemas answer. `what` names the request in the log.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new AppError('ServerValidation.400WrongParams', {
    detail: what,
    fields: parsed.error.issues.map((issue) => {
      const path = ['body', ...issue.path.map(String)].join('.');
      return { path, message: issueToMessage(issue, fieldLabel(path)) };
    }),
  });
}
