import type { THelpTopic } from '../../../shared/domain/help.ts';

/**
 * The help topic of every Administration screen, the proxy record and the outbox too (spec section
 * 2, help links).
 */
export const administrationHelpTopics: readonly THelpTopic[] = [['/Administration', 'administration']];
