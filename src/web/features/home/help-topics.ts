import type { THelpTopic } from '../../../shared/domain/help.ts';

/** The help topic of the Home Dashboard (spec section 2, help links). */
export const homeHelpTopics: readonly THelpTopic[] = [['/Dashboard', 'dashboard']];
