import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { oidcLogins } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { sendError } from '../../platform/error-handler.ts';
import { SESSION_COOKIE } from '../../platform/session-context.ts';
import { logOut } from './log-out.ts';
import { clearSessionHint } from '../../platform/session-hint.ts';
import type { TErrorCode } from '../../../shared/errors.ts';
import {
  SSO_PROVIDERS,
  ZSsoCallbackQuery,
  ZSsoLogoutQuery,
  ZSsoStartParams,
  ZSsoStartQuery,
  type TSsoProvider,
} from '../../../shared/contracts/session.ts';
import { createOidcClients, isNetworkFailure } from './oidc-clients.ts';
import { findSsoUser } from './sso-user.ts';
import { startSession } from './start-session.ts';

/** How long a login started at the provider may take before its state is refused (10 minutes). */
const LOGIN_TTL_SECONDS = 600;
/** Measured on the database clock, the one that wrote `created_at`. */
const loginCutoff = sql`now() - make_interval(secs => ${LOGIN_TTL_SECONDS})`;
const SCOPE = 'openid email profile';
/**
 * Binds a login to the browser that started it: the state, in an HttpOnly cookie scoped to the
 * SSO routes. A callback URL opened in another browser (login CSRF: an attacker's own code and
 * state fed to a victim) is refused.
 */
const STATE_COOKIE = 'portal_sso_state';
const STATE_COOKIE_PATH = '/mapi/auth/sso';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Whether the caller wants the JSON envelope rather than a browser redirect on failure. */
function wantsJson(req: FastifyRequest): boolean {
  const accept = String(req.headers.accept ?? '');
  if (accept.includes('application/json')) return true;
  return !(accept.includes('text/html') || req.headers['sec-fetch-mode'] === 'navigate');
}

/**
 * Errors of the SSO browser navigations: a browser is sent back to the login screen with the
 * error code (the screen shows the translated message); API callers get the usual envelope.
 */
function ssoErrorHandler(err: unknown, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (wantsJson(req)) return sendError(req, reply, err);
  let code: TErrorCode = 'ServerValidation.500Unexpected';
  if (err instanceof AppError) code = err.code;
  else if (hasZodFastifySchemaValidationErrors(err)) code = 'ServerValidation.400WrongParams';
  if (code === 'ServerValidation.500Unexpected') req.log.error({ err, code }, 'sso request failed');
  else
    req.log.info({ code, detail: err instanceof Error ? err.message : String(err) }, 'sso request refused');
  return reply.redirect(`/login?error=${encodeURIComponent(code)}`);
}

/**
 * Single sign-on with OpenID Connect (authorization code + PKCE, openid-client 6).
 *
 * - `GET /mapi/auth/sso/:provider/start` saves state, nonce and PKCE verifier and sends the
 *   browser to the provider.
 * - `GET /mapi/auth/sso/callback` consumes that row (once), exchanges the code, finds the user and
 *   starts the portal session.
 * - `GET /mapi/auth/sso_logout` ends the portal session and then the provider's session.
 *
 * All three are browser navigations: failures redirect to `/login?error=<code>` unless the caller
 * asks for JSON.
 */
export function registerSsoRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;
  const oidc = createOidcClients(ctx.config);
  const publicUrl = ctx.config.publicUrl.replace(/\/+$/, '');
  const redirectUri = `${publicUrl}/mapi/auth/sso/callback`;

  app.get(
    '/auth/sso/:provider/start',
    {
      config: { access: 'public' },
      errorHandler: ssoErrorHandler,
      schema: {
        summary: 'Browser navigation: starts single sign-on at the identity provider (302)',
        tags: ['auth'],
        params: ZSsoStartParams,
        querystring: ZSsoStartQuery,
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      const configuration = await oidc.get(provider);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
      // Logins abandoned at the provider are purged here; nothing else needs them.
      await db.delete(oidcLogins).where(lt(oidcLogins.createdAt, loginCutoff));
      await db.insert(oidcLogins).values({
        state,
        provider,
        codeVerifier,
        nonce,
        returnTo: req.query.returnTo ?? null,
      });
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      reply.setCookie(STATE_COOKIE, state, {
        path: STATE_COOKIE_PATH,
        httpOnly: true,
        // lax: sent on the provider's top-level GET redirect back to the callback
        sameSite: 'lax',
        secure: ctx.config.cookieSecure,
        maxAge: LOGIN_TTL_SECONDS,
      });
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/auth/sso/callback',
    {
      config: { access: 'public' },
      errorHandler: ssoErrorHandler,
      schema: {
        summary: 'Browser navigation: the identity provider returns here with the authorization code',
        tags: ['auth'],
        querystring: ZSsoCallbackQuery,
      },
    },
    async (req, reply) => {
      const state = req.query.state;
      if (!state)
        throw new AppError('ServerValidation.400NoValidToken', { detail: 'callback without state' });
      const bound = req.cookies[STATE_COOKIE];
      if (!bound || !sameSecret(bound, state)) {
        throw new AppError('ServerValidation.400NoValidToken', {
          detail: 'state not bound to this browser',
        });
      }
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      // Deleting is what makes the state single-use: a replayed or forged callback finds nothing.
      const [login] = await db
        .delete(oidcLogins)
        .where(eq(oidcLogins.state, state))
        .returning({
          state: oidcLogins.state,
          provider: oidcLogins.provider,
          codeVerifier: oidcLogins.codeVerifier,
          nonce: oidcLogins.nonce,
          returnTo: oidcLogins.returnTo,
          fresh: sql<boolean>`${oidcLogins.createdAt} > ${loginCutoff}`,
        });
      if (!login?.fresh) {
        throw new AppError('ServerValidation.400NoValidToken', { detail: 'unknown, used or expired state' });
      }
      const provider = login.provider as TSsoProvider;
      if (!SSO_PROVIDERS.includes(provider) || !oidc.isConfigured(provider)) {
        throw new AppError('ServerValidation.400NoValidToken', {
          detail: `state of provider ${login.provider}`,
        });
      }
      const configuration = await oidc.get(provider);

      const currentUrl = new URL(redirectUri);
      currentUrl.search = new URL(req.url, 'http://callback.invalid').search;
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: login.codeVerifier,
          expectedState: login.state,
          expectedNonce: login.nonce,
        });
      } catch (err) {
        req.log.warn({ err, provider }, 'sso: authorization code grant failed');
        if (isNetworkFailure(err)) {
          throw new AppError('ServerValidation.502ExternalSourceFailure', {
            detail: 'identity provider unreachable',
            cause: err,
          });
        }
        throw new AppError('ServerValidation.400NoValidToken', {
          detail: 'authorization code grant refused',
          cause: err,
        });
      }
      const claims = tokens.claims();
      if (!claims) throw new AppError('ServerValidation.400NoValidToken', { detail: 'no id_token' });

      let email = typeof claims.email === 'string' ? claims.email : undefined;
      let emailVerified = typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined;
      // Providers may keep scope claims out of the ID token (oidc-provider does by default):
      // then they come from the userinfo endpoint, bound to the same subject. An e-mail without
      // a stated verification is asked for there too, since only a verified e-mail may match.
      if ((!email || emailVerified === undefined) && configuration.serverMetadata().userinfo_endpoint) {
        try {
          const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
          // The e-mail and its verification are taken together, from one source.
          if (typeof info.email === 'string') {
            email = info.email;
            emailVerified = typeof info.email_verified === 'boolean' ? info.email_verified : undefined;
          }
        } catch (err) {
          throw new AppError('ServerValidation.502ExternalSourceFailure', {
            detail: 'userinfo failed',
            cause: err,
          });
        }
      }

      let found: Awaited<ReturnType<typeof findSsoUser>>;
      try {
        found = await findSsoUser(ctx, { issuer: claims.iss, subject: claims.sub, email, emailVerified });
      } catch (err) {
        if (err instanceof AppError) {
          await audit(ctx.database.db, req, 'login_failed', {
            login: email ?? null,
            detail: { method: provider, issuer: claims.iss, subject: claims.sub, code: err.code },
          });
        }
        throw err;
      }
      await startSession(ctx, req, reply, found.user, found.isVendor, {
        loginMethod: provider,
        ssoIssuer: claims.iss,
        idTokenHint: tokens.id_token,
      });
      return reply.redirect(login.returnTo ?? '/', 302);
    },
  );

  /** The provider's RP-initiated logout URL for an SSO session, when the provider offers one. */
  async function endSessionUrl(req: FastifyRequest, issuer: string, idTokenHint: string | null) {
    for (const provider of SSO_PROVIDERS) {
      if (!oidc.isConfigured(provider)) continue;
      let configuration: client.Configuration;
      try {
        configuration = await oidc.get(provider);
      } catch (err) {
        req.log.warn({ err, provider }, 'sso logout: provider discovery failed');
        continue;
      }
      const metadata = configuration.serverMetadata();
      if (metadata.issuer !== issuer || !metadata.end_session_endpoint) continue;
      return client.buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: `${publicUrl}/login`,
        ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
      }).href;
    }
    return undefined;
  }

  app.get(
    '/auth/sso_logout',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Browser navigation: ends the portal and identity-provider sessions (not from another site)',
        tags: ['auth'],
        querystring: ZSsoLogoutQuery,
      },
    },
    async (req, reply) => {
      // A GET that changes state carries no CSRF token: a navigation started by another site
      // (a link or an image on a foreign page) must not sign the user out.
      const site = req.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') {
        req.log.info({ site }, 'sso_logout refused: navigation from another site');
        return reply.redirect('/login', 302);
      }
      const token = req.cookies[SESSION_COOKIE];
      let target = '/login';
      if (token) {
        if (req.auth) {
          const { session } = req.auth;
          if (session.ssoIssuer) {
            target = (await endSessionUrl(req, session.ssoIssuer, session.idTokenHint)) ?? target;
          }
        }
        await logOut(ctx, req, token, 'sso');
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      clearSessionHint(reply);
      reply.bindCsrfToSession(undefined);
      return reply.redirect(target, 302);
    },
  );
}
