import { defineMessages } from './define.ts';

/**
 * Column titles of the case and ticket lists and the labels of their enum values. The server
 * names them in its column definitions (`labelId`, values `${labelId}.${value}`); the browser
 * formats them from the same catalogues.
 */
export const caseColumnMessages = defineMessages({
  caseNumber: { id: 'Cases.column.caseNumber', defaultMessage: 'Case number' },
  title: { id: 'Cases.column.title', defaultMessage: 'Title' },
  category: { id: 'Cases.column.category', defaultMessage: 'Category' },
  caseType: { id: 'Cases.column.caseType', defaultMessage: 'Type' },
  state: { id: 'Cases.column.state', defaultMessage: 'Status' },
  closureRequested: { id: 'Cases.column.closureRequested', defaultMessage: 'Closure requested' },
  priority: { id: 'Cases.column.priority', defaultMessage: 'Priority' },
  site: { id: 'Cases.column.site', defaultMessage: 'Site' },
  owner: { id: 'Cases.column.owner', defaultMessage: 'Owner' },
  workgroup: { id: 'Cases.column.workgroup', defaultMessage: 'Workgroup' },
  source: { id: 'Cases.column.source', defaultMessage: 'Source' },
  createdAt: { id: 'Cases.column.createdAt', defaultMessage: 'Created' },
  resolvedAt: { id: 'Cases.column.resolvedAt', defaultMessage: 'Resolved' },
  resolutionDays: { id: 'Cases.column.resolutionDays', defaultMessage: 'Resolution time (days)' },
  mine: { id: 'Cases.column.mine', defaultMessage: 'My case' },
  following: { id: 'Cases.column.following', defaultMessage: 'Following' },
});

export const caseValueMessages = defineMessages({
  soc: { id: 'Cases.column.category.soc', defaultMessage: 'Security Monitoring' },
  smo: { id: 'Cases.column.category.smo', defaultMessage: 'Solution Monitoring' },
  nmo: { id: 'Cases.column.category.nmo', defaultMessage: 'Network Monitoring' },
  osd: { id: 'Cases.column.category.osd', defaultMessage: 'Onsite Dispatch' },
  pmi: { id: 'Cases.column.category.pmi', defaultMessage: 'Preventive Maintenance' },
  tsu: { id: 'Cases.column.category.tsu', defaultMessage: 'Technical Support' },
  unc: { id: 'Cases.column.category.unc', defaultMessage: 'Other' },
  incident: { id: 'Cases.column.caseType.Incident', defaultMessage: 'Incident' },
  technicalRequest: { id: 'Cases.column.caseType.Technical Request', defaultMessage: 'Technical Request' },
  rma: { id: 'Cases.column.caseType.RMA', defaultMessage: 'RMA' },
  open: { id: 'Cases.column.state.open', defaultMessage: 'Open' },
  resolved: { id: 'Cases.column.state.resolved', defaultMessage: 'Resolved' },
  closed: { id: 'Cases.column.state.closed', defaultMessage: 'Closed' },
  priority1: { id: 'Cases.column.priority.1', defaultMessage: 'Critical' },
  priority2: { id: 'Cases.column.priority.2', defaultMessage: 'High' },
  priority3: { id: 'Cases.column.priority.3', defaultMessage: 'Medium' },
  priority4: { id: 'Cases.column.priority.4', defaultMessage: 'Low' },
});

export const ticketColumnMessages = defineMessages({
  ticketId: { id: 'Tickets.column.ticketId', defaultMessage: 'Ticket ID' },
  title: { id: 'Tickets.column.title', defaultMessage: 'Title' },
  type: { id: 'Tickets.column.type', defaultMessage: 'Type' },
  status: { id: 'Tickets.column.status', defaultMessage: 'Status' },
  priority: { id: 'Tickets.column.priority', defaultMessage: 'Priority' },
  impact: { id: 'Tickets.column.impact', defaultMessage: 'Impact' },
  urgency: { id: 'Tickets.column.urgency', defaultMessage: 'Urgency' },
  site: { id: 'Tickets.column.site', defaultMessage: 'Site' },
  submittedAt: { id: 'Tickets.column.submittedAt', defaultMessage: 'Submit date' },
  startAt: { id: 'Tickets.column.startAt', defaultMessage: 'Start date' },
  endAt: { id: 'Tickets.column.endAt', defaultMessage: 'End date' },
  productName: { id: 'Tickets.column.productName', defaultMessage: 'Product name' },
  productModel: { id: 'Tickets.column.productModel', defaultMessage: 'Product model' },
  unitId: { id: 'Tickets.column.unitId', defaultMessage: 'Unit ID' },
  unitStatus: { id: 'Tickets.column.unitStatus', defaultMessage: 'Unit status' },
});

export const ticketValueMessages = defineMessages({
  incident: { id: 'Tickets.column.type.incident', defaultMessage: 'Incident' },
  serviceRequest: { id: 'Tickets.column.type.serviceRequest', defaultMessage: 'Service request' },
  changeRequest: { id: 'Tickets.column.type.changeRequest', defaultMessage: 'Change request' },
  problem: { id: 'Tickets.column.type.problem', defaultMessage: 'Problem' },
  statusNew: { id: 'Tickets.column.status.new', defaultMessage: 'New' },
  statusAssigned: { id: 'Tickets.column.status.assigned', defaultMessage: 'Assigned' },
  statusInProgress: { id: 'Tickets.column.status.inProgress', defaultMessage: 'In progress' },
  statusPending: { id: 'Tickets.column.status.pending', defaultMessage: 'Pending' },
  statusResolved: { id: 'Tickets.column.status.resolved', defaultMessage: 'Resolved' },
  statusClosed: { id: 'Tickets.column.status.closed', defaultMessage: 'Closed' },
  statusCancelled: { id: 'Tickets.column.status.cancelled', defaultMessage: 'Cancelled' },
  priority1: { id: 'Tickets.column.priority.1', defaultMessage: 'Critical' },
  priority2: { id: 'Tickets.column.priority.2', defaultMessage: 'High' },
  priority3: { id: 'Tickets.column.priority.3', defaultMessage: 'Medium' },
  priority4: { id: 'Tickets.column.priority.4', defaultMessage: 'Low' },
  impact1: { id: 'Tickets.column.impact.1', defaultMessage: 'Extensive/Widespread' },
  impact2: { id: 'Tickets.column.impact.2', defaultMessage: 'Significant/Large' },
  impact3: { id: 'Tickets.column.impact.3', defaultMessage: 'Moderate/Limited' },
  impact4: { id: 'Tickets.column.impact.4', defaultMessage: 'Minor/Localized' },
  urgency1: { id: 'Tickets.column.urgency.1', defaultMessage: 'Critical' },
  urgency2: { id: 'Tickets.column.urgency.2', defaultMessage: 'High' },
  urgency3: { id: 'Tickets.column.urgency.3', defaultMessage: 'Medium' },
  urgency4: { id: 'Tickets.column.urgency.4', defaultMessage: 'Low' },
  inService: { id: 'Tickets.column.unitStatus.inService', defaultMessage: 'In service' },
  degraded: { id: 'Tickets.column.unitStatus.degraded', defaultMessage: 'Degraded' },
  outOfService: { id: 'Tickets.column.unitStatus.outOfService', defaultMessage: 'Out of service' },
  unknown: { id: 'Tickets.column.unitStatus.unknown', defaultMessage: 'Unknown' },
});

/**
 * E-mails to a case's user (spec: on creation and on state change), in the user's language.
 * `{state}` is one of open, resolved, closed.
 */
export const caseMailMessages = defineMessages({
  createdSubject: {
    id: 'Mail.caseCreated.subject',
    defaultMessage: 'Case {caseNumber} created: {title}',
  },
  createdBody: {
    id: 'Mail.caseCreated.body',
    defaultMessage:
      'Hello {name},\n\nyour case {caseNumber} "{title}" was created with priority {priority, select, 1 {1 (Critical)} 2 {2 (High)} 3 {3 (Medium)} 4 {4 (Low)} other {{priority}}}. It will be visible in the portal in about {minutes} minutes, and a response is expected within {hours} hours.\n\n{portalName}',
  },
  stateSubject: {
    id: 'Mail.caseStateChanged.subject',
    defaultMessage:
      'Case {caseNumber} is now {state, select, open {open} resolved {resolved} closed {closed} other {updated}}',
  },
  stateBody: {
    id: 'Mail.caseStateChanged.body',
    defaultMessage:
      'Hello {name},\n\nthe status of your case {caseNumber} "{title}" changed to {state, select, open {open} resolved {resolved} closed {closed} other {updated}}.\n\n{portalName}',
  },
  followerSubject: {
    id: 'Mail.caseFollowed.subject',
    defaultMessage: 'Case {caseNumber} you follow: {title}',
  },
  followerBody: {
    id: 'Mail.caseFollowed.body',
    defaultMessage:
      'Hello {name},\n\n{event, select, note {{author} added a note to case {caseNumber} "{title}":\n\n{note}} closureRequested {{author} asked to close case {caseNumber} "{title}".} other {the status of case {caseNumber} "{title}" changed to {state, select, open {open} resolved {resolved} closed {closed} other {updated}}.}}\n\nYou receive this because you follow this case; you can unfollow it on the case page.\n\n{portalName}',
  },
});
