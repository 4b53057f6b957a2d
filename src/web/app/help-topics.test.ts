import { describe, expect, it } from 'vitest';
import type { THelpTopic } from '../../shared/domain/help.ts';
import { SPEC_HELP_TOPICS } from '../../../tests/support/spec-help-topics.ts';
import { HELP_TOPICS, help } from './features.ts';

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
  ])('give the help link of %s: %s', (path, url) => {
    expect(help.getHelpUrl(path)).toBe(url);
  });
});
