import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { user } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const entitlementScreenMessages = defineMessages({
  entitlementsOverview: { id: 'Nav.entitlementsOverview', defaultMessage: 'Entitlements overview' },
  hardware: { id: 'Nav.hardware', defaultMessage: 'Hardware' },
  software: { id: 'Nav.software', defaultMessage: 'Software' },
  activateFeatures: { id: 'Nav.activateFeatures', defaultMessage: 'Activate features' },
  renewFeatures: { id: 'Nav.renewFeatures', defaultMessage: 'Renew features' },
  licenseTracking: { id: 'Nav.licenseTracking', defaultMessage: 'License tracking' },
});

/**
 * Entitlements: commercial data, not for Guests (the server refuses them every entitlement route,
 * server/modules/entitlements/routes.ts).
 */
export const entitlementScreens = defineScreens([
  {
    key: 'EntitlementsOverview',
    path: 'Entitlements',
    title: entitlementScreenMessages.entitlementsOverview,
    group: 'entitlements',
    order: 10,
    visible: user,
    page: lazyRoute(() => import('./pages/overview-page.tsx')),
  },
  {
    key: 'EntitlementsHardware',
    path: 'Entitlements/Hardware',
    title: entitlementScreenMessages.hardware,
    group: 'entitlements',
    order: 20,
    visible: user,
    page: lazyRoute(() => import('./pages/hardware-page.tsx')),
  },
  {
    key: 'EntitlementsSoftware',
    path: 'Entitlements/Software',
    title: entitlementScreenMessages.software,
    group: 'entitlements',
    order: 30,
    visible: user,
    page: lazyRoute(() => import('./pages/software-page.tsx')),
  },
  {
    key: 'ActivateFeatures',
    path: 'Entitlements/ActivateFeatures',
    title: entitlementScreenMessages.activateFeatures,
    group: 'entitlements',
    order: 40,
    visible: user,
    page: lazyRoute(() => import('./pages/activate-page.tsx')),
  },
  {
    key: 'RenewFeatures',
    path: 'Entitlements/RenewFeatures',
    title: entitlementScreenMessages.renewFeatures,
    group: 'entitlements',
    order: 50,
    visible: user,
    page: lazyRoute(() => import('./pages/renew-page.tsx')),
  },
  {
    key: 'LicenseTracking',
    path: 'Entitlements/LicenseTracking',
    title: entitlementScreenMessages.licenseTracking,
    group: 'entitlements',
    order: 60,
    visible: user,
    page: lazyRoute(() => import('./pages/license-tracking-page.tsx')),
  },
]);
