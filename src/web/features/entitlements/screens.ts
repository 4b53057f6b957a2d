import { defineMessages } from '../../../shared/i18n/define.ts';
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

/** Entitlements: commercial data, not for guests (not built yet). */
export const entitlementScreens = defineScreens([
  {
    key: 'EntitlementsOverview',
    path: 'Entitlements',
    title: entitlementScreenMessages.entitlementsOverview,
    group: 'entitlements',
    order: 10,
    visible: user,
  },
  {
    key: 'EntitlementsHardware',
    path: 'Entitlements/Hardware',
    title: entitlementScreenMessages.hardware,
    group: 'entitlements',
    order: 20,
    visible: user,
  },
  {
    key: 'EntitlementsSoftware',
    path: 'Entitlements/Software',
    title: entitlementScreenMessages.software,
    group: 'entitlements',
    order: 30,
    visible: user,
  },
  {
    key: 'ActivateFeatures',
    path: 'Entitlements/ActivateFeatures',
    title: entitlementScreenMessages.activateFeatures,
    group: 'entitlements',
    order: 40,
    visible: user,
  },
  {
    key: 'RenewFeatures',
    path: 'Entitlements/RenewFeatures',
    title: entitlementScreenMessages.renewFeatures,
    group: 'entitlements',
    order: 50,
    visible: user,
  },
  {
    key: 'LicenseTracking',
    path: 'Entitlements/LicenseTracking',
    title: entitlementScreenMessages.licenseTracking,
    group: 'entitlements',
    order: 60,
    visible: user,
  },
]);
