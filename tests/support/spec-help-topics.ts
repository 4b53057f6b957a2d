import { PERSONAL_HELP_TOPIC, type THelpTopic } from '../../src/shared/domain/help.ts';

/**
 * The route starts and topics of spec section 2 ("Help links"), written from the spec's text in
 * its order: the help rule's tests use it (src/shared/domain/help.test.ts), and the web features'
 * declarations must assemble to it (src/web/app/help-topics.test.ts).
 */
export const SPEC_HELP_TOPICS: readonly THelpTopic[] = [
  ['/Dashboard', 'dashboard'],
  ['/Coverage', 'coverage'],
  ['/Calendar', 'calendar'],
  ['/Performance', 'performance'],
  ['/CaseManagement', 'case-management'],
  ['/SystemConfiguration', ''],
  ['/System', 'system'],
  ['/Repairs', 'repairs'],
  ['/Reports', 'reports'],
  ['/PremierReports', 'premier-reports'],
  ['/CustomReports', 'custom-reports'],
  ['/Orders', 'orders'],
  ['/Contracts', 'contracts'],
  ['/Entitlements', 'entitlements'],
  ['/DeviceManagement', 'device-management'],
  ['/DocumentCenter', 'document-center'],
  ['/Administration', 'administration'],
  ['/Notifications', PERSONAL_HELP_TOPIC],
  ['/UserSettings', PERSONAL_HELP_TOPIC],
  ['/MyActivities', PERSONAL_HELP_TOPIC],
  ['/OtherActivities', PERSONAL_HELP_TOPIC],
];
