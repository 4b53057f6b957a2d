import { PERSONAL_HELP_TOPIC, type THelpTopic } from '../../../shared/domain/help.ts';

/**
 * Calendar has its topic; notifications and activities share the personal one with settings (spec
 * section 2, help links).
 */
export const communicationHelpTopics: readonly THelpTopic[] = [
  ['/Calendar', 'calendar'],
  ['/Notifications', PERSONAL_HELP_TOPIC],
  ['/MyActivities', PERSONAL_HELP_TOPIC],
  ['/OtherActivities', PERSONAL_HELP_TOPIC],
];
