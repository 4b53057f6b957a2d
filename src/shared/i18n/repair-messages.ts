import { defineMessages } from './define.ts';

/**
 * Titles of the repair fields (spec section 3, Repair (RMA)): the list's column titles and the
 * detail's labels, and the labels of their enum values (`${labelId}.${value}`, as the server's
 * column definitions name them).
 */
export const repairColumnMessages = defineMessages({
  repairNumber: { id: 'Repairs.column.repairNumber', defaultMessage: 'Repair number' },
  srNumber: { id: 'Repairs.column.srNumber', defaultMessage: 'SR number' },
  kind: { id: 'Repairs.column.kind', defaultMessage: 'Repair type' },
  status: { id: 'Repairs.column.status', defaultMessage: 'Status' },
  serialIn: { id: 'Repairs.column.serialIn', defaultMessage: 'Serial number in' },
  serialOut: { id: 'Repairs.column.serialOut', defaultMessage: 'Serial number out' },
  deviceModel: { id: 'Repairs.column.deviceModel', defaultMessage: 'Model' },
  customerNumber: { id: 'Repairs.column.customerNumber', defaultMessage: 'Customer number' },
  contractNumber: { id: 'Repairs.column.contractNumber', defaultMessage: 'Contract number' },
  poNumber: { id: 'Repairs.column.poNumber', defaultMessage: 'PO number' },
  depot: { id: 'Repairs.column.depot', defaultMessage: 'Depot' },
  serviceType: { id: 'Repairs.column.serviceType', defaultMessage: 'Service type' },
  quoteNumber: { id: 'Repairs.column.quoteNumber', defaultMessage: 'Quote number' },
  unitPrice: { id: 'Repairs.column.unitPrice', defaultMessage: 'Unit price' },
  currency: { id: 'Repairs.column.currency', defaultMessage: 'Currency' },
  quotationDate: { id: 'Repairs.column.quotationDate', defaultMessage: 'Quotation date' },
  createdAt: { id: 'Repairs.column.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'Repairs.column.updatedAt', defaultMessage: 'Updated' },
  billingAddress: { id: 'Repairs.field.billingAddress', defaultMessage: 'Billing address' },
  shippingAddress: { id: 'Repairs.field.shippingAddress', defaultMessage: 'Shipping address' },
  endUserAddress: { id: 'Repairs.field.endUserAddress', defaultMessage: 'End-user address' },
  firmwareVersion: { id: 'Repairs.field.firmwareVersion', defaultMessage: 'Firmware version' },
  flashcodeVersion: { id: 'Repairs.field.flashcodeVersion', defaultMessage: 'Flashcode version' },
  radioPassword: { id: 'Repairs.field.radioPassword', defaultMessage: 'Radio password' },
  encryption: { id: 'Repairs.field.encryption', defaultMessage: 'Encryption' },
  fmApproval: { id: 'Repairs.field.fmApproval', defaultMessage: 'FM approval' },
  ulApproval: { id: 'Repairs.field.ulApproval', defaultMessage: 'UL approval' },
  estimateOption: { id: 'Repairs.field.estimateOption', defaultMessage: 'Estimate option' },
  ccInvoiceRecipient: { id: 'Repairs.field.ccInvoiceRecipient', defaultMessage: 'CC invoice recipient' },
  eInvoiceRecipients: { id: 'Repairs.field.eInvoiceRecipients', defaultMessage: 'E-invoice recipients' },
  symptoms: { id: 'Repairs.field.symptoms', defaultMessage: 'Symptoms' },
});

export const repairValueMessages = defineMessages({
  device: { id: 'Repairs.column.kind.device', defaultMessage: 'Device' },
  infrastructure: { id: 'Repairs.column.kind.infrastructure', defaultMessage: 'Infrastructure' },
  open: { id: 'Repairs.column.status.open', defaultMessage: 'Open' },
  shipped: { id: 'Repairs.column.status.shipped', defaultMessage: 'Shipped' },
  closed: { id: 'Repairs.column.status.closed', defaultMessage: 'Closed' },
  warranty: { id: 'Repairs.column.serviceType.warranty', defaultMessage: 'Warranty' },
  serviceContract: { id: 'Repairs.column.serviceType.serviceContract', defaultMessage: 'Service contract' },
  serviceRepairBank: {
    id: 'Repairs.column.serviceType.serviceRepairBank',
    defaultMessage: 'Service repair bank',
  },
  flatRate: { id: 'Repairs.column.serviceType.flatRate', defaultMessage: 'Flat rate' },
  timeAndMaterials: {
    id: 'Repairs.column.serviceType.timeAndMaterials',
    defaultMessage: 'Time and materials',
  },
  rental: { id: 'Repairs.column.serviceType.rental', defaultMessage: 'Rental' },
  internal: { id: 'Repairs.column.serviceType.internal', defaultMessage: 'Internal' },
  productGroup: { id: 'Repairs.column.serviceType.productGroup', defaultMessage: 'Product group' },
  quoteFirst: { id: 'Repairs.field.estimateOption.quoteFirst', defaultMessage: 'Quote before repair' },
  repairUpTo: { id: 'Repairs.field.estimateOption.repairUpTo', defaultMessage: 'Repair without a quote' },
  requested: { id: 'Repairs.step.requested', defaultMessage: 'Requested' },
  received: { id: 'Repairs.step.received', defaultMessage: 'Received' },
  quoted: { id: 'Repairs.step.quoted', defaultMessage: 'Quoted' },
  approved: { id: 'Repairs.step.approved', defaultMessage: 'Approved' },
  inRepair: { id: 'Repairs.step.inRepair', defaultMessage: 'In repair' },
  disputed: { id: 'Repairs.step.disputed', defaultMessage: 'Quote disputed' },
  returnedUnrepaired: { id: 'Repairs.step.returnedUnrepaired', defaultMessage: 'Returned unrepaired' },
  shippedBack: { id: 'Repairs.step.shippedBack', defaultMessage: 'Shipped back' },
  stepClosed: { id: 'Repairs.step.closed', defaultMessage: 'Closed' },
  cancelled: { id: 'Repairs.step.cancelled', defaultMessage: 'Cancelled' },
});

/** Texts the repair detail and its PDF share. */
export const repairTextMessages = defineMessages({
  passwordSet: { id: 'Repairs.passwordSet', defaultMessage: 'Set' },
  passwordNotSet: { id: 'Repairs.passwordNotSet', defaultMessage: 'Not set' },
  trackingNumber: { id: 'Repairs.trackingNumber', defaultMessage: 'Tracking number {number}' },
});

/** The e-mails of a quote's changes (modules/repairs/repair-quote.ts), in the recipient's language. */
export const repairMailMessages = defineMessages({
  subject: { id: 'Mail.repairQuote.subject', defaultMessage: 'Repair {repairNumber}: quote {quoteNumber}' },
  reminderSubject: {
    id: 'Mail.repairQuote.reminderSubject',
    defaultMessage: 'Repair {repairNumber}: please answer quote {quoteNumber} by {replyBy}',
  },
  acceptedBody: {
    id: 'Mail.repairQuote.acceptedBody',
    defaultMessage:
      'Hello {name},\n\nquote {quoteNumber} of repair {repairNumber} was accepted by {by}: the unit goes to repair.\n\n{portalName}',
  },
  rejectedBody: {
    id: 'Mail.repairQuote.rejectedBody',
    defaultMessage:
      'Hello {name},\n\nquote {quoteNumber} of repair {repairNumber} was rejected by {by}: the unit is returned unrepaired.\n\n{portalName}',
  },
  disputedBody: {
    id: 'Mail.repairQuote.disputedBody',
    defaultMessage:
      'Hello {name},\n\nquote {quoteNumber} of repair {repairNumber} was disputed by {by} with these comments:\n\n{comments}\n\n{portalName}',
  },
  expiredBody: {
    id: 'Mail.repairQuote.expiredBody',
    defaultMessage:
      'Hello {name},\n\nquote {quoteNumber} of repair {repairNumber} was not answered within {days} days: the unit is returned unrepaired.\n\n{portalName}',
  },
  reminderBody: {
    id: 'Mail.repairQuote.reminderBody',
    defaultMessage:
      'Hello {name},\n\nquote {quoteNumber} of repair {repairNumber} (SIM card) asks for your answer by {replyBy}. Please accept, reject or dispute it in the portal.\n\n{portalName}',
  },
});
