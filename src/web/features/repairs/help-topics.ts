import type { THelpTopic } from '../../../shared/domain/help.ts';

/** The help topic of repairs (spec section 2, help links). */
export const repairHelpTopics: readonly THelpTopic[] = [['/Repairs', 'repairs']];
