import { defineMessages } from './define.ts';

/** The card fields and what the card processor says of a card (issue 30 point 5). */
export const paymentMessages = defineMessages({
  number: { id: 'Payment.card.number', defaultMessage: 'Card number' },
  expiry: { id: 'Payment.card.expiry', defaultMessage: 'Expiry date (MM/YY)' },
  cvc: { id: 'Payment.card.cvc', defaultMessage: 'Security code (CVC)' },
  name: { id: 'Payment.card.name', defaultMessage: 'Name on card' },
  useCard: { id: 'Payment.card.useCard', defaultMessage: 'Use this card' },
  changeCard: { id: 'Payment.card.changeCard', defaultMessage: 'Use another card' },
  cardReady: { id: 'Payment.card.ready', defaultMessage: '{brand} ending in {last4}' },
  legend: { id: 'Payment.card.legend', defaultMessage: 'Card details' },
  invalidNumber: { id: 'Payment.card.invalidNumber', defaultMessage: 'Enter a valid card number.' },
  testCardsOnly: {
    id: 'Payment.card.testCardsOnly',
    defaultMessage: 'This card is not accepted here: the local card processor takes its test cards only.',
  },
  invalidExpiry: { id: 'Payment.card.invalidExpiry', defaultMessage: 'Enter the expiry date as MM/YY.' },
  expiryPassed: { id: 'Payment.card.expiryPassed', defaultMessage: 'This card has expired.' },
  invalidCvc: {
    id: 'Payment.card.invalidCvc',
    defaultMessage: 'Enter the 3-digit security code (4 digits on American Express).',
  },
  nameRequired: { id: 'Payment.card.nameRequired', defaultMessage: 'Enter the name on the card.' },
  tokenInvalid: {
    id: 'Payment.tokenInvalid',
    defaultMessage: 'The card details are no longer valid. Enter the card again.',
  },
  idempotencyMismatch: {
    id: 'Payment.idempotencyMismatch',
    defaultMessage: 'This payment was already sent with another amount. Reload the page and try again.',
  },
});

/** A card's brand as shown beside its last four digits. */
export const cardBrandMessages = defineMessages({
  visa: { id: 'Payment.brand.visa', defaultMessage: 'Visa' },
  mastercard: { id: 'Payment.brand.mastercard', defaultMessage: 'Mastercard' },
  amex: { id: 'Payment.brand.amex', defaultMessage: 'American Express' },
  discover: { id: 'Payment.brand.discover', defaultMessage: 'Discover' },
  unknown: { id: 'Payment.brand.unknown', defaultMessage: 'Card' },
});

/** Why the processor declined a card (the 402 answer's field message; README "Test cards"). */
export const paymentDeclineMessages = defineMessages({
  cardDeclined: {
    id: 'Payment.declined.cardDeclined',
    defaultMessage: 'The card was declined. Use another card.',
  },
  insufficientFunds: {
    id: 'Payment.declined.insufficientFunds',
    defaultMessage: 'The card has insufficient funds. Use another card.',
  },
  expiredCard: {
    id: 'Payment.declined.expiredCard',
    defaultMessage: 'The card has expired. Use another card.',
  },
  incorrectCvc: {
    id: 'Payment.declined.incorrectCvc',
    defaultMessage: 'The security code (CVC) is incorrect. Check it and enter the card again.',
  },
  processingError: {
    id: 'Payment.declined.processingError',
    defaultMessage: 'The card could not be processed. Please try again in a moment.',
  },
});

/** The card payment on a repair's detail. */
export const repairPaymentMessages = defineMessages({
  title: { id: 'Payment.repair.title', defaultMessage: 'Card payment' },
  card: { id: 'Payment.repair.card', defaultMessage: 'Card' },
  charged: { id: 'Payment.repair.charged', defaultMessage: 'Charged' },
  refunded: { id: 'Payment.repair.refunded', defaultMessage: 'Refunded' },
  notRefunded: { id: 'Payment.repair.notRefunded', defaultMessage: 'Not refunded' },
  refundedOn: { id: 'Payment.repair.refundedOn', defaultMessage: '{amount} on {date}' },
});

/** Cancelling a repair that has not reached the depot (POST /mapi/repairs/:repairNumber/cancel). */
export const repairCancelMessages = defineMessages({
  button: { id: 'RepairCancel.button', defaultMessage: 'Cancel repair' },
  hint: {
    id: 'RepairCancel.hint',
    defaultMessage: 'The unit has not reached the depot yet, so this repair can still be cancelled.',
  },
  title: { id: 'RepairCancel.title', defaultMessage: 'Cancel repair {repairNumber}?' },
  body: {
    id: 'RepairCancel.body',
    defaultMessage: 'The repair is closed and the unit is not expected at the depot. This cannot be undone.',
  },
  bodyRefund: {
    id: 'RepairCancel.bodyRefund',
    defaultMessage: '{amount} paid by card for this repair is refunded to the card.',
  },
  confirm: { id: 'RepairCancel.confirm', defaultMessage: 'Cancel repair' },
  keep: { id: 'RepairCancel.keep', defaultMessage: 'Keep repair' },
  done: { id: 'RepairCancel.done', defaultMessage: 'Repair {repairNumber} was cancelled.' },
});
