import { defineMessages, type TMessageDescriptor } from '../../shared/i18n/define.ts';

import type { TAccount, TSessionUser } from '../../shared/contracts/session.ts';
import { ticketMessages } from '../features/tickets/ticket-messages.ts';
import type { TAccountSystem } from '../../shared/contracts/system.ts';
import {
  normalizeCustomerIds,
  normalizeLevel,
  type TAccountFacts,
  type TRole,
  type TTechnology,
} from '../../shared/domain/accounts.ts';
import {
  canDownloadSoftware,
  canSeeAlerts,
  packageMatches,
  regionalFlags,
  roleAtLeast,
  showOtherAppsMenu,
  tier,
} from '../../shared/domain/permissions.ts';
import { buildPath, type TRouteParams } from '../../shared/domain/route-paths.ts';
import { hasRecentVersionsReport } from '../../shared/domain/system-releases.ts';

export const navGroupMessages = defineMessages({
  support: { id: 'NavGroup.support', defaultMessage: 'Support' },
  repairs: { id: 'NavGroup.repairs', defaultMessage: 'Repairs and RMA' },
  commercial: { id: 'NavGroup.commercial', defaultMessage: 'Orders and contracts' },
  entitlements: { id: 'Nav.entitlements', defaultMessage: 'Entitlements' },
  system: { id: 'NavGroup.system', defaultMessage: 'System and network' },
  devices: { id: 'NavGroup.devices', defaultMessage: 'Devices' },
  reports: { id: 'NavGroup.reports', defaultMessage: 'Reports' },
  documents: { id: 'NavGroup.documents', defaultMessage: 'Documents and software' },
  communications: { id: 'NavGroup.communications', defaultMessage: 'Communications' },
  admin: { id: 'Nav.administration', defaultMessage: 'Administration' },
});

export const navMessages = defineMessages({
  dashboard: { id: 'Nav.dashboard', defaultMessage: 'Dashboard' },
  allCases: { id: 'Nav.allCasesList', defaultMessage: 'All cases' },
  caseManagement: { id: 'Nav.caseManagement', defaultMessage: 'Case management' },
  incidents: { id: 'Nav.incidents', defaultMessage: 'Incidents' },
  technicalRequests: { id: 'Nav.technicalRequests', defaultMessage: 'Technical requests' },
  rmaCases: { id: 'Nav.rmaCases', defaultMessage: 'RMA cases' },
  techSupport: { id: 'Nav.techSupport', defaultMessage: 'Technical support' },
  securityMonitoring: { id: 'Nav.securityMonitoring', defaultMessage: 'Security monitoring' },
  networkMonitoring: { id: 'Nav.networkMonitoring', defaultMessage: 'Network monitoring' },
  solutionMonitoring: { id: 'Nav.solutionMonitoring', defaultMessage: 'Solution monitoring' },
  onsiteDispatch: { id: 'Nav.onsiteDispatch', defaultMessage: 'Onsite dispatch' },
  preventiveMaintenance: { id: 'Nav.preventiveMaintenance', defaultMessage: 'Preventive maintenance' },
  knownIssues: { id: 'Nav.knownIssues', defaultMessage: 'Known issues' },
  repairs: { id: 'Nav.repairs', defaultMessage: 'Repairs' },
  repairBank: { id: 'Nav.repairBank', defaultMessage: 'Repair bank balance' },
  serialLookup: { id: 'Nav.serialLookup', defaultMessage: 'Serial number lookup' },
  orders: { id: 'Nav.orders', defaultMessage: 'Orders' },
  contracts: { id: 'Nav.contracts', defaultMessage: 'Contracts' },
  entitlementsOverview: { id: 'Nav.entitlementsOverview', defaultMessage: 'Entitlements overview' },
  hardware: { id: 'Nav.hardware', defaultMessage: 'Hardware' },
  software: { id: 'Nav.software', defaultMessage: 'Software' },
  activateFeatures: { id: 'Nav.activateFeatures', defaultMessage: 'Activate features' },
  renewFeatures: { id: 'Nav.renewFeatures', defaultMessage: 'Renew features' },
  licenseTracking: { id: 'Nav.licenseTracking', defaultMessage: 'License tracking' },
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
  performanceMap: { id: 'Nav.performanceMap', defaultMessage: 'Performance map' },
  siteList: { id: 'Nav.siteList', defaultMessage: 'Site list' },
  coverage: { id: 'Nav.coverage', defaultMessage: 'Coverage' },
  alerts: { id: 'Nav.alerts', defaultMessage: 'Alerts' },
  managedConfiguration: { id: 'Nav.managedConfiguration', defaultMessage: 'Managed configuration' },
  releaseManager: { id: 'Nav.releaseManager', defaultMessage: 'Release manager' },
  smartInsight: { id: 'Nav.smartInsight', defaultMessage: 'SmartInsight preview' },
  deviceManagement: { id: 'Nav.deviceManagement', defaultMessage: 'Device management' },
  radioCentralDevices: { id: 'Nav.radioCentralDevices', defaultMessage: 'RadioCentral devices' },
  radioCentralJobs: { id: 'Nav.radioCentralJobs', defaultMessage: 'RadioCentral jobs' },
  thirdPartyDevices: { id: 'Nav.thirdPartyDevices', defaultMessage: 'Third-party devices' },
  apxConfig: { id: 'Nav.apxConfig', defaultMessage: 'APX configuration' },
  hostedRm: { id: 'Nav.hostedRm', defaultMessage: 'Hosted radio management' },
  essentialReports: { id: 'Nav.essentialReports', defaultMessage: 'Essential reports' },
  advancedReports: { id: 'Nav.advancedReports', defaultMessage: 'Advanced reports' },
  kpiReports: { id: 'Nav.kpiReports', defaultMessage: 'KPI reports' },
  premierReports: { id: 'Nav.premierReports', defaultMessage: 'Premier reports' },
  customReports: { id: 'Nav.customReports', defaultMessage: 'Custom reports' },
  activityReport: { id: 'Nav.activityReport', defaultMessage: 'Activity report' },
  documentCenter: { id: 'Nav.documentCenter', defaultMessage: 'Document center' },
  documents: { id: 'Nav.documents', defaultMessage: 'Account documents' },
  releaseNotes: { id: 'Nav.releaseNotes', defaultMessage: 'Release notes' },
  softwareDownloads: { id: 'Nav.softwareDownloads', defaultMessage: 'Software downloads' },
  notifications: { id: 'Nav.notifications', defaultMessage: 'Notifications' },
  calendar: { id: 'Nav.calendar', defaultMessage: 'Calendar' },
  myActivities: { id: 'Nav.myActivities', defaultMessage: 'My activities' },
  otherActivities: { id: 'Nav.otherActivities', defaultMessage: "Other users' activities" },
  onboarding: { id: 'Nav.onboarding', defaultMessage: 'Onboarding' },
  otherApps: { id: 'Nav.otherApps', defaultMessage: 'Other apps' },
  adminUsers: { id: 'Nav.adminUsers', defaultMessage: 'User provisioning' },
  adminProxyRecord: { id: 'Nav.adminProxyRecord', defaultMessage: 'Proxy record' },
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
  adminOutbox: { id: 'Nav.adminOutbox', defaultMessage: 'Outbox' },
  userSettings: { id: 'Nav.userSettings', defaultMessage: 'Settings' },
  whatsNew: { id: 'Nav.whatsNew', defaultMessage: "What's New" },
  about: { id: 'Nav.about', defaultMessage: 'About' },
});

/** What the menu rules read: the account, its facts for the shared rules, the user and the system. */
export interface TNavContext {
  account: TAccount;
  facts: TAccountFacts;
  user: TSessionUser;
  /** The account's system; undefined while it loads, null when there is none. */
  system: TAccountSystem | null | undefined;
}

type TRule = (c: TNavContext) => boolean;
export type TNavGroupKey = keyof typeof navGroupMessages;

/** A screen of spec section 2: its route, title, menu place and who may see it. */
export interface TScreen<K extends string = string> {
  /** Unique key; also `data-nav` of its menu link. */
  key: K;
  /** Route pattern below /{accountId}/, with :params (`:name?` optional). */
  path: string;
  title: TMessageDescriptor;
  /** The menu group, null for a top-level item, undefined for a screen outside the menu. */
  group?: TNavGroupKey | null;
  visible: TRule;
  /**
   * Extra menu links for one screen (CaseManagement/{type}), each with the route parameters it
   * fills; by default one link with none (optional parameters dropped).
   */
  links?: readonly { key: string; params: TRouteParams; label: TMessageDescriptor }[];
  /** The rule reads the account's system, so the route waits for it. */
  needsSystem?: boolean;
}

// ---- rules (spec section 6; "Exact role-to-permission mapping: not shown" - see docs/decisions.md)

const all: TRule = () => true;
const role =
  (min: TRole): TRule =>
  (c) =>
    roleAtLeast(c.account.role, min);
const tech =
  (...list: TTechnology[]): TRule =>
  (c) =>
    list.includes(c.facts.technology);
const both =
  (...rules: TRule[]): TRule =>
  (c) =>
    rules.every((r) => r(c));
const network: TRule = (c) => c.account.hasNetwork;
const hasSystem: TRule = (c) => c.facts.technology !== 'softwareapps';
const managed: TRule = (c) => normalizeLevel(c.facts.level) === 'managed';
/** Managed services (monitoring, dispatch, maintenance): the managed-level flag of spec section 6. */
const managedServices: TRule = (c) => regionalFlags(c.facts).has('managedExtra');
/** The vendor's own administrators (MSI Administrator), acting as themselves, never in proxy mode. */
const vendorAdmin: TRule = (c) =>
  c.user.vendorRoles.includes('MSI Administrator') &&
  !c.user.isProxyUser &&
  c.account.role === 'Administrator';
/**
 * Vendor staff acting as themselves, whatever their role on the account and never in proxy mode:
 * the browser's side of the server's `requireStaff` (the real user's company is the vendor).
 */
const vendorStaff: TRule = (c) => c.user.isMotorolaUser && !c.user.isProxyUser;
const user = role('User');
const admin = role('Administrator');
const radios = tech('astro', 'mototrbo', 'lte');

/**
 * The four screens of one software update service (SUS or RSUS): updates by site, system and zone
 * for ASTRO users, and the recent versions report for ASTRO system release 2020.1 and later.
 */
function softwareUpdateScreens<P extends 'Sus' | 'Rsus'>(
  keyPrefix: P,
  segment: 'SUS' | 'RSUS',
  titles: Record<'site' | 'system' | 'zone' | 'recent', TMessageDescriptor>,
): TScreen<`${P}${'Site' | 'System' | 'Zone' | 'RecentVersions'}`>[] {
  const byPart = (
    part: 'Site' | 'System' | 'Zone',
    title: TMessageDescriptor,
  ): TScreen<`${P}${typeof part}`> => ({
    key: `${keyPrefix}${part}`,
    path: `System/${segment}/${part}`,
    title,
    group: 'system',
    visible: both(tech('astro'), user),
  });
  return [
    byPart('Site', titles.site),
    byPart('System', titles.system),
    byPart('Zone', titles.zone),
    {
      key: `${keyPrefix}RecentVersions` as const,
      path: `System/${segment}/RecentVersions`,
      title: titles.recent,
      group: 'system',
      visible: (c) => user(c) && hasRecentVersionsReport(c.facts.technology, c.system?.currentVersion),
      needsSystem: true,
    },
  ];
}

/**
 * Every screen of spec section 2 below /{accountId}/ (the router builds its routes from this list;
 * screens without a page show the not-built page). The menu shows a screen only when its rule
 * allows it, and a hidden screen's address shows the no-access page. The server enforces its own
 * rules on every call: hiding is a courtesy, not the protection.
 */
export const SCREENS = defineScreens([
  { key: 'Dashboard', path: 'Dashboard', title: navMessages.dashboard, group: null, visible: all },
  // Support cases (case categories of spec section 3; CaseManagement/{type} limited to the case types)
  { key: 'AllCases', path: 'AllCases/:detail?', title: navMessages.allCases, group: 'support', visible: all },
  { key: 'Tickets', path: 'Tickets/:detail?', title: ticketMessages.title, group: 'support', visible: all },
  {
    key: 'CaseManagement',
    path: 'CaseManagement/:type/:detail?',
    title: navMessages.caseManagement,
    group: 'support',
    visible: all,
    links: [
      { key: 'CaseIncident', params: { type: 'Incident' }, label: navMessages.incidents },
      {
        key: 'CaseTechnicalRequest',
        params: { type: 'TechnicalRequest' },
        label: navMessages.technicalRequests,
      },
      { key: 'CaseRMA', params: { type: 'RMA' }, label: navMessages.rmaCases },
    ],
  },
  {
    key: 'TechSupport',
    path: 'TechSupport/:detail?',
    title: navMessages.techSupport,
    group: 'support',
    visible: all,
  },
  {
    key: 'SecurityMonitoring',
    path: 'SecurityMonitoring/:detail?',
    title: navMessages.securityMonitoring,
    group: 'support',
    visible: (c) => managedServices(c) || packageMatches(c.facts.packageName, /\bSEC\b/),
  },
  {
    key: 'NetworkMonitoring',
    path: 'NetworkMonitoring/:detail?',
    title: navMessages.networkMonitoring,
    group: 'support',
    visible: both(managedServices, network),
  },
  {
    key: 'SolutionMonitoring',
    path: 'SolutionMonitoring/:detail?',
    title: navMessages.solutionMonitoring,
    group: 'support',
    visible: managedServices,
  },
  {
    key: 'OnsiteDispatch',
    path: 'OnsiteDispatch/:detail?',
    title: navMessages.onsiteDispatch,
    group: 'support',
    visible: managedServices,
  },
  {
    key: 'PreventiveMaintenance',
    path: 'PreventiveMaintenance/:detail?',
    title: navMessages.preventiveMaintenance,
    group: 'support',
    visible: managedServices,
  },
  { key: 'KnownIssues', path: 'KnownIssues', title: navMessages.knownIssues, group: 'support', visible: all },
  // Repairs and RMA: radio technologies, not for guests
  {
    key: 'Repairs',
    path: 'Repairs',
    title: navMessages.repairs,
    group: 'repairs',
    visible: both(radios, user),
  },
  {
    key: 'RepairBank',
    path: 'Repairs/RepairBank',
    title: navMessages.repairBank,
    group: 'repairs',
    visible: both(radios, user),
  },
  {
    key: 'SerialLookup',
    path: 'Repairs/SerialNumberLookup',
    title: navMessages.serialLookup,
    group: 'repairs',
    visible: both(radios, user),
  },
  // Commercial data: not for guests
  { key: 'Orders', path: 'Orders/:detail?', title: navMessages.orders, group: 'commercial', visible: user },
  {
    key: 'Contracts',
    path: 'Contracts/:detail?',
    title: navMessages.contracts,
    group: 'commercial',
    visible: user,
  },
  {
    key: 'EntitlementsOverview',
    path: 'Entitlements',
    title: navMessages.entitlementsOverview,
    group: 'entitlements',
    visible: user,
  },
  {
    key: 'EntitlementsHardware',
    path: 'Entitlements/Hardware',
    title: navMessages.hardware,
    group: 'entitlements',
    visible: user,
  },
  {
    key: 'EntitlementsSoftware',
    path: 'Entitlements/Software',
    title: navMessages.software,
    group: 'entitlements',
    visible: user,
  },
  {
    key: 'ActivateFeatures',
    path: 'Entitlements/ActivateFeatures',
    title: navMessages.activateFeatures,
    group: 'entitlements',
    visible: user,
  },
  {
    key: 'RenewFeatures',
    path: 'Entitlements/RenewFeatures',
    title: navMessages.renewFeatures,
    group: 'entitlements',
    visible: user,
  },
  {
    key: 'LicenseTracking',
    path: 'Entitlements/LicenseTracking',
    title: navMessages.licenseTracking,
    group: 'entitlements',
    visible: user,
  },
  // System and network
  {
    key: 'SystemOverview',
    path: 'SystemOverview',
    title: navMessages.systemOverview,
    group: 'system',
    visible: hasSystem,
  },
  {
    key: 'SystemConfiguration',
    path: 'SystemConfiguration',
    title: navMessages.systemConfiguration,
    group: 'system',
    visible: both(hasSystem, user),
  },
  {
    key: 'PatchHistory',
    path: 'System/PatchHistory',
    title: navMessages.patchHistory,
    group: 'system',
    visible: tech('astro'),
  },
  // SUS and RSUS software updates (spec section 2): site, system, zone, recent versions each
  ...softwareUpdateScreens('Sus', 'SUS', {
    site: navMessages.susSite,
    system: navMessages.susSystem,
    zone: navMessages.susZone,
    recent: navMessages.susRecentVersions,
  }),
  ...softwareUpdateScreens('Rsus', 'RSUS', {
    site: navMessages.rsusSite,
    system: navMessages.rsusSystem,
    zone: navMessages.rsusZone,
    recent: navMessages.rsusRecentVersions,
  }),
  {
    key: 'PerformanceMap',
    path: 'Performance/Map',
    title: navMessages.performanceMap,
    group: 'system',
    visible: network,
  },
  {
    key: 'PerformanceSites',
    path: 'Performance/SiteList/:detail?',
    title: navMessages.siteList,
    group: 'system',
    visible: network,
  },
  { key: 'Coverage', path: 'Coverage', title: navMessages.coverage, group: 'system', visible: network },
  {
    key: 'Alerts',
    path: 'Alerts',
    title: navMessages.alerts,
    group: 'system',
    visible: (c) => canSeeAlerts(c.facts),
  },
  {
    key: 'ManagedConfiguration',
    path: 'ManagedConfiguration',
    title: navMessages.managedConfiguration,
    group: 'system',
    visible: both(managed, network, admin),
  },
  {
    key: 'ReleaseManager',
    path: 'ReleaseManager',
    title: navMessages.releaseManager,
    group: 'system',
    visible: both(tech('astro', 'mototrbo'), admin),
  },
  {
    key: 'SmartInsight',
    path: 'SmartInsight',
    title: navMessages.smartInsight,
    group: 'system',
    visible: both(network, user),
  },
  // Devices
  {
    key: 'DeviceManagement',
    path: 'DeviceManagement/Devices/:detail?',
    title: navMessages.deviceManagement,
    group: 'devices',
    visible: both(tech('mototrbo', 'lte', 'wave'), user),
  },
  {
    key: 'RadioCentralDevices',
    path: 'DeviceManagement/RadioCentral/Devices',
    title: navMessages.radioCentralDevices,
    group: 'devices',
    visible: both(tech('astro', 'mototrbo'), user),
  },
  {
    key: 'RadioCentralJobs',
    path: 'DeviceManagement/RadioCentral/Jobs',
    title: navMessages.radioCentralJobs,
    group: 'devices',
    visible: both(tech('astro', 'mototrbo'), user),
  },
  {
    key: 'ThirdPartyDevices',
    path: 'DeviceManagement/ThirdPartyDevices',
    title: navMessages.thirdPartyDevices,
    group: 'devices',
    visible: both(tech('mototrbo', 'lte', 'wave'), user),
  },
  {
    key: 'ApxConfig',
    path: 'DeviceManagement/ApxConfig',
    title: navMessages.apxConfig,
    group: 'devices',
    visible: both(tech('astro'), user),
  },
  {
    key: 'HostedRM',
    path: 'DeviceManagement/HostedRM',
    title: navMessages.hostedRm,
    group: 'devices',
    visible: both(tech('mototrbo'), user),
  },
  // Reports: not for guests; the package tier and level choose which
  {
    key: 'EssentialReports',
    path: 'Reports/Essential',
    title: navMessages.essentialReports,
    group: 'reports',
    visible: user,
  },
  {
    key: 'AdvancedReports',
    path: 'Reports/Advanced',
    title: navMessages.advancedReports,
    group: 'reports',
    visible: (c) => user(c) && tier(c.facts.packageName) !== 'essential',
  },
  {
    key: 'KpiReports',
    path: 'Reports/Kpi',
    title: navMessages.kpiReports,
    group: 'reports',
    visible: both(managed, user),
  },
  {
    key: 'PremierReports',
    path: 'PremierReports',
    title: navMessages.premierReports,
    group: 'reports',
    visible: (c) => user(c) && packageMatches(c.facts.packageName, 'Premier'),
  },
  {
    key: 'CustomReports',
    path: 'CustomReports',
    title: navMessages.customReports,
    group: 'reports',
    visible: admin,
  },
  {
    key: 'ActivityReport',
    path: 'ActivityReport',
    title: navMessages.activityReport,
    group: 'reports',
    visible: admin,
  },
  // Documents and software
  {
    key: 'DocumentCenter',
    path: 'DocumentCenter',
    title: navMessages.documentCenter,
    group: 'documents',
    visible: all,
  },
  { key: 'Documents', path: 'Documents', title: navMessages.documents, group: 'documents', visible: all },
  {
    key: 'ReleaseNotes',
    path: 'ReleaseNotes',
    title: navMessages.releaseNotes,
    group: 'documents',
    visible: all,
  },
  {
    key: 'SoftwareDownloads',
    path: 'SoftwareDownloads',
    title: navMessages.softwareDownloads,
    group: 'documents',
    visible: (c) => user(c) && canDownloadSoftware(c.facts),
  },
  // Communications
  {
    key: 'Notifications',
    path: 'Notifications',
    title: navMessages.notifications,
    group: 'communications',
    visible: all,
  },
  { key: 'Calendar', path: 'Calendar', title: navMessages.calendar, group: 'communications', visible: all },
  {
    key: 'MyActivities',
    path: 'MyActivities',
    title: navMessages.myActivities,
    group: 'communications',
    visible: all,
  },
  {
    key: 'OtherActivities',
    path: 'OtherActivities',
    title: navMessages.otherActivities,
    group: 'communications',
    visible: admin,
  },
  {
    key: 'Onboarding',
    path: 'Onboarding',
    title: navMessages.onboarding,
    group: 'communications',
    visible: (c) => !c.account.onboarded,
  },
  {
    key: 'OtherApps',
    path: 'OtherApps',
    title: navMessages.otherApps,
    group: null,
    visible: (c) => showOtherAppsMenu(c.facts),
  },
  // Administration: account administrators manage their users; the rest is the vendor's
  {
    key: 'AdminUsers',
    path: 'Administration/Users',
    title: navMessages.adminUsers,
    group: 'admin',
    visible: admin,
  },
  // What vendor staff did on the account in proxy mode (beyond what peers offer).
  {
    key: 'AdminProxyRecord',
    path: 'Administration/ProxyRecord',
    title: navMessages.adminProxyRecord,
    group: 'admin',
    visible: admin,
  },
  {
    key: 'AdminCompanies',
    path: 'Administration/Companies',
    title: navMessages.adminCompanies,
    group: 'admin',
    visible: vendorAdmin,
  },
  {
    key: 'AdminSystems',
    path: 'Administration/SystemProvisioning',
    title: navMessages.adminSystems,
    group: 'admin',
    visible: vendorAdmin,
  },
  {
    key: 'AdminAlerts',
    path: 'Administration/Alerts',
    title: navMessages.adminAlerts,
    group: 'admin',
    visible: vendorAdmin,
  },
  {
    key: 'AdminReleases',
    path: 'Administration/Releases',
    title: navMessages.adminReleases,
    group: 'admin',
    visible: vendorAdmin,
  },
  {
    key: 'AdminStaticText',
    path: 'Administration/StaticText',
    title: navMessages.adminStaticText,
    group: 'admin',
    visible: vendorAdmin,
  },
  {
    key: 'AdminTopBanner',
    path: 'Administration/TopBanner',
    title: navMessages.adminTopBanner,
    group: 'admin',
    visible: vendorAdmin,
  },
  {
    key: 'AdminSendNotification',
    path: 'Administration/SendNotification',
    title: navMessages.adminSendNotification,
    group: 'admin',
    visible: vendorAdmin,
  },
  {
    key: 'AdminDeviceManagement',
    path: 'Administration/DeviceManagement',
    title: navMessages.adminDeviceManagement,
    group: 'admin',
    visible: vendorAdmin,
  },
  {
    key: 'AdminMyView',
    path: 'Administration/MyView',
    title: navMessages.adminMyView,
    group: 'admin',
    visible: vendorAdmin,
  },
  // E-mails kept instead of sent (no SMTP_URL, or refused): every vendor staff member, who reads
  // the mails of the accounts they hold (all of them with access to all accounts).
  {
    key: 'AdminOutbox',
    path: 'Administration/Outbox',
    title: navMessages.adminOutbox,
    group: 'admin',
    visible: vendorStaff,
  },
  // Outside the menu: the header, the footer and the user menu lead here
  { key: 'UserSettings', path: 'UserSettings', title: navMessages.userSettings, visible: all },
  { key: 'WhatsNew', path: 'WhatsNew', title: navMessages.whatsNew, visible: all },
  { key: 'About', path: 'About', title: navMessages.about, visible: all },
]);

/** Keeps the literal keys of the screen list, so a link to a screen that does not exist fails to compile. */
function defineScreens<const T extends readonly TScreen[]>(screens: T): T {
  return screens;
}

/** The key of a screen of SCREENS. */
export type TScreenKey = (typeof SCREENS)[number]['key'];

const SCREEN_BY_KEY: ReadonlyMap<string, TScreen> = new Map(SCREENS.map((s) => [s.key, s]));

/**
 * The address of a screen of an account (spec section 2): `/{accountId}/` and the screen's route
 * pattern filled by `buildPath`, so an unsupplied parameter is dropped with everything after it
 * (`screenPath('NA-1', 'Orders')` is `/NA-1/Orders`, with `{detail: 7}` `/NA-1/Orders/7`).
 */
export function screenPath(accountId: string, key: TScreenKey, params: TRouteParams = {}): string {
  const screen = SCREEN_BY_KEY.get(key)!;
  return buildPath(`/:accountId/${screen.path}`, { ...params, accountId });
}

/** Index paths that lead to the first screen of their area (an unsupplied parameter is dropped). */
export const SCREEN_REDIRECTS: Readonly<Record<string, string>> = {
  CaseManagement: 'AllCases',
  Performance: 'Performance/Map',
  DeviceManagement: 'DeviceManagement/Devices',
  System: 'SystemOverview',
  Reports: 'Reports/Essential',
  Administration: 'Administration/Users',
};

/**
 * Where an area's index path (a key of SCREEN_REDIRECTS) leads this user: its usual first screen
 * when they may open it, else the first screen of the area they may open (e.g. vendor staff with
 * the User role: Administration leads to the Outbox), else the usual one, which says no access.
 */
export function areaLandingPath(accountId: string, area: string, ctx: TNavContext): string {
  const usual = SCREEN_REDIRECTS[area]!;
  const isUsual = (p: string) => p === usual || p.startsWith(`${usual}/:`);
  const first =
    SCREENS.find((s) => isUsual(s.path) && s.visible(ctx)) ??
    // A screen needing a parameter (CaseManagement/:type) cannot be led to without one.
    SCREENS.find((s) => s.path.startsWith(`${area}/`) && !/\/:[^/?]+(\/|$)/.test(s.path) && s.visible(ctx));
  return first ? screenPath(accountId, first.key) : `/${encodeURIComponent(accountId)}/${usual}`;
}

/** `data-nav` of each menu group (screen keys name the links). */
export const NAV_GROUP_IDS: Readonly<Record<TNavGroupKey, string>> = {
  support: 'Support',
  repairs: 'RepairsRma',
  commercial: 'OrdersContracts',
  entitlements: 'Entitlements',
  system: 'SystemNetwork',
  devices: 'Devices',
  reports: 'Reports',
  documents: 'DocumentsSoftware',
  communications: 'Communications',
  admin: 'Administration',
};

/** The order of the menu groups. */
export const NAV_GROUP_ORDER: readonly TNavGroupKey[] = [
  'support',
  'repairs',
  'commercial',
  'entitlements',
  'system',
  'devices',
  'reports',
  'documents',
  'communications',
  'admin',
];

/** Converts the browser's account to the facts the shared permission rules read. */
export function accountFacts(a: TAccount): TAccountFacts {
  return {
    id: a.account_id,
    integrationId: a.account_integration_id,
    source: a.account_source as TAccountFacts['source'],
    accountType: a.accountType,
    caseCreateService: a.case_create_service,
    countryCode: a.country_code,
    customerType: a.customer_type,
    customerIds: normalizeCustomerIds(a.customer_id),
    groups: a.groups,
    suppressLevelAboveRenew: a.suppressLevelAboveRenew,
    level: a.level,
    name: a.name,
    packageName: a.package_name,
    permissions: a.permissions,
    technology: a.technology as TTechnology,
    region: a.region as TAccountFacts['region'],
    createRmaCustomerNumbers: a.createRMACustomerNumbers,
    hasNetwork: a.hasNetwork,
  };
}

/** The rule context of an account and user. */
export function navContext(
  account: TAccount,
  user: TSessionUser,
  system: TAccountSystem | null | undefined,
): TNavContext {
  return { account, facts: accountFacts(account), user, system };
}

/** A menu link: a screen's own link or one of its extra links. */
export interface TNavLink {
  key: string;
  /** The path below the account (`CaseManagement/Incident`), for finding the current link. */
  to: string;
  /** The whole address (`/NA-1/CaseManagement/Incident`). */
  href: string;
  label: TMessageDescriptor;
}

/** A menu entry: a top-level link, or a group of links. */
export type TNavEntry =
  | { kind: 'link'; link: TNavLink }
  | { kind: 'group'; key: TNavGroupKey; label: TMessageDescriptor; links: TNavLink[] };

function screenLinks(accountId: string, s: TScreen): TNavLink[] {
  const links = s.links ?? [{ key: s.key, params: {}, label: s.title }];
  return links.map((l) => ({
    key: l.key,
    to: buildPath(s.path, l.params),
    href: buildPath(`/:accountId/${s.path}`, { ...l.params, accountId }),
    label: l.label,
  }));
}

/**
 * The menu for an account and user: the top-level links (Dashboard first, Other apps last) and
 * the groups in NAV_GROUP_ORDER, each with its visible screens; a group with none is left out.
 */
export function visibleNav(ctx: TNavContext): TNavEntry[] {
  const shown = (SCREENS as readonly TScreen[]).filter((s) => s.group !== undefined && s.visible(ctx));
  const links = (s: TScreen) => screenLinks(ctx.account.account_id, s);
  const top = shown.filter((s) => s.group === null);
  const entries: TNavEntry[] = [];
  const dashboard = top.find((s) => s.key === 'Dashboard');
  if (dashboard) entries.push({ kind: 'link', link: links(dashboard)[0]! });
  for (const key of NAV_GROUP_ORDER) {
    const inGroup = shown.filter((s) => s.group === key).flatMap(links);
    if (inGroup.length) entries.push({ kind: 'group', key, label: navGroupMessages[key], links: inGroup });
  }
  for (const s of top) if (s !== dashboard) entries.push({ kind: 'link', link: links(s)[0]! });
  return entries;
}

/** The keys of every menu link shown (for tests and the menu's data-nav attributes). */
export function visibleNavKeys(ctx: TNavContext): string[] {
  return visibleNav(ctx).flatMap((e) => (e.kind === 'link' ? [e.link.key] : e.links.map((l) => l.key)));
}

/** The route `handle` of a screen's route, read by the not-built page for its title. */
export interface TScreenHandle {
  screen: TScreen;
}
