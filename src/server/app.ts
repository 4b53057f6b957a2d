import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TApp, TAppContext } from './platform/app-context.ts';
import { createJobRunner } from './platform/jobs/job-runner.ts';
import { csrfTokens, registerCsrf } from './platform/csrf.ts';
import { registerErrorHandling, sendError } from './platform/error-handler.ts';
import { AppError } from './platform/app-error.ts';
import { registerSecurityHeaders, securityHeaders } from './platform/security-headers.ts';
import { registerAccessCheck, registerSessionContext } from './platform/session-context.ts';
import { syncSessionHint } from './platform/session-hint.ts';
import { registerRejectNul } from './platform/reject-nul.ts';
import { serializerCompiler } from './platform/serializer.ts';
import { sharedSecret } from './platform/secrets.ts';
import { clientErrorHandler } from './platform/client-error.ts';
import { drainConnections } from './platform/drain-connections.ts';
import { fastifyTrustProxy } from './platform/trust-proxy.ts';
import { registerModules } from './modules/index.ts';
import {
  LOCAL_PROCESSOR_PREFIX,
  registerLocalProcessorRoutes,
} from './modules/payments/local-processor-routes.ts';
import { deleteStaleCounters } from './modules/auth/login-throttle.ts';
import { registerFileSweep } from './platform/file-sweep.ts';
import { registerSessionSweep } from './platform/session-sweep.ts';
import { healthFastPath } from './modules/health/fast-path.ts';
import { healthProbe } from './modules/health/health-probe.ts';
import { REVALIDATE, registerWebAssets } from './web-assets.ts';

/** `<8 random hex>-<counter in base 36>`: unique per process and across processes and restarts. */
function requestIds(): () => string {
  const prefix = crypto.randomBytes(4).toString('hex');
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}

/** The HTTP server's timeouts (issue 34, point 4; docs/operations.md). */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 120_000;
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/**
 * Builds the whole HTTP application: spine, API modules, the job runner (started when the app is
 * ready, stopped when it closes) and the web build.
 */
export async function buildApp(
  base: Omit<TAppContext, 'jobs'>,
  opts: {
    /** Sees every route as it is registered (the OpenAPI completeness test collects them). */
    onRoute?: (route: RouteOptions) => void;
    /** The web build to serve (dist/web unless told otherwise; the static-assets test's own). */
    webDir?: string;
  } = {},
): Promise<TApp> {
  const { config } = base;
  // Set below, once the CSRF secret is read; at debug level every request goes through the framework
  // (and its request log).
  let fastPath: ReturnType<typeof healthFastPath> | undefined;
  const app = Fastify({
    // Fastify's own HTTP server, with health probes answered in front of it (modules/health/fast-path.ts).
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          // A client that trickles its headers (slowloris) is dropped after 10 s, the spec's request
          // timeout; checked every 2 s (Node's default check every 30 s let them live up to 40 s).
          headersTimeout: HEADERS_TIMEOUT_MS,
          connectionsCheckingInterval: 2_000,
          // The whole request, body included: a 10 MB attachment on a slow uplink (1 Mbit/s) fits.
          requestTimeout: REQUEST_TIMEOUT_MS,
          // An idle keep-alive connection is closed after 72 s: longer than the usual 60 s of a load
          // balancer, which so closes first and never sends on a socket this server is closing.
          keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
        },
        (req, res) => {
          if (!fastPath?.handle(req, res)) handler(req, res);
        },
      );
      // No inactivity timeout on the socket: downloads may pause while the client reads (the
      // request and header timeouts above bound what a client may hold without sending).
      server.setTimeout(0);
      return server;
    },
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // One structured line per request is written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // Which proxies may name the client's address and scheme (platform/trust-proxy.ts).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Request ids only need to be unique: a random prefix per process and a counter (a random UUID
    // per request cost more than the rest of a health check's id and logging).
    genReqId: requestIds(),
    // Errors raised before routing (bad URL encoding, oversized path parameters) get the envelope too.
    clientErrorHandler,
    frameworkErrors: (err, req, reply) => {
      sendError(req, reply, err);
    },
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // Modules declare their jobs as they register; the runner starts once every route is in place
  // and stops first when the app closes, before the HTTP server (a job may call it: the simulator)
  // and the database (startServer closes the app first).
  const ctx: TAppContext = { ...base, jobs: createJobRunner(base, app.log) };
  app.decorate('jobs', ctx.jobs);
  app.addHook('onReady', () => ctx.jobs.start());
  const drain = drainConnections(app.server);
  app.addHook('preClose', (done) => {
    drain();
    done();
  });
  app.addHook('preClose', () => ctx.jobs.stop());

  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  if (config.logLevel !== 'silent')
    app.addHook('onResponse', (req, reply, done) => {
      // Health probes answer many times a minute; a successful one is logged only at debug level.
      const quiet = reply.statusCode === 200 && req.url === '/mapi/health';
      req.log[quiet ? 'debug' : 'info'](
        {
          method: req.method,
          url: req.url.split('?')[0],
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          userId: req.auth?.realUserId,
        },
        'request',
      );
      done();
    });

  await app.register(cookie);
  const headers = securityHeaders(config.portalLogoUrl);
  const csrfToken = csrfTokens(await sharedSecret(ctx, 'csrf_secret'));
  registerSecurityHeaders(app, headers);
  registerCsrf(app, { tokenFor: csrfToken, secureCookie: config.cookieSecure });
  if (config.logLevel !== 'debug' && config.logLevel !== 'trace') {
    const fast = healthFastPath(healthProbe(ctx), { securityHeaders: headers, csrfToken });
    app.addHook('preClose', (done) => {
      fast.disable();
      done();
    });
    fastPath = fast;
  }
  registerSessionContext(app, ctx);
  registerAccessCheck(app);
  registerRejectNul(app);

  // The document is completed (servers, security, operation ids) by modules/docs/openapi-document.ts.
  await app.register(swagger, {
    openapi: { info: { title: `${config.portalName} API`, version: '1' } },
    transform: jsonSchemaTransform,
  });

  await app.register(async (api) => registerModules(api as unknown as TApp, ctx), { prefix: '/mapi' });
  if (config.paymentProcessor === 'local')
    await app.register(async (processor) => registerLocalProcessorRoutes(processor as unknown as TApp, ctx), {
      prefix: LOCAL_PROCESSOR_PREFIX,
    });
  registerSessionSweep(ctx, [deleteStaleCounters]);
  registerFileSweep(ctx);

  const webDir = opts.webDir ?? webDist;
  const hasWeb = fs.existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) await registerWebAssets(app as unknown as FastifyInstance, webDir);

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    const isApi = url === '/mapi' || url.startsWith('/mapi/');
    const isAsset = /\.[a-z0-9]{1,8}$/i.test(url);
    if (isApi || isAsset || req.method !== 'GET' || !hasWeb) {
      return sendError(
        req,
        reply,
        new AppError('ServerValidation.404NotFound', { detail: `${req.method} ${url}` }),
      );
    }
    syncSessionHint(req, reply, config.cookieSecure);
    return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
  });

  return app as unknown as TApp;
}
