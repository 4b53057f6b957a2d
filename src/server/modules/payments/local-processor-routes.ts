import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { sendError } from '../../platform/error-handler.ts';
import { ZCardToken, ZCardTokenRequest } from '../../../shared/contracts/payments.ts';
import { CardInputError, tokenizeCard } from './local-processor.ts';

/** Where the built-in processor answers the browser, as a real processor's script calls its own host. */
export const LOCAL_PROCESSOR_PREFIX = '/local-processor/v1';

/**
 * POST /local-processor/v1/tokens: the built-in processor's tokenisation (PAYMENT_PROCESSOR=local),
 * outside /mapi: the card goes to the processor, never to the portal's API. Signed-in users only
 * (the portal's host stands in for the processor's; a real one's publishable key plays this part).
 * Its body is a card: nothing of it is logged, not even by a failing request (redacted errors),
 * and it is not in the portal's API document (it is not the portal's API).
 */
export function registerLocalProcessorRoutes(app: TApp, ctx: TAppContext): void {
  app.setErrorHandler((err, req, reply) => sendError(req, reply, err, { redact: true }));
  app.post(
    '/tokens',
    {
      config: { access: 'user' },
      schema: { hide: true, body: ZCardTokenRequest, response: { 200: zEnvelope(ZCardToken) } },
    },
    async (req) => {
      try {
        return ok(await tokenizeCard(ctx.database.db, req.body));
      } catch (err) {
        if (!(err instanceof CardInputError)) throw err;
        throw new AppError('ServerValidation.400WrongParams', {
          fields: [{ path: `body.${err.field}`, message: { id: err.reason.id } }],
        });
      }
    },
  );
}
