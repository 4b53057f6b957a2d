import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { accounts } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { ZEmpty } from '../../../shared/contracts/common.ts';
import {
  ZCalendarAccountQuery,
  ZCalendarDeleteQuery,
  ZCalendarEvent,
  ZCalendarEventBody,
  ZCalendarEventParams,
  ZCalendarFeedParams,
  ZCalendarOccurrences,
  ZCalendarRangeQuery,
  ZCalendarSubscription,
  ZIssuedCalendarSubscription,
} from '../../../shared/contracts/calendar.ts';
import { createEvent, deleteEvent, findEvent, presentEvent, updateEvent } from './events.ts';
import { FEED_WINDOW_MINUTES, getSubscription, readFeed, renewSubscription, revokeSubscription } from './feed.ts';
import { accountIcs } from './ics-file.ts';
import { checkRange, listOccurrences } from './occurrences.ts';

/** Guests read the calendar; Users and Administrators add events; the author or an Administrator changes one. */
const WRITE_MIN_ROLE = 'User';

function sendIcs(reply: FastifyReply, ics: string, fileName: string, disposition: 'attachment' | 'inline') {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', contentDisposition(fileName, disposition))
    .header('cache-control', 'no-store')
    .send(ics);
}

/**
 * The calendar (issue 33 point 4): occurrences of a range expanded on the server, events written by
 * Users and Administrators, the .ics export, and the per-user subscription address that calendar
 * programs poll without a session.
 */
export function registerCalendarRoutes(app: TApp, ctx: TAppContext): void {
  const tags = ['calendar'];

  app.get(
    '/calendar/occurrences',
    {
      config: { access: 'account' },
      schema: {
        summary:
          "The account's event occurrences and contract expirations from one day to another (inclusive, at most 400 days), repeats expanded",
        tags,
        querystring: ZCalendarRangeQuery,
        response: { 200: zEnvelope(ZCalendarOccurrences) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      const range = checkRange(req.query);
      return ok({ occurrences: await listOccurrences(ctx, scope, range, requestLocale(req)) });
    },
  );

  app.post(
    '/calendar/events',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Adds an event to the account calendar (Users and Administrators)',
        tags,
        body: ZCalendarEventBody,
        response: { 200: zEnvelope(ZCalendarEvent) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, WRITE_MIN_ROLE);
      return ok(await createEvent(ctx, req, scope, req.body));
    },
  );

  app.get(
    '/calendar/events/:eventId',
    {
      config: { access: 'account' },
      schema: {
        summary: "An event as the form edits it; another account's event is 404",
        tags,
        params: ZCalendarEventParams,
        querystring: ZCalendarAccountQuery,
        response: { 200: zEnvelope(ZCalendarEvent) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      return ok(await presentEvent(ctx, scope, await findEvent(ctx, scope, req.params.eventId)));
    },
  );

  app.put(
    '/calendar/events/:eventId',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Changes an event (its author, or an Administrator of the account)',
        tags,
        params: ZCalendarEventParams,
        body: ZCalendarEventBody,
        response: { 200: zEnvelope(ZCalendarEvent) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, WRITE_MIN_ROLE);
      return ok(await updateEvent(ctx, req, scope, req.params.eventId, req.body));
    },
  );

  app.delete(
    '/calendar/events/:eventId',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          'Deletes an event with all its repeats, or with `occurrence` one occurrence of a repeating event (its author, or an Administrator of the account)',
        tags,
        params: ZCalendarEventParams,
        querystring: ZCalendarDeleteQuery,
        response: { 200: zEnvelope(ZEmpty) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id, WRITE_MIN_ROLE);
      await deleteEvent(ctx, req, scope, req.params.eventId, req.query.occurrence);
      return ok({});
    },
  );

  app.get(
    '/calendar/export',
    {
      config: { access: 'account' },
      schema: {
        summary: "The account's calendar as an iCalendar (.ics) file: events with their repeats, contract expirations",
        tags,
        querystring: ZCalendarAccountQuery,
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const scope = accountScope(req, req.query.account_id);
      const [account] = await ctx.database.db
        .select({ name: accounts.name })
        .from(accounts)
        .where(eq(accounts.id, scope.accountId));
      const ics = await accountIcs(ctx, scope.accountId, account?.name ?? scope.accountId, requestLocale(req));
      return sendIcs(reply, ics, `calendar ${scope.accountId}.ics`, 'attachment');
    },
  );

  app.get(
    '/calendar/subscription',
    {
      config: { access: 'account' },
      schema: {
        summary: "Whether the signed-in user has a calendar subscription address for the account (never the address itself)",
        tags,
        querystring: ZCalendarAccountQuery,
        response: { 200: zEnvelope(ZCalendarSubscription) },
      },
    },
    async (req) => ok(await getSubscription(ctx, accountScope(req, req.query.account_id))),
  );

  app.post(
    '/calendar/subscription',
    {
      config: { access: 'account' },
      schema: {
        summary: 'A new calendar subscription address for the signed-in user and the account; the previous one stops working',
        tags,
        body: ZCalendarAccountQuery,
        response: { 200: zEnvelope(ZIssuedCalendarSubscription) },
      },
    },
    async (req) => ok(await renewSubscription(ctx, accountScope(req, req.body.account_id))),
  );

  app.delete(
    '/calendar/subscription',
    {
      config: { access: 'account' },
      schema: {
        summary: "Stops the signed-in user's calendar subscription address for the account",
        tags,
        querystring: ZCalendarAccountQuery,
        response: { 200: zEnvelope(ZCalendarSubscription) },
      },
    },
    async (req) => ok(await revokeSubscription(ctx, accountScope(req, req.query.account_id))),
  );

  app.get(
    '/calendar/feed/:token',
    {
      // Calendar programs poll without a session: the secret in the address names the user and the
      // account, checked on every poll (modules/calendar/feed.ts); GET, so no CSRF token either.
      config: { access: 'public', bearerOnly: true },
      schema: {
        summary: 'The iCalendar feed of a subscription address (no session: the secret in the address; rate limited)',
        tags,
        params: ZCalendarFeedParams,
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      try {
        const reader = await readFeed(ctx, req.params.token);
        const ics = await accountIcs(ctx, reader.accountId, reader.accountName, reader.locale);
        return sendIcs(reply, ics, `calendar ${reader.accountId}.ics`, 'inline');
      } catch (e) {
        if ((e as { status?: number }).status === 429) reply.header('retry-after', String(FEED_WINDOW_MINUTES * 60));
        throw e;
      }
    },
  );
}
