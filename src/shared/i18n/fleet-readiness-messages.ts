import { defineMessages } from './define.ts';

/**
 * Fleet readiness (issue 30 point 10): per end user and model, the units out for repair, for how
 * long and when each is expected back from its depot's turnaround.
 */
export const fleetReadinessMessages = defineMessages({
  title: { id: 'FleetReadiness.title', defaultMessage: 'Fleet readiness' },
  subtitle: {
    id: 'FleetReadiness.subtitle',
    defaultMessage:
      "Radios of {account} out for repair (at the depot or on the way back), by end user and model, and when each is expected back from its depot's turnaround.",
  },
  listTab: { id: 'FleetReadiness.listTab', defaultMessage: 'All repairs' },
  summary: {
    id: 'FleetReadiness.summary',
    defaultMessage:
      '{units, plural, one {# unit} other {# units}} out across {endUsers, plural, one {# end user} other {# end users}}, {overdue, number} overdue',
  },
  endUser: { id: 'FleetReadiness.endUser', defaultMessage: 'End user' },
  model: { id: 'FleetReadiness.model', defaultMessage: 'Model' },
  unitsOut: { id: 'FleetReadiness.unitsOut', defaultMessage: 'Units out' },
  longestOut: { id: 'FleetReadiness.longestOut', defaultMessage: 'Longest out' },
  nextBack: { id: 'FleetReadiness.nextBack', defaultMessage: 'Next expected back' },
  overdue: { id: 'FleetReadiness.overdue', defaultMessage: 'Overdue' },
  daysOut: { id: 'FleetReadiness.daysOut', defaultMessage: 'Days out' },
  expectedBack: { id: 'FleetReadiness.expectedBack', defaultMessage: 'Expected back' },
  days: { id: 'FleetReadiness.days', defaultMessage: '{days, plural, one {# day} other {# days}}' },
  noEndUser: { id: 'FleetReadiness.noEndUser', defaultMessage: 'No end user (the account itself)' },
  unknownModel: { id: 'FleetReadiness.unknownModel', defaultMessage: 'Model not known' },
  unknownBack: { id: 'FleetReadiness.unknownBack', defaultMessage: 'Not known' },
  showUnits: { id: 'FleetReadiness.showUnits', defaultMessage: 'Show the units of {endUser}, {model}' },
  moreUnits: {
    id: 'FleetReadiness.moreUnits',
    defaultMessage: 'and {count, plural, one {# more unit} other {# more units}} (the longest out are shown)',
  },
  empty: {
    id: 'FleetReadiness.empty',
    defaultMessage: 'No radio is out for repair: the whole fleet is on the air.',
  },
  widgetTitle: { id: 'FleetReadiness.widgetTitle', defaultMessage: 'Fleet off the air' },
  widgetLink: { id: 'FleetReadiness.widgetLink', defaultMessage: 'Fleet readiness' },
});
