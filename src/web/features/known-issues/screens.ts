import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { all } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const knownIssueScreenMessages = defineMessages({
  knownIssues: { id: 'Nav.knownIssues', defaultMessage: 'Known issues' },
});

/** Known issues: the last screen of the Support group (issue 31). */
export const knownIssueScreens = defineScreens([
  {
    key: 'KnownIssues',
    path: 'KnownIssues',
    title: knownIssueScreenMessages.knownIssues,
    group: 'support',
    order: 100,
    visible: all,
    page: lazyRoute(() => import('./pages/known-issues-page.tsx')),
  },
]);
