import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { healthFastPath } from '../../src/server/modules/health/fast-path.ts';
import { healthProbe } from '../../src/server/modules/health/health-probe.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { csrfTokens } from '../../src/server/platform/csrf.ts';
import { openDatabase, type TDatabase } from '../../src/server/platform/db.ts';
import { securityHeaders } from '../../src/server/platform/security-headers.ts';
import { freshStorage, type TTestStorage } from '../support/test-portal.ts';

/**
 * GET /mapi/health is answered in front of the framework for plain probes (modules/health/
 * fast-path.ts). It must answer exactly what the route answers, and leave every other request to
 * the framework.
 */
const VISITOR = 'v'.repeat(32);

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  const raw: Record<string, string> = {};
  res.headers.forEach((v, k) => (raw[k] = v));
  return {
    status: res.status,
    headers: raw,
    body: (await res.json()) as { content: Record<string, unknown> },
  };
}

describe('health answers in front of the framework', () => {
  it('answers a probe exactly as the route does: status, headers and body', async () => {
    const base = inject('baseUrl');
    const first = await fetch(`${base}/mapi/health`);
    const visitor = /portal_vid=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    expect(visitor).toBeTruthy();
    const cookie = { cookie: `portal_vid=${visitor}` };
    // The first answer pinged the database, so the next plain probe is answered up front; a query
    // string always goes to the route.
    const [fast, routed] = await Promise.all([
      get(`${base}/mapi/health`, cookie),
      get(`${base}/mapi/health?via=route`, cookie),
    ]);
    const comparable = (h: Record<string, string>) => {
      const { date: _d, connection: _c, 'keep-alive': _k, 'content-length': _l, ...rest } = h;
      return rest;
    };
    expect(fast.status).toBe(200);
    expect(comparable(fast.headers)).toEqual(comparable(routed.headers));
    expect(fast.headers['x-csrf']).toBe(first.headers.get('x-csrf'));
    expect(fast.headers['set-cookie']).toBeUndefined();
    expect(fast.body).toEqual(routed.body);
    // Liveness and readiness only: an anonymous caller learns nothing of the installation.
    expect(fast.body.content).toEqual({ status: 'ok' });
  });
});

describe('which requests the fast path takes', () => {
  let database: TDatabase;
  let storage: TTestStorage;
  let server: http.Server;
  let base: string;
  let fast: ReturnType<typeof healthFastPath>;

  beforeAll(async () => {
    storage = await freshStorage('health_fast');
    database = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    const ctx = { config: loadConfig(), database };
    fast = healthFastPath(healthProbe(ctx), {
      securityHeaders: securityHeaders(),
      csrfToken: csrfTokens(Buffer.alloc(32, 1)),
    });
    // 599 marks a request left to the framework.
    server = http.createServer((req, res) => {
      if (!fast.handle(req, res)) {
        res.writeHead(599);
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const addr = server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    // The same context object gives the same probe; ping once so answers are fresh.
    await healthProbe(ctx).check();
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
    await storage?.remove();
  });

  it('answers a plain probe from a known visitor with the security headers and its CSRF token', async () => {
    const res = await get(`${base}/mapi/health`, { cookie: `other=1; portal_vid=${VISITOR}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      result: true,
      code: 'OK',
      content: { status: 'ok' },
    });
    expect(res.body.content).toEqual({ status: 'ok' });
    expect(res.headers['x-csrf']).toBe(csrfTokens(Buffer.alloc(32, 1))(VISITOR));
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a visitor without a cookie (a new one is issued by the framework)', '/mapi/health', {}],
    ['a visitor cookie the portal would not have issued', '/mapi/health', { cookie: 'portal_vid=short' }],
    ['a visitor cookie that needs decoding', '/mapi/health', { cookie: `portal_vid=${VISITOR}%20` }],
    [
      "a signed-in browser (its session is the framework's business)",
      '/mapi/health',
      { cookie: `portal_vid=${VISITOR}; portal_sid=abc` },
    ],
    [
      'a cookie whose name only ends like the visitor cookie',
      '/mapi/health',
      { cookie: `xportal_vid=${VISITOR}` },
    ],
    ['a query string', '/mapi/health?x=1', { cookie: `portal_vid=${VISITOR}` }],
    ['another path', '/mapi/healthz', { cookie: `portal_vid=${VISITOR}` }],
    [
      "a request through a proxy (HSTS and client address are the framework's)",
      '/mapi/health',
      { cookie: `portal_vid=${VISITOR}`, 'x-forwarded-proto': 'https' },
    ],
  ])('leaves %s to the framework', async (_what, url, headers) => {
    expect((await get(`${base}${url}`, headers as Record<string, string>)).status).toBe(599);
  });

  it('has no answer without waiting while a database ping is due (the route then pings)', async () => {
    const probe = healthProbe({ config: loadConfig(), database });
    expect(probe.fresh()).toBeUndefined();
    expect(await probe.check()).toEqual({ status: 'ok' });
    expect(probe.fresh()).toEqual({ status: 'ok' });
  });

  it('leaves a POST to the framework', async () => {
    const res = await fetch(`${base}/mapi/health`, {
      method: 'POST',
      headers: { cookie: `portal_vid=${VISITOR}` },
    });
    expect(res.status).toBe(599);
  });

  it('stops answering once the server is closing', async () => {
    fast.disable();
    expect((await get(`${base}/mapi/health`, { cookie: `portal_vid=${VISITOR}` })).status).toBe(599);
  });
});
