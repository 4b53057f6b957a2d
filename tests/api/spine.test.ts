import { request as httpRequest } from 'node:http';
import { describe, expect, it, inject } from 'vitest';
import { NORTHWIND_ASTRO, createClient, demo } from './client.ts';

describe('API spine (spec sections 7 and 8)', () => {
  it('answers /mapi/health in the envelope with an X-CSRF header and security headers', async () => {
    const c = createClient();
    const res = await c.get<{ status: string; database: string }>('/mapi/health');
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(true);
    expect(res.body.code).toBe('OK');
    expect(res.body.content.status).toBe('ok');
    expect(res.headers.get('x-csrf')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('marks every API answer Cache-Control: no-store: signed-in JSON, errors, downloads, health', async () => {
    const c = createClient({ ip: '10.64.0.1' });
    const noStore = async (path: string, status: number) => {
      const res = await c.get(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    };
    await noStore('/mapi/health', 200);
    await noStore('/mapi/index/status', 401);
    await noStore('/mapi/no/such/route', 404);
    expect((await c.login(demo().nwUser)).headers.get('cache-control')).toBe('no-store');
    await noStore('/mapi/index/status', 200);
    await noStore(`/mapi/cases?account_id=${NORTHWIND_ASTRO}&limit=10`, 200);
    await noStore(`/mapi/cases/columns?account_id=${NORTHWIND_ASTRO}`, 200);
    await noStore(`/mapi/cases/export?account_id=${NORTHWIND_ASTRO}&format=csv&limit=10`, 200);
    await noStore(`/mapi/cases?account_id=NA-200001`, 403);
  });

  it('tells anonymous callers and customers only that the portal is up and ready; vendor staff also which database runs', async () => {
    expect((await createClient().get('/mapi/health')).body.content).toEqual({ status: 'ok' });
    const customer = createClient({ ip: '10.64.0.3' });
    expect((await customer.login(demo().nwAdmin)).status).toBe(200);
    expect((await customer.get('/mapi/health')).body.content).toEqual({ status: 'ok' });
    const staff = createClient({ ip: '10.64.0.4' });
    expect((await staff.login(demo().vendorAdmin)).status).toBe(200);
    const details = (await staff.get<{ status: string; database: string; uptimeSeconds: number }>('/mapi/health')).body.content;
    expect(details.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(details.database);
    expect(details.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 401 {result:false} for /mapi/index/status without a session', async () => {
    const res = await createClient().get('/mapi/index/status');
    expect(res.status).toBe(401);
    expect(res.body.result).toBe(false);
    expect(res.body.code).toBe('ServerValidation.401NotLoggedIn');
    expect(res.headers.get('x-csrf')).toBeTruthy();
  });

  it('refuses a POST without the csrf-token with 403, and with a wrong one', async () => {
    const c = createClient();
    const without = await c.post('/mapi/auth/local_login', { login: 'x', password: 'eA==' }, { csrf: false });
    expect(without.status).toBe(403);
    expect(without.body.code).toBe('ServerValidation.403CsrfTokenInvalid');
    const wrong = await c.post(
      '/mapi/auth/local_login',
      { login: 'x', password: 'eA==' },
      { csrf: false, headers: { 'csrf-token': 'forged-token-value-forged-token-value-12' } },
    );
    expect(wrong.status).toBe(403);
  });

  it('binds the CSRF token to the visitor cookie: another visitor token is refused', async () => {
    const a = createClient();
    const b = createClient();
    const tokenA = (await a.get('/mapi/health')).headers.get('x-csrf')!;
    await b.get('/mapi/health');
    const res = await b.post(
      '/mapi/auth/local_login',
      { login: 'x', password: 'eA==' },
      { csrf: false, headers: { 'csrf-token': tokenA } },
    );
    expect(res.status).toBe(403);
  });

  it('binds the CSRF token to the session: a new one at sign-in and at sign-out, the previous one refused', async () => {
    const c = createClient({ ip: '10.64.0.2' });
    const anonymous = (await c.get('/mapi/health')).headers.get('x-csrf')!;
    const login = await c.login(demo().nwUser);
    expect(login.status).toBe(200);
    const signedIn = login.headers.get('x-csrf')!;
    expect(signedIn).not.toBe(anonymous);
    expect((await c.get('/mapi/index/status')).headers.get('x-csrf')).toBe(signedIn);
    // The token read before sign-in is refused after it (nothing is done: still signed in).
    const stale = await c.post('/mapi/auth/local_logout', {}, { csrf: false, headers: { 'csrf-token': anonymous } });
    expect(stale.status).toBe(403);
    expect(stale.body.code).toBe('ServerValidation.403CsrfTokenInvalid');
    expect((await c.get('/mapi/index/status')).status).toBe(200);
    const logout = await c.post('/mapi/auth/local_logout');
    expect(logout.status).toBe(200);
    const signedOut = logout.headers.get('x-csrf')!;
    expect(signedOut).not.toBe(signedIn);
    expect((await c.get('/mapi/health')).headers.get('x-csrf')).toBe(signedOut);
    // The session's token is refused once it has ended.
    const after = await c.post('/mapi/auth/local_login', { login: 'x', password: 'eA==' }, { csrf: false, headers: { 'csrf-token': signedIn } });
    expect(after.status).toBe(403);
    // A new sign-in gets a token of its own again.
    const again = await c.login(demo().nwUser);
    expect(again.status).toBe(200);
    expect([anonymous, signedIn]).not.toContain(again.headers.get('x-csrf'));
  });

  it('answers malformed JSON with 400 in the envelope and keeps serving', async () => {
    const c = createClient();
    const res = await c.post('/mapi/auth/local_login', undefined, { raw: '{"login": "a", ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: false, code: 'ServerValidation.400InvalidJson' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    expect((await c.get('/mapi/health')).status).toBe(200);
  });

  it('answers wrong types with 400 and field errors carrying translatable messages', async () => {
    const c = createClient();
    const res = await c.post<{ fields: { path: string; message: { id: string } }[] }>(
      '/mapi/auth/local_login',
      { login: 42 },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ServerValidation.400WrongParams');
    const paths = res.body.content.fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['body.login', 'body.password']));
    const password = res.body.content.fields.find((f) => f.path === 'body.password')!;
    expect(password.message.id).toBe('Validation.required');
  });

  it('answers an oversized body with 413 in the envelope', async () => {
    // The server answers from the Content-Length alone and closes the connection (Fastify's rule for
    // a body it will not read). A client still writing 2 MB then meets a reset that can swallow the
    // answer (CI saw "write EPIPE" once), so this client sends the headers, reads the answer and
    // sends no body at all.
    const c = createClient();
    await c.get('/mapi/health');
    const health = await fetch(`${inject('baseUrl')}/mapi/health`, {
      headers: { cookie: c.cookieHeader() },
    });
    const csrf = health.headers.get('x-csrf') ?? '';
    const url = new URL(`${inject('baseUrl')}/mapi/auth/local_login`);
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(2 * 1024 * 1024),
          cookie: c.cookieHeader(),
          'csrf-token': csrf,
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ result: false, code: 'ServerValidation.413RequestTooLong' });
  });

  it('answers unknown API routes with 404 in the envelope', async () => {
    const res = await createClient().get('/mapi/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ result: false, code: 'ServerValidation.404NotFound' });
  });

  it('translates error messages into the visitor language', async () => {
    const de = await createClient({ locale: 'de-DE,de;q=0.9' }).get<{ message: string }>(
      '/mapi/index/status',
    );
    const en = await createClient({ locale: 'en-US' }).get<{ message: string }>('/mapi/index/status');
    expect(en.body.content.message).toBe('You are not signed in.');
    expect(de.body.content.message).not.toBe(en.body.content.message);
    expect(de.body.content.message.length).toBeGreaterThan(5);
  });

  it('publishes an OpenAPI document listing every route with its access level, and a readable page', async () => {
    const c = createClient();
    const res = await fetch(`${inject('baseUrl')}/mapi/docs`, { headers: { accept: 'application/json' } });
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { 'x-access': string }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/mapi/health',
      '/mapi/index/status',
      '/mapi/auth/local_login',
      '/mapi/accounts/switch',
      '/mapi/users/settings',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(doc.paths['/mapi/accounts/switch']!.post!['x-access']).toBe('account');
    const html = await c.request('GET', '/mapi/docs', undefined, { headers: { accept: 'text/html' } });
    expect(String(html.body.content)).toContain('/mapi/accounts/switch');
  });
});
