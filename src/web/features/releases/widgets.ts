import { defineWidgets } from '../../lib/widgets.ts';
import { RecentReleasesWidget, recentReleasesMessages } from './widgets/recent-releases-widget.tsx';

/** The portal's newest releases on the Home Dashboard. */
export const releaseWidgets = defineWidgets([
  {
    id: 'recent-releases',
    title: recentReleasesMessages.title,
    Component: RecentReleasesWidget,
    visible: () => true,
  },
]);
