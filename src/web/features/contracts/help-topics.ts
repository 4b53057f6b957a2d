import type { THelpTopic } from '../../../shared/domain/help.ts';

/** The help topic of contracts (spec section 2, help links). */
export const contractHelpTopics: readonly THelpTopic[] = [['/Contracts', 'contracts']];
