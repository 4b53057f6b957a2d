import { defineMessages, type TMessageDescriptor } from '../../../shared/i18n/define.ts';
import { hasRecentVersionsReport } from '../../../shared/domain/system-releases.ts';
import { admin, both, hasSystem, network, tech, user } from '../../lib/screen-rules.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { defineScreens, type TScreen } from '../../lib/screens.ts';

export const systemScreenMessages = defineMessages({
  systemOverview: { id: 'Nav.systemOverview', defaultMessage: 'System overview' },
  systemConfiguration: { id: 'Nav.systemConfiguration', defaultMessage: 'System configuration' },
  patchHistory: { id: 'Nav.patchHistory', defaultMessage: 'Patch history' },
  susSite: { id: 'Nav.susBySite', defaultMessage: 'SUS updates by site' },
  susSystem: { id: 'Nav.susBySystem', defaultMessage: 'SUS updates by system' },
  susZone: { id: 'Nav.susByZone', defaultMessage: 'SUS updates by zone' },
  susRecentVersions: { id: 'Nav.susRecent', defaultMessage: 'SUS recent versions' },
  rsusSite: { id: 'Nav.rsusBySite', defaultMessage: 'RSUS updates by site' },
  rsusSystem: { id: 'Nav.rsusBySystem', defaultMessage: 'RSUS updates by system' },
  rsusZone: { id: 'Nav.rsusByZone', defaultMessage: 'RSUS updates by zone' },
  rsusRecentVersions: { id: 'Nav.rsusRecent', defaultMessage: 'RSUS recent versions' },
  managedConfiguration: { id: 'Nav.managedConfiguration', defaultMessage: 'Managed configuration' },
  securityBulletins: { id: 'Nav.securityBulletins', defaultMessage: 'Security bulletins' },
  releaseManager: { id: 'Nav.releaseManager', defaultMessage: 'Release manager' },
});

/**
 * The four screens of one software update service (SUS or RSUS): updates by site, system and zone
 * for ASTRO users, and the recent versions report for ASTRO system release 2020.1 and later; their
 * menu places follow one another from `order`.
 */
const softwareUpdatesPage = lazyRoute(() => import('./pages/software-updates-page.tsx'));
const recentVersionsPage = lazyRoute(() => import('./pages/recent-versions-page.tsx'));

function softwareUpdateScreens<P extends 'Sus' | 'Rsus'>(
  keyPrefix: P,
  segment: 'SUS' | 'RSUS',
  order: number,
  titles: Record<'site' | 'system' | 'zone' | 'recent', TMessageDescriptor>,
): TScreen<`${P}${'Site' | 'System' | 'Zone' | 'RecentVersions'}`>[] {
  const byPart = (
    part: 'Site' | 'System' | 'Zone',
    title: TMessageDescriptor,
    at: number,
  ): TScreen<`${P}${typeof part}`> => ({
    key: `${keyPrefix}${part}`,
    path: `System/${segment}/${part}`,
    title,
    group: 'system',
    order: at,
    visible: both(tech('astro'), user),
    page: softwareUpdatesPage,
  });
  return [
    byPart('Site', titles.site, order),
    byPart('System', titles.system, order + 10),
    byPart('Zone', titles.zone, order + 20),
    {
      key: `${keyPrefix}RecentVersions` as const,
      path: `System/${segment}/RecentVersions`,
      title: titles.recent,
      group: 'system',
      order: order + 30,
      visible: (c) => user(c) && hasRecentVersionsReport(c.facts.technology, c.system?.currentVersion),
      needsSystem: true,
      page: recentVersionsPage,
    },
  ];
}

/**
 * System and network (issue 32 points 7 and 8): overview, configuration, patch history and
 * antivirus, SUS and RSUS updates, security bulletins. The group's other screens: performance
 * (120-140, 180) and alerts (150).
 */
export const systemScreens = defineScreens([
  {
    key: 'SystemOverview',
    path: 'SystemOverview',
    title: systemScreenMessages.systemOverview,
    group: 'system',
    order: 10,
    visible: hasSystem,
    areaIndex: 'System',
    page: lazyRoute(() => import('./pages/system-overview-page.tsx')),
  },
  {
    key: 'SystemConfiguration',
    path: 'SystemConfiguration',
    title: systemScreenMessages.systemConfiguration,
    group: 'system',
    order: 20,
    visible: both(hasSystem, user),
    page: lazyRoute(() => import('./pages/system-configuration-page.tsx')),
  },
  {
    key: 'PatchHistory',
    path: 'System/PatchHistory',
    title: systemScreenMessages.patchHistory,
    group: 'system',
    order: 30,
    visible: tech('astro'),
    page: lazyRoute(() => import('./pages/patch-history-page.tsx')),
  },
  {
    // Not a screen of spec section 2: the bulletins matched to the system (issue 32 point 8), for
    // every account with a system; next to the patch history that proves them applied.
    key: 'SecurityBulletins',
    path: 'System/SecurityBulletins',
    title: systemScreenMessages.securityBulletins,
    group: 'system',
    order: 35,
    visible: hasSystem,
    page: lazyRoute(() => import('./pages/security-bulletins-page.tsx')),
  },
  // SUS and RSUS software updates (spec section 2): site, system, zone, recent versions each
  ...softwareUpdateScreens('Sus', 'SUS', 40, {
    site: systemScreenMessages.susSite,
    system: systemScreenMessages.susSystem,
    zone: systemScreenMessages.susZone,
    recent: systemScreenMessages.susRecentVersions,
  }),
  ...softwareUpdateScreens('Rsus', 'RSUS', 80, {
    site: systemScreenMessages.rsusSite,
    system: systemScreenMessages.rsusSystem,
    zone: systemScreenMessages.rsusZone,
    recent: systemScreenMessages.rsusRecentVersions,
  }),
  {
    key: 'ManagedConfiguration',
    path: 'ManagedConfiguration',
    title: systemScreenMessages.managedConfiguration,
    group: 'system',
    order: 160,
    // The account's managed network (spec section 3: the account's `managed` network object), at
    // either service level: Users read it, only Administrators change its thresholds (the server decides).
    visible: both(network, user),
    page: lazyRoute(() => import('./pages/managed-configuration-page.tsx')),
  },
  {
    key: 'ReleaseManager',
    path: 'ReleaseManager',
    title: systemScreenMessages.releaseManager,
    group: 'system',
    order: 170,
    visible: both(tech('astro', 'mototrbo'), admin),
  },
]);
