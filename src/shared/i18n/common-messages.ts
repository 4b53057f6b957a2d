import { defineMessages } from './define.ts';

/** Messages used by both server and browser outside the error catalogue (spec section 8). */
export const commonMessages = defineMessages({
  errorServerNoResponding: {
    id: 'Common.errorServerNoResponding',
    defaultMessage: 'Server is not responding',
  },
  unexpectedErrorTryAgain: {
    id: 'Common.unexpectedErrorTryAgain',
    defaultMessage: 'Unexpected error occurred. Please try again.',
  },
  downloadError: {
    id: 'Common.downloadError',
    defaultMessage: 'The file could not be downloaded.',
  },
  dataFetchError: {
    id: 'Common.dataFetchError',
    defaultMessage: 'The data could not be loaded.',
  },
  tryAgain: { id: 'Common.tryAgain', defaultMessage: 'Try again' },
  chunkLoadFailed: {
    id: 'Common.chunkLoadFailed',
    defaultMessage: 'This part of the portal could not be loaded. Check your connection and try again.',
  },
  notAvailable: { id: 'Common.notAvailable', defaultMessage: 'N/A' },
  yes: { id: 'Common.yes', defaultMessage: 'Yes' },
  no: { id: 'Common.no', defaultMessage: 'No' },
  close: { id: 'Common.close', defaultMessage: 'Close' },
});
