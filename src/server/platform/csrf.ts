import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { SESSION_COOKIE } from './session-context.ts';

export const VISITOR_COOKIE = 'portal_vid';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const CACHE_MAX = 20_000;
/** Longest session cookie the session context reads (longer ones sign nobody in). */
const SESSION_TOKEN_MAX = 200;

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sets `X-CSRF` for the session cookie this answer sets (its token) or clears (undefined):
     * the browser's next request sends that cookie, and the token must match it.
     */
    bindCsrfToSession(sessionToken: string | undefined): void;
  }
}

/** A visitor cookie value the portal would have issued (else a new one is issued). */
export function isVisitorId(value: string | undefined): value is string {
  return value !== undefined && value.length >= 20 && value.length <= 100;
}

/** The session cookie a request carries, as the session context reads it; undefined when none. */
function sessionTokenOf(req: FastifyRequest): string | undefined {
  const token = req.cookies[SESSION_COOKIE];
  return token && token.length <= SESSION_TOKEN_MAX ? token : undefined;
}

/**
 * The CSRF token of a visitor, bound to the session: an HMAC of the visitor id, and once signed in
 * an HMAC of the session token keyed with that (so no visitor id can name a signed-in pair). A
 * sign-in or sign-out changes the session cookie and so the token: a token read before sign-in is
 * refused after it. Stateless, so every server instance with the shared secret agrees. Tokens of
 * recent visitors are kept, so the HMAC is not recomputed on every request (bounded).
 */
export function csrfTokens(secret: Buffer): (visitorId: string, sessionToken?: string) => string {
  const cache = new Map<string, string>();
  const remember = (key: string, token: string) => {
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, token);
  };
  const anonymous = (visitorId: string) => {
    let token = cache.get(visitorId);
    if (!token) {
      token = crypto.createHmac('sha256', secret).update(visitorId).digest('base64url');
      remember(visitorId, token);
    }
    return token;
  };
  return (visitorId, sessionToken) => {
    if (!sessionToken) return anonymous(visitorId);
    // The length prefix keeps every (visitor, session) pair a key of its own.
    const key = `${visitorId.length}:${visitorId}${sessionToken}`;
    let token = cache.get(key);
    if (!token) {
      const visitorKey = crypto.createHmac('sha256', secret).update(`session:${visitorId}`).digest();
      token = crypto.createHmac('sha256', visitorKey).update(sessionToken).digest('base64url');
      remember(key, token);
    }
    return token;
  };
}

/**
 * CSRF protection (spec section 7), double submit: every answer carries `X-CSRF`, derived from the
 * visitor cookie and the session cookie (csrfTokens); every non-GET request must send the same
 * value back as `csrf-token`, else 403 (not on a route authenticated by a bearer token alone,
 * `config.bearerOnly`: no cookie speaks for its caller). Signing in and out sets the new token on that answer
 * (`reply.bindCsrfToSession`).
 */
export function registerCsrf(
  app: FastifyInstance,
  opts: { tokenFor: (visitorId: string, sessionToken?: string) => string; secureCookie: boolean },
): void {
  app.decorateReply('bindCsrfToSession', function (this: FastifyReply, sessionToken: string | undefined) {
    const visitor = this.request.cookies[VISITOR_COOKIE];
    if (isVisitorId(visitor)) this.header('X-CSRF', opts.tokenFor(visitor, sessionToken));
  });
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
    const expected = opts.tokenFor(visitor, sessionTokenOf(req));
    reply.header('X-CSRF', expected);
    if (SAFE_METHODS.has(req.method) || req.routeOptions.config?.bearerOnly === true) return done();
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
