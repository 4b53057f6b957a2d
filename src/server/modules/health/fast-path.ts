import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { ok } from '../../platform/envelope.ts';
import { VISITOR_COOKIE, isVisitorId } from '../../platform/csrf.ts';
import { API_CACHE_CONTROL } from '../../platform/security-headers.ts';
import { SESSION_COOKIE } from '../../platform/session-context.ts';
import type { THealth } from '../../../shared/contracts/health.ts';
import type { THealthProbe } from './health-probe.ts';

/** The value of one cookie in a Cookie header, when it needs no decoding; else undefined. */
function plainCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const prefix = `${name}=`;
  let at = header.indexOf(prefix);
  // A match inside another cookie's name (e.g. `xportal_vid=`) does not count.
  while (at > 0 && header[at - 1] !== ' ' && header[at - 1] !== ';') at = header.indexOf(prefix, at + 1);
  if (at < 0) return undefined;
  const start = at + prefix.length;
  const end = header.indexOf(';', start);
  const value = header.slice(start, end < 0 ? undefined : end).trim();
  return /^[A-Za-z0-9_-]+$/.test(value) ? value : undefined;
}

/**
 * GET /mapi/health for the common case of a probe, answered in front of the framework: load
 * balancers and monitors call it many times a second, and the framework's per-request work (hooks,
 * routing, cookie parsing, serialization) kept the portal at about three quarters of the throughput
 * of a bare `node:http` server sending the same bytes (bench/README.md; target 0.9). It answers exactly what the route answers (same status, headers and body; a
 * test compares them byte for byte) and only when that answer needs nothing else: a plain GET of
 * `/mapi/health` without query, over plain HTTP without a forwarding proxy's headers, from a visitor
 * who already has a visitor cookie and no session cookie. Everything else, and every request while
 * a database ping is due, goes to the route (returns false). Successful health checks were logged
 * at debug level only; those answered here are not logged.
 */
export function healthFastPath(
  probe: THealthProbe,
  deps: { securityHeaders: Record<string, string>; csrfToken: (visitorId: string) => string },
): {
  /** Answers the request and returns true, or returns false and leaves it to the framework. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Stops answering (the server is closing: the framework answers 503 from then on). */
  disable(): void;
} {
  let enabled = true;
  let last:
    { token: string; health: THealth; body: Buffer; headers: Record<string, string | number> } | undefined;
  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!enabled || req.method !== 'GET' || req.url !== '/mapi/health') return false;
    if (
      (req.socket as TLSSocket).encrypted ||
      req.headers['x-forwarded-proto'] ||
      req.headers['x-forwarded-for']
    )
      return false;
    const cookies = req.headers.cookie;
    const visitor = plainCookie(cookies, VISITOR_COOKIE);
    if (!isVisitorId(visitor) || cookies!.includes(`${SESSION_COOKIE}=`)) return false;
    const health = probe.fresh();
    if (!health) return false;
    const token = deps.csrfToken(visitor);
    // The answer changes only with the database's state and per visitor (token): it is built then,
    // not per request (building it per request cost a fifth of the throughput).
    if (last?.token !== token || last.health !== health) {
      const body = Buffer.from(JSON.stringify(ok(health)));
      const headers = {
        ...deps.securityHeaders,
        'cache-control': API_CACHE_CONTROL,
        'x-csrf': token,
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
      };
      last = { token, health, body, headers };
    }
    res.writeHead(200, last.headers);
    res.end(last.body);
    return true;
  };
  return {
    handle,
    disable: () => {
      enabled = false;
    },
  };
}
