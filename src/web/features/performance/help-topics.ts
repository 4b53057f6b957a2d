import type { THelpTopic } from '../../../shared/domain/help.ts';

/** The help topics of performance and coverage (spec section 2, help links). */
export const performanceHelpTopics: readonly THelpTopic[] = [
  ['/Coverage', 'coverage'],
  ['/Performance', 'performance'],
];
