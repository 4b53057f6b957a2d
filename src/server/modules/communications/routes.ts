import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requireAllAccountsStaff } from '../../platform/session-context.ts';
import {
  NOTIFICATION_ORDER_BY,
  NOTIFICATION_READ,
  NOTIFICATION_TYPES,
  ZNotificationChange,
  ZNotificationCount,
  ZNotificationCountQuery,
  ZNotificationDelete,
  ZNotificationFilters,
  ZNotificationListQuery,
  ZNotificationPage,
  ZNotificationSendPreview,
  ZNotificationSendRequest,
  ZNotificationUpdate,
} from '../../../shared/contracts/notifications.ts';
import { z } from 'zod';
import { registerNotificationJobs } from './jobs.ts';
import { listNotifications, notificationExportRewrite, notificationListSql, unreadCount } from './notification-list.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import { translate } from '../../platform/i18n.ts';
import { notificationColumnMessages, sendColumnMessages } from '../../../shared/i18n/notification-messages.ts';
import { deleteNotifications, updateNotifications } from './notification-update.ts';
import { notificationSendListSql, previewSend, sendNotification } from './send-notification.ts';

/**
 * Communications notifications (spec sections 2, 3, 4, 7): each user's own notifications of an
 * account, listed, updated and deleted by that user only (any role: a Guest is told too), the
 * bell's count, and Send Notification for vendor staff with access to all accounts.
 */
export function registerCommunicationRoutes(app: TApp, ctx: TAppContext): void {
  const tags = ['communications'];

  // The columns and exports of the list; its page is the spec's own call below.
  registerListRoutes(app, ctx, {
    list: notificationListSql,
    tag: 'communications',
    page: false,
    export: {
      kind: 'Notifications',
      describe: (q, locale) => ({
        type: q.read === '0' ? 'Unread' : q.read === '1' ? 'Read' : 'All',
        title: translate(locale, notificationColumnMessages.export.id),
      }),
      dateColumn: 'createdAt',
      rewrite: notificationExportRewrite,
    },
  });

  app.get(
    '/communications/notifications',
    {
      config: { access: 'account' },
      schema: {
        summary:
          "The caller's notifications of the account: order (desc), order_by (create_date), read (0: unread; 1 read; all), date_from and date_to (days in the user's time zone, start and end of day), type, page, limit; pinned first, snoozed ones left out until their time",
        tags,
        querystring: ZNotificationListQuery,
        response: { 200: zEnvelope(ZNotificationPage) },
      },
    },
    async (req) => ok(await listNotifications(ctx, accountScope(req, req.query.account_id), req.query)),
  );

  app.post(
    '/communications/notifications',
    {
      config: { access: 'account' },
      schema: {
        summary:
          "Updates the caller's notifications `ids` of the account: read, unread, pin, unpin, or snooze until a time in the future; others' ids change nothing. Answers how many changed and the unread count",
        tags,
        body: ZNotificationUpdate,
        response: { 200: zEnvelope(ZNotificationChange) },
      },
    },
    async (req) => ok(await updateNotifications(ctx, accountScope(req, req.body.account_id), req.body)),
  );

  app.delete(
    '/communications/notifications',
    {
      config: { access: 'account' },
      schema: {
        summary: "Deletes the caller's notifications `ids` (joined by `_,_`) of the account; others' ids delete nothing",
        tags,
        querystring: ZNotificationDelete,
        response: { 200: zEnvelope(ZNotificationChange) },
      },
    },
    async (req) => ok(await deleteNotifications(ctx, accountScope(req, req.query.account_id), req.query)),
  );

  app.get(
    '/communications/notifications/filters',
    {
      config: { access: 'account' },
      schema: {
        summary: 'What the notification list filters and orders on: the types, read values, order_by and order',
        tags,
        querystring: ZNotificationCountQuery,
        response: { 200: zEnvelope(ZNotificationFilters) },
      },
    },
    async (req) => {
      accountScope(req, req.query.account_id);
      return ok({
        types: [...NOTIFICATION_TYPES],
        read: [...NOTIFICATION_READ],
        orderBy: [...NOTIFICATION_ORDER_BY],
        order: ['desc', 'asc'] as ('asc' | 'desc')[],
      });
    },
  );

  app.get(
    '/communications/notifications/count',
    {
      config: { access: 'account' },
      schema: {
        summary: "The header bell's count: the caller's unread notifications of the account, snoozed ones left out",
        tags,
        querystring: ZNotificationCountQuery,
        response: { 200: zEnvelope(ZNotificationCount) },
      },
    },
    async (req) => ok({ unread: await unreadCount(ctx, accountScope(req, req.query.account_id)) }),
  );

  // The sends as recorded: a list over every account, for the staff who send them.
  registerListRoutes(app, ctx, {
    list: notificationSendListSql,
    tag: 'communications',
    export: {
      kind: 'Notifications',
      describe: (_q, locale) => ({ type: 'Sent', title: translate(locale, sendColumnMessages.history.id) }),
      dateColumn: 'sentAt',
    },
  });

  app.post(
    '/communications/notification-sends/preview',
    {
      config: { access: 'all-accounts' },
      schema: {
        summary: 'Send Notification: who would receive it (the users holding the accounts with the roles, among the users named)',
        tags,
        body: ZNotificationSendRequest,
        response: { 200: zEnvelope(ZNotificationSendPreview) },
      },
    },
    async (req) => {
      requireAllAccountsStaff(req);
      return ok({ recipients: await previewSend(ctx, req.body) });
    },
  );

  app.post(
    '/communications/notification-sends',
    {
      config: { access: 'all-accounts' },
      schema: {
        summary:
          'Send Notification: a custom notification to every user holding the accounts with the roles (among the users named), written in one transaction and recorded with its sender',
        tags,
        body: ZNotificationSendRequest,
        response: { 200: zEnvelope(z.object({ id: z.string(), recipients: z.number().int() })) },
      },
    },
    async (req) => {
      const auth = requireAllAccountsStaff(req);
      return ok(await sendNotification(ctx, req.log, auth, req.body));
    },
  );

  registerNotificationJobs(app, ctx);
}
