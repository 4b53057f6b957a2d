import { defineMessages } from '../../../shared/i18n/define.ts';

/** Texts of the export menu and its progress panel. */
export const exportMenuMessages = defineMessages({
  export: { id: 'ExportMenu.export', defaultMessage: 'Export' },
  csv: { id: 'ExportMenu.csv', defaultMessage: 'CSV' },
  pdf: { id: 'ExportMenu.pdf', defaultMessage: 'PDF' },
  xlsx: { id: 'ExportMenu.xlsx', defaultMessage: 'Excel' },
  print: { id: 'ExportMenu.print', defaultMessage: 'Print' },
  zip: { id: 'ExportMenu.zip', defaultMessage: 'All (ZIP)' },
  limitHint: { id: 'ExportMenu.limitHint', defaultMessage: 'Up to {max} rows, with the current filters and columns' },
  overLimit: {
    id: 'ExportMenu.overLimit',
    defaultMessage: 'This list has {total} rows; an export holds at most {max}. Narrow the filters first.',
  },
  preparing: { id: 'ExportMenu.preparing', defaultMessage: 'Preparing the {format} export…' },
  received: { id: 'ExportMenu.received', defaultMessage: '{size} received' },
  receivedOf: { id: 'ExportMenu.receivedOf', defaultMessage: '{size} of {total} received' },
  cancel: { id: 'ExportMenu.cancel', defaultMessage: 'Cancel' },
});
