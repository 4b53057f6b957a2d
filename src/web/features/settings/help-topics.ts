import { PERSONAL_HELP_TOPIC, type THelpTopic } from '../../../shared/domain/help.ts';

/** User settings share the personal topic with notifications and activities (spec section 2, help links). */
export const settingsHelpTopics: readonly THelpTopic[] = [['/UserSettings', PERSONAL_HELP_TOPIC]];
