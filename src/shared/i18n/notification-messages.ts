import { defineMessages } from './define.ts';

/**
 * What the portal's own notifications say (stored as these ids and their values, so each reader
 * sees them in their language), and their e-mails. `{days}` is the number of days left, `{date}`
 * a day as YYYY-MM-DD.
 */
export const notificationTextMessages = defineMessages({
  contractTitle: {
    id: 'Notifications.text.contract.title',
    defaultMessage: 'Contract {reference} expires in {days, plural, one {# day} other {# days}}',
  },
  contractBody: {
    id: 'Notifications.text.contract.body',
    defaultMessage: 'The contract {name} ({reference}) expires on {date}. Renew it in time so that your system stays covered.',
  },
  autoRenewalTitle: {
    id: 'Notifications.text.contractAutoRenewal.title',
    defaultMessage: 'Contract {reference} renews automatically in {days, plural, one {# day} other {# days}}',
  },
  autoRenewalBody: {
    id: 'Notifications.text.contractAutoRenewal.body',
    defaultMessage: 'The contract {name} ({reference}) renews automatically on {date}. Contact your support manager before then to change it.',
  },
  bulletinTitle: {
    id: 'Notifications.text.cybersecurityBulletin.title',
    defaultMessage: 'Security bulletin {reference} concerns your system',
  },
  bulletinBody: {
    id: 'Notifications.text.cybersecurityBulletin.body',
    defaultMessage: '{title} (severity: {severity}) affects {system} {release}. Apply the fixing patch {patch}.',
  },
  serviceContractTitle: {
    id: 'Notifications.text.serviceContract.title',
    defaultMessage: 'Service contract {reference} has changed',
  },
  serviceContractBody: {
    id: 'Notifications.text.serviceContract.body',
    defaultMessage: 'The application services of {name} ({reference}) changed: it now covers {services, plural, one {# service} other {# services}}.',
  },
  mailSubject: {
    id: 'Notifications.mail.subject',
    defaultMessage: '{portalName}: {title}',
  },
  mailBody: {
    id: 'Notifications.mail.body',
    defaultMessage: 'Hello {name},\n\n{body}\n\nAll your notifications: {url}\n\n{portalName}',
  },
});

/** Refusals of the notification calls that name a field. */
export const notificationValidationMessages = defineMessages({
  snoozeInPast: {
    id: 'Notifications.validation.snoozeInPast',
    defaultMessage: 'Choose a time in the future to snooze until.',
  },
  titleRequired: { id: 'Notifications.validation.titleRequired', defaultMessage: 'Enter a title.' },
  messageRequired: { id: 'Notifications.validation.messageRequired', defaultMessage: 'Enter a message.' },
  noRecipients: {
    id: 'Notifications.validation.noRecipients',
    defaultMessage: 'No user holds the chosen accounts with the chosen roles.',
  },
});

/**
 * Column titles of the notifications list's exports. The type's values take the type names
 * (`Notifications.type.<type>`), the read and pinned ones Yes and No.
 */
export const notificationColumnMessages = defineMessages({
  createdAt: { id: 'Notifications.column.createdAt', defaultMessage: 'Received' },
  type: { id: 'Notifications.type', defaultMessage: 'Type' },
  title: { id: 'Notifications.column.title', defaultMessage: 'Title' },
  message: { id: 'Notifications.column.message', defaultMessage: 'Message' },
  reference: { id: 'Notifications.column.reference', defaultMessage: 'Reference' },
  read: { id: 'Notifications.column.read', defaultMessage: 'Read' },
  pinned: { id: 'Notifications.column.pinned', defaultMessage: 'Pinned' },
  export: { id: 'Notifications.export.title', defaultMessage: 'Notifications' },
});

/** Send Notification's history: its column titles (the list and its exports) and its title. */
export const sendColumnMessages = defineMessages({
  sentAt: { id: 'SendNotification.sentAt', defaultMessage: 'Sent' },
  title: { id: 'SendNotification.title', defaultMessage: 'Title' },
  message: { id: 'SendNotification.message', defaultMessage: 'Message' },
  sentBy: { id: 'SendNotification.column.sentBy', defaultMessage: 'Sent by' },
  accounts: { id: 'SendNotification.accounts', defaultMessage: 'Accounts' },
  /** Its values are the role names (`SendNotification.role.<role>`). */
  role: { id: 'SendNotification.role', defaultMessage: 'Role' },
  count: { id: 'SendNotification.count', defaultMessage: 'Users' },
  history: { id: 'SendNotification.history', defaultMessage: 'Sent notifications' },
});
