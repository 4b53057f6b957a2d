import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { both, network, user } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const performanceScreenMessages = defineMessages({
  performanceMap: { id: 'Nav.performanceMap', defaultMessage: 'Performance map' },
  siteList: { id: 'Nav.siteList', defaultMessage: 'Site list' },
  smartInsight: { id: 'Nav.smartInsight', defaultMessage: 'SmartInsight preview' },
});

/**
 * Performance of the account's network (issue 32 point 4): the map and the site list with each
 * site's details; SmartInsight is not built yet; Coverage is the contracts feature's.
 */
export const performanceScreens = defineScreens([
  {
    key: 'PerformanceMap',
    path: 'Performance/Map',
    title: performanceScreenMessages.performanceMap,
    group: 'system',
    order: 120,
    visible: network,
    areaIndex: 'Performance',
    page: lazyRoute(() => import('./pages/performance-map-page.tsx')),
  },
  {
    key: 'PerformanceSites',
    path: 'Performance/SiteList/:detail?',
    title: performanceScreenMessages.siteList,
    group: 'system',
    order: 130,
    visible: network,
    page: lazyRoute(() => import('./pages/site-list-page.tsx')),
  },
  {
    key: 'SmartInsight',
    path: 'SmartInsight',
    title: performanceScreenMessages.smartInsight,
    group: 'system',
    order: 180,
    visible: both(network, user),
  },
]);
