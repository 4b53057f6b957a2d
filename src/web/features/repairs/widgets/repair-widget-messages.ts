import { defineMessages } from '../../../../shared/i18n/define.ts';

export const repairWidgetMessages = defineMessages({
  rmaTitle: { id: 'RepairWidgets.rmaTitle', defaultMessage: 'RMA' },
  rmaSummary: {
    id: 'RepairWidgets.rmaSummary',
    defaultMessage:
      '{open, plural, one {# open repair} other {# open repairs}}, {shipped, number} shipped, {closed, number} closed.',
  },
  noRepairs: { id: 'RepairWidgets.noRepairs', defaultMessage: 'No repairs on this account yet.' },
  viewOpen: { id: 'RepairWidgets.viewOpen', defaultMessage: 'View open repairs' },
  repairsTitle: { id: 'RepairWidgets.repairsTitle', defaultMessage: 'Repairs' },
  period: { id: 'RepairWidgets.period', defaultMessage: 'Period' },
  last6Months: { id: 'RepairWidgets.last6Months', defaultMessage: 'Last 6 months' },
  last90Days: { id: 'RepairWidgets.last90Days', defaultMessage: 'Last 90 days' },
  months6Count: {
    id: 'RepairWidgets.months6Count',
    defaultMessage: '{count, plural, one {# repair} other {# repairs}} created in the last 6 months',
  },
  days90Count: {
    id: 'RepairWidgets.days90Count',
    defaultMessage: '{count, plural, one {# repair} other {# repairs}} created in the last 90 days',
  },
  when: { id: 'RepairWidgets.when', defaultMessage: 'Period' },
  count: { id: 'RepairWidgets.count', defaultMessage: 'Repairs' },
  viewAll: { id: 'RepairWidgets.viewAll', defaultMessage: 'View all repairs' },
});
