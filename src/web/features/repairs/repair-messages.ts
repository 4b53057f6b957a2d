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
