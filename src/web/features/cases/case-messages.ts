import {
  caseColumnMessages,
  caseValueMessages,
  ticketColumnMessages,
  ticketValueMessages,
} from '../../../shared/i18n/case-messages.ts';
import { defineMessages, type TMessageDescriptor } from '../../../shared/i18n/define.ts';
import { caseScreenMessages } from './screens.ts';
import { valueMessageLookup } from '../../ui/data-table/value-messages.ts';
import type { TCaseScope } from './case-scope.ts';

const lookup = valueMessageLookup(caseValueMessages);
const levelLookup = valueMessageLookup(ticketValueMessages);

/** The label of an impact or urgency level of a case, as tickets name them (1 Extensive/Widespread ...). */
export function levelMessage(field: 'impact' | 'urgency', level: number): TMessageDescriptor {
  return levelLookup(ticketColumnMessages[field].id, level);
}

/**
 * The label of a case value (category code, type, state, priority) from the same catalogue entries
 * the server names in its column definitions (`${labelId}.${value}`); an unknown value shows as is.
 */
export function caseValueMessage(
  column: 'category' | 'caseType' | 'state' | 'priority',
  value: string | number,
): TMessageDescriptor {
  return lookup(caseColumnMessages[column].id, value);
}

/** The heading of a case screen: the menu's name of AllCases, the category or the type. */
export function scopeTitle(scope: TCaseScope): TMessageDescriptor {
  if (scope.caseType === 'Incident') return caseScreenMessages.incidents;
  if (scope.caseType === 'Technical Request') return caseScreenMessages.technicalRequests;
  if (scope.caseType === 'RMA') return caseScreenMessages.rmaCases;
  switch (scope.category) {
    case 'tsu':
      return caseScreenMessages.techSupport;
    case 'soc':
      return caseScreenMessages.securityMonitoring;
    case 'nmo':
      return caseScreenMessages.networkMonitoring;
    case 'smo':
      return caseScreenMessages.solutionMonitoring;
    case 'osd':
      return caseScreenMessages.onsiteDispatch;
    case 'pmi':
      return caseScreenMessages.preventiveMaintenance;
    default:
      return caseScreenMessages.allCases;
  }
}

export const priorityMessages = defineMessages({
  withNumber: { id: 'Cases.priority.withNumber', defaultMessage: '{name} (Priority {n})' },
});

export const caseListMessages = defineMessages({
  caption: { id: 'Cases.list.caption', defaultMessage: '{title}: support cases of account {account}' },
  create: { id: 'Cases.list.create', defaultMessage: 'Create case' },
  subtitle: {
    id: 'Cases.list.subtitle',
    defaultMessage: 'Support cases of {account}. Select a case to see its notes, attachments and actions.',
  },
  openCase: { id: 'Cases.list.openCase', defaultMessage: 'Open case {number}' },
});
