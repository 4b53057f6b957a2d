import { z } from 'zod';
import { validationMessages, zApiDate } from '../domain/validation.ts';
import { alertColumnMessages as m } from '../i18n/alert-messages.ts';
import { ZAccountId } from './common.ts';
import { defineListDescriptor, listRowSchema, type TListRow } from './list-descriptor.ts';

/** Alert severities (spec section 3), most urgent first. */
export const ALERT_SEVERITIES = ['critical', 'medium', 'information'] as const;
export type TAlertSeverity = (typeof ALERT_SEVERITIES)[number];
/**
 * An alert's state (spec section 4: active/inactive): active (switched on and within its period or
 * shown all the time), scheduled (switched on, its period not begun), inactive (switched off, or
 * its period over).
 */
export const ALERT_STATUSES = ['active', 'scheduled', 'inactive'] as const;
export type TAlertStatus = (typeof ALERT_STATUSES)[number];
/** Alerts are deleted this many days after they became inactive (spec sections 4 and 9). */
export const ALERT_KEPT_DAYS = 30;

export const ALERT_TITLE_MAX = 120;
export const ALERT_MESSAGE_MAX = 2000;

/**
 * The alerts of an account (GET /mapi/alerts, its columns and exports): those active now, for the
 * accounts that may see alerts (spec section 6: a network and getAlerts), most urgent first.
 */
export const alertList = defineListDescriptor({
  name: 'alerts',
  path: '/alerts',
  defaultSort: { column: 'severity', dir: 'asc' },
  search: true,
  columns: {
    severity: { label: m.severity, value: 'text', values: ALERT_SEVERITIES, sortable: true, visible: true, filter: { kind: 'enum' } },
    title: { label: m.title, value: 'text', sortable: true, visible: true },
    message: { label: m.message, value: 'text', visible: true },
    publishedAt: { label: m.publishedAt, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'published' } },
    activeTo: { label: m.activeTo, value: 'timeOrNull', sortable: true },
  },
  extra: { alertId: 'number', activeFrom: 'timeOrNull' },
});
export const ZAlertRow = listRowSchema(alertList);
export type TAlertRow = TListRow<typeof alertList>;

/** GET /mapi/alerts/critical?account_id=: the critical alerts active now (the bar under the header). */
export const ZCriticalAlerts = z.object({
  alerts: z.array(
    z.object({ id: z.number().int(), title: z.string(), message: z.string(), publishedAt: z.string() }),
  ),
});
export type TCriticalAlerts = z.infer<typeof ZCriticalAlerts>;
export const ZAlertRef = z.object({ account_id: ZAccountId }).strict();

// ---------------------------------------------------------------------------------------------
// Administration (vendor staff with access to all accounts)

/**
 * Every alert (GET /mapi/admin/alerts, its columns and exports; vendor staff with access to all
 * accounts, no account_id): newest change first, filtered by status, severity and whether shown
 * all the time, searched in title, message and account ids. A row is also what the alert's
 * create, change and state calls answer.
 */
export const adminAlertList = defineListDescriptor({
  name: 'admin-alerts',
  path: '/admin/alerts',
  defaultSort: { column: 'updatedAt', dir: 'desc' },
  search: true,
  columns: {
    title: { label: m.title, value: 'text', sortable: true, visible: true },
    message: { label: m.message, value: 'text' },
    severity: { label: m.severity, value: 'text', values: ALERT_SEVERITIES, sortable: true, visible: true, filter: { kind: 'enum' } },
    status: { label: m.status, value: 'text', values: ALERT_STATUSES, sortable: true, visible: true, filter: { kind: 'enum' } },
    showAlways: { label: m.showAlways, value: 'boolean', filter: { kind: 'boolean' } },
    activeFrom: { label: m.activeFrom, value: 'timeOrNull', sortable: true, visible: true },
    activeTo: { label: m.activeTo, value: 'timeOrNull', sortable: true },
    accountIds: { label: m.accounts, value: 'textList', visible: true },
    /** When it became inactive (deactivated or its period ended); deleted ALERT_KEPT_DAYS later. */
    inactiveSince: { label: m.inactiveSince, value: 'timeOrNull', sortable: true },
    updatedAt: { label: m.updatedAt, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'updated' } },
    updatedBy: { label: m.updatedBy, value: 'textOrNull' },
  },
  extra: { id: 'number', active: 'boolean', allAccounts: 'boolean' },
});
export const ZAdminAlert = listRowSchema(adminAlertList);
export type TAdminAlert = TListRow<typeof adminAlertList>;

/**
 * POST /mapi/admin/alerts (new) and PUT /mapi/admin/alerts (alert_id names the alert): title,
 * message, severity, a period (from before to) or shown all the time, every account or the chosen
 * ones. `alert_id` is optional in the schema so its absence answers the spec's 'no alert ID'.
 */
export const ZSaveAlertRequest = z
  .object({
    alert_id: z.number().int().min(1).max(2_147_483_647).optional(),
    title: z.string().trim().min(1).max(ALERT_TITLE_MAX),
    message: z.string().trim().min(1).max(ALERT_MESSAGE_MAX),
    severity: z.enum(ALERT_SEVERITIES),
    showAlways: z.boolean(),
    activeFrom: zApiDate().optional(),
    activeTo: zApiDate().optional(),
    allAccounts: z.boolean(),
    accountIds: z.array(ZAccountId).max(500).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.showAlways) {
      if (!v.activeFrom)
        ctx.addIssue({ code: 'custom', path: ['activeFrom'], message: validationMessages.mandatory.id });
      if (!v.activeTo) ctx.addIssue({ code: 'custom', path: ['activeTo'], message: validationMessages.mandatory.id });
      if (v.activeFrom && v.activeTo && Date.parse(v.activeTo) <= Date.parse(v.activeFrom))
        ctx.addIssue({ code: 'custom', path: ['activeTo'], message: validationMessages.endNotAfterStart.id });
    }
    if (!v.allAccounts && !v.accountIds?.length)
      ctx.addIssue({ code: 'custom', path: ['accountIds'], message: validationMessages.atLeastOneAccount.id });
  });
export type TSaveAlertRequest = z.infer<typeof ZSaveAlertRequest>;

/** POST /mapi/admin/alerts/state: activates or deactivates the alert `alert_id`. */
export const ZAlertStateRequest = z
  .object({ alert_id: z.number().int().min(1).max(2_147_483_647).optional(), active: z.boolean() })
  .strict();
