import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export const VISITOR_COOKIE = 'portal_vid';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const CACHE_MAX = 20_000;

/** A visitor cookie value the portal would have issued (else a new one is issued). */
export function isVisitorId(value: string | undefined): value is string {
  return value !== undefined && value.length >= 20 && value.length <= 100;
}

/**
 * The CSRF token of a visitor: an HMAC of the visitor id. Tokens of recent visitors are kept, so
 * the HMAC is not recomputed on every request (bounded).
 */
export function csrfTokens(secret: Buffer): (visitorId: string) => string {
  const cache = new Map<string, string>();
  return (visitorId) => {
    let token = cache.get(visitorId);
    if (!token) {
      token = crypto.createHmac('sha256', secret).update(visitorId).digest('base64url');
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(visitorId, token);
    }
    return token;
  };
}

/**
 * CSRF protection (spec section 7): every answer carries `X-CSRF`, an HMAC of the visitor cookie;
 * every non-GET request must send the same value back as `csrf-token`, else 403.
 */
export function registerCsrf(
  app: FastifyInstance,
  opts: { tokenFor: (visitorId: string) => string; secureCookie: boolean },
): void {
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    let visitor = req.cookies[VISITOR_COOKIE];
    if (!isVisitorId(visitor)) {
      visitor = crypto.randomBytes(24).toString('base64url');
      reply.setCookie(VISITOR_COOKIE, visitor, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookie,
      });
      req.cookies[VISITOR_COOKIE] = visitor;
    }
    const expected = opts.tokenFor(visitor);
    reply.header('X-CSRF', expected);
    if (SAFE_METHODS.has(req.method)) return done();
    const sent = req.headers['csrf-token'];
    const sentStr = Array.isArray(sent) ? sent[0] : sent;
    const ok =
      typeof sentStr === 'string' &&
      sentStr.length === expected.length &&
      crypto.timingSafeEqual(Buffer.from(sentStr), Buffer.from(expected));
    done(
      ok
        ? undefined
        : new AppError('ServerValidation.403CsrfTokenInvalid', { detail: 'missing or wrong csrf-token' }),
    );
  });
}
