import type { FastifyInstance } from 'fastify';

/** HSTS, sent only on answers to requests that came over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers: a CSP without inline scripts, frame-ancestors none, nosniff, a strict referrer
 * policy; HSTS only when the request came over TLS. `logoUrl` (PORTAL_LOGO_URL) on another origin
 * adds that origin, and only it, to the allowed image sources.
 *
 * The headers are computed once at start-up and set by one hook: building them per request (as
 * @fastify/helmet does) cost about a third of the time of a health check (bench/README.md).
 */
export function securityHeaders(logoUrl = '/'): Record<string, string> {
  const logoOrigin = /^https?:\/\//.test(logoUrl) ? [new URL(logoUrl).origin] : [];
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine sets style attributes at run time; scripts stay strictly same-origin.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...logoOrigin].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Every API answer depends on who asks (the session, the visitor's CSRF token) and is never kept
 * by the browser or a shared cache: `Cache-Control: no-store` on everything under /mapi, downloads
 * and errors included. The web build's files set their own (app.ts).
 */
export const API_CACHE_CONTROL = 'no-store';

function isApiUrl(url: string): boolean {
  return url.startsWith('/mapi') && (url.length === 5 || url[5] === '/' || url[5] === '?');
}

export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  // Callback-style hooks (here and in the other per-request hooks that await nothing) spare each
  // request a promise per hook.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    if (isApiUrl(req.url)) reply.header('cache-control', API_CACHE_CONTROL);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
