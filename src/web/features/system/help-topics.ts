import type { THelpTopic } from '../../../shared/domain/help.ts';

/**
 * System screens (spec section 2, help links): /SystemConfiguration has the empty topic, which opens
 * the help at the top; every other route starting /System (SystemOverview too) the system topic.
 */
export const systemHelpTopics: readonly THelpTopic[] = [
  ['/SystemConfiguration', ''],
  ['/System', 'system'],
];
