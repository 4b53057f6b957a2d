import { defineMessages } from '../../../../shared/i18n/define.ts';

/** The repair request flow, its cart and confirmation (issue 30 points 3 and 4). */
export const requestMessages = defineMessages({
  title: { id: 'RepairRequest.title', defaultMessage: 'Request a repair' },
  editTitle: { id: 'RepairRequest.editTitle', defaultMessage: 'Change a unit in the cart' },
  intro: {
    id: 'RepairRequest.intro',
    defaultMessage: 'Fill in each section for this unit, then add it to the repair cart. Several units go in one shipment.',
  },
  prefilled: {
    id: 'RepairRequest.prefilled',
    defaultMessage: 'Customer number, addresses and depot come from your previous unit, so the units ship together.',
  },
  notAllowed: {
    id: 'RepairRequest.notAllowed',
    defaultMessage: 'Repairs cannot be requested online for this account. Please contact the support center.',
  },
  start: { id: 'RepairRequest.start', defaultMessage: 'Request a repair' },
  cartLink: { id: 'RepairRequest.cartLink', defaultMessage: 'Repair cart ({count, number})' },
  back: { id: 'RepairRequest.back', defaultMessage: 'Back' },
  next: { id: 'RepairRequest.next', defaultMessage: 'Next' },
  addToCart: { id: 'RepairRequest.addToCart', defaultMessage: 'Add to cart' },
  saveUnit: { id: 'RepairRequest.saveUnit', defaultMessage: 'Save the unit' },
  fixErrors: { id: 'RepairRequest.fixErrors', defaultMessage: 'Please correct the fields marked in red.' },
  // Steps
  stepCustomer: { id: 'RepairRequest.step.customer', defaultMessage: 'Customer' },
  stepBilling: { id: 'RepairRequest.step.billing', defaultMessage: 'Billing' },
  stepShipping: { id: 'RepairRequest.step.shipping', defaultMessage: 'Shipping' },
  stepEndUser: { id: 'RepairRequest.step.endUser', defaultMessage: 'End user' },
  stepDevice: { id: 'RepairRequest.step.device', defaultMessage: 'Device' },
  stepDepot: { id: 'RepairRequest.step.depot', defaultMessage: 'Depot' },
  stepQuotation: { id: 'RepairRequest.step.quotation', defaultMessage: 'Quotation' },
  // Fields
  customerNumber: { id: 'RepairRequest.field.customerNumber', defaultMessage: 'Customer number' },
  useNumber: { id: 'RepairRequest.useNumber', defaultMessage: 'Use {number}' },
  name: { id: 'RepairRequest.field.name', defaultMessage: 'Name' },
  lines: { id: 'RepairRequest.field.lines', defaultMessage: 'Street address' },
  linesHelp: { id: 'RepairRequest.field.linesHelp', defaultMessage: 'One line each, up to four lines.' },
  city: { id: 'RepairRequest.field.city', defaultMessage: 'City' },
  postalCode: { id: 'RepairRequest.field.postalCode', defaultMessage: 'Postal code' },
  country: { id: 'RepairRequest.field.country', defaultMessage: 'Country' },
  sameAsBilling: { id: 'RepairRequest.sameAsBilling', defaultMessage: 'Ship to the billing address' },
  hasEndUser: {
    id: 'RepairRequest.hasEndUser',
    defaultMessage: 'The radio is used by another organization (end user)',
  },
  noEndUser: { id: 'RepairRequest.noEndUser', defaultMessage: 'No separate end user.' },
  serial: { id: 'RepairRequest.field.serial', defaultMessage: 'Serial number' },
  symptoms: { id: 'RepairRequest.field.symptoms', defaultMessage: 'Symptoms' },
  symptomsHelp: { id: 'RepairRequest.field.symptomsHelp', defaultMessage: 'One symptom a line.' },
  firmwareVersion: { id: 'RepairRequest.field.firmwareVersion', defaultMessage: 'Firmware version' },
  flashcodeVersion: { id: 'RepairRequest.field.flashcodeVersion', defaultMessage: 'Flashcode version' },
  radioPassword: { id: 'RepairRequest.field.radioPassword', defaultMessage: 'Radio password' },
  radioPasswordHelp: {
    id: 'RepairRequest.field.radioPasswordHelp',
    defaultMessage: 'Kept for the depot only; never shown again.',
  },
  encryption: { id: 'RepairRequest.field.encryption', defaultMessage: 'Encryption' },
  encryptionNone: { id: 'RepairRequest.encryption.none', defaultMessage: 'None' },
  fmApproval: { id: 'RepairRequest.field.fmApproval', defaultMessage: 'FM approval' },
  fmNotOffered: {
    id: 'RepairRequest.fmNotOffered',
    defaultMessage: 'Not offered for this radio (received after 31 December 2020).',
  },
  ulApproval: { id: 'RepairRequest.field.ulApproval', defaultMessage: 'UL approval' },
  poNumber: { id: 'RepairRequest.field.poNumber', defaultMessage: 'PO number' },
  serviceType: { id: 'RepairRequest.field.serviceType', defaultMessage: 'Service type' },
  contractNumber: { id: 'RepairRequest.field.contractNumber', defaultMessage: 'Service contract number' },
  ccInvoiceRecipient: { id: 'RepairRequest.field.ccInvoiceRecipient', defaultMessage: 'CC invoice recipient' },
  eInvoiceRecipients: { id: 'RepairRequest.field.eInvoiceRecipients', defaultMessage: 'E-invoice recipients' },
  eInvoiceHelp: { id: 'RepairRequest.field.eInvoiceHelp', defaultMessage: 'E-mail addresses separated by ;' },
  depot: { id: 'RepairRequest.field.depot', defaultMessage: 'Repair depot' },
  turnaround: { id: 'RepairRequest.turnaround', defaultMessage: '{name}: about {days, number} days at the depot' },
  estimateOption: { id: 'RepairRequest.field.estimateOption', defaultMessage: 'Quotation' },
  quoteFirst: {
    id: 'RepairRequest.estimate.quoteFirst',
    defaultMessage: 'Send me a quote first; repair only once I accept it',
  },
  repairUpTo: {
    id: 'RepairRequest.estimate.repairUpTo',
    defaultMessage: 'Repair without asking, up to the flat rate',
  },
  // Cart
  cartTitle: { id: 'RepairRequest.cart.title', defaultMessage: 'Repair cart' },
  cartIntro: {
    id: 'RepairRequest.cart.intro',
    defaultMessage: 'Units with the same customer number, addresses and depot ship in one request.',
  },
  cartEmpty: { id: 'RepairRequest.cart.empty', defaultMessage: 'Your repair cart is empty. Look up a serial number to add a unit.' },
  addUnit: { id: 'RepairRequest.cart.addUnit', defaultMessage: 'Add another unit' },
  edit: { id: 'RepairRequest.cart.edit', defaultMessage: 'Change' },
  remove: { id: 'RepairRequest.cart.remove', defaultMessage: 'Remove' },
  removeAll: { id: 'RepairRequest.cart.removeAll', defaultMessage: 'Empty the cart' },
  unitTitle: { id: 'RepairRequest.cart.unitTitle', defaultMessage: '{model} · {serial}' },
  byCard: { id: 'RepairRequest.cart.byCard', defaultMessage: 'By card' },
  noCharge: { id: 'RepairRequest.cart.noCharge', defaultMessage: 'No card charge' },
  total: { id: 'RepairRequest.cart.total', defaultMessage: 'Total by card' },
  bulk: { id: 'RepairRequest.cart.bulk', defaultMessage: 'In the shared shipment' },
  standalone: { id: 'RepairRequest.cart.standalone', defaultMessage: 'Standalone repair: {reasons}' },
  reasonCustomerNumber: { id: 'RepairRequest.reason.customerNumber', defaultMessage: 'another customer number' },
  reasonAddresses: { id: 'RepairRequest.reason.addresses', defaultMessage: 'other addresses' },
  reasonDepot: { id: 'RepairRequest.reason.depot', defaultMessage: 'another depot' },
  agreeTerms: {
    id: 'RepairRequest.agreeTerms',
    defaultMessage: 'I agree to the repair terms: the units are shipped at my cost and repaired as the service type says.',
  },
  card: { id: 'RepairRequest.card', defaultMessage: 'Card' },
  checkout: { id: 'RepairRequest.checkout', defaultMessage: 'Send the repair request' },
  unitProblem: { id: 'RepairRequest.unitProblem', defaultMessage: 'Unit {serial}: {message}' },
  // Confirmation
  doneTitle: { id: 'RepairRequest.done.title', defaultMessage: 'Repair request sent' },
  doneIntro: {
    id: 'RepairRequest.done.intro',
    defaultMessage: 'Ship each request to its depot. Follow every unit on the Repairs list.',
  },
  requestNumber: { id: 'RepairRequest.done.requestNumber', defaultMessage: 'Request {number}' },
  charged: { id: 'RepairRequest.done.charged', defaultMessage: 'Charged to {card}: {amount}' },
  toRepairs: { id: 'RepairRequest.done.toRepairs', defaultMessage: 'Go to Repairs' },
});

/** A service type's label: the repair list's own value titles. */
export function serviceTypeMessage(serviceType: string): { id: string } {
  const id = `Repairs.column.serviceType.${serviceType}`;
  return { id };
}
