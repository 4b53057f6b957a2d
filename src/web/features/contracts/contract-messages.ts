import { defineMessages, type TMessageDescriptor } from '../../../shared/i18n/define.ts';
import { contractValueMessages } from '../../../shared/i18n/contract-messages.ts';
import { valueMessageLookup } from '../../ui/data-table/value-messages.ts';

const lookup = valueMessageLookup(contractValueMessages);

/** The label of an enum value of the contract or coverage lists (`${labelId}.${value}`). */
export function contractValueMessage(labelId: string, value: string): TMessageDescriptor {
  return lookup(labelId, value);
}

/** The texts of the Contracts and Coverage screens. */
export const contractMessages = defineMessages({
  subtitle: {
    id: 'Contracts.subtitle',
    defaultMessage: 'Service agreements and warranties of {account}: status, expiration, renewal.',
  },
  caption: { id: 'Contracts.caption', defaultMessage: 'Contracts of account {account}' },
  searchPlaceholder: { id: 'Contracts.searchPlaceholder', defaultMessage: 'Contract number or name' },
  openContract: { id: 'Contracts.openContract', defaultMessage: 'Open contract {number}' },
  renewalPendingSince: { id: 'Contracts.renewalPendingSince', defaultMessage: 'Renewal pending since {date}' },
  back: { id: 'Contracts.back', defaultMessage: 'Back to contracts' },
  unavailableTitle: { id: 'Contracts.unavailableTitle', defaultMessage: 'Contract not available' },
  unavailableBody: {
    id: 'Contracts.unavailableBody',
    defaultMessage: 'Contract {number} does not exist or belongs to another account.',
  },
  contractNumber: { id: 'Contracts.contractNumberHeading', defaultMessage: 'Contract {number}' },
  groupTerms: { id: 'Contracts.groupTerms', defaultMessage: 'Terms' },
  groupServices: { id: 'Contracts.groupServices', defaultMessage: 'Services covered' },
  noServices: { id: 'Contracts.noServices', defaultMessage: 'This contract lists no services.' },
  groupAssets: { id: 'Contracts.groupAssets', defaultMessage: 'Covered assets' },
  assetsSummary: {
    id: 'Contracts.assetsSummary',
    defaultMessage: '{total, plural, one {# asset} other {# assets}}, {out} out of coverage',
  },
  assetsCaption: { id: 'Contracts.assetsCaption', defaultMessage: 'Assets covered by contract {number}' },
  renewalTitle: { id: 'Contracts.renewalTitle', defaultMessage: 'Renewal' },
  renewalNone: { id: 'Contracts.renewalNone', defaultMessage: 'No renewal has been requested.' },
  renewalEvergreen: {
    id: 'Contracts.renewalEvergreen',
    defaultMessage: 'An evergreen contract renews itself: no renewal request is needed.',
  },
  renewalGuest: {
    id: 'Contracts.renewalGuest',
    defaultMessage: 'Only users and administrators of the account can request a renewal.',
  },
  renewalExplain: {
    id: 'Contracts.renewalExplain',
    defaultMessage:
      'A renewal request does not renew the contract at once: your support manager receives it and the back office answers.',
  },
  renewalComment: { id: 'Contracts.renewalComment', defaultMessage: 'Comment for your support manager' },
  renewalSubmit: { id: 'Contracts.renewalSubmit', defaultMessage: 'Request renewal' },
  renewalSent: { id: 'Contracts.renewalSent', defaultMessage: 'Renewal requested: it is pending until the back office answers.' },
  renewalState: { id: 'Contracts.renewalState', defaultMessage: 'State' },
  renewalRequestedAt: { id: 'Contracts.renewalRequestedAt', defaultMessage: 'Requested' },
  renewalRequestedBy: { id: 'Contracts.renewalRequestedBy', defaultMessage: 'Requested by' },
  renewalAnsweredAt: { id: 'Contracts.renewalAnsweredAt', defaultMessage: 'Answered' },
  renewalNewExpiration: { id: 'Contracts.renewalNewExpiration', defaultMessage: 'New expiration date' },
  renewalDeclineReason: { id: 'Contracts.renewalDeclineReason', defaultMessage: 'Reason declined' },
  renewalStatePending: { id: 'Contracts.renewal.state.pending', defaultMessage: 'Pending' },
  renewalStateRenewed: { id: 'Contracts.renewal.state.renewed', defaultMessage: 'Renewed' },
  renewalStateDeclined: { id: 'Contracts.renewal.state.declined', defaultMessage: 'Declined' },
  noExpiration: { id: 'Contracts.noExpiration', defaultMessage: 'None (evergreen)' },
  answerTitle: { id: 'Contracts.answerTitle', defaultMessage: "Record the back office's answer" },
  answerDecision: { id: 'Contracts.answerDecision', defaultMessage: 'Answer' },
  answerSubmit: { id: 'Contracts.answerSubmit', defaultMessage: 'Record answer' },
  answerRecorded: { id: 'Contracts.answerRecorded', defaultMessage: 'Answer recorded.' },
});

/** The texts of the Coverage screen. */
export const coverageMessages = defineMessages({
  subtitle: {
    id: 'Coverage.subtitle',
    defaultMessage: 'Assets under contract of {account}; units out of coverage are marked.',
  },
  caption: { id: 'Coverage.caption', defaultMessage: 'Covered assets of account {account}' },
  searchPlaceholder: { id: 'Coverage.searchPlaceholder', defaultMessage: 'Serial number, model, site or contract' },
  outOfCoverage: { id: 'Coverage.outOfCoverage', defaultMessage: 'Out of coverage' },
  covered: { id: 'Coverage.covered', defaultMessage: 'Covered' },
});
