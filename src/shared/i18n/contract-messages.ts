import { defineMessages } from './define.ts';

/**
 * Titles of the contract fields (spec section 3, Contract): the list's column titles and the
 * detail's labels, and the labels of their enum values (`${labelId}.${value}`).
 */
export const contractColumnMessages = defineMessages({
  contractNumber: { id: 'Contracts.column.contractNumber', defaultMessage: 'Contract number' },
  name: { id: 'Contracts.column.name', defaultMessage: 'Name' },
  type: { id: 'Contracts.column.type', defaultMessage: 'Type' },
  status: { id: 'Contracts.column.status', defaultMessage: 'Status' },
  startDate: { id: 'Contracts.column.startDate', defaultMessage: 'Start date' },
  expirationDate: { id: 'Contracts.column.expirationDate', defaultMessage: 'Expiration date' },
  autoRenew: { id: 'Contracts.column.autoRenew', defaultMessage: 'Auto renew' },
  servicesCount: { id: 'Contracts.column.servicesCount', defaultMessage: 'Services' },
  evergreen: { id: 'Contracts.column.evergreen', defaultMessage: 'Evergreen' },
});

/** Titles of the covered asset fields (the Coverage list). */
export const coverageColumnMessages = defineMessages({
  serial: { id: 'Coverage.column.serial', defaultMessage: 'Serial number' },
  model: { id: 'Coverage.column.model', defaultMessage: 'Model' },
  site: { id: 'Coverage.column.site', defaultMessage: 'Site' },
  contract: { id: 'Coverage.column.contract', defaultMessage: 'Contract' },
  state: { id: 'Coverage.column.state', defaultMessage: 'Asset state' },
  coveredFrom: { id: 'Coverage.column.coveredFrom', defaultMessage: 'Covered from' },
  coveredUntil: { id: 'Coverage.column.coveredUntil', defaultMessage: 'Covered until' },
  inCoverage: { id: 'Coverage.column.inCoverage', defaultMessage: 'In coverage' },
});

/** The values of the enum columns (ids `${labelId}.${value}`), declared so the extraction finds them. */
export const contractValueMessages = defineMessages({
  typeService: { id: 'Contracts.column.type.service', defaultMessage: 'Service' },
  typeServiceAgreement: { id: 'Contracts.column.type.serviceAgreement', defaultMessage: 'Service agreement' },
  typeWarranty: { id: 'Contracts.column.type.warranty', defaultMessage: 'Warranty' },
  typeWarrantyExtended: {
    id: 'Contracts.column.type.warrantyExtended',
    defaultMessage: 'Warranty and extended warranty',
  },
  statusActiveFixedTerm: { id: 'Contracts.column.status.activeFixedTerm', defaultMessage: 'Active (fixed term)' },
  statusActiveEvergreen: { id: 'Contracts.column.status.activeEvergreen', defaultMessage: 'Active (evergreen)' },
  statusExpired: { id: 'Contracts.column.status.expired', defaultMessage: 'Expired' },
  stateActive: { id: 'Coverage.column.state.active', defaultMessage: 'Active' },
  stateInactive: { id: 'Coverage.column.state.inactive', defaultMessage: 'Inactive' },
  stateRetired: { id: 'Coverage.column.state.retired', defaultMessage: 'Retired' },
});

/** The renewal's texts that the server writes (the support manager's notice) or refuses with. */
export const renewalServerMessages = defineMessages({
  noticeSubject: {
    id: 'Contracts.renewal.noticeSubject',
    defaultMessage: 'Renewal request for contract {contract} ({account})',
  },
  noticeBody: {
    id: 'Contracts.renewal.noticeBody',
    defaultMessage:
      'Hello {manager},\n\n{requester} asked to renew contract {contract} "{name}" of account {account} (expires {expiration}).\n\nComment: {comment}\n\nPlease record the answer in {portalName}.',
  },
  refusedEvergreen: {
    id: 'Contracts.renewal.refusedEvergreen',
    defaultMessage: 'An evergreen contract renews itself: it cannot be renewed on request.',
  },
  refusedPending: {
    id: 'Contracts.renewal.refusedPending',
    defaultMessage: 'A renewal of this contract is already pending.',
  },
  refusedNotPending: {
    id: 'Contracts.renewal.refusedNotPending',
    defaultMessage: 'This contract has no pending renewal to answer.',
  },
  newExpirationRequired: {
    id: 'Contracts.renewal.newExpirationRequired',
    defaultMessage: 'A renewal needs a new expiration date after the current one.',
  },
  reasonRequired: {
    id: 'Contracts.renewal.reasonRequired',
    defaultMessage: 'A declined renewal needs a reason.',
  },
  exportAll: { id: 'Contracts.export.titleAll', defaultMessage: 'All contracts' },
  exportStatus: { id: 'Contracts.export.titleStatus', defaultMessage: 'Contracts: {status}' },
  coverageAll: { id: 'Coverage.export.titleAll', defaultMessage: 'Covered assets' },
  coverageState: { id: 'Coverage.export.titleState', defaultMessage: 'Covered assets: {state}' },
});
