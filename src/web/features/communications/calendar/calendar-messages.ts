import { defineMessages } from '../../../../shared/i18n/define.ts';

/** Texts of the Calendar screen (issue 33 point 4). */
export const calendarPageMessages = defineMessages({
  today: { id: 'Calendar.today', defaultMessage: 'Today' },
  previous: { id: 'Calendar.previous', defaultMessage: 'Previous' },
  next: { id: 'Calendar.next', defaultMessage: 'Next' },
  viewMonth: { id: 'Calendar.view.month', defaultMessage: 'Month' },
  viewWeek: { id: 'Calendar.view.week', defaultMessage: 'Week' },
  viewList: { id: 'Calendar.view.list', defaultMessage: 'List' },
  view: { id: 'Calendar.view', defaultMessage: 'View' },
  addEvent: { id: 'Calendar.addEvent', defaultMessage: 'Add event' },
  editEvent: { id: 'Calendar.editEvent', defaultMessage: 'Edit event' },
  eventDetails: { id: 'Calendar.eventDetails', defaultMessage: 'Event' },
  download: { id: 'Calendar.download', defaultMessage: 'Download .ics' },
  empty: { id: 'Calendar.empty', defaultMessage: 'No events in these days.' },
  allDay: { id: 'Calendar.allDay', defaultMessage: 'All day' },
  title: { id: 'Calendar.field.title', defaultMessage: 'Title' },
  start: { id: 'Calendar.field.start', defaultMessage: 'Start' },
  end: { id: 'Calendar.field.end', defaultMessage: 'End' },
  severity: { id: 'Calendar.field.severity', defaultMessage: 'Severity' },
  message: { id: 'Calendar.field.message', defaultMessage: 'Message' },
  repeat: { id: 'Calendar.field.repeat', defaultMessage: 'Repeat' },
  repeatNone: { id: 'Calendar.repeat.none', defaultMessage: 'Does not repeat' },
  repeatDaily: { id: 'Calendar.repeat.daily', defaultMessage: 'Daily' },
  repeatWeekly: { id: 'Calendar.repeat.weekly', defaultMessage: 'Weekly' },
  repeatMonthly: { id: 'Calendar.repeat.monthly', defaultMessage: 'Monthly' },
  repeatYearly: { id: 'Calendar.repeat.yearly', defaultMessage: 'Yearly' },
  interval: { id: 'Calendar.field.interval', defaultMessage: 'Every (days, weeks, months or years)' },
  weekdays: { id: 'Calendar.field.weekdays', defaultMessage: 'On weekdays' },
  ends: { id: 'Calendar.field.ends', defaultMessage: 'Ends' },
  endsNever: { id: 'Calendar.ends.never', defaultMessage: 'Never' },
  endsUntil: { id: 'Calendar.ends.until', defaultMessage: 'On a date' },
  endsCount: { id: 'Calendar.ends.count', defaultMessage: 'After a number of occurrences' },
  until: { id: 'Calendar.field.until', defaultMessage: 'Last date' },
  count: { id: 'Calendar.field.count', defaultMessage: 'Occurrences' },
  save: { id: 'Calendar.save', defaultMessage: 'Save' },
  cancel: { id: 'Calendar.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'Calendar.delete', defaultMessage: 'Delete event' },
  deleteOccurrence: { id: 'Calendar.deleteOccurrence', defaultMessage: 'Delete only {date}' },
  deleteSeries: { id: 'Calendar.deleteSeries', defaultMessage: 'Delete every occurrence' },
  repeating: { id: 'Calendar.repeating', defaultMessage: 'Repeats' },
  readOnly: { id: 'Calendar.readOnly', defaultMessage: 'Only its author or an Administrator can change this event.' },
  subscription: { id: 'Calendar.subscription', defaultMessage: 'Subscribe in your calendar program' },
  subscriptionHelp: {
    id: 'Calendar.subscriptionHelp',
    defaultMessage:
      'A private address your calendar program can poll. Anyone who has it can read this calendar: renew it if it was shared by mistake (the old address stops working).',
  },
  subscriptionCreate: { id: 'Calendar.subscriptionCreate', defaultMessage: 'Create address' },
  subscriptionRenew: { id: 'Calendar.subscriptionRenew', defaultMessage: 'Renew address' },
  subscriptionStop: { id: 'Calendar.subscriptionStop', defaultMessage: 'Stop address' },
  subscriptionActive: {
    id: 'Calendar.subscriptionActive',
    defaultMessage: 'An address ending in …{hint} is active. It is shown only once: renew it to see a new one.',
  },
  subscriptionUrl: { id: 'Calendar.subscriptionUrl', defaultMessage: 'Subscription address' },
  copy: { id: 'Calendar.copy', defaultMessage: 'Copy' },
  copied: { id: 'Calendar.copied', defaultMessage: 'Copied' },
  moreEvents: { id: 'Calendar.moreEvents', defaultMessage: '+{n, number} more' },
});

/** The severities' names (critical, medium, information). */
export const severityMessages = defineMessages({
  critical: { id: 'Calendar.severity.critical', defaultMessage: 'Critical' },
  medium: { id: 'Calendar.severity.medium', defaultMessage: 'Medium' },
  information: { id: 'Calendar.severity.information', defaultMessage: 'Information' },
});

export const SEVERITY_COLORS = { critical: 'red', medium: 'orange', information: 'blue' } as const;
