import { defineMessages } from './define.ts';

/** The columns of the Software (entitlement) and Hardware lists (spec section 3). */
export const entitlementColumnMessages = defineMessages({
  entitlementId: { id: 'Entitlements.column.entitlementId', defaultMessage: 'Entitlement ID' },
  featureName: { id: 'Entitlements.column.featureName', defaultMessage: 'Feature' },
  partNumber: { id: 'Entitlements.column.partNumber', defaultMessage: 'Part number' },
  type: { id: 'Entitlements.column.type', defaultMessage: 'Type' },
  status: { id: 'Entitlements.column.status', defaultMessage: 'Status' },
  expiresOn: { id: 'Entitlements.column.expiresOn', defaultMessage: 'Expiration date' },
  purchased: { id: 'Entitlements.column.purchased', defaultMessage: 'Purchased' },
  total: { id: 'Entitlements.column.total', defaultMessage: 'Total' },
  remaining: { id: 'Entitlements.column.remaining', defaultMessage: 'Remaining' },
  active: { id: 'Entitlements.column.active', defaultMessage: 'Active licenses' },
  available: { id: 'Entitlements.column.available', defaultMessage: 'Available licenses' },
  orderNumber: { id: 'Entitlements.column.orderNumber', defaultMessage: 'Order number' },
  hardwareId: { id: 'Entitlements.column.hardwareId', defaultMessage: 'Hardware ID' },
  name: { id: 'Entitlements.column.name', defaultMessage: 'Name' },
  product: { id: 'Entitlements.column.product', defaultMessage: 'Product' },
  activatedFeatures: { id: 'Entitlements.column.activatedFeatures', defaultMessage: 'Activated features' },
  sites: { id: 'Entitlements.column.sites', defaultMessage: 'Sites' },
  licences: { id: 'Entitlements.column.licences', defaultMessage: 'Licenses in use' },
  createdAt: { id: 'Entitlements.column.createdAt', defaultMessage: 'Added' },
});

/** The labels of the enum values (`${column}.${value}`). */
export const entitlementValueMessages = defineMessages({
  subscription: { id: 'Entitlements.column.type.subscription', defaultMessage: 'Subscription' },
  term: { id: 'Entitlements.column.type.term', defaultMessage: 'Term' },
  perpetual: { id: 'Entitlements.column.type.perpetual', defaultMessage: 'Perpetual' },
  active: { id: 'Entitlements.column.status.active', defaultMessage: 'Active' },
  expiringSoon: { id: 'Entitlements.column.status.expiringSoon', defaultMessage: 'Expires soon' },
  expired: { id: 'Entitlements.column.status.expired', defaultMessage: 'Expired' },
});

/** Field problems of the Activate and Renew forms (spec section 5), answered by the server too. */
export const entitlementValidationMessages = defineMessages({
  featureRequired: { id: 'Entitlements.validation.featureRequired', defaultMessage: 'Please select at least one feature.' },
  hardwareRequired: { id: 'Entitlements.validation.hardwareRequired', defaultMessage: 'Please select a hardware.' },
  quantityRequired: { id: 'Entitlements.validation.quantityRequired', defaultMessage: 'Please select a quantity.' },
  hardwareInvalid: {
    id: 'Entitlements.validation.hardwareInvalid',
    defaultMessage: 'Invalid hardware ID: enter its 12 hexadecimal digits (0-9, A-F), e.g. 00A0C914C829.',
  },
  hardwareDuplicate: {
    id: 'Entitlements.validation.hardwareDuplicate',
    defaultMessage: 'Hardware ID {hardwareId} already exists. Choose it among the existing hardware.',
  },
  hardwareUnknown: { id: 'Entitlements.validation.hardwareUnknown', defaultMessage: 'There is no hardware {hardwareId} on this account.' },
  featureUnknown: { id: 'Entitlements.validation.featureUnknown', defaultMessage: 'There is no entitlement {entitlementId} on this account.' },
  featureExpired: {
    id: 'Entitlements.validation.featureExpired',
    defaultMessage: 'Entitlement {entitlementId} ({feature}) has expired and cannot be activated. Renew it first.',
  },
  notEnough: {
    id: 'Entitlements.validation.notEnough',
    defaultMessage: 'Not enough licenses of {feature} ({entitlementId}): {available, plural, =0 {none is} one {# is} other {# are}} available.',
  },
  perpetual: {
    id: 'Entitlements.validation.perpetual',
    defaultMessage: 'Entitlement {entitlementId} is perpetual: it does not expire and needs no renewal.',
  },
  renewalPending: {
    id: 'Entitlements.validation.renewalPending',
    defaultMessage: 'A renewal of {entitlementId} is already pending.',
  },
});

/** The renewal notice to the account's support manager (in the portal's default language). */
export const entitlementMailMessages = defineMessages({
  renewalSubject: {
    id: 'Entitlements.mail.renewalSubject',
    defaultMessage: 'Feature renewal request for account {account}',
  },
  renewalBody: {
    id: 'Entitlements.mail.renewalBody',
    defaultMessage:
      'Hello {manager},\n\n{requester} asks to renew these features of account {account} for {term} months:\n\n{features}\n\nPlease prepare the renewal and answer the customer.\n\n{portalName}',
  },
});
