import type { THelpTopic } from '../../../shared/domain/help.ts';

/** The help topic of device management (spec section 2, help links). */
export const deviceHelpTopics: readonly THelpTopic[] = [['/DeviceManagement', 'device-management']];
