import type { THelpTopic } from '../../../shared/domain/help.ts';

/** The help topics of reports (spec section 2, help links). */
export const reportHelpTopics: readonly THelpTopic[] = [
  ['/Reports', 'reports'],
  ['/PremierReports', 'premier-reports'],
  ['/CustomReports', 'custom-reports'],
];
