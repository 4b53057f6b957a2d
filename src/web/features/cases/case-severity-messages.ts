import { defineMessages } from '../../../shared/i18n/define.ts';

/** The "how bad is it" part of the case form and the Severity 1 path (system down). */
export const caseSeverityMessages = defineMessages({
  legend: { id: 'CaseSeverity.legend', defaultMessage: 'How bad is it?' },
  intro: {
    id: 'CaseSeverity.intro',
    defaultMessage:
      'Say how widely the problem is felt (impact) and how soon it must be fixed (urgency): the priority follows from them. Without them the case is created with Medium priority.',
  },
  systemDown: { id: 'CaseSeverity.systemDown', defaultMessage: 'The system is down (Severity 1)' },
  systemDownHelp: {
    id: 'CaseSeverity.systemDownHelp',
    defaultMessage: 'Radio service is lost or people are at risk: impact and urgency are set to the highest.',
  },
  notSure: { id: 'CaseSeverity.notSure', defaultMessage: 'Not sure' },
  priority: { id: 'CaseSeverity.priority', defaultMessage: 'Priority: {priority}' },
  priorityDefault: {
    id: 'CaseSeverity.priorityDefault',
    defaultMessage: 'Priority: {priority}, as no impact and urgency are given.',
  },
  targetsTitle: { id: 'CaseSeverity.targetsTitle', defaultMessage: 'Target first response' },
  target: {
    id: 'CaseSeverity.target',
    defaultMessage: 'within {hours, plural, one {# hour} other {# hours}}',
  },
  severity1Title: { id: 'CaseSeverity.severity1Title', defaultMessage: 'Severity 1: also call the support centre now' },
  severity1Body: {
    id: 'CaseSeverity.severity1Body',
    defaultMessage: 'Create the case here and call the support centre as well, so that an engineer starts work at once.',
  },
  severity1Created: {
    id: 'CaseSeverity.severity1Created',
    defaultMessage: 'Case {number} is Severity 1. If you have not done so yet, call the support centre now.',
  },
});
