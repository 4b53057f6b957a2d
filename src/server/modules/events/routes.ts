import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope, type TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { ZEventsQuery } from '../../../shared/contracts/performance.ts';
import { LiveEvents, type TLiveEvent, type TLiveStream } from './live-events.ts';

/** A comment line this often keeps proxies and the browser from closing an idle stream (15-25 s). */
export const HEARTBEAT_MS = 20_000;
/** The session is checked this often; a stream of a session that ended (or lost the account) ends. */
const SESSION_CHECK_MS = 5_000;
/** What the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/** The browser's Last-Event-ID (a reconnection), or undefined. */
function lastEventId(req: FastifyRequest): number | undefined {
  const raw = req.headers['last-event-id'];
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (!text || !/^\d{1,15}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

/**
 * Whether the stream's session still acts for the account: the session exists, has not reached its
 * idle or absolute end, acts as the same user (no proxy started or ended since), and that user
 * still holds the account (or has access to all accounts).
 */
async function stillValid(ctx: TAppContext, scope: TAccountScope): Promise<boolean> {
  const { session, user, allAccounts } = scope.auth;
  const [row] = await ctx.database.rows(sql`
    select 1 as ok from sessions s
     where s.id = ${session.id}
       and s.proxy_user_id is not distinct from ${session.proxyUserId}
       and now() < s.absolute_expires_at
       and now() < s.last_seen_at + make_interval(secs => s.idle_seconds)
       and (${allAccounts} or exists (
             select 1 from user_accounts ua where ua.user_id = ${user.id} and ua.account_id = ${scope.accountId}))`);
  return Boolean(row);
}

/**
 * GET /mapi/events?account_id=: the account's live events as server-sent events (issue 32 point 5),
 * one stream per browser tab. Each event is `id: <portal_events.id>`, `event: <kind>`, `data: <payload
 * JSON>`; a reconnecting browser's Last-Event-ID is sent what it missed (24 hours kept) first. A
 * comment every HEARTBEAT_MS; the stream ends when the session ends, changes who it acts as, or
 * loses the account (switching accounts, the browser opens a new stream and closes the old).
 * Only an EventSource (Accept: text/event-stream) gets a stream; any other caller 400 after the
 * account check (so the authorization matrix sees an answer, not an endless stream).
 */
export function registerEventRoutes(app: TApp, ctx: TAppContext): void {
  const live = new LiveEvents(ctx);
  const open = new Set<() => void>();
  live.start();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    await live.stop();
  });

  app.get(
    '/events',
    {
      config: { access: 'account', notActivity: true },
      schema: {
        summary:
          "The account's live events (server-sent events: site-state ...); Last-Event-ID replays the missed ones of the last 24 hours; an EventSource only (Accept: text/event-stream)",
        tags: ['events'],
        querystring: ZEventsQuery,
      },
    },
    async (req, reply) => {
      const scope = accountScope(req, req.query.account_id);
      if (!String(req.headers.accept ?? '').includes('text/event-stream'))
        throw new AppError('ServerValidation.400BadRequest', { detail: 'GET /mapi/events without Accept: text/event-stream' });
      const resumeFrom = lastEventId(req) ?? (req.query.last_event_id ? Number(req.query.last_event_id) : undefined);
      const startId = resumeFrom ?? (await live.newestId(scope.accountId));

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      req.raw.socket.setNoDelay(true);
      res.write(`retry: ${RETRY_MS}\n\n`);

      let ended = false;
      const stream: TLiveStream = {
        accountId: scope.accountId,
        userId: scope.auth.user.id,
        startId,
        send: (event: TLiveEvent) => {
          if (!ended) res.write(`id: ${event.id}\nevent: ${event.kind}\ndata: ${event.data}\n\n`);
        },
      };
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const check = setInterval(() => {
        void stillValid(ctx, scope)
          .then((valid) => valid || end())
          .catch(() => undefined);
      }, SESSION_CHECK_MS);
      const end = (): void => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearInterval(check);
        live.remove(stream);
        open.delete(end);
        res.end();
      };
      open.add(end);
      req.raw.on('close', end);
      res.on('error', end);
      try {
        await live.add(stream);
      } catch {
        end();
      }
    },
  );
}
