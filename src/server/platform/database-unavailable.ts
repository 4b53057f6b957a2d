/**
 * Whether an error means the database cannot serve right now (issue 34, points 1 and 4): the server
 * is down, restarting, refusing connections or cancelled a statement that ran past
 * DB_STATEMENT_TIMEOUT_MS, or no pooled connection came free in time. Such a request answers 503
 * ServerValidation.503ServiceUnavailable with Retry-After; the portal itself keeps running and its
 * pool reconnects on the next statement.
 */

/** SQLSTATE classes and codes of an unavailable server (PostgreSQL, Appendix A). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_ctl stop/restart -m fast)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '57P05', // idle_session_timeout
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded
]);

/** Node socket errors, and the drivers' own connection errors (postgres.js, node-postgres). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'PORTAL_DB_BUSY',
]);

/** node-postgres's connection errors carry no code, only these texts. */
const UNAVAILABLE_TEXTS = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
];

/** Seconds a client is told to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

/** True when `err`, or an error it wraps (drizzle wraps the driver's in `cause`), is one of those. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_CODES.has(code) || code.startsWith('08'))
        return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_TEXTS.some((t) => t.test(message))) return true;
    // An AggregateError (Node's connect to several addresses) holds the socket errors.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}
