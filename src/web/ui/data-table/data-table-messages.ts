import { defineMessages } from '../../../shared/i18n/define.ts';

/** Texts of the list table, pager, column chooser and saved views. */
export const dataTableMessages = defineMessages({
  empty: { id: 'DataTable.empty', defaultMessage: 'Nothing matches these filters.' },
  emptyHint: {
    id: 'DataTable.emptyHint',
    defaultMessage: 'Try removing a filter or searching for something else.',
  },
  loadError: { id: 'DataTable.loadError', defaultMessage: 'The list could not be loaded.' },
  retry: { id: 'DataTable.retry', defaultMessage: 'Try again' },
  columns: { id: 'DataTable.columns', defaultMessage: 'Columns' },
  columnsTitle: { id: 'DataTable.columnsTitle', defaultMessage: 'Shown columns' },
  columnsReset: { id: 'DataTable.columnsReset', defaultMessage: 'Reset to default' },
  views: { id: 'DataTable.views', defaultMessage: 'Saved views' },
  viewsEmpty: {
    id: 'DataTable.viewsEmpty',
    defaultMessage: 'No saved views yet. Save the current filters, sort and columns under a name.',
  },
  viewName: { id: 'DataTable.viewName', defaultMessage: 'View name' },
  saveView: { id: 'DataTable.saveView', defaultMessage: 'Save current view' },
  viewSaved: { id: 'DataTable.viewSaved', defaultMessage: 'View “{name}” saved.' },
  applyView: { id: 'DataTable.applyView', defaultMessage: 'Apply view {name}' },
  deleteView: { id: 'DataTable.deleteView', defaultMessage: 'Delete view {name}' },
  rowsPerPage: { id: 'DataTable.rowsPerPage', defaultMessage: 'Rows per page' },
  showing: { id: 'DataTable.showing', defaultMessage: 'Showing {from}-{to} of {total}' },
  previous: { id: 'DataTable.previous', defaultMessage: 'Previous page' },
  next: { id: 'DataTable.next', defaultMessage: 'Next page' },
  ofPages: { id: 'DataTable.ofPages', defaultMessage: 'of {pages}' },
  goToPage: { id: 'DataTable.goToPage', defaultMessage: 'Go to page' },
  pagination: { id: 'DataTable.pagination', defaultMessage: 'Pages' },
});
