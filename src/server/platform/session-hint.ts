import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '../../shared/domain/session-hint.ts';
import { SESSION_COOKIE } from './session-context.ts';

/**
 * A cookie the page can read (no secret: "1"), kept beside the httpOnly session cookie, so a
 * browser that holds no session does not ask GET /mapi/index/status for one and have Chromium log
 * the 401 as a console error on the login page (issue 29 point 9, Lighthouse best practices). Set at
 * sign-in, cleared at sign-out, and brought in line with the session cookie whenever a page is
 * served (a session made before the hint existed, a cookie removed by hand).
 */
export function setSessionHint(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

export function clearSessionHint(reply: FastifyReply): void {
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/** On a page answer: the hint says whether the browser sent a session cookie. */
export function syncSessionHint(req: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  const hasSession = Boolean(req.cookies[SESSION_COOKIE]);
  const hasHint = req.cookies[SESSION_HINT_COOKIE] === '1';
  if (hasSession && !hasHint) setSessionHint(reply, secure);
  else if (!hasSession && req.cookies[SESSION_HINT_COOKIE] !== undefined) clearSessionHint(reply);
}
