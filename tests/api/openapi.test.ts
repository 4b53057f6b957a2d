import type { RouteOptions } from 'fastify';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../src/server/platform/app-context.ts';
import { ZErrorEnvelope } from '../../src/server/platform/envelope.ts';
import { buildTestApp, type TTestApp } from '../support/test-portal.ts';

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
let built: TTestApp | undefined;

beforeAll(async () => {
  built = await buildTestApp(
    'openapi',
    {},
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    },
  );
  app = built.app;
});

afterAll(async () => {
  await built?.stop();
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
    // Everything outside /mapi is the web build's static files, read-only, but the built-in card
    // processor's tokenisation, which stands for a processor's own host (not the portal's API).
    const outside = routes.filter((r) => !(r.url === '/mapi' || r.url.startsWith('/mapi/')));
    expect(outside.filter((r) => r.method !== 'GET' && r.method !== 'HEAD')).toEqual([
      { method: 'POST', url: '/local-processor/v1/tokens' },
    ]);
  });

  async function document() {
    const res = await app.inject({ method: 'GET', url: '/mapi/docs', headers: { accept: 'application/json' } });
    return { text: res.body, doc: res.json() as TDoc };
  }
  type TOperation = { operationId?: string; security?: Record<string, string[]>[]; 'x-access': string };
  type TDoc = {
    components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
    paths: Record<string, Record<string, TOperation>>;
  };

  it('passes an independent OpenAPI linter (Redocly, recommended rules) without an error', async () => {
    const { text } = await document();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique, stable operationId and the security its access level needs', async () => {
    const { doc } = await document();
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'portal_sid' },
      csrf: { type: 'apiKey', in: 'header', name: 'csrf-token' },
    });
    const ids: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        ids.push(op.operationId!);
        const schemes = (op.security ?? []).flatMap((r) => Object.keys(r)).sort();
        const expected = [
          ...(method === 'get' ? [] : ['csrf']),
          ...(op['x-access'] === 'public' ? [] : ['session']),
        ];
        expect(schemes, `${method} ${path}`).toEqual(expected);
        expect(op.security, `${method} ${path}`).toHaveLength(expected.length ? 1 : 0);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/mapi/cases/{caseNumber}']!.get!.operationId).toBe('getCasesByCaseNumber');
    expect(doc.paths['/mapi/auth/local_login']!.post!.operationId).toBe('postAuthLocalLogin');
    expect(doc.paths['/mapi/health']!.get!.security).toEqual([]);
    expect(doc.paths['/mapi/auth/local_login']!.post!.security).toEqual([{ csrf: [] }]);
    expect(doc.paths['/mapi/cases']!.post!.security).toEqual([{ session: [], csrf: [] }]);
  });

  it('publishes the error answer every operation may give, and a real one matches it', async () => {
    const { doc } = await document();
    const responses = doc.paths['/mapi/cases']!.get! as unknown as { responses: Record<string, unknown> };
    expect(responses.responses['4XX']).toBeTruthy();
    const refused = await app.inject({ method: 'GET', url: '/mapi/index/status' });
    expect(refused.statusCode).toBe(401);
    expect(ZErrorEnvelope.safeParse(refused.json()).success).toBe(true);
  });
});

