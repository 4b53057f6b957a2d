import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL characters; a request carrying one anywhere (path, query, body)
 * is refused with a 400 before it reaches a route, instead of failing in the database.
 */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    // The path and the query can only carry a NUL percent-encoded (the HTTP parser refuses a raw
    // one), so most requests, which have no body, are cleared by one look at the URL.
    const inUrl = req.url.includes('%00') && (hasNul(req.params) || hasNul(req.query));
    if (inUrl || hasNul(req.body)) {
      return done(new AppError('ServerValidation.400WrongParams', { detail: 'NUL character in input' }));
    }
    done();
  });
}
