import { defineMessages } from '../../../shared/i18n/define.ts';

export const fileUploadMessages = defineMessages({
  allowed: {
    id: 'FileUpload.allowed',
    defaultMessage: 'Allowed file types: {extensions}. Up to {maxMb} MB.',
  },
  placeholder: { id: 'FileUpload.placeholder', defaultMessage: 'Choose a file' },
  uploading: { id: 'FileUpload.uploading', defaultMessage: 'Uploading {name}: {percent}%' },
  uploadingUnknown: { id: 'FileUpload.uploadingUnknown', defaultMessage: 'Uploading {name}…' },
  remove: { id: 'FileUpload.remove', defaultMessage: 'Remove the file' },
});
