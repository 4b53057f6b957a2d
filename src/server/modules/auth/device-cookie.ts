import crypto from 'node:crypto';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful local login the browser gets a token binding it to that login. Attempts that present
 * a valid token for the login they try are counted against that token only, so failures made by
 * anyone else (other browsers, other addresses) never lock the owner's browser out.
 *
 * The cookie holds up to MAX_TOKENS tokens `<nonce>.<hmac>` joined by `~` (a shared browser keeps
 * a token for each of its last few logins). The login is not written in the cookie: a token is
 * checked by recomputing the HMAC over the login being tried.
 */
export const DEVICE_COOKIE = 'portal_device';
/** Only the auth routes need it. */
export const DEVICE_COOKIE_PATH = '/mapi/auth';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 86_400;
const MAX_TOKENS = 5;
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** Logins compare case-insensitively, without surrounding blanks (as at sign-in). */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

function sign(secret: Buffer, login: string, nonce: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`device\n${normalizeLogin(login)}\n${nonce}`)
    .digest('base64url');
}

function tokensOf(raw: string | undefined): { nonce: string; mac: string; raw: string }[] {
  if (!raw || raw.length > 1024) return [];
  return raw
    .split('~')
    .slice(0, MAX_TOKENS)
    .flatMap((t) => {
      const m = TOKEN.exec(t);
      return m ? [{ nonce: m[1]!, mac: m[2]!, raw: t }] : [];
    });
}

function validFor(secret: Buffer, login: string, token: { nonce: string; mac: string }): boolean {
  const expected = Buffer.from(sign(secret, login, token.nonce));
  const given = Buffer.from(token.mac);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** The nonce of the cookie's token for `login`, when the cookie holds a valid one. */
export function trustedDeviceNonce(
  secret: Buffer,
  raw: string | undefined,
  login: string,
): string | undefined {
  return tokensOf(raw).find((t) => validFor(secret, login, t))?.nonce;
}

/** The cookie value after a successful login: a fresh token for `login` first, then the others. */
export function renewDeviceCookie(secret: Buffer, raw: string | undefined, login: string): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  const others = tokensOf(raw)
    .filter((t) => !validFor(secret, login, t))
    .map((t) => t.raw);
  return [`${nonce}.${sign(secret, login, nonce)}`, ...others].slice(0, MAX_TOKENS).join('~');
}
