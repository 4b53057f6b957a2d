import { defineMessages } from './define.ts';

/** Columns of the activity lists (My activities, Other users' activities); enum values are `<id>.<value>`. */
export const activityColumnMessages = defineMessages({
  at: { id: 'Activities.column.at', defaultMessage: 'When' },
  event: { id: 'Activities.column.event', defaultMessage: 'Activity' },
  reference: { id: 'Activities.column.reference', defaultMessage: 'About' },
  user: { id: 'Activities.column.user', defaultMessage: 'User' },
  actor: { id: 'Activities.column.actor', defaultMessage: 'Done by' },
  address: { id: 'Activities.column.address', defaultMessage: 'From address' },
});

/** What each recorded event says in the activity lists, declared so the extraction keeps them. */
export const activityEventMessages = defineMessages({
  login: { id: 'Activities.column.event.login', defaultMessage: 'Signed in' },
  login_failed: { id: 'Activities.column.event.login_failed', defaultMessage: 'Sign-in failed' },
  login_blocked: { id: 'Activities.column.event.login_blocked', defaultMessage: 'Sign-in blocked' },
  logout: { id: 'Activities.column.event.logout', defaultMessage: 'Signed out' },
  session_expired: { id: 'Activities.column.event.session_expired', defaultMessage: 'Session expired' },
  account_switch: { id: 'Activities.column.event.account_switch', defaultMessage: 'Switched account' },
  proxy_start: { id: 'Activities.column.event.proxy_start', defaultMessage: 'Started acting as a user' },
  proxy_end: { id: 'Activities.column.event.proxy_end', defaultMessage: 'Stopped acting as a user' },
  settings_change: { id: 'Activities.column.event.settings_change', defaultMessage: 'Changed settings' },
  profile_change: { id: 'Activities.column.event.profile_change', defaultMessage: 'Changed phone number' },
  password_change: { id: 'Activities.column.event.password_change', defaultMessage: 'Changed password' },
  password_change_failed: {
    id: 'Activities.column.event.password_change_failed',
    defaultMessage: 'Password change refused',
  },
  password_reset_request: {
    id: 'Activities.column.event.password_reset_request',
    defaultMessage: 'Asked for a password reset',
  },
  password_reset: { id: 'Activities.column.event.password_reset', defaultMessage: 'Reset password' },
  terms_accepted: { id: 'Activities.column.event.terms_accepted', defaultMessage: 'Accepted the terms of use' },
  account_rebuild: { id: 'Activities.column.event.account_rebuild', defaultMessage: 'Refreshed account data' },
  account_onboarded: { id: 'Activities.column.event.account_onboarded', defaultMessage: 'Completed the onboarding' },
  case_create: { id: 'Activities.column.event.case_create', defaultMessage: 'Opened a case' },
  case_closure_request: { id: 'Activities.column.event.case_closure_request', defaultMessage: 'Asked to close a case' },
  case_closure_accept: { id: 'Activities.column.event.case_closure_accept', defaultMessage: 'Accepted a case closure' },
  case_closure_refuse: { id: 'Activities.column.event.case_closure_refuse', defaultMessage: 'Refused a case closure' },
  case_reopen: { id: 'Activities.column.event.case_reopen', defaultMessage: 'Reopened a case' },
  case_work: { id: 'Activities.column.event.case_work', defaultMessage: 'Worked on a case' },
  case_attachment_upload: { id: 'Activities.column.event.case_attachment_upload', defaultMessage: 'Attached a file' },
  case_cc_change: { id: 'Activities.column.event.case_cc_change', defaultMessage: 'Changed the copies of a case' },
  ticket_create: { id: 'Activities.column.event.ticket_create', defaultMessage: 'Opened a ticket' },
  repair_quote_answer: { id: 'Activities.column.event.repair_quote_answer', defaultMessage: 'Answered a repair quote' },
  repair_cancel: { id: 'Activities.column.event.repair_cancel', defaultMessage: 'Cancelled a repair' },
  feature_activate: { id: 'Activities.column.event.feature_activate', defaultMessage: 'Activated features' },
  feature_renewal_request: {
    id: 'Activities.column.event.feature_renewal_request',
    defaultMessage: 'Asked to renew features',
  },
  software_download: { id: 'Activities.column.event.software_download', defaultMessage: 'Downloaded software' },
  contract_renewal_request: {
    id: 'Activities.column.event.contract_renewal_request',
    defaultMessage: 'Asked to renew a contract',
  },
  contract_renewal_answer: {
    id: 'Activities.column.event.contract_renewal_answer',
    defaultMessage: 'Recorded a contract renewal',
  },
  network_create: { id: 'Activities.column.event.network_create', defaultMessage: 'Created the managed network' },
  network_update: { id: 'Activities.column.event.network_update', defaultMessage: 'Changed the managed network' },
  site_create: { id: 'Activities.column.event.site_create', defaultMessage: 'Added a site' },
  site_update: { id: 'Activities.column.event.site_update', defaultMessage: 'Changed a site' },
  ingest_token_issue: { id: 'Activities.column.event.ingest_token_issue', defaultMessage: 'Issued a telemetry token' },
  ingest_token_revoke: { id: 'Activities.column.event.ingest_token_revoke', defaultMessage: 'Revoked a telemetry token' },
  alert_create: { id: 'Activities.column.event.alert_create', defaultMessage: 'Created an alert' },
  alert_update: { id: 'Activities.column.event.alert_update', defaultMessage: 'Changed an alert' },
  alert_activate: { id: 'Activities.column.event.alert_activate', defaultMessage: 'Activated an alert' },
  alert_deactivate: { id: 'Activities.column.event.alert_deactivate', defaultMessage: 'Deactivated an alert' },
  portal_text_update: { id: 'Activities.column.event.portal_text_update', defaultMessage: 'Changed a portal text' },
  calendar_event_create: { id: 'Activities.column.event.calendar_event_create', defaultMessage: 'Added a calendar event' },
  calendar_event_update: {
    id: 'Activities.column.event.calendar_event_update',
    defaultMessage: 'Changed a calendar event',
  },
  calendar_event_delete: {
    id: 'Activities.column.event.calendar_event_delete',
    defaultMessage: 'Deleted a calendar event',
  },
});

/** Texts of the activity screens and their exports. */
export const activityTextMessages = defineMessages({
  mineIntro: {
    id: 'Activities.mine.intro',
    defaultMessage:
      'What you did on {account} in the last {months} months, newest first, including what vendor staff did for you.',
  },
  othersIntro: {
    id: 'Activities.others.intro',
    defaultMessage: 'What the other users of {account} did in the last {months} months, newest first.',
  },
  mineCaption: { id: 'Activities.mine.caption', defaultMessage: 'Your activities on {account}' },
  othersCaption: { id: 'Activities.others.caption', defaultMessage: "Other users' activities on {account}" },
  mineExport: { id: 'Activities.mine.export', defaultMessage: 'My activities' },
  othersExport: { id: 'Activities.others.export', defaultMessage: "Other users' activities" },
});
