import { defineMessages } from './define.ts';

/**
 * The shipping label of a repair (one per box) and the packing slip of a repair request (one per
 * shipment), printed in the user's language (issue 30 point 7), and their downloads on a repair's
 * detail. Field titles shared with the repair's detail come from repair-messages.ts.
 */
export const repairLabelMessages = defineMessages({
  title: { id: 'RepairLabel.title', defaultMessage: 'Shipping label {repairNumber}' },
  from: { id: 'RepairLabel.from', defaultMessage: 'From' },
  to: { id: 'RepairLabel.to', defaultMessage: 'To' },
  box: { id: 'RepairLabel.box', defaultMessage: 'Box {n} of {m}' },
  request: { id: 'RepairLabel.request', defaultMessage: 'Request {requestNo}' },
  serial: { id: 'RepairLabel.serial', defaultMessage: 'Serial number' },
  returnForRepair: { id: 'RepairLabel.returnForRepair', defaultMessage: 'Return for repair' },
  download: { id: 'RepairLabel.download', defaultMessage: 'Shipping label' },
  documents: { id: 'RepairLabel.documents', defaultMessage: 'Labels and packing slip' },
  /** The checkout confirmation's one file of every request's packing slip and labels. */
  printAll: { id: 'RepairLabel.printAll', defaultMessage: 'Print all labels and packing slips' },
  shipment: { id: 'RepairLabel.shipment', defaultMessage: 'Sent in request {requestNo}' },
  /** Field message of the bulk documents route's `requests`. */
  requestsRequired: {
    id: 'RepairLabel.requestsRequired',
    defaultMessage: 'Please specify at least one repair request.',
  },
  requestsTooMany: {
    id: 'RepairLabel.requestsTooMany',
    defaultMessage: 'At most {max} repair requests can be printed at once.',
  },
});

export const packingSlipMessages = defineMessages({
  title: { id: 'PackingSlip.title', defaultMessage: 'Packing slip' },
  documentTitle: { id: 'PackingSlip.documentTitle', defaultMessage: 'Packing slip {requestNo}' },
  requestNumber: { id: 'PackingSlip.requestNumber', defaultMessage: 'Request number' },
  date: { id: 'PackingSlip.date', defaultMessage: 'Date' },
  units: { id: 'PackingSlip.units', defaultMessage: 'Units' },
  shipFrom: { id: 'PackingSlip.shipFrom', defaultMessage: 'Ship from' },
  shipTo: { id: 'PackingSlip.shipTo', defaultMessage: 'Ship to' },
  box: { id: 'PackingSlip.box', defaultMessage: 'Box' },
  serial: { id: 'PackingSlip.serial', defaultMessage: 'Serial number' },
  enclose: {
    id: 'PackingSlip.enclose',
    defaultMessage: 'Put this slip in box 1 and a shipping label on every box.',
  },
  page: { id: 'PackingSlip.page', defaultMessage: 'Page {n} of {m}' },
  documentsTitle: { id: 'PackingSlip.documentsTitle', defaultMessage: 'Shipping documents' },
});
