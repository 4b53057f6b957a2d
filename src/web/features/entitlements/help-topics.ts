import type { THelpTopic } from '../../../shared/domain/help.ts';

/** The help topic of entitlements (spec section 2, help links). */
export const entitlementHelpTopics: readonly THelpTopic[] = [['/Entitlements', 'entitlements']];
