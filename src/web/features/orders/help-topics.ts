import type { THelpTopic } from '../../../shared/domain/help.ts';

/** The help topic of orders (spec section 2, help links). */
export const orderHelpTopics: readonly THelpTopic[] = [['/Orders', 'orders']];
