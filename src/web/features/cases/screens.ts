import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { all, both, managedServices, network } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';
import { packageMatches } from '../../../shared/domain/permissions.ts';

export const caseScreenMessages = defineMessages({
  allCases: { id: 'Nav.allCasesList', defaultMessage: 'All cases' },
  caseManagement: { id: 'Nav.caseManagement', defaultMessage: 'Case management' },
  incidents: { id: 'Nav.incidents', defaultMessage: 'Incidents' },
  technicalRequests: { id: 'Nav.technicalRequests', defaultMessage: 'Technical requests' },
  rmaCases: { id: 'Nav.rmaCases', defaultMessage: 'RMA cases' },
  techSupport: { id: 'Nav.techSupport', defaultMessage: 'Technical support' },
  securityMonitoring: { id: 'Nav.securityMonitoring', defaultMessage: 'Security monitoring' },
  networkMonitoring: { id: 'Nav.networkMonitoring', defaultMessage: 'Network monitoring' },
  solutionMonitoring: { id: 'Nav.solutionMonitoring', defaultMessage: 'Solution monitoring' },
  onsiteDispatch: { id: 'Nav.onsiteDispatch', defaultMessage: 'Onsite dispatch' },
  preventiveMaintenance: { id: 'Nav.preventiveMaintenance', defaultMessage: 'Preventive maintenance' },
});

/** Every case screen shows the one cases page, which reads its scope from the address. */
const casesPage = lazyRoute(() => import('./pages/cases-page.tsx'));

/**
 * Support cases (case categories of spec section 3; CaseManagement/{type} limited to the case
 * types). The Support group's other screens: Tickets (20) and Known issues (100).
 */
export const caseScreens = defineScreens([
  {
    key: 'AllCases',
    path: 'AllCases/:detail?',
    title: caseScreenMessages.allCases,
    group: 'support',
    order: 10,
    visible: all,
    areaIndex: 'CaseManagement',
    page: casesPage,
  },
  {
    key: 'CaseManagement',
    path: 'CaseManagement/:type/:detail?',
    title: caseScreenMessages.caseManagement,
    group: 'support',
    order: 30,
    visible: all,
    links: [
      { key: 'CaseIncident', params: { type: 'Incident' }, label: caseScreenMessages.incidents },
      {
        key: 'CaseTechnicalRequest',
        params: { type: 'TechnicalRequest' },
        label: caseScreenMessages.technicalRequests,
      },
      { key: 'CaseRMA', params: { type: 'RMA' }, label: caseScreenMessages.rmaCases },
    ],
    page: casesPage,
  },
  {
    key: 'TechSupport',
    path: 'TechSupport/:detail?',
    title: caseScreenMessages.techSupport,
    group: 'support',
    order: 40,
    visible: all,
    page: casesPage,
  },
  {
    key: 'SecurityMonitoring',
    path: 'SecurityMonitoring/:detail?',
    title: caseScreenMessages.securityMonitoring,
    group: 'support',
    order: 50,
    visible: (c) => managedServices(c) || packageMatches(c.facts.packageName, /\bSEC\b/),
    page: casesPage,
  },
  {
    key: 'NetworkMonitoring',
    path: 'NetworkMonitoring/:detail?',
    title: caseScreenMessages.networkMonitoring,
    group: 'support',
    order: 60,
    visible: both(managedServices, network),
    page: casesPage,
  },
  {
    key: 'SolutionMonitoring',
    path: 'SolutionMonitoring/:detail?',
    title: caseScreenMessages.solutionMonitoring,
    group: 'support',
    order: 70,
    visible: managedServices,
    page: casesPage,
  },
  {
    key: 'OnsiteDispatch',
    path: 'OnsiteDispatch/:detail?',
    title: caseScreenMessages.onsiteDispatch,
    group: 'support',
    order: 80,
    visible: managedServices,
    page: casesPage,
  },
  {
    key: 'PreventiveMaintenance',
    path: 'PreventiveMaintenance/:detail?',
    title: caseScreenMessages.preventiveMaintenance,
    group: 'support',
    order: 90,
    visible: managedServices,
    page: casesPage,
  },
]);
