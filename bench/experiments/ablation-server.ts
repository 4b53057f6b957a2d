/**
 * Child entry for health-ablation.ts: a Fastify server built from the portal's own building blocks
 * (imported, not copied) up to step ABLATION_STEP, serving GET /mapi/health on 127.0.0.1:PORT.
 * Steps: see ablation-steps.ts.
 */
import crypto from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TApp, TAppContext } from '../../src/server/platform/app-context.ts';
import { csrfTokens, registerCsrf } from '../../src/server/platform/csrf.ts';
import type { FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../../src/server/platform/error-handler.ts';
import { registerSecurityHeaders, securityHeaders } from '../../src/server/platform/security-headers.ts';
import { registerSessionContext } from '../../src/server/platform/session-context.ts';
import { registerHealthRoutes } from '../../src/server/modules/health/routes.ts';
import { ok } from '../../src/server/platform/envelope.ts';
import { ABLATION_STEPS, WHAT_IF_FROM } from './ablation-steps.ts';
import { VISITOR_COOKIE } from '../../src/server/platform/csrf.ts';

const step = Number(process.env.ABLATION_STEP ?? ABLATION_STEPS.length - 1);
const logLevel = process.env.LOG_LEVEL ?? 'silent';
// Health pings the database at most once a second; a no-op database keeps the focus on HTTP.
const ctx = {
  config: { logLevel },
  database: { kind: 'pglite', db: { execute: async () => undefined } },
} as unknown as TAppContext;

const app = Fastify({
  logger: logLevel === 'silent' ? false : { level: logLevel },
  logController: new LogController({ disableRequestLogging: true }),
  bodyLimit: 1024 * 1024,
  ...(step >= 2 ? { genReqId: () => crypto.randomUUID() } : {}),
  routerOptions: { maxParamLength: 200 },
});

/** Helmet's headers as registerSecurityHeaders produces them, captured once from a throw-away app. */
async function capturedHelmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  registerSecurityHeaders(probe, securityHeaders());
  probe.get('/', async () => 'x');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (!skip.has(k) && typeof v === 'string') out[k] = v;
  return out;
}

/** csrf.ts with the HMAC memoised per visitor id (same token, same cookie handling). */
function registerMemoisedCsrf(instance: FastifyInstance, secret: Buffer): void {
  const cache = new Map<string, string>();
  const MAX = 10_000;
  instance.addHook('onRequest', async (req, reply) => {
    let visitor = req.cookies[VISITOR_COOKIE];
    if (!visitor || visitor.length < 20 || visitor.length > 100) {
      visitor = crypto.randomBytes(24).toString('base64url');
      reply.setCookie(VISITOR_COOKIE, visitor, { path: '/', httpOnly: true, sameSite: 'lax', secure: false });
      req.cookies[VISITOR_COOKIE] = visitor;
    }
    let expected = cache.get(visitor);
    if (expected === undefined) {
      expected = crypto.createHmac('sha256', secret).update(visitor).digest('base64url');
      if (cache.size >= MAX) cache.clear();
      cache.set(visitor, expected);
    }
    reply.header('X-CSRF', expected);
    // (non-GET check unchanged; GET only here)
  });
}

const whatIf = step >= WHAT_IF_FROM;
if (step >= 1) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    step >= WHAT_IF_FROM + 2 ? () => (data: unknown) => JSON.stringify(data) : serializerCompiler,
  );
}
if (step >= 2) {
  registerErrorHandling(app);
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        url: req.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
if (step >= 3) await app.register(cookie);
if (step >= 4 && !whatIf) registerSecurityHeaders(app, securityHeaders());
if (whatIf) {
  const headers = await capturedHelmetHeaders();
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
const csrfSecret = crypto.randomBytes(32);
if (step >= 5 && step < WHAT_IF_FROM + 1) registerCsrf(app, { tokenFor: csrfTokens(csrfSecret), secureCookie: false });
if (step >= WHAT_IF_FROM + 1) registerMemoisedCsrf(app, csrfSecret);
if (step >= 6) registerSessionContext(app, ctx);

if (step >= 1) {
  await app.register(async (api) => registerHealthRoutes(api as unknown as TApp, ctx), { prefix: '/mapi' });
} else {
  app.get('/mapi/health', async () =>
    ok({ status: 'ok' as const, database: 'pglite' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );
}

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ type: 'ready', step, what: ABLATION_STEPS[step] });

let stopping = false;
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5_000).unref();
  app
    .close()
    .then(() => process.exit(0))
    .catch(() => process.exit(1));
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
process.once('disconnect', shutdown);
