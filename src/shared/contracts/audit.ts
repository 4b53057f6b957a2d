import { z } from 'zod';
import { ZAccountId } from './common.ts';
import { ZPagingParams, zOffsetPage } from './list.ts';

/** Every event the audit log records (issue 3, point 10: who, when in UTC, from where, which account). */
export const AUDIT_EVENTS = [
  'login',
  'login_failed',
  'login_blocked',
  'logout',
  'session_expired',
  'account_switch',
  'proxy_start',
  'proxy_end',
  'proxy_request',
  'settings_change',
  'profile_change',
  'password_change',
  'password_change_failed',
  'password_reset_request',
  'password_reset',
  'terms_accepted',
  'account_rebuild',
  'account_onboarded',
  'case_create',
  'case_closure_request',
  'case_closure_accept',
  'case_closure_refuse',
  'case_reopen',
  'case_work',
  'case_attachment_upload',
  'case_cc_change',
  'ticket_create',
  'repair_quote_answer',
  'repair_cancel',
  'feature_activate',
  'feature_renewal_request',
  'software_download',
  'contract_renewal_request',
  'contract_renewal_answer',
  'network_create',
  'network_update',
  'site_create',
  'site_update',
  'ingest_token_issue',
  'ingest_token_revoke',
  'alert_create',
  'alert_update',
  'alert_activate',
  'alert_deactivate',
  'portal_text_update',
  'calendar_event_create',
  'calendar_event_update',
  'calendar_event_delete',
] as const;
export const ZAuditEvent = z.enum(AUDIT_EVENTS);
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

/** The events of the proxy record a customer's Administrator reads. */
export const PROXY_AUDIT_EVENTS = [
  'proxy_start',
  'proxy_end',
  'proxy_request',
] as const satisfies readonly TAuditEvent[];

/** GET /mapi/audit/proxy: the proxy record of one account (its Administrators). */
export const ZProxyRecordQuery = z.object({ account_id: ZAccountId, ...ZPagingParams }).strict();

/** GET /mapi/audit/events: the whole audit log (vendor staff with access to all accounts). */
export const ZAuditEventsQuery = z
  .object({
    event: ZAuditEvent.optional(),
    /** the login the entry is about (exact, case-insensitive) */
    login: z.string().trim().min(1).max(320).optional(),
    account_id: ZAccountId.optional(),
    ...ZPagingParams,
  })
  .strict();

/** One audit entry. `at` is ISO 8601 UTC; `login` is the user the entry is about, `actorLogin` who really acted. */
export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  event: z.string(),
  userId: z.string().nullable(),
  login: z.string().nullable(),
  actorUserId: z.string().nullable(),
  actorLogin: z.string().nullable(),
  accountId: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** A page of audit entries, newest first. */
export const ZAuditPage = zOffsetPage(ZAuditEntry);
export type TAuditPage = z.infer<typeof ZAuditPage>;
