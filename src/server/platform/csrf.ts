import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export const VISITOR_COOKIE = 'portal_vid';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const CACHE_MAX = 20_000;

/** Tokens of recent visitors, so the HMAC is not recomputed on every request (bounded). */
function tokenFor(cache: Map<string, string>, secret: Buffer, visitorId: string): string {
  let token = cache.get(visitorId);
  if (!token) {
    token = crypto.createHmac('sha256', secret).update(visitorId).digest('base64url');
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(visitorId, token);
  }
  return token;
}

/**
 * CSRF protection (spec section 7): every answer carries `X-CSRF`, an HMAC of the visitor cookie;
 * every non-GET request must send the same value back as `csrf-token`, else 403.
 */
export function registerCsrf(app: FastifyInstance, opts: { secret: Buffer; secureCookie: boolean }): void {
  const cache = new Map<string, string>();
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    let visitor = req.cookies[VISITOR_COOKIE];
    if (!visitor || visitor.length < 20 || visitor.length > 100) {
      visitor = crypto.randomBytes(24).toString('base64url');
      reply.setCookie(VISITOR_COOKIE, visitor, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookie,
      });
      req.cookies[VISITOR_COOKIE] = visitor;
    }
    const expected = tokenFor(cache, opts.secret, visitor);
    reply.header('X-CSRF', expected);
    if (SAFE_METHODS.has(req.method)) return done();
    const sent = req.headers['csrf-token'];
    const sentStr = Array.isArray(sent) ? sent[0] : sent;
    const ok =
      typeof sentStr === 'string' &&
      sentStr.length === expected.length &&
      crypto.timingSafeEqual(Buffer.from(sentStr), Buffer.from(expected));
    done(ok ? undefined : new AppError('ServerValidation.403CsrfTokenInvalid', { detail: 'missing or wrong csrf-token' }));
  });
}
