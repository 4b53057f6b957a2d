import { defineMessages } from '../../../shared/i18n/define.ts';

/** The case timeline, its response target and the closure refusal and reopening (issue 29 point 2). */
export const caseTimelineMessages = defineMessages({
  title: { id: 'CaseTimeline.title', defaultMessage: 'Timeline' },
  openedAgo: { id: 'CaseTimeline.openedAgo', defaultMessage: 'Opened {ago}' },
  responseMet: {
    id: 'CaseTimeline.responseMet',
    defaultMessage: 'Response target met ({hours, plural, one {# hour} other {# hours}})',
  },
  responseMissed: {
    id: 'CaseTimeline.responseMissed',
    defaultMessage: 'Response target missed ({hours, plural, one {# hour} other {# hours}})',
  },
  responsePending: { id: 'CaseTimeline.responsePending', defaultMessage: 'First response due by {due}' },
  customer: { id: 'CaseTimeline.customer', defaultMessage: 'Customer' },
  vendor: { id: 'CaseTimeline.vendor', defaultMessage: 'Support' },
  someone: { id: 'CaseTimeline.someone', defaultMessage: 'Someone' },
  unassigned: { id: 'CaseTimeline.unassigned', defaultMessage: 'Unassigned' },
  opened: { id: 'CaseTimeline.opened', defaultMessage: '{author} opened the case' },
  note: { id: 'CaseTimeline.note', defaultMessage: '{author} added a note' },
  attachment: { id: 'CaseTimeline.attachment', defaultMessage: '{author} attached a file' },
  state: { id: 'CaseTimeline.state', defaultMessage: '{author} changed the state from {from} to {to}' },
  closureRequested: { id: 'CaseTimeline.closureRequested', defaultMessage: '{author} requested closure' },
  closureAccepted: {
    id: 'CaseTimeline.closureAccepted',
    defaultMessage: '{author} accepted the closure; the case is closed',
  },
  closureRefused: {
    id: 'CaseTimeline.closureRefused',
    defaultMessage: '{author} refused the closure request',
  },
  reopened: { id: 'CaseTimeline.reopened', defaultMessage: '{author} reopened the case' },
  priority: {
    id: 'CaseTimeline.priority',
    defaultMessage: '{author} changed the priority from {from} to {to}',
  },
  owner: { id: 'CaseTimeline.owner', defaultMessage: '{author} changed the owner from {from} to {to}' },
  reason: { id: 'CaseTimeline.reason', defaultMessage: 'Reason: {reason}' },
  refuseClosure: { id: 'CaseTimeline.refuseClosure', defaultMessage: 'Refuse closure' },
  refuseReason: { id: 'CaseTimeline.refuseReason', defaultMessage: 'Reason for refusal' },
  refuseHelp: {
    id: 'CaseTimeline.refuseHelp',
    defaultMessage: 'The customer reads this reason on the case.',
  },
  refused: { id: 'CaseTimeline.refused', defaultMessage: 'Closure request refused.' },
  workTitle: { id: 'CaseTimeline.workTitle', defaultMessage: 'Support work' },
  workSave: { id: 'CaseTimeline.workSave', defaultMessage: 'Save changes' },
  workSaved: { id: 'CaseTimeline.workSaved', defaultMessage: 'The case was updated.' },
  reopen: { id: 'CaseTimeline.reopen', defaultMessage: 'Reopen case' },
  reopenReason: { id: 'CaseTimeline.reopenReason', defaultMessage: 'Reason for reopening' },
  reopenUntil: { id: 'CaseTimeline.reopenUntil', defaultMessage: 'You can reopen this case until {date}.' },
  reopenedToast: { id: 'CaseTimeline.reopenedToast', defaultMessage: 'The case was reopened.' },
  reopenPassed: {
    id: 'CaseTimeline.reopenPassed',
    defaultMessage: 'This case can no longer be reopened. If the problem is back, please create a new case.',
  },
});
