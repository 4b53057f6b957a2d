/**
 * The variants ablation-server.ts can build. Steps 0-6 add the layers of src/server/app.ts one by
 * one, in the order app.ts registers them (all real portal code). Steps 7-9 are "what if" variants
 * of step 6 that each replace one costly layer by a cheaper equivalent, cumulatively.
 */
export const ABLATION_STEPS = [
  'fastify + same handler, no schema (JSON.stringify)',
  '+ zod response serializer (the real health route)',
  '+ genReqId randomUUID, error handler, onResponse log hook',
  '+ @fastify/cookie',
  '+ helmet (registerSecurityHeaders)',
  '+ CSRF onRequest hook (HMAC per request)',
  '+ session preHandler (no session cookie) = the portal hooks',
  'what-if: step 6 with helmet headers precomputed once (same headers)',
  'what-if: step 7 + CSRF token memoised per visitor (bounded Map)',
  'what-if: step 8 + no zod re-validation of the response (plain JSON.stringify)',
] as const;

/** The first what-if step. */
export const WHAT_IF_FROM = 7;
