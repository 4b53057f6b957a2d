import { defineMessages } from '../../../shared/i18n/define.ts';
import { admin, allAccountsAdmin, vendorAdmin } from '../../lib/screen-rules.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { defineScreens } from '../../lib/screens.ts';

export const administrationScreenMessages = defineMessages({
  adminUsers: { id: 'Nav.adminUsers', defaultMessage: 'User provisioning' },
  adminCompanies: { id: 'Nav.adminCompanies', defaultMessage: 'Company provisioning' },
  adminSystems: { id: 'Nav.adminSystems', defaultMessage: 'System provisioning' },
  adminAlerts: { id: 'Nav.adminAlerts', defaultMessage: 'Alert management' },
  adminReleases: { id: 'Nav.adminReleases', defaultMessage: 'Portal releases' },
  adminStaticText: { id: 'Nav.adminStaticText', defaultMessage: 'Update static text' },
  adminTopBanner: { id: 'Nav.adminTopBanner', defaultMessage: 'Custom top banner' },
  adminSendNotification: { id: 'Nav.adminSendNotification', defaultMessage: 'Send notification' },
  adminDeviceManagement: {
    id: 'Nav.adminDeviceManagement',
    defaultMessage: 'Device management configuration',
  },
  adminMyView: { id: 'Nav.adminMyView', defaultMessage: 'MyView configuration' },
});

/**
 * Administration: account administrators manage their users; the rest is the vendor's (not built
 * yet). The group's other screens: the proxy record (20, audit) and the outbox (130, outbox).
 */
export const administrationScreens = defineScreens([
  {
    key: 'AdminUsers',
    path: 'Administration/Users',
    title: administrationScreenMessages.adminUsers,
    group: 'admin',
    order: 10,
    visible: admin,
    areaIndex: 'Administration',
  },
  {
    key: 'AdminCompanies',
    path: 'Administration/Companies',
    title: administrationScreenMessages.adminCompanies,
    group: 'admin',
    order: 30,
    visible: vendorAdmin,
  },
  {
    key: 'AdminSystems',
    path: 'Administration/SystemProvisioning',
    title: administrationScreenMessages.adminSystems,
    group: 'admin',
    order: 40,
    visible: vendorAdmin,
  },
  {
    key: 'AdminAlerts',
    path: 'Administration/Alerts',
    title: administrationScreenMessages.adminAlerts,
    group: 'admin',
    order: 50,
    visible: allAccountsAdmin,
    page: lazyRoute(() => import('./pages/admin-alerts-page.tsx')),
  },
  {
    key: 'AdminReleases',
    path: 'Administration/Releases',
    title: administrationScreenMessages.adminReleases,
    group: 'admin',
    order: 60,
    visible: vendorAdmin,
  },
  {
    key: 'AdminStaticText',
    path: 'Administration/StaticText',
    title: administrationScreenMessages.adminStaticText,
    group: 'admin',
    order: 70,
    visible: allAccountsAdmin,
    page: lazyRoute(() => import('./pages/admin-static-text-page.tsx')),
  },
  {
    key: 'AdminTopBanner',
    path: 'Administration/TopBanner',
    title: administrationScreenMessages.adminTopBanner,
    group: 'admin',
    order: 80,
    visible: allAccountsAdmin,
    page: lazyRoute(() => import('./pages/admin-top-banner-page.tsx')),
  },
  {
    key: 'AdminSendNotification',
    path: 'Administration/SendNotification',
    title: administrationScreenMessages.adminSendNotification,
    group: 'admin',
    order: 90,
    visible: allAccountsAdmin,
    page: lazyRoute(() => import('./pages/send-notification-page.tsx')),
  },
  {
    key: 'AdminDeviceManagement',
    path: 'Administration/DeviceManagement',
    title: administrationScreenMessages.adminDeviceManagement,
    group: 'admin',
    order: 100,
    visible: vendorAdmin,
  },
  {
    key: 'AdminMyView',
    path: 'Administration/MyView',
    title: administrationScreenMessages.adminMyView,
    group: 'admin',
    order: 110,
    visible: vendorAdmin,
  },
]);
