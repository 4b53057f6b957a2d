import { defineMessages } from './define.ts';

/** Columns of the customer's alert list (GET /mapi/alerts); enum values are `<id>.<value>`. */
export const alertColumnMessages = defineMessages({
  title: { id: 'Alerts.column.title', defaultMessage: 'Title' },
  severity: { id: 'Alerts.column.severity', defaultMessage: 'Severity' },
  message: { id: 'Alerts.column.message', defaultMessage: 'Message' },
  activeFrom: { id: 'Alerts.column.activeFrom', defaultMessage: 'Shown from' },
  activeTo: { id: 'Alerts.column.activeTo', defaultMessage: 'Shown until' },
  publishedAt: { id: 'Alerts.column.publishedAt', defaultMessage: 'Published' },
  status: { id: 'Alerts.column.status', defaultMessage: 'Status' },
  accounts: { id: 'Alerts.column.accounts', defaultMessage: 'Accounts' },
  showAlways: { id: 'Alerts.column.showAlways', defaultMessage: 'Shown all the time' },
  inactiveSince: { id: 'Alerts.column.inactiveSince', defaultMessage: 'Inactive since' },
  updatedAt: { id: 'Alerts.column.updatedAt', defaultMessage: 'Last changed' },
  updatedBy: { id: 'Alerts.column.updatedBy', defaultMessage: 'Changed by' },
});

/** Enum labels, declared so the extraction keeps them. */
export const alertValueMessages = defineMessages({
  critical: { id: 'Alerts.column.severity.critical', defaultMessage: 'Critical' },
  medium: { id: 'Alerts.column.severity.medium', defaultMessage: 'Medium' },
  information: { id: 'Alerts.column.severity.information', defaultMessage: 'Information' },
  active: { id: 'Alerts.column.status.active', defaultMessage: 'Active' },
  scheduled: { id: 'Alerts.column.status.scheduled', defaultMessage: 'Scheduled' },
  inactive: { id: 'Alerts.column.status.inactive', defaultMessage: 'Inactive' },
});

/** Texts of the alert screens, the critical alert bar and the exports. */
export const alertTextMessages = defineMessages({
  subtitle: {
    id: 'Alerts.subtitle',
    defaultMessage: 'Notices from your provider about your network and services, while they apply.',
  },
  caption: { id: 'Alerts.caption', defaultMessage: 'Alerts for {account}' },
  export: { id: 'Alerts.export', defaultMessage: 'Alerts' },
  adminExport: { id: 'Alerts.admin.export', defaultMessage: 'Alert management' },
  adminSearch: { id: 'Alerts.admin.search', defaultMessage: 'Title, message or account ID' },
  period: { id: 'Alerts.admin.period', defaultMessage: '{from} to {to}' },
  alwaysShown: { id: 'Alerts.alwaysShown', defaultMessage: 'Shown all the time' },
  criticalRegion: { id: 'Alerts.criticalRegion', defaultMessage: 'Critical alerts' },
  dismiss: { id: 'Alerts.dismiss', defaultMessage: 'Dismiss for this session' },
  close: { id: 'Alerts.close', defaultMessage: 'Close' },
  // Administration
  adminSubtitle: {
    id: 'Alerts.admin.subtitle',
    defaultMessage:
      'Alerts are shown to accounts with a network whose users may see alerts. An alert is deleted 30 days after it ends or is deactivated.',
  },
  newAlert: { id: 'Alerts.admin.new', defaultMessage: 'New alert' },
  editAlert: { id: 'Alerts.admin.edit', defaultMessage: 'Edit alert' },
  save: { id: 'Alerts.admin.save', defaultMessage: 'Save' },
  cancel: { id: 'Alerts.admin.cancel', defaultMessage: 'Cancel' },
  activate: { id: 'Alerts.admin.activate', defaultMessage: 'Activate' },
  deactivate: { id: 'Alerts.admin.deactivate', defaultMessage: 'Deactivate' },
  showAlways: { id: 'Alerts.admin.showAlways', defaultMessage: 'Show all the time' },
  allAccounts: { id: 'Alerts.admin.allAccounts', defaultMessage: 'Every account' },
  chosenAccounts: { id: 'Alerts.admin.chosenAccounts', defaultMessage: 'Chosen accounts' },
  accountIds: { id: 'Alerts.admin.accountIds', defaultMessage: 'Account IDs' },
  accountIdsHint: { id: 'Alerts.admin.accountIdsHint', defaultMessage: 'Separate account IDs with commas or spaces.' },
  everyAccount: { id: 'Alerts.admin.everyAccount', defaultMessage: 'Every account' },
  unknownAccounts: { id: 'Alerts.admin.unknownAccounts', defaultMessage: 'No such account: {ids}' },
});
