import type { TCreateCaseRequest } from '../../../shared/contracts/cases.ts';
import { defineMessages, type TMessageDescriptor } from '../../../shared/i18n/define.ts';

/** Labels of the case creation fields (spec section 3), also used for a case's details. */
export const caseFieldMessages = defineMessages({
  category: { id: 'CaseField.category', defaultMessage: 'Category' },
  caseType: { id: 'CaseField.caseType', defaultMessage: 'Case type' },
  title: { id: 'CaseField.title', defaultMessage: 'Title' },
  description: { id: 'CaseField.description', defaultMessage: 'Description' },
  contractNumber: { id: 'CaseField.contractNumber', defaultMessage: 'Contract number' },
  serialNumber: { id: 'CaseField.serialNumber', defaultMessage: 'Serial number' },
  productModel: { id: 'CaseField.productModel', defaultMessage: 'Product model' },
  productName: { id: 'CaseField.productName', defaultMessage: 'Product name' },
  technology: { id: 'CaseField.technology', defaultMessage: 'Technology' },
  orderNumber: { id: 'CaseField.orderNumber', defaultMessage: 'Order number' },
  orderLine: { id: 'CaseField.orderLine', defaultMessage: 'Order line' },
  rmaNumber: { id: 'CaseField.rmaNumber', defaultMessage: 'RMA number' },
  partNumber: { id: 'CaseField.partNumber', defaultMessage: 'Part number' },
  trackingNumber: { id: 'CaseField.trackingNumber', defaultMessage: 'Tracking number' },
  quantityOrdered: { id: 'CaseField.quantityOrdered', defaultMessage: 'Quantity ordered' },
  quantityReceived: { id: 'CaseField.quantityReceived', defaultMessage: 'Quantity received' },
  quantityDefective: { id: 'CaseField.quantityDefective', defaultMessage: 'Quantity defective' },
  region: { id: 'CaseField.region', defaultMessage: 'Region' },
  addressChangeType: { id: 'CaseField.addressChangeType', defaultMessage: 'Address change request' },
  ccEmails: { id: 'CaseField.ccEmails', defaultMessage: 'CC e-mails' },
  alternativeContactName: { id: 'CaseField.alternativeContactName', defaultMessage: 'Alternative contact' },
  alternativeContactPhone: { id: 'CaseField.alternativeContactPhone', defaultMessage: 'Alternative contact phone' },
  site: { id: 'CaseField.site', defaultMessage: 'Site' },
  siteRef: { id: 'CaseField.site', defaultMessage: 'Site' },
  impact: { id: 'CaseField.impact', defaultMessage: 'Impact' },
  urgency: { id: 'CaseField.urgency', defaultMessage: 'Urgency' },
  attachment: { id: 'CaseField.attachment', defaultMessage: 'Attachment' },
} satisfies Record<Exclude<keyof TCreateCaseRequest, 'account_id'> | 'attachment', TMessageDescriptor>);

export type TCaseFieldName = keyof typeof caseFieldMessages;

/** Address change request types. */
export const addressChangeMessages = defineMessages({
  billing: { id: 'CaseField.addressChange.billing', defaultMessage: 'Billing address' },
  shipping: { id: 'CaseField.addressChange.shipping', defaultMessage: 'Shipping address' },
  site: { id: 'CaseField.addressChange.site', defaultMessage: 'Site address' },
});

/** Help under some fields. */
export const caseFieldHelpMessages = defineMessages({
  ccEmails: {
    id: 'CaseField.ccEmailsHelp',
    defaultMessage: 'People to keep informed. Separate several addresses with a semicolon (;).',
  },
  description: {
    id: 'CaseField.descriptionHelp',
    defaultMessage: 'What happened, where, since when, and what you have tried.',
  },
});
