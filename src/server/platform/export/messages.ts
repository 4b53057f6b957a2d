import { defineMessages } from '../../../shared/i18n/define.ts';

/** Texts of exported documents (PDF header and footer, print page). */
export const exportMessages = defineMessages({
  account: { id: 'Export.account', defaultMessage: 'Account: {account}' },
  /** The account of a list over every account (vendor staff). */
  everyAccount: { id: 'Export.everyAccount', defaultMessage: 'Every account' },
  generated: { id: 'Export.generated', defaultMessage: 'Generated: {time}' },
  timeZone: { id: 'Export.timeZone', defaultMessage: 'Times in {zone}' },
  rowCount: {
    id: 'Export.rowCount',
    defaultMessage: '{count, plural, one {# row} other {# rows}}',
  },
  pageOfPages: { id: 'Export.pageOfPages', defaultMessage: 'Page {page} of {pages}' },
  noRows: { id: 'Export.noRows', defaultMessage: 'No rows match the filters.' },
  print: { id: 'Export.print', defaultMessage: 'Print' },
  printHint: {
    id: 'Export.printHint',
    defaultMessage:
      'The print dialog opens by itself. If it does not, use the Print button or your browser’s print command (Ctrl+P) to print this table or save it as PDF.',
  },
});
