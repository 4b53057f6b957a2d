import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { HSTS, registerSecurityHeaders, securityHeaders } from './security-headers.ts';
import { fastifyTrustProxy, parseTrustProxy, type TTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it.each<[string | undefined, TTrustProxy]>([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    [' 10.1.2.3 , loopback,fd00::/8 ', ['10.1.2.3', 'loopback', 'fd00::/8']],
    ['uniquelocal,linklocal,::1', ['uniquelocal', 'linklocal', '::1']],
  ])('reads %j as %j', (raw, setting) => {
    expect(parseTrustProxy(raw)).toEqual(setting);
    expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toEqual(setting);
  });

  it.each(['0', '17', 'yes', 'TRUE', '10.0.0.0/33', '10.0.0/8', 'proxy.example', '10.0.0.1/8/2', ','])(
    'refuses %j at start',
    (raw) => {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
    },
  );
});

/**
 * The address and scheme a real Fastify server (with the portal's security headers) takes from a
 * request that comes from 127.0.0.1 with forwarding headers, under each setting.
 */
describe('the client address and scheme behind proxies', () => {
  const servers: ReturnType<typeof Fastify>[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  async function serve(setting: TTrustProxy): Promise<string> {
    const app = Fastify({ trustProxy: fastifyTrustProxy(setting) });
    registerSecurityHeaders(app, securityHeaders());
    app.get('/who', async (req) => ({ ip: req.ip, protocol: req.protocol }));
    servers.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/who`;
  }

  async function who(url: string, headers: Record<string, string>) {
    const res = await fetch(url, { headers });
    return { ...((await res.json()) as { ip: string; protocol: string }), hsts: res.headers.get('strict-transport-security') };
  }

  // The client wrote 203.0.113.66 itself; the one proxy in front (127.0.0.1, the peer) appended 10.9.0.7.
  const forwarded = { 'x-forwarded-for': '203.0.113.66, 10.9.0.7', 'x-forwarded-proto': 'https' };

  it('true is one hop: the address the proxy appended, never the one the client wrote', async () => {
    const url = await serve(true);
    expect(await who(url, forwarded)).toEqual({ ip: '10.9.0.7', protocol: 'https', hsts: HSTS });
    expect(await who(url, {})).toEqual({ ip: '127.0.0.1', protocol: 'http', hsts: null });
  });

  it('a number of hops takes the address that many proxies back', async () => {
    const url = await serve(2);
    expect(await who(url, forwarded)).toMatchObject({ ip: '203.0.113.66', protocol: 'https' });
    expect(await who(url, { 'x-forwarded-for': '198.51.100.1, 203.0.113.66, 10.9.0.7' })).toMatchObject({
      ip: '203.0.113.66',
    });
  });

  it('proxy addresses: the rightmost address that is not a proxy', async () => {
    const url = await serve(['loopback', '10.9.0.0/16']);
    expect(await who(url, forwarded)).toEqual({ ip: '203.0.113.66', protocol: 'https', hsts: HSTS });
  });

  it('a peer that is not a listed proxy is the client, whatever it sends (no HSTS from its header either)', async () => {
    const url = await serve(['10.9.0.0/16']);
    expect(await who(url, forwarded)).toEqual({ ip: '127.0.0.1', protocol: 'http', hsts: null });
  });

  it('false takes nothing from the headers', async () => {
    const url = await serve(false);
    expect(await who(url, forwarded)).toEqual({ ip: '127.0.0.1', protocol: 'http', hsts: null });
  });
});
