import { defineMessages } from '../../../../shared/i18n/define.ts';

export const caseWidgetMessages = defineMessages({
  breakdownTitle: { id: 'CaseWidgets.breakdownTitle', defaultMessage: 'Cases by category' },
  breakdownSummary: {
    id: 'CaseWidgets.breakdownSummary',
    defaultMessage:
      '{total, plural, one {# case} other {# cases}}: {open, number} open, {resolved, number} resolved, {closed, number} closed.',
  },
  category: { id: 'CaseWidgets.category', defaultMessage: 'Category' },
  noCases: { id: 'CaseWidgets.noCases', defaultMessage: 'No cases on this account yet.' },
  viewAll: { id: 'CaseWidgets.viewAll', defaultMessage: 'View all cases' },
  openTitle: { id: 'CaseWidgets.openTitle', defaultMessage: 'Open cases' },
  period: { id: 'CaseWidgets.period', defaultMessage: 'Period' },
  last30: { id: 'CaseWidgets.last30', defaultMessage: 'Last 30 days' },
  last7: { id: 'CaseWidgets.last7', defaultMessage: 'Last 7 days' },
  openCount: {
    id: 'CaseWidgets.openCount',
    defaultMessage: '{count, plural, one {# open case} other {# open cases}} created in the last {days} days',
  },
  day: { id: 'CaseWidgets.day', defaultMessage: 'Day' },
  count: { id: 'CaseWidgets.count', defaultMessage: 'Open cases' },
  viewOpen: { id: 'CaseWidgets.viewOpen', defaultMessage: 'View these cases' },
  severity1Title: { id: 'CaseWidgets.severity1Title', defaultMessage: 'Open severity 1 cases' },
  severity1Count: {
    id: 'CaseWidgets.severity1Count',
    defaultMessage: '{count, plural, =0 {No open critical cases} one {# open critical case} other {# open critical cases}}',
  },
  severity1More: {
    id: 'CaseWidgets.severity1More',
    defaultMessage: 'Showing the newest {shown} of {count}.',
  },
  viewSeverity1: { id: 'CaseWidgets.viewSeverity1', defaultMessage: 'View all open critical cases' },
});
