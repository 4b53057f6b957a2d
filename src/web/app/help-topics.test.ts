import { describe, expect, it } from 'vitest';
import { PERSONAL_HELP_TOPIC, type THelpTopic } from '../../shared/domain/help.ts';
import { HELP_TOPICS, help } from './features.ts';

/** Spec section 2 ("Help links"), written from its text; not derived from the features. */
const SPEC_HELP_TOPICS: readonly THelpTopic[] = [
  ['/Dashboard', 'dashboard'],
  ['/Coverage', 'coverage'],
  ['/Calendar', 'calendar'],
  ['/Performance', 'performance'],
  ['/CaseManagement', 'case-management'],
  ['/SystemConfiguration', ''],
  ['/System', 'system'],
  ['/Repairs', 'repairs'],
  ['/Reports', 'reports'],
  ['/PremierReports', 'premier-reports'],
  ['/CustomReports', 'custom-reports'],
  ['/Orders', 'orders'],
  ['/Contracts', 'contracts'],
  ['/Entitlements', 'entitlements'],
  ['/DeviceManagement', 'device-management'],
  ['/DocumentCenter', 'document-center'],
  ['/Administration', 'administration'],
  ['/Notifications', PERSONAL_HELP_TOPIC],
  ['/UserSettings', PERSONAL_HELP_TOPIC],
  ['/MyActivities', PERSONAL_HELP_TOPIC],
  ['/OtherActivities', PERSONAL_HELP_TOPIC],
];

describe('the help topics the features declare', () => {
  it("assemble to the spec's table, each route start once", () => {
    const sorted = (t: readonly THelpTopic[]) => [...t].sort(([a], [b]) => a.localeCompare(b));
    expect(sorted(HELP_TOPICS)).toEqual(sorted(SPEC_HELP_TOPICS));
  });

  it.each([
    ['/NA-1/Dashboard', '/help/index.html#dashboard'],
    ['/NA-1/SystemConfiguration/Zones', '/help/index.html'],
    ['/NA-1/SystemOverview', '/help/index.html#system'],
    ['/NA-1/Administration/Outbox', '/help/index.html#administration'],
    ['/NA-1/UserSettings', '/help/index.html#notifications-and-settings'],
    ['/NA-1/Tickets/7', '/help/index.html#getting-started'],
  ])("give the help link of %s: %s", (path, url) => {
    expect(help.getHelpUrl(path)).toBe(url);
  });
});
