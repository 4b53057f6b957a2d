import { defineMessages } from './define.ts';

/**
 * What the server answers about a repair request (issue 30 points 3 and 4; spec section 5, Repair
 * rules), as field messages of the error envelope; the flow shows the same sentences.
 */
export const repairRequestErrorMessages = defineMessages({
  contactSupport: {
    id: 'RepairRequest.error.contactSupport',
    defaultMessage: 'Customer number {number} is not active. Please contact support to request repairs under it.',
  },
  chooseAnother: {
    id: 'RepairRequest.error.chooseAnother',
    defaultMessage: 'Customer number {number} cannot be used for repairs. Please choose another customer number.',
  },
  replaced: {
    id: 'RepairRequest.error.replaced',
    defaultMessage: 'Customer number {number} was replaced by {replacedBy}.',
  },
  infrastructure: {
    id: 'RepairRequest.error.infrastructure',
    defaultMessage: 'Serial number {serial} is infrastructure equipment: request an infrastructure repair for it.',
  },
  fmNotOffered: {
    id: 'RepairRequest.error.fmNotOffered',
    defaultMessage: 'FM approval is not offered for this radio (FM certification ends with radios received after 31 Dec 2020).',
  },
  serviceNotOffered: {
    id: 'RepairRequest.error.serviceNotOffered',
    defaultMessage: 'This service type is not offered for this model.',
  },
  termsNotAgreed: {
    id: 'RepairRequest.error.termsNotAgreed',
    defaultMessage: 'Please agree to the repair terms.',
  },
  cardNeeded: {
    id: 'RepairRequest.error.cardNeeded',
    defaultMessage: 'A card is needed to pay for the flat-rate and time-and-materials repairs.',
  },
  cartEmpty: { id: 'RepairRequest.error.cartEmpty', defaultMessage: 'The repair cart is empty.' },
  cartFull: {
    id: 'RepairRequest.error.cartFull',
    defaultMessage: 'A repair cart holds at most {n, number} units: check these out first.',
  },
});
