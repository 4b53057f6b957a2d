import {
  repairColumnMessages,
  repairTextMessages,
  repairValueMessages,
} from '../../../shared/i18n/repair-messages.ts';
import { defineMessages, type TMessageDescriptor } from '../../../shared/i18n/define.ts';
import { valueMessageLookup } from '../../ui/data-table/value-messages.ts';
import { repairScreenMessages } from './screens.ts';

const lookup = valueMessageLookup(repairValueMessages);

/** The label of a repair value (kind, status, service type, estimate option). */
export function repairValueMessage(
  column: 'kind' | 'status' | 'serviceType' | 'estimateOption',
  value: string,
): TMessageDescriptor {
  return lookup(repairColumnMessages[column].id, value);
}

/** The label of a timeline step. */
export function repairStepMessage(step: string): TMessageDescriptor {
  return lookup('Repairs.step', step);
}

const repairPageMessages = defineMessages({
  subtitle: {
    id: 'Repairs.subtitle',
    defaultMessage: 'Device and infrastructure repairs of {account}: status, depot, quotes and shipping.',
  },
  caption: { id: 'Repairs.caption', defaultMessage: 'Repairs of account {account}' },
  searchPlaceholder: { id: 'Repairs.searchPlaceholder', defaultMessage: 'Repair or serial number' },
  openRepair: { id: 'Repairs.openRepair', defaultMessage: 'Open repair {number}' },
  back: { id: 'Repairs.back', defaultMessage: 'Back to repairs' },
  repairNumber: { id: 'Repairs.repairNumber', defaultMessage: 'Repair {number}' },
  detailTitle: { id: 'Repairs.detailTitle', defaultMessage: '{model} – serial number {serial}' },
  groupDevice: { id: 'Repairs.groupDevice', defaultMessage: 'Device' },
  groupAddresses: { id: 'Repairs.groupAddresses', defaultMessage: 'Addresses' },
  groupBilling: { id: 'Repairs.groupBilling', defaultMessage: 'Billing and quote' },
  groupApprovals: { id: 'Repairs.groupApprovals', defaultMessage: 'Approvals' },
  timeline: { id: 'Repairs.timeline', defaultMessage: 'Timeline' },
  noTimeline: { id: 'Repairs.noTimeline', defaultMessage: 'No steps recorded yet.' },
  downloadPdf: { id: 'Repairs.downloadPdf', defaultMessage: 'Download PDF' },
  unavailableTitle: { id: 'Repairs.unavailableTitle', defaultMessage: 'Repair not available' },
  unavailableBody: {
    id: 'Repairs.unavailableBody',
    defaultMessage: 'There is no repair {number} on this account, or you may not see it.',
  },
});

/** The repair pages' texts; their title is the Repairs screen's. */
export const repairMessages = {
  title: repairScreenMessages.repairs,
  ...repairTextMessages,
  ...repairPageMessages,
};

/** The serial number lookup (RMA screen) and the infrastructure repair path. */
export const serialLookupMessages = defineMessages({
  intro: {
    id: 'SerialLookup.intro',
    defaultMessage: 'A repair request starts with the serial number of the device to repair.',
  },
  serialLabel: { id: 'SerialLookup.serialLabel', defaultMessage: 'Serial number' },
  submit: { id: 'SerialLookup.submit', defaultMessage: 'Look up' },
  found: { id: 'SerialLookup.found', defaultMessage: 'Device found' },
  model: { id: 'SerialLookup.model', defaultMessage: 'Model' },
  endOfSupport: { id: 'SerialLookup.endOfSupport', defaultMessage: 'End of support' },
  noEndOfSupport: { id: 'SerialLookup.noEndOfSupport', defaultMessage: 'Not announced' },
  receivedOn: { id: 'SerialLookup.receivedOn', defaultMessage: 'Received' },
  fmCertification: { id: 'SerialLookup.fmCertification', defaultMessage: 'FM certification' },
  fmOffered: { id: 'SerialLookup.fmOffered', defaultMessage: 'Offered' },
  fmNotOffered: {
    id: 'SerialLookup.fmNotOffered',
    defaultMessage: 'Not offered (only for radios received on or before 31 December 2020)',
  },
  nextStep: {
    id: 'SerialLookup.nextStep',
    defaultMessage:
      'The repair request form for this device follows in a coming release. To send it in for repair now, contact the support center with this serial number.',
  },
  endOfSupportBlocked: {
    id: 'SerialLookup.endOfSupportBlocked',
    defaultMessage:
      'The {model} (serial number {serial}) reached its end of support on {date}. It can no longer be repaired; contact the support center about a replacement.',
  },
  infrastructureTitle: { id: 'SerialLookup.infrastructureTitle', defaultMessage: 'Infrastructure repair' },
  infrastructureFound: {
    id: 'SerialLookup.infrastructureFound',
    defaultMessage: 'Serial number {serial} belongs to infrastructure equipment: {description}.',
  },
  infrastructureNext: {
    id: 'SerialLookup.infrastructureNext',
    defaultMessage:
      'Infrastructure equipment is repaired through an infrastructure repair. Its request form follows in a coming release; to request the repair now, contact the support center with this serial number.',
  },
  backToLookup: { id: 'SerialLookup.backToLookup', defaultMessage: 'Look up another serial number' },
});

/** The Quote card of a repair's detail (issue 30 point 6). */
export const quoteMessages = defineMessages({
  title: { id: 'RepairQuote.title', defaultMessage: 'Quote' },
  replyBy: { id: 'RepairQuote.replyBy', defaultMessage: 'Reply by' },
  state: { id: 'RepairQuote.state', defaultMessage: 'State' },
  open: { id: 'RepairQuote.state.open', defaultMessage: 'Awaiting an answer' },
  accepted: { id: 'RepairQuote.state.accepted', defaultMessage: 'Accepted' },
  rejected: { id: 'RepairQuote.state.rejected', defaultMessage: 'Rejected' },
  disputed: { id: 'RepairQuote.state.disputed', defaultMessage: 'Disputed' },
  expired: { id: 'RepairQuote.state.expired', defaultMessage: 'Not answered in time' },
  simCard: {
    id: 'RepairQuote.simCard',
    defaultMessage: 'SIM-card quote: please answer within {days, number} days.',
  },
  answered: { id: 'RepairQuote.answered', defaultMessage: 'Answered' },
  answeredBy: { id: 'RepairQuote.answeredBy', defaultMessage: '{name}, {date}' },
  comments: { id: 'RepairQuote.comments', defaultMessage: 'Comments' },
  accept: { id: 'RepairQuote.accept', defaultMessage: 'Accept' },
  reject: { id: 'RepairQuote.reject', defaultMessage: 'Reject' },
  dispute: { id: 'RepairQuote.dispute', defaultMessage: 'Dispute' },
  cancel: { id: 'RepairQuote.cancel', defaultMessage: 'Cancel' },
  rejectConfirm: {
    id: 'RepairQuote.rejectConfirm',
    defaultMessage: 'Reject quote {number}? The unit will be returned unrepaired.',
  },
  rejectConfirmButton: {
    id: 'RepairQuote.rejectConfirmButton',
    defaultMessage: 'Reject and return unrepaired',
  },
  disputeSend: { id: 'RepairQuote.disputeSend', defaultMessage: 'Send dispute' },
  doneAccepted: {
    id: 'RepairQuote.doneAccepted',
    defaultMessage: 'Quote {number} accepted: the unit goes to repair.',
  },
  doneRejected: {
    id: 'RepairQuote.doneRejected',
    defaultMessage: 'Quote {number} rejected: the unit will be returned unrepaired.',
  },
  doneDisputed: { id: 'RepairQuote.doneDisputed', defaultMessage: 'Quote {number} disputed.' },
  readOnly: {
    id: 'RepairQuote.readOnly',
    defaultMessage: 'Guests can read quotes; a user of the account answers them.',
  },
});

/** The repair bank balance screen (issue 30 point 8). */
export const repairBankMessages = defineMessages({
  customer: { id: 'RepairBank.customer', defaultMessage: 'Customer number {number}' },
  available: { id: 'RepairBank.available', defaultMessage: 'Available after pending charges (USD)' },
  threshold: { id: 'RepairBank.threshold', defaultMessage: 'Low-balance threshold (USD)' },
  low: {
    id: 'RepairBank.low',
    defaultMessage:
      'Low balance: {available} left after pending charges, under the threshold of {threshold}.',
  },
  none: { id: 'RepairBank.none', defaultMessage: 'This account has no repair bank.' },
  history: { id: 'RepairBank.history', defaultMessage: 'Balance history' },
  historyCaption: {
    id: 'RepairBank.historyCaption',
    defaultMessage: 'Repair bank history of account {account}',
  },
});
