import type { THelpTopic } from '../../../shared/domain/help.ts';

/**
 * The help topic of CaseManagement/{type} (spec section 2, help links; the other case screens get
 * the default topic).
 */
export const caseHelpTopics: readonly THelpTopic[] = [['/CaseManagement', 'case-management']];
