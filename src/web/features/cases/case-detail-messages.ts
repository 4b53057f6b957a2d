import { defineMessages } from '../../../shared/i18n/define.ts';

export const caseDetailMessages = defineMessages({
  back: { id: 'CaseDetail.back', defaultMessage: 'Back to {list}' },
  caseNumber: { id: 'CaseDetail.caseNumber', defaultMessage: 'Case {number}' },
  notFoundTitle: { id: 'CaseDetail.notFoundTitle', defaultMessage: 'Case not available' },
  notFoundBody: {
    id: 'CaseDetail.notFoundBody',
    defaultMessage: 'There is no case {number} on this account, or you may not see it.',
  },
  description: { id: 'CaseDetail.description', defaultMessage: 'Description' },
  details: { id: 'CaseDetail.details', defaultMessage: 'Details' },
  category: { id: 'CaseDetail.category', defaultMessage: 'Category' },
  site: { id: 'CaseDetail.site', defaultMessage: 'Site' },
  owner: { id: 'CaseDetail.owner', defaultMessage: 'Owner' },
  workgroup: { id: 'CaseDetail.workgroup', defaultMessage: 'Workgroup' },
  source: { id: 'CaseDetail.source', defaultMessage: 'Source' },
  sourceKind: { id: 'CaseDetail.sourceKind', defaultMessage: 'Source kind' },
  /** The source kind UNKNOWN (spec section 3's default); MOTOMANAGER and SMARTCLIENT are product names. */
  sourceKindUnknown: { id: 'CaseDetail.sourceKindUnknown', defaultMessage: 'Unknown' },
  created: { id: 'CaseDetail.created', defaultMessage: 'Created' },
  resolved: { id: 'CaseDetail.resolved', defaultMessage: 'Resolved' },
  closed: { id: 'CaseDetail.closed', defaultMessage: 'Closed' },
  resolutionDays: {
    id: 'CaseDetail.resolutionDays',
    defaultMessage: 'Resolution time',
  },
  days: { id: 'CaseDetail.days', defaultMessage: '{n, plural, one {# day} other {# days}}' },
  associated: { id: 'CaseDetail.associated', defaultMessage: 'Associated cases' },
  noAssociated: { id: 'CaseDetail.noAssociated', defaultMessage: 'No associated cases.' },
  closure: { id: 'CaseDetail.closure', defaultMessage: 'Closure' },
  requestClosure: { id: 'CaseDetail.requestClosure', defaultMessage: 'Request closure' },
  closureReason: { id: 'CaseDetail.closureReason', defaultMessage: 'Reason for closure' },
  closureHelp: {
    id: 'CaseDetail.closureHelp',
    defaultMessage: 'The case is closed once the closure is accepted.',
  },
  closureRequested: {
    id: 'CaseDetail.closureRequested',
    defaultMessage: 'Closure was requested: {reason}',
  },
  closureRequestSent: { id: 'CaseDetail.closureRequestSent', defaultMessage: 'Closure requested.' },
  acceptClosure: { id: 'CaseDetail.acceptClosure', defaultMessage: 'Accept closure' },
  closureAccepted: { id: 'CaseDetail.closureAccepted', defaultMessage: 'The case is closed.' },
  awaitingAcceptance: {
    id: 'CaseDetail.awaitingAcceptance',
    defaultMessage: 'Waiting for an administrator of this account to accept the closure.',
  },
  closedOn: { id: 'CaseDetail.closedOn', defaultMessage: 'This case was closed on {date}.' },
  readOnly: { id: 'CaseDetail.readOnly', defaultMessage: 'Your role on this account can read cases but not change them.' },
});
