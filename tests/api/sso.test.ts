import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- oidc-provider 9 ships no type declarations; the few members used are typed below.
import Provider from 'oidc-provider';
import { users } from '../../src/server/db/schema/index.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';

/**
 * Single sign-on end to end: a real oidc-provider on loopback, a portal instance configured for it,
 * and a tiny browser (cookie jar per origin, redirects followed by hand).
 */

const TEST_SUB = 'northwind-user-0001';
const TEST_EMAIL = 'user@northwind.example';
/**
 * Identities the provider knows besides TEST_SUB: the same e-mail with `email_verified` missing,
 * false and true, to show that only a verified e-mail matches a portal user.
 */
const OTHER_EMAIL = 'admin@northwind.example';
const PROVIDER_ACCOUNTS: Record<string, Record<string, unknown>> = {
  [TEST_SUB]: { email: TEST_EMAIL, email_verified: true },
  'no-verified-claim': { email: OTHER_EMAIL },
  'verified-false': { email: OTHER_EMAIL, email_verified: false },
  'verified-true': { email: OTHER_EMAIL, email_verified: true },
};
const CLIENT_ID = 'portal-sso-test';
const CLIENT_SECRET = crypto.randomBytes(24).toString('base64url');
const REQUEST_TIMEOUT_MS = 10_000;

/** The members of oidc-provider 9 this test uses. */
interface TOidcProvider {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
  interactionDetails(
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<{ prompt: { name: string } }>;
  interactionFinished(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    result: Record<string, unknown>,
    opts?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
}
interface TGrant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface TProviderCtx {
  oidc: {
    client: { clientId: string };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: {
      Grant: {
        new (init: { accountId: string; clientId: string }): TGrant;
        find(id: string): Promise<TGrant | undefined>;
      };
    };
  };
  body?: unknown;
  type?: string;
}
const OidcProvider = Provider as new (
  issuer: string,
  configuration: Record<string, unknown>,
) => TOidcProvider;

async function listen(server: http.Server | net.Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as net.AddressInfo).port;
}

/** A port that was free a moment ago: the portal must know its own URL before it listens. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  const port = await listen(probe, 0);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface TPage {
  status: number;
  headers: Headers;
  text: string;
  /** absolute redirect target, if any */
  location: string | undefined;
}

/** A minimal browser: one cookie jar per origin, no automatic redirects. */
function createBrowser() {
  const jars = new Map<string, Map<string, string>>();
  const jarFor = (origin: string) => {
    let jar = jars.get(origin);
    if (!jar) jars.set(origin, (jar = new Map()));
    return jar;
  };
  async function request(
    method: string,
    url: string,
    opts: { headers?: Record<string, string>; form?: Record<string, string> } = {},
  ): Promise<TPage> {
    const target = new URL(url);
    const jar = jarFor(target.origin);
    const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    Object.assign(headers, opts.headers);
    const res = await fetch(target, {
      method,
      headers,
      body: opts.form ? new URLSearchParams(opts.form) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c) || /max-age=0/i.test(c)) jar.delete(name);
      else jar.set(name, value);
    }
    const loc = res.headers.get('location');
    return {
      status: res.status,
      headers: res.headers,
      text: await res.text(),
      location: loc ? new URL(loc, target).href : undefined,
    };
  }
  return {
    jarFor,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, { headers }),
    post: (url: string, form: Record<string, string>) => request('POST', url, { form }),
  };
}

describe('single sign-on with OpenID Connect (code + PKCE) against a real provider', () => {
  let portal: TTestPortal | undefined;
  /** the identity the provider's login interaction signs in next */
  let nextLogin = TEST_SUB;
  const providerServer = http.createServer();
  let issuer = '';
  let portalUrl = '';
  /** prompts the provider asked our auto-login interaction to satisfy */
  const prompts: string[] = [];

  beforeAll(async () => {
    const portalPort = await freePort();
    portalUrl = `http://127.0.0.1:${portalPort}`;

    const providerPort = await listen(providerServer, 0);
    issuer = `http://127.0.0.1:${providerPort}`;
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signingKey = {
      ...privateKey.export({ format: 'jwk' }),
      kid: 'sso-test-rs256',
      alg: 'RS256',
      use: 'sig',
    };
    const provider = new OidcProvider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${portalUrl}/mapi/auth/sso/callback`],
          post_logout_redirect_uris: [`${portalUrl}/login`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      jwks: { keys: [signingKey] },
      cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        IdToken: 600,
        Interaction: 600,
        Session: 3600,
        Grant: 3600,
      },
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
      },
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          // Just the confirmation form (hidden xsrf field), which the test submits like a user would.
          logoutSource: async (ctx: TProviderCtx, form: string) => {
            ctx.type = 'html';
            ctx.body = `<!DOCTYPE html><html><body>${form}</body></html>`;
          },
        },
      },
      findAccount: async (_ctx: unknown, id: string) =>
        PROVIDER_ACCOUNTS[id]
          ? { accountId: id, claims: async () => ({ sub: id, ...PROVIDER_ACCOUNTS[id] }) }
          : undefined,
      // First-party client: consent is implied, so the only interaction is the login.
      loadExistingGrant: async (ctx: TProviderCtx) => {
        const { oidc } = ctx;
        const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
        const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
        if (existing) return existing;
        const grant = new oidc.provider.Grant({
          accountId: oidc.session.accountId,
          clientId: oidc.client.clientId,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      renderError: async (ctx: TProviderCtx, out: Record<string, string>) => {
        ctx.type = 'json';
        ctx.body = out;
      },
    });

    // The provider's own app, plus one custom interaction route that signs the test identity in.
    const handle = provider.callback();
    providerServer.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const pathname = new URL(req.url ?? '/', issuer).pathname;
      if (req.method !== 'GET' || !/^\/interaction\/[\w-]+$/.test(pathname)) {
        handle(req, res);
        return;
      }
      void (async () => {
        const details = await provider.interactionDetails(req, res);
        prompts.push(details.prompt.name);
        if (details.prompt.name !== 'login') throw new Error(`unexpected prompt ${details.prompt.name}`);
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: nextLogin } },
          { mergeWithLastSubmission: false },
        );
      })().catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
    });

    portal = await startTestPortal('sso', {
      port: portalPort,
      logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      trustProxy: false,
      publicUrl: portalUrl,
      oidc: { sso: { issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } },
    });
  });

  afterAll(async () => {
    await portal?.stop();
    providerServer.closeAllConnections();
    await new Promise<void>((resolve) => providerServer.close(() => resolve()));
  });

  const browser = createBrowser();
  const json = { accept: 'application/json' };

  /** Starts SSO at the portal and follows the redirects through the provider up to the portal callback. */
  async function driveToCallback(returnTo?: string, b = browser) {
    const start = await b.get(
      `${portalUrl}/mapi/auth/sso/sso/start${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
    );
    expect(start.status).toBe(302);
    const authorizationUrl = new URL(start.location!);
    let next = start.location!;
    for (let hop = 0; hop < 8; hop++) {
      if (new URL(next).origin === portalUrl) return { authorizationUrl, callbackUrl: new URL(next) };
      const page = await b.get(next);
      expect([302, 303], `${next} answered ${page.status}: ${page.text.slice(0, 300)}`).toContain(
        page.status,
      );
      next = page.location!;
    }
    throw new Error('too many redirects before the portal callback');
  }

  let firstCallback: URL | undefined;
  let sessionToken = '';

  it('refuses an unconfigured provider (404 envelope) and a foreign returnTo (400)', async () => {
    const ms = await browser.get(`${portalUrl}/mapi/auth/sso/ms/start`, json);
    expect(ms.status).toBe(404);
    expect(JSON.parse(ms.text)).toMatchObject({ result: false, code: 'ServerValidation.404NotFound' });
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await browser.get(
        `${portalUrl}/mapi/auth/sso/sso/start?returnTo=${encodeURIComponent(bad)}`,
        json,
      );
      expect(res.status, bad).toBe(400);
      expect(JSON.parse(res.text).code).toBe('ServerValidation.400WrongParams');
    }
    // a browser navigation is sent back to the login screen with the code instead of raw JSON
    const html = await browser.get(`${portalUrl}/mapi/auth/sso/ms/start`);
    expect(html.status).toBe(302);
    expect(html.location).toBe(`${portalUrl}/login?error=ServerValidation.404NotFound`);
  });

  it('signs the seeded user in through the provider and refuses a tampered state', async () => {
    const { authorizationUrl, callbackUrl } = await driveToCallback('/cases?tab=open');
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${issuer}/auth`);
    const q = authorizationUrl.searchParams;
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(`${portalUrl}/mapi/auth/sso/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(prompts).toEqual(['login']);
    expect(callbackUrl.pathname).toBe('/mapi/auth/sso/callback');
    expect(callbackUrl.searchParams.get('state')).toBe(q.get('state'));
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();

    const expectNoValidToken = (page: TPage) => {
      expect(page.status, page.text).toBe(400);
      expect(JSON.parse(page.text)).toMatchObject({
        result: false,
        code: 'ServerValidation.400NoValidToken',
      });
    };
    expect(browser.jarFor(portalUrl).get('portal_sso_state')).toBe(q.get('state'));
    const tamperedState = `${q.get('state')}x`;
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', tamperedState);
    // not the state this browser started with
    expectNoValidToken(await browser.get(tampered.href, json));
    // even with a matching binding cookie: no such login was started
    expectNoValidToken(
      await createBrowser().get(tampered.href, { ...json, cookie: `portal_sso_state=${tamperedState}` }),
    );
    // the genuine callback URL opened in another browser (login CSRF) is refused too
    expectNoValidToken(await createBrowser().get(callbackUrl.href, json));
    expect(browser.jarFor(portalUrl).has('portal_sid')).toBe(false);
    const refusedHtml = await browser.get(tampered.href);
    expect(refusedHtml.status).toBe(302);
    expect(refusedHtml.location).toBe(`${portalUrl}/login?error=ServerValidation.400NoValidToken`);

    const done = await browser.get(callbackUrl.href);
    expect(done.status, done.text).toBe(302);
    expect(done.location).toBe(`${portalUrl}/cases?tab=open`);
    sessionToken = browser.jarFor(portalUrl).get('portal_sid') ?? '';
    expect(sessionToken).not.toBe('');
    firstCallback = callbackUrl;

    const status = await browser.get(`${portalUrl}/mapi/index/status`, json);
    expect(status.status, status.text).toBe(200);
    const body = JSON.parse(status.text) as {
      content: { user: { email: string; login: string; loginMethod: string } };
    };
    expect(body.content.user.email).toBe(TEST_EMAIL);
    expect(body.content.user.loginMethod).toBe('sso');

    // the e-mail match linked the user to the provider identity
    const [linked] = await portal!.database.db
      .select({ issuer: users.oidcIssuer, subject: users.oidcSubject })
      .from(users)
      .where(sql`lower(${users.email}) = ${TEST_EMAIL}`);
    expect(linked).toEqual({ issuer, subject: TEST_SUB });
  });

  it('refuses a replayed callback, and a used code even with a fresh state', async () => {
    expect(firstCallback).toBeDefined();
    const replay = await browser.get(firstCallback!.href, json);
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.text).code).toBe('ServerValidation.400NoValidToken');
    // with the binding cookie put back as well: the login row was consumed at first use
    const state = firstCallback!.searchParams.get('state')!;
    const withCookie = await createBrowser().get(firstCallback!.href, {
      ...json,
      cookie: `portal_sso_state=${state}`,
    });
    expect(withCookie.status).toBe(400);
    expect(JSON.parse(withCookie.text).code).toBe('ServerValidation.400NoValidToken');

    // The provider session signs in again without any interaction (that is the single sign-on);
    // the fresh state passes the portal's check, the already-used code is refused by the provider.
    const second = await driveToCallback();
    expect(prompts).toEqual(['login']);
    const forged = new URL(second.callbackUrl);
    forged.searchParams.set('code', firstCallback!.searchParams.get('code')!);
    const refused = await browser.get(forged.href, json);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).code).toBe('ServerValidation.400NoValidToken');
    // the portal session of the first login is untouched by refused callbacks
    expect(browser.jarFor(portalUrl).get('portal_sid')).toBe(sessionToken);
  });

  it('ends the portal session and the provider session on sso_logout', async () => {
    const out = await browser.get(`${portalUrl}/mapi/auth/sso_logout`);
    expect(out.status).toBe(302);
    const endSession = new URL(out.location!);
    expect(endSession.origin + endSession.pathname).toBe(`${issuer}/session/end`);
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${portalUrl}/login`);
    expect(browser.jarFor(portalUrl).has('portal_sid')).toBe(false);

    const after = await browser.get(`${portalUrl}/mapi/index/status`, {
      ...json,
      cookie: `portal_sid=${sessionToken}`,
    });
    expect(after.status).toBe(401);

    // The provider asks for confirmation; confirming sends the browser back to the portal login.
    const confirm = await browser.get(endSession.href);
    expect(confirm.status, confirm.text).toBe(200);
    const action = /action="([^"]+)"/.exec(confirm.text)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.text)?.[1];
    expect(action && xsrf).toBeTruthy();
    const confirmed = await browser.post(new URL(action!, issuer).href, { xsrf: xsrf!, logout: 'yes' });
    expect([302, 303]).toContain(confirmed.status);
    expect(confirmed.location).toBe(`${portalUrl}/login`);

    // The provider session is gone: the next SSO login has to sign in at the provider again.
    await driveToCallback();
    expect(prompts).toEqual(['login', 'login']);
  });
  it('matches a user by e-mail only when the provider says email_verified is true', async () => {
    const linkOf = async () => {
      const [row] = await portal!.database.db
        .select({ subject: users.oidcSubject })
        .from(users)
        .where(sql`lower(${users.email}) = ${OTHER_EMAIL}`);
      return row?.subject ?? null;
    };
    for (const sub of ['no-verified-claim', 'verified-false']) {
      nextLogin = sub;
      const b = createBrowser();
      const { callbackUrl } = await driveToCallback(undefined, b);
      const refused = await b.get(callbackUrl.href);
      expect(refused.status, sub).toBe(302);
      expect(refused.location, sub).toBe(`${portalUrl}/login?error=ServerValidation.400UserDoesNotExist`);
      expect(b.jarFor(portalUrl).has('portal_sid'), sub).toBe(false);
      expect(await linkOf(), sub).toBeNull();
    }
    // The same e-mail, stated verified, matches (and links) the user.
    nextLogin = 'verified-true';
    const b = createBrowser();
    const { callbackUrl } = await driveToCallback(undefined, b);
    const done = await b.get(callbackUrl.href);
    expect(done.status, done.text).toBe(302);
    expect(done.location).toBe(`${portalUrl}/`);
    const status = await b.get(`${portalUrl}/mapi/index/status`, json);
    expect((JSON.parse(status.text) as { content: { user: { email: string } } }).content.user.email).toBe(
      OTHER_EMAIL,
    );
    expect(await linkOf()).toBe('verified-true');
    nextLogin = TEST_SUB;
  });
});
