import { defineMessages } from '../../../shared/i18n/define.ts';
import { both, network, user } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const performanceScreenMessages = defineMessages({
  performanceMap: { id: 'Nav.performanceMap', defaultMessage: 'Performance map' },
  siteList: { id: 'Nav.siteList', defaultMessage: 'Site list' },
  smartInsight: { id: 'Nav.smartInsight', defaultMessage: 'SmartInsight preview' },
});

/** Performance and SmartInsight of the account's network (not built yet); Coverage is the contracts feature's. */
export const performanceScreens = defineScreens([
  {
    key: 'PerformanceMap',
    path: 'Performance/Map',
    title: performanceScreenMessages.performanceMap,
    group: 'system',
    order: 120,
    visible: network,
    areaIndex: 'Performance',
  },
  {
    key: 'PerformanceSites',
    path: 'Performance/SiteList/:detail?',
    title: performanceScreenMessages.siteList,
    group: 'system',
    order: 130,
    visible: network,
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
