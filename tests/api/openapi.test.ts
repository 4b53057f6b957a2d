import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { TApp } from '../../src/server/platform/app-context.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { openDatabase, type TDatabase } from '../../src/server/platform/db.ts';
import { freshStorage, type TTestStorage } from '../support/test-portal.ts';

/**
 * The OpenAPI document is complete: every route Fastify registered (collected with an onRoute
 * hook while the real application is built) appears in GET /mapi/docs, and the document names no
 * route that does not exist. A route hidden from the document (schema.hide, registered outside
 * the swagger scope) fails here; the authorization matrix and the robustness test, which walk the
 * document, would never see it.
 */
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const routes: { method: string; url: string }[] = [];
let app: TApp;
let database: TDatabase;
let storage: TTestStorage;

beforeAll(async () => {
  storage = await freshStorage('openapi');
  const { dataDir, databaseUrl } = storage;
  database = await openDatabase({ databaseUrl, dataDir });
  const config = { ...loadConfig({}), dataDir, databaseUrl, logLevel: 'silent' };
  app = await buildApp(
    { config, database },
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await storage?.remove();
});

describe('OpenAPI document', () => {
  it('lists every registered API route, and only those', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/mapi/docs',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) =>
        Object.keys(ops)
          .filter((m) => HTTP_METHODS.includes(m.toUpperCase()))
          .map((m) => `${m.toUpperCase()} ${p.replace(/\{([^}]+)\}/g, ':$1')}`),
      ),
    );
    // HEAD routes are Fastify's automatic twins of GET routes.
    const api = routes
      .filter((r) => r.url === '/mapi' || r.url.startsWith('/mapi/'))
      .filter((r) => r.method !== 'HEAD');
    const registered = new Set(api.map((r) => `${r.method} ${r.url}`));
    expect(api.length).toBeGreaterThan(30);
    expect(
      [...registered].filter((r) => !documented.has(r)),
      'registered but not in /mapi/docs',
    ).toEqual([]);
    expect(
      [...documented].filter((d) => !registered.has(d)),
      'in /mapi/docs but not registered',
    ).toEqual([]);
    // Everything outside /mapi is the web build's static files: read-only.
    const outside = routes.filter((r) => !(r.url === '/mapi' || r.url.startsWith('/mapi/')));
    expect(outside.filter((r) => r.method !== 'GET' && r.method !== 'HEAD')).toEqual([]);
  });
});
