import { defineMessages } from '../../../shared/i18n/define.ts';

/** Texts of the filter bar. */
export const filterBarMessages = defineMessages({
  region: { id: 'FilterBar.region', defaultMessage: 'Filters' },
  search: { id: 'FilterBar.search', defaultMessage: 'Search' },
  fold: { id: 'FilterBar.fold', defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}' },
  searchPlaceholder: { id: 'FilterBar.searchPlaceholder', defaultMessage: 'Number, title or description' },
  from: { id: 'FilterBar.from', defaultMessage: 'From' },
  to: { id: 'FilterBar.to', defaultMessage: 'To' },
  min: { id: 'FilterBar.min', defaultMessage: 'Min' },
  max: { id: 'FilterBar.max', defaultMessage: 'Max' },
  datePlaceholder: { id: 'FilterBar.datePlaceholder', defaultMessage: 'YYYY-MM-DD' },
  active: { id: 'FilterBar.active', defaultMessage: '{label}: {summary}' },
  andMore: { id: 'FilterBar.andMore', defaultMessage: '{first} +{count}' },
  rangeBoth: { id: 'FilterBar.rangeBoth', defaultMessage: '{from} – {to}' },
  rangeFrom: { id: 'FilterBar.rangeFrom', defaultMessage: 'from {from}' },
  rangeTo: { id: 'FilterBar.rangeTo', defaultMessage: 'up to {to}' },
  dateHint: { id: 'FilterBar.dateHint', defaultMessage: 'A full date (YYYY-MM-DD) or a month (YYYY-MM).' },
  zoneDays: { id: 'TimeZone.filterDays', defaultMessage: 'Days run from midnight to midnight, {zone} time.' },
  toMoved: { id: 'TimeZone.toMoved', defaultMessage: 'From is after To, so To was moved to {date}.' },
  fromMoved: { id: 'TimeZone.fromMoved', defaultMessage: 'To is before From, so From was moved to {date}.' },
  rangeCorrected: {
    id: 'TimeZone.rangeCorrected',
    defaultMessage: 'The start was after the end: the list shows {from} – {to}.',
  },
  presets: { id: 'FilterBar.presets', defaultMessage: 'Quick ranges' },
  showCalendar: { id: 'FilterBar.showCalendar', defaultMessage: 'Pick on a calendar' },
  hideCalendar: { id: 'FilterBar.hideCalendar', defaultMessage: 'Hide calendar' },
  previousMonth: { id: 'FilterBar.previousMonth', defaultMessage: 'Previous month' },
  nextMonth: { id: 'FilterBar.nextMonth', defaultMessage: 'Next month' },
  previousYear: { id: 'FilterBar.previousYear', defaultMessage: 'Previous year' },
  nextYear: { id: 'FilterBar.nextYear', defaultMessage: 'Next year' },
  chooseMonth: { id: 'FilterBar.chooseMonth', defaultMessage: 'Choose a month' },
  presetDay: { id: 'FilterBar.presetDay', defaultMessage: 'Last 24 hours' },
  presetWeek: { id: 'FilterBar.presetWeek', defaultMessage: 'Last 7 days' },
  presetMonth: { id: 'FilterBar.presetMonth', defaultMessage: 'Last month' },
  presetSixMonths: { id: 'FilterBar.presetSixMonths', defaultMessage: 'Last 6 months' },
  presetTwelveMonths: { id: 'FilterBar.presetTwelveMonths', defaultMessage: 'Last 12 months' },
  clearOne: { id: 'FilterBar.clearOne', defaultMessage: 'Clear' },
  clear: { id: 'FilterBar.clear', defaultMessage: 'Clear filters' },
  noticeTitle: { id: 'FilterBar.noticeTitle', defaultMessage: 'Some filters were adjusted' },
  droppedDates: {
    id: 'FilterBar.droppedDates',
    defaultMessage:
      '{fields}: the dates are not valid, so this filter was not applied. Use a full date (YYYY-MM-DD) or a month (YYYY-MM).',
  },
  droppedValues: {
    id: 'FilterBar.droppedValues',
    defaultMessage: '{fields}: the value is not valid, so this filter was not applied.',
  },
  corrected: {
    id: 'FilterBar.corrected',
    defaultMessage:
      '{fields}: the start was after the end, so the range was corrected. The list shows the corrected range.',
  },
});
