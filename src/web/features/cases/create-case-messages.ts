import { defineMessages } from '../../../shared/i18n/define.ts';

export const createCaseMessages = defineMessages({
  title: { id: 'CreateCase.title', defaultMessage: 'Create case' },
  intro: {
    id: 'CreateCase.intro',
    defaultMessage: 'Tell us what happened. Fields marked with an asterisk are required.',
  },
  groupCase: { id: 'CreateCase.groupCase', defaultMessage: 'The case' },
  groupProduct: { id: 'CreateCase.groupProduct', defaultMessage: 'Product' },
  groupOrder: { id: 'CreateCase.groupOrder', defaultMessage: 'Order and return' },
  groupAddress: { id: 'CreateCase.groupAddress', defaultMessage: 'Address change' },
  groupContacts: { id: 'CreateCase.groupContacts', defaultMessage: 'Contacts' },
  groupAttachment: { id: 'CreateCase.groupAttachment', defaultMessage: 'Attachment' },
  fileLabel: { id: 'CreateCase.fileLabel', defaultMessage: 'File to send with the case (optional)' },
  none: { id: 'CreateCase.none', defaultMessage: 'None' },
  submit: { id: 'CreateCase.submit', defaultMessage: 'Create case' },
  cancel: { id: 'CreateCase.cancel', defaultMessage: 'Cancel' },
  fixErrors: {
    id: 'CreateCase.fixErrors',
    defaultMessage: '{count, plural, one {One field needs} other {# fields need}} your attention.',
  },
  createdTitle: { id: 'CreateCase.createdTitle', defaultMessage: 'Case {number} was created' },
  createdVisible: {
    id: 'CreateCase.createdVisible',
    defaultMessage:
      'It will be visible in the case lists in about {minutes, plural, one {# minute} other {# minutes}}.',
  },
  createdResponse: {
    id: 'CreateCase.createdResponse',
    defaultMessage: 'A response is expected within {hours, plural, one {# hour} other {# hours}}.',
  },
  createdPriority: { id: 'CreateCase.createdPriority', defaultMessage: 'Priority: {priority}' },
  attachmentSent: { id: 'CreateCase.attachmentSent', defaultMessage: 'The attachment {name} was added to the case.' },
  attachmentFailed: {
    id: 'CreateCase.attachmentFailed',
    defaultMessage:
      'The case was created, but the attachment {name} could not be uploaded. Open the case and use Add note to send the file.',
  },
  openCase: { id: 'CreateCase.openCase', defaultMessage: 'Open the case' },
  backToList: { id: 'CreateCase.backToList', defaultMessage: 'Back to {list}' },
  another: { id: 'CreateCase.another', defaultMessage: 'Create another case' },
  notAllowed: {
    id: 'CreateCase.notAllowed',
    defaultMessage: 'Cases cannot be created with your role on this account.',
  },
});
