import * as client from 'openid-client';
import { AppError } from '../../platform/app-error.ts';
import type { TConfig, TOidcIssuerConfig } from '../../platform/config.ts';
import type { TSsoProvider } from '../../../shared/contracts/session.ts';

/** Seconds allowed for each request to the identity provider (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_S = 10;

/** Hosts that never leave the machine: the only ones for which a plain-http issuer is accepted. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(?:\.\d{1,3}){3}$/.test(h);
}

/**
 * Whether a failure is about reaching the provider (refused connection, DNS, timeout) rather than
 * the provider refusing what we sent. The first is a 502, the second a 400.
 */
export function isNetworkFailure(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof TypeError && e.message === 'fetch failed') return true;
    if (e instanceof DOMException && (e.name === 'TimeoutError' || e.name === 'AbortError')) return true;
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|UND_ERR_)/.test(code)
    ) {
      return true;
    }
  }
  return false;
}

async function discover(issuer: TOidcIssuerConfig): Promise<client.Configuration> {
  const url = new URL(issuer.issuer);
  const execute: Array<(c: client.Configuration) => void> = [];
  if (url.protocol === 'http:') {
    // openid-client refuses plain http by default, and rightly: codes, tokens and the client
    // secret would cross the network in clear. The one exception is an issuer on the loopback
    // interface (the real oidc-provider the API tests start, or a provider running next to a
    // developer's portal): that traffic never leaves the machine, so TLS adds nothing there.
    // Any other http issuer is a configuration mistake and is refused.
    if (!isLoopbackHost(url.hostname)) {
      throw new AppError('ServerValidation.502ExternalSourceFailure', {
        detail: `refusing plain-http OpenID issuer on a non-loopback host: ${url.host}`,
      });
    }
    execute.push(client.allowInsecureRequests);
  }
  // client_secret_basic: the method every OpenID provider must support (RFC 6749 section 2.3.1)
  // and the registration default of OpenID Connect Dynamic Client Registration.
  return client.discovery(url, issuer.clientId, undefined, client.ClientSecretBasic(issuer.clientSecret), {
    execute,
    timeout: PROVIDER_TIMEOUT_S,
  });
}

export interface TOidcClients {
  /** Whether this provider has an issuer configured. */
  isConfigured(provider: TSsoProvider): boolean;
  /**
   * The discovered client Configuration of a provider, cached once found (a failed discovery is
   * retried on the next call). 404 when the provider is not configured, 502 when unreachable.
   */
  get(provider: TSsoProvider): Promise<client.Configuration>;
}

/** One cache per application instance: two portals in one process may use different issuers. */
export function createOidcClients(config: TConfig): TOidcClients {
  const cache = new Map<TSsoProvider, Promise<client.Configuration>>();
  return {
    isConfigured: (provider) => Boolean(config.oidc[provider]),
    get(provider) {
      const issuer = config.oidc[provider];
      if (!issuer) {
        return Promise.reject(
          new AppError('ServerValidation.404NotFound', { detail: `sso provider ${provider} not configured` }),
        );
      }
      let pending = cache.get(provider);
      if (!pending) {
        pending = discover(issuer).catch((err: unknown) => {
          cache.delete(provider);
          if (err instanceof AppError) throw err;
          throw new AppError('ServerValidation.502ExternalSourceFailure', {
            detail: `OpenID discovery failed for ${provider} (${issuer.issuer})`,
            cause: err,
          });
        });
        cache.set(provider, pending);
      }
      return pending;
    },
  };
}
