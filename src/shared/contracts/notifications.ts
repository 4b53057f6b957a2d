import { z } from 'zod';
import { ROLES } from '../domain/accounts.ts';
import { notificationColumnMessages as c, sendColumnMessages as sc } from '../i18n/notification-messages.ts';
import { ZAccountId } from './common.ts';
import { defineListDescriptor, listRowSchema, type TListRow } from './list-descriptor.ts';

/**
 * Notifications (spec sections 2, 3, 4, 7): the portal's own notices to each user of an account.
 * The four types of the spec (contract: Expiration, contractAutoRenewal: Auto-Renewal,
 * cybersecurityBulletin, serviceContract: Application services), and `custom`: a notification sent
 * by vendor staff (Send Notification).
 */
export const NOTIFICATION_TYPES = [
  'contract',
  'contractAutoRenewal',
  'cybersecurityBulletin',
  'serviceContract',
  'custom',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What the list may be ordered by (`order_by`); the spec's default is create_date. */
export const NOTIFICATION_ORDER_BY = ['create_date', 'type', 'read'] as const;
/** `read`: 0 unread (the default), 1 read, `all` both. */
export const NOTIFICATION_READ = ['0', '1', 'all'] as const;
/** One update or delete names at most this many notifications. */
export const NOTIFICATION_IDS_MAX = 500;

/**
 * GET /mapi/communications/notifications: `order` asc|desc (default desc), `order_by` (default
 * create_date), `read` (default 0: unread), `date_from`/`date_to` (YYYY-MM-DD, the start and the end
 * of those days in the user's time zone), `type` (one or several joined by `_,_`), `page` and `limit`
 * normalised as every list's (spec section 5: page from 0; limit 10, 25, 50 or 100, else 50). Pinned notifications come first; snoozed ones are left out until
 * their time. Values are checked by the handler (a translated 400 on the field).
 */
export const ZNotificationListQuery = z
  .object({
    account_id: ZAccountId,
    order: z.string().max(8).optional(),
    order_by: z.string().max(32).optional(),
    read: z.string().max(8).optional(),
    date_from: z.string().max(40).optional(),
    date_to: z.string().max(40).optional(),
    type: z.string().max(200).optional(),
    page: z.string().max(20).optional(),
    limit: z.string().max(20).optional(),
  })
  .strict();
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

/**
 * The notifications list as the list engine describes it: its columns (GET .../columns) and its
 * exports (GET .../export: CSV, Excel, PDF, print, ZIP). Its filters take the keys of the spec's
 * list call: `read` (0 or 1; absent: all), `type` (values joined by `_,_`), `date_from` and
 * `date_to` (days of the user's zone). The page itself is the spec's own call (above): its query,
 * defaults, pinned-first order and unread count are fixed by spec section 7. Title and message are
 * written in the reader's language by the export (shared/i18n/notification-text.ts).
 */
export const notificationList = defineListDescriptor({
  name: 'notifications',
  path: '/communications/notifications',
  defaultSort: { column: 'createdAt', dir: 'desc' },
  search: false,
  columns: {
    createdAt: { label: c.createdAt, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'date' } },
    type: { label: c.type, value: 'text', values: NOTIFICATION_TYPES, sortable: true, visible: true, filter: { kind: 'enum' } },
    title: { label: c.title, value: 'text', visible: true },
    message: { label: c.message, value: 'text', visible: true },
    reference: { label: c.reference, value: 'textOrNull', visible: true },
    read: { label: c.read, value: 'boolean', sortable: true, visible: true, filter: { kind: 'boolean' } },
    pinned: { label: c.pinned, value: 'boolean', filter: { kind: 'boolean' } },
  },
  extra: { titleId: 'textOrNull', bodyId: 'textOrNull', params: 'textOrNull' },
});

/** A notification as its reader sees it. */
export const ZNotification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /**
   * What it says, as message ids of the catalogues and their values, so it shows in the reader's
   * language; null for a custom notification (its `title` and `message` are the sender's text).
   */
  titleId: z.string().nullable(),
  bodyId: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  title: z.string().nullable(),
  message: z.string().nullable(),
  /** What it is about: a contract number, a bulletin id; null for a custom one. */
  reference: z.string().nullable(),
  /** The screen it is about (a screen key and detail, e.g. `Contracts/CN-1000001`), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  pinned: z.boolean(),
  snoozedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationPage = z.object({
  items: z.array(ZNotification),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The user's unread notifications of the account (not snoozed), whatever the filters. */
  unread: z.number().int(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZNotificationCountQuery = z.object({ account_id: ZAccountId }).strict();
export const ZNotificationCount = z.object({ unread: z.number().int() });
export type TNotificationCount = z.infer<typeof ZNotificationCount>;

export const NOTIFICATION_ACTIONS = ['read', 'unread', 'pin', 'unpin', 'snooze'] as const;
export type TNotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

const ZIds = z.array(z.string().uuid()).min(1).max(NOTIFICATION_IDS_MAX);

/**
 * POST /mapi/communications/notifications: one action on the caller's notifications `ids` of the
 * account; `snooze` needs `until`, a time in the future (at most a year ahead). The browser's
 * silent variant is the same call without the loader.
 */
export const ZNotificationUpdate = z
  .object({
    account_id: ZAccountId,
    ids: ZIds.optional(),
    action: z.enum(NOTIFICATION_ACTIONS).optional(),
    until: z.string().max(40).optional(),
  })
  .strict();
export type TNotificationUpdate = z.infer<typeof ZNotificationUpdate>;

/**
 * DELETE /mapi/communications/notifications?account_id=…&ids=…: the caller's notifications `ids`
 * of the account, joined by `_,_` as every multi-value query key (spec section 7).
 */
export const ZNotificationDelete = z
  .object({ account_id: ZAccountId, ids: z.string().max(NOTIFICATION_IDS_MAX * 40).optional() })
  .strict();
export type TNotificationDelete = z.infer<typeof ZNotificationDelete>;

/** How many notifications a change touched (ids of another user or account count none). */
export const ZNotificationChange = z.object({ changed: z.number().int(), unread: z.number().int() });
export type TNotificationChange = z.infer<typeof ZNotificationChange>;

/** GET /mapi/communications/notifications/filters: what the screen filters and orders on. */
export const ZNotificationFilters = z.object({
  types: z.array(z.enum(NOTIFICATION_TYPES)),
  read: z.array(z.enum(NOTIFICATION_READ)),
  orderBy: z.array(z.enum(NOTIFICATION_ORDER_BY)),
  order: z.array(z.enum(['asc', 'desc'])),
});
export type TNotificationFilters = z.infer<typeof ZNotificationFilters>;

/** Longest title and message of a custom notification. */
export const SEND_TITLE_MAX = 200;
export const SEND_MESSAGE_MAX = 4000;
/** One send reaches at most this many accounts and names at most this many users. */
export const SEND_ACCOUNTS_MAX = 200;
export const SEND_USERS_MAX = 500;

/**
 * POST /mapi/communications/notification-sends (vendor staff with all accounts), and
 * .../notification-sends/preview with the same body: a custom notification to every user who holds
 * one of `accountIds` with one of `roles`; with `userIds`, only those users among them. The message
 * is plain text (line breaks kept). Checked by the handler, with the spec's messages
 * ('Please specify at least one account.', '... at least one role.').
 */
export const ZNotificationSendRequest = z
  .object({
    title: z.string().max(SEND_TITLE_MAX * 2).optional(),
    message: z.string().max(SEND_MESSAGE_MAX * 2).optional(),
    accountIds: z.array(ZAccountId).max(SEND_ACCOUNTS_MAX).optional(),
    roles: z.array(z.enum(ROLES)).max(ROLES.length).optional(),
    userIds: z.array(z.string().uuid()).max(SEND_USERS_MAX).optional(),
  })
  .strict();
export type TNotificationSendRequest = z.infer<typeof ZNotificationSendRequest>;

export const ZNotificationRecipient = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  role: z.enum(ROLES),
});
export type TNotificationRecipient = z.infer<typeof ZNotificationRecipient>;

/** The preview: who would receive it (one row per user and account). */
export const ZNotificationSendPreview = z.object({ recipients: z.array(ZNotificationRecipient) });
export type TNotificationSendPreview = z.infer<typeof ZNotificationSendPreview>;

/**
 * The sends as recorded (GET /mapi/communications/notification-sends, its columns and exports;
 * vendor staff with access to all accounts, a list over every account): who sent what, when, to
 * which accounts, roles and users, and how many received it; newest first.
 */
export const notificationSendList = defineListDescriptor({
  name: 'notification-sends',
  path: '/communications/notification-sends',
  defaultSort: { column: 'sentAt', dir: 'desc' },
  search: true,
  columns: {
    sentAt: { label: sc.sentAt, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'sent' } },
    title: { label: sc.title, value: 'text', sortable: true, visible: true },
    message: { label: sc.message, value: 'text' },
    sentBy: { label: sc.sentBy, value: 'textOrNull', sortable: true, visible: true },
    accountIds: { label: sc.accounts, value: 'textList', visible: true },
    roles: { label: sc.role, value: 'textList', values: ROLES, visible: true, filter: { kind: 'enum' } },
    recipients: { label: sc.count, value: 'number', sortable: true, visible: true },
  },
  extra: { id: 'text', userIds: 'textList' },
});
export const ZNotificationSend = listRowSchema(notificationSendList);
export type TNotificationSend = TListRow<typeof notificationSendList>;
