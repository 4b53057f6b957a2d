/**
 * The cookie the page can read, set while the browser holds a session cookie
 * (server/platform/session-hint.ts). Here, not in contracts/session.ts, so the entry chunk that
 * reads it does not pull in zod.
 */
export const SESSION_HINT_COOKIE = 'portal_signed_in';
