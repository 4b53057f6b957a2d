import { defineMessages } from '../../../shared/i18n/define.ts';

/** Texts of the list table, pager, column chooser and saved views. */
export const dataTableMessages = defineMessages({
  empty: { id: 'DataTable.empty', defaultMessage: 'Nothing matches these filters.' },
  emptyHint: {
    id: 'DataTable.emptyHint',
    defaultMessage: 'Try removing a filter or searching for something else.',
  },
  pastEnd: { id: 'DataTable.pastEnd', defaultMessage: 'This page lies past the end of the list.' },
  firstPage: { id: 'DataTable.firstPage', defaultMessage: 'Go to the first page' },
  loadError: { id: 'DataTable.loadError', defaultMessage: 'The list could not be loaded.' },
  retry: { id: 'DataTable.retry', defaultMessage: 'Try again' },
  unsupportedFilters: {
    id: 'DataTable.unsupportedFilters',
    defaultMessage:
      '{count, plural, one {This list has no filter {keys}.} other {This list has no filters {keys}.}} The link may be old or mistyped.',
  },
  removeUnsupportedFilters: {
    id: 'DataTable.removeUnsupportedFilters',
    defaultMessage: '{count, plural, one {Remove this filter} other {Remove these filters}}',
  },
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
  viewLabel: { id: 'DataTable.viewLabel', defaultMessage: 'Show as' },
  viewTable: { id: 'DataTable.viewTable', defaultMessage: 'Table' },
  viewCards: { id: 'DataTable.viewCards', defaultMessage: 'Cards' },
  typeLabel: { id: 'DataTable.typeLabel', defaultMessage: 'List type' },
  allTypes: { id: 'DataTable.allTypes', defaultMessage: 'All' },
  sortBy: { id: 'DataTable.sortBy', defaultMessage: 'Sort by' },
  ascending: { id: 'DataTable.ascending', defaultMessage: 'Ascending: change to descending' },
  descending: { id: 'DataTable.descending', defaultMessage: 'Descending: change to ascending' },
});
