import type { THelpTopic } from '../../../shared/domain/help.ts';

/** The help topic of the document center (spec section 2, help links). */
export const documentHelpTopics: readonly THelpTopic[] = [['/DocumentCenter', 'document-center']];
