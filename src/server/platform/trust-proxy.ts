import net from 'node:net';

/**
 * TRUST_PROXY, which reverse proxies in front of the portal may tell it the client's address
 * (X-Forwarded-For) and the request's scheme (X-Forwarded-Proto, for HSTS and Secure cookies):
 * - `false`: none; the client is the connection's peer;
 * - `true` or a number n: the last n hops (true is one). Each proxy appends the address it saw to
 *   X-Forwarded-For, so the client is the n-th address from the right; whatever the client wrote
 *   itself stands further left and is never taken. Safe only when the portal is reachable through
 *   those proxies alone: a client that reaches it directly is then taken for a proxy.
 * - a list of addresses: IPs, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal` (the private
 *   ranges): the client is the rightmost address that is not one of them, and a peer that is not
 *   one of them is the client itself, whatever it sends. The safer choice where the proxies'
 *   addresses are known.
 * Fastify 5.12 no longer counts hops for a number (it cannot check the peer, GHSA-3m5p-2c4r-xxw2),
 * so a hop count is given to it as a function of the hop (see fastifyTrustProxy).
 */
export type TTrustProxy = boolean | number | string[];

/** The names proxy-addr (Fastify's) knows for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 16;

function isProxyAddress(value: string): boolean {
  if (RANGE_NAMES.has(value)) return true;
  const [ip = '', bits, ...rest] = value.split('/');
  const version = net.isIP(ip);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY (see TTrustProxy); anything else stops the start with a clear message. */
export function parseTrustProxy(raw: string | undefined): TTrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > MAX_HOPS) {
      throw new Error(`TRUST_PROXY as a number of proxy hops must be from 1 to ${MAX_HOPS}, got "${value}"`);
    }
    return hops;
  }
  const addresses = value.split(',').map((s) => s.trim()).filter(Boolean);
  const wrong = addresses.find((a) => !isProxyAddress(a));
  if (wrong !== undefined || addresses.length === 0) {
    throw new Error(
      `TRUST_PROXY must be false, true (one proxy hop), a number of hops from 1 to ${MAX_HOPS}, or proxy ` +
        `addresses separated by commas (IP, IP/prefix, loopback, linklocal, uniquelocal); "${wrong ?? value}" is none of these`,
    );
  }
  return addresses;
}

/**
 * Fastify's `trustProxy` for the setting: false, the address list as it is, or for hops a
 * function trusting the peer (hop 0) and the hops after it, up to n in all.
 */
export function fastifyTrustProxy(
  setting: TTrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (Array.isArray(setting)) return setting;
  const hops = setting === true ? 1 : setting;
  if (hops < 1) return false;
  return (_address, hop) => hop < hops;
}
