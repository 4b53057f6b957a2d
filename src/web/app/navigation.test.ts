import { describe, expect, it } from 'vitest';
import type { TAccount, TSessionUser } from '../../shared/contracts/session.ts';
import type { TAccountSystem } from '../../shared/contracts/system.ts';
import { accountFacts, navContext, screenPath, type TScreen } from '../lib/screens.ts';
import { SCREENS } from './features.ts';
import { NAV_GROUP_ORDER } from '../lib/menu-groups.ts';
import {
  IN_MENU_ORDER,
  SCREEN_REDIRECTS,
  areaLandingPath,
  visibleNav,
  visibleNavKeys,
} from './navigation.ts';

function account(over: Partial<TAccount> = {}): TAccount {
  return {
    account_id: 'NA-1',
    account_integration_id: 'INT-NA-1',
    account_source: 'OBD',
    accountType: 'CUSTOMER_ACCOUNT',
    case_source: 'REMEDY',
    case_create_service: 'remedy',
    country_code: 'US',
    customer_type: 'END_CUSTOMER',
    customer_id: 'C1',
    external: false,
    groups: ['customeruser'],
    inactivityTimeout: null,
    suppressLevelAboveRenew: false,
    level: 'renew',
    name: 'Test',
    package_name: 'Advanced',
    package_name_display: 'Advanced',
    permissions: {},
    roles_to_assign: [],
    settings: {},
    technology: 'astro',
    technology_display: 'ASTRO',
    region: 'NA',
    onboarded: true,
    software_download_region: [],
    createRMACustomerNumbers: [],
    company_id: 'c',
    isMotorolaUser: false,
    multi_technology_id: 'INT-NA-1',
    file_name_account_id: '1',
    locked: false,
    customer360Associated: true,
    hasNetwork: true,
    role: 'User',
    ...over,
  };
}

function user(over: Partial<TSessionUser> = {}): TSessionUser {
  return { vendorRoles: [], isProxyUser: false, ...over } as TSessionUser;
}

const keys = (a: Partial<TAccount>, u: Partial<TSessionUser> = {}, system?: TAccountSystem | null) =>
  visibleNavKeys(navContext(account(a), user(u), system));

describe('the screen list', () => {
  it('has unique keys and paths', () => {
    expect(new Set(SCREENS.map((s) => s.key)).size).toBe(SCREENS.length);
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
  });

  // Written from the text of spec section 2 ("Screens: ..."), one entry per screen named there, with
  // the route below /{accountId}/ it has in this product. Not derived from SCREENS.
  const SPEC_SCREENS: readonly (readonly [specName: string, path: string])[] = [
    ['About', 'About'],
    ['Activities (mine)', 'MyActivities'],
    ["Activities (other users')", 'OtherActivities'],
    ['Activity Report', 'ActivityReport'],
    ['Administration: alerts', 'Administration/Alerts'],
    ['Administration: company provisioning', 'Administration/Companies'],
    ['Administration: device-management config', 'Administration/DeviceManagement'],
    ['Administration: my view', 'Administration/MyView'],
    ['Administration: release', 'Administration/Releases'],
    ['Administration: user provisioning', 'Administration/Users'],
    ['Advanced Reports', 'Reports/Advanced'],
    ['Alerts', 'Alerts'],
    ['Calendar', 'Calendar'],
    ['Case Management', 'CaseManagement/:type/:detail?'],
    ['Communications Notifications', 'Notifications'],
    ['Contracts', 'Contracts/:detail?'],
    ['Coverage', 'Coverage'],
    ['Device Management', 'DeviceManagement/Devices/:detail?'],
    ['Documents', 'Documents'],
    ['Entitlements: Activate Features', 'Entitlements/ActivateFeatures'],
    ['Entitlements: Hardware', 'Entitlements/Hardware'],
    ['Entitlements: Overview', 'Entitlements'],
    ['Entitlements: Software', 'Entitlements/Software'],
    ['Entitlements: Renew Features', 'Entitlements/RenewFeatures'],
    ['Home Dashboard', 'Dashboard'],
    ['Managed Configuration', 'ManagedConfiguration'],
    ['Onboarding Panel', 'Onboarding'],
    ['Orders', 'Orders/:detail?'],
    ['Performance: map view', 'Performance/Map'],
    ['Performance: site details and site list', 'Performance/SiteList/:detail?'],
    ['Premier Reports', 'PremierReports'],
    ['RMA: repair bank balance', 'Repairs/RepairBank'],
    ['RMA: serial number lookup', 'Repairs/SerialNumberLookup'],
    ['RadioCentral: devices', 'DeviceManagement/RadioCentral/Devices'],
    ['RadioCentral: jobs', 'DeviceManagement/RadioCentral/Jobs'],
    ['Repairs', 'Repairs/:detail?'],
    ['Send Notification', 'Administration/SendNotification'],
    ['System Configuration', 'SystemConfiguration'],
    ['System Overview', 'SystemOverview'],
    ['Patch History', 'System/PatchHistory'],
    ['Preventive Maintenance', 'PreventiveMaintenance/:detail?'],
    ['System Provisioning', 'Administration/SystemProvisioning'],
    ['SUS software updates: site', 'System/SUS/Site'],
    ['SUS software updates: system', 'System/SUS/System'],
    ['SUS software updates: zone', 'System/SUS/Zone'],
    ['SUS software updates: recent versions', 'System/SUS/RecentVersions'],
    ['RSUS software updates: site', 'System/RSUS/Site'],
    ['RSUS software updates: system', 'System/RSUS/System'],
    ['RSUS software updates: zone', 'System/RSUS/Zone'],
    ['RSUS software updates: recent versions', 'System/RSUS/RecentVersions'],
    ['User Settings', 'UserSettings'],
    ["What's New", 'WhatsNew'],
    ['Document Center', 'DocumentCenter'],
    ['Custom Reports', 'CustomReports'],
    ['Essential Reports', 'Reports/Essential'],
    ['KPI Reports', 'Reports/Kpi'],
    ['Known Issues', 'KnownIssues'],
    ['License Tracking', 'Entitlements/LicenseTracking'],
    ['Release Manager', 'ReleaseManager'],
    ['Release Notes', 'ReleaseNotes'],
    ['Update Static Text', 'Administration/StaticText'],
    ['Custom Top Banner', 'Administration/TopBanner'],
    ['Third Party Devices', 'DeviceManagement/ThirdPartyDevices'],
    ['SmartInsight preview', 'SmartInsight'],
    ['Hosted RM', 'DeviceManagement/HostedRM'],
    ['APX Config', 'DeviceManagement/ApxConfig'],
  ];
  // Spec section 2 "Section paths with an optional trailing detail segment".
  const SPEC_SECTION_PATHS = [
    'Orders',
    'Contracts',
    'SecurityMonitoring',
    'TechSupport',
    'OnsiteDispatch',
    'NetworkMonitoring',
    'SolutionMonitoring',
    'PreventiveMaintenance',
    'AllCases',
    'DeviceManagement/Devices',
    'CaseManagement/:type',
    'Performance/SiteList',
  ];
  // Screens of areas the spec names elsewhere: tickets and software downloads (sections 1 and 6),
  // 'Other apps' (section 6), the proxy record the identity issue asks customer Administrators
  // to see (section 1's proxy mode), the outbox where vendor staff read the e-mails kept
  // because no mail server is configured or it refused them, and the infrastructure repair path
  // the serial number lookup moves an infrastructure serial to (section 5, Repair).
  const BEYOND_SECTION_2 = [
    'Tickets/:detail?',
    'SoftwareDownloads',
    'OtherApps',
    'Administration/ProxyRecord',
    'Administration/Outbox',
    'Administration/Jobs',
    'Repairs/Infrastructure',
    // The repair request flow and its cart (spec section 2 "Repair flow sections", cart): after a lookup.
    'Repairs/Request',
    'Repairs/Cart',
    // Fleet readiness (issue 30 point 10), a view of the Repairs screen.
    'Repairs/FleetReadiness',
    // Site provisioning (spec section 6, Administration: sites; issue 32 point 2).
    'Administration/Sites/:detail?',
    // Security bulletins matched to the system (issue 32 point 8), beside the patch history.
    'System/SecurityBulletins',
  ];

  it('names every screen of spec section 2 that lives below the account', () => {
    const paths = SCREENS.map((s) => s.path);
    const missing = SPEC_SCREENS.filter(([, p]) => !paths.includes(p)).map(([name, p]) => `${name} (${p})`);
    expect(missing).toEqual([]);
    for (const section of SPEC_SECTION_PATHS) expect(paths, section).toContain(`${section}/:detail?`);
  });

  it('has no screen that the spec does not name', () => {
    const named = new Set([
      ...SPEC_SCREENS.map(([, p]) => p),
      ...SPEC_SECTION_PATHS.map((p) => `${p}/:detail?`),
      ...BEYOND_SECTION_2,
    ]);
    expect(SCREENS.map((s) => s.path).filter((p) => !named.has(p))).toEqual([]);
  });

  it('redirects index paths to screens that exist', () => {
    for (const to of Object.values(SCREEN_REDIRECTS)) {
      expect(
        SCREENS.some((s) => s.path === to || s.path.startsWith(`${to}/:`)),
        to,
      ).toBe(true);
    }
  });
});

describe('the menu assembled from the features (each declares its screens, group and order)', () => {
  it('gives every menu screen a place of its own in its group', () => {
    const screens: readonly TScreen[] = SCREENS;
    for (const s of screens) if (s.group !== undefined) expect(s.order, s.key).toBeTypeOf('number');
    for (const group of [null, ...NAV_GROUP_ORDER]) {
      const orders = screens.filter((s) => s.group === group).map((s) => s.order);
      expect(new Set(orders).size, String(group)).toBe(orders.length);
    }
  });

  // The menu as it was when one table in app/navigation.ts listed every screen (issue 28).
  const MENU = {
    top: ['Dashboard', 'OtherApps'],
    support: [
      'AllCases',
      'Tickets',
      'CaseManagement',
      'TechSupport',
      'SecurityMonitoring',
      'NetworkMonitoring',
      'SolutionMonitoring',
      'OnsiteDispatch',
      'PreventiveMaintenance',
      'KnownIssues',
    ],
    repairs: ['Repairs', 'RepairBank', 'SerialLookup'],
    commercial: ['Orders', 'Contracts'],
    entitlements: [
      'EntitlementsOverview',
      'EntitlementsHardware',
      'EntitlementsSoftware',
      'ActivateFeatures',
      'RenewFeatures',
      'LicenseTracking',
    ],
    system: [
      'SystemOverview',
      'SystemConfiguration',
      'PatchHistory',
      'SecurityBulletins',
      'SusSite',
      'SusSystem',
      'SusZone',
      'SusRecentVersions',
      'RsusSite',
      'RsusSystem',
      'RsusZone',
      'RsusRecentVersions',
      'PerformanceMap',
      'PerformanceSites',
      'Coverage',
      'Alerts',
      'ManagedConfiguration',
      'ReleaseManager',
      'SmartInsight',
    ],
    devices: [
      'DeviceManagement',
      'RadioCentralDevices',
      'RadioCentralJobs',
      'ThirdPartyDevices',
      'ApxConfig',
      'HostedRM',
    ],
    reports: [
      'EssentialReports',
      'AdvancedReports',
      'KpiReports',
      'PremierReports',
      'CustomReports',
      'ActivityReport',
    ],
    documents: ['DocumentCenter', 'Documents', 'ReleaseNotes', 'SoftwareDownloads'],
    communications: ['Notifications', 'Calendar', 'MyActivities', 'OtherActivities', 'Onboarding'],
    admin: [
      'AdminUsers',
      'AdminProxyRecord',
      'AdminCompanies',
      'AdminSystems',
      'AdminAlerts',
      'AdminReleases',
      'AdminStaticText',
      'AdminTopBanner',
      'AdminSendNotification',
      'AdminDeviceManagement',
      'AdminMyView',
      'AdminOutbox',
      'AdminJobs',
      'AdminSites',
    ],
    outside: ['FleetReadiness', 'InfrastructureRepair', 'RepairRequest', 'RepairCart', 'UserSettings', 'WhatsNew', 'About'],
  };

  it('keeps the groups, and the screens of each in their order', () => {
    const keysOf = (group: string | null | undefined) =>
      IN_MENU_ORDER.filter((s) => s.group === group).map((s) => s.key);
    expect(keysOf(null)).toEqual(MENU.top);
    for (const group of NAV_GROUP_ORDER) expect(keysOf(group), group).toEqual(MENU[group]);
    expect(keysOf(undefined)).toEqual(MENU.outside);
  });

  it('leads each area index path to the screen that names it', () => {
    expect(SCREEN_REDIRECTS).toEqual({
      CaseManagement: 'AllCases',
      Performance: 'Performance/Map',
      DeviceManagement: 'DeviceManagement/Devices',
      System: 'SystemOverview',
      Reports: 'Reports/Essential',
      Administration: 'Administration/Users',
    });
  });
});

describe('the menu per role, technology and flags (spec section 6)', () => {
  it('shows guests no commercial data, repair requests, reports or administration; they read repairs', () => {
    const guest = keys({ role: 'Guest' });
    expect(guest).toContain('Dashboard');
    expect(guest).toContain('AllCases');
    expect(guest).toContain('SystemOverview');
    expect(guest).toContain('Repairs');
    for (const k of [
      'Orders',
      'Contracts',
      'Coverage',
      'EntitlementsOverview',
      'SerialLookup',
      'RepairRequest',
      'RepairCart',
      'RepairBank',
      'EssentialReports',
      'AdminUsers',
      'SoftwareDownloads',
    ]) {
      expect(guest, k).not.toContain(k);
    }
  });

  it('shows Managed Configuration to Users and Administrators of an account with a managed network (issue 32)', () => {
    for (const level of ['managed', 'renew'])
      for (const role of ['Administrator', 'User'] as const)
        expect(keys({ role, level }), `${role} ${level}`).toContain('ManagedConfiguration');
    expect(keys({ role: 'Guest' })).not.toContain('ManagedConfiguration');
    expect(keys({ role: 'Administrator', hasNetwork: false })).not.toContain('ManagedConfiguration');
  });

  it('gives customer administrators user provisioning but not the vendor pages', () => {
    const admin = keys({ role: 'Administrator' });
    expect(admin).toContain('AdminUsers');
    expect(admin).toContain('OtherActivities');
    expect(admin).not.toContain('AdminReleases');
    expect(admin).not.toContain('AdminCompanies');
  });

  it('gives the vendor MSI Administrator the vendor pages, never while proxying', () => {
    const vendor = keys({ role: 'Administrator' }, { vendorRoles: ['MSI Administrator'] });
    for (const k of ['AdminCompanies', 'AdminReleases']) expect(vendor, k).toContain(k);
    // What reaches every account is administered by those who hold every account (as the server asks).
    const everyAccount = ['AdminAlerts', 'AdminStaticText', 'AdminTopBanner', 'AdminSendNotification'];
    const allAccounts = keys(
      { role: 'Administrator' },
      { vendorRoles: ['MSI Administrator'], hasAccessToAllAccounts: true },
    );
    for (const k of everyAccount) {
      expect(allAccounts, k).toContain(k);
      expect(vendor, k).not.toContain(k);
    }
    expect(
      keys({ role: 'Administrator' }, { vendorRoles: ['MSI Administrator'], isProxyUser: true }),
    ).not.toContain('AdminReleases');
  });

  it('gives the Jobs page to the vendor administrators only, never while proxying', () => {
    const admin = { vendorRoles: ['MSI Administrator'], isMotorolaUser: true };
    expect(keys({ role: 'Administrator' }, admin)).toContain('AdminJobs');
    expect(keys({ role: 'Administrator' }, { ...admin, isProxyUser: true })).not.toContain('AdminJobs');
    for (const role of ['Administrator', 'User'] as const)
      expect(keys({ role }, { isMotorolaUser: true }), role).not.toContain('AdminJobs');
    expect(keys({ role: 'Administrator' })).not.toContain('AdminJobs');
    expect(screenPath('NA-1', 'AdminJobs')).toBe('/NA-1/Administration/Jobs');
  });

  it('gives vendor staff the sites of an account with a network, never while proxying, never customers (issue 32)', () => {
    for (const role of ['Administrator', 'User', 'Guest'] as const) {
      expect(keys({ role }, { isMotorolaUser: true }), role).toContain('AdminSites');
      expect(keys({ role }), role).not.toContain('AdminSites');
    }
    expect(keys({ hasNetwork: false }, { isMotorolaUser: true })).not.toContain('AdminSites');
    expect(keys({}, { isMotorolaUser: true, isProxyUser: true })).not.toContain('AdminSites');
    expect(screenPath('NA-1', 'AdminSites', { detail: 'new' })).toBe('/NA-1/Administration/Sites/new');
  });

  it('gives every vendor staff member the outbox, whatever their role, never while proxying', () => {
    for (const role of ['Administrator', 'User', 'Guest'] as const) {
      expect(keys({ role }, { isMotorolaUser: true }), role).toContain('AdminOutbox');
      expect(keys({ role }), role).not.toContain('AdminOutbox');
    }
    // Vendor staff holding the User role get the Administration group for the outbox alone.
    const staff = visibleNav(navContext(account({ hasNetwork: false }), user({ isMotorolaUser: true }), null));
    const admin = staff.find((e) => e.kind === 'group' && e.key === 'admin');
    expect(admin?.kind === 'group' && admin.links.map((l) => l.key)).toEqual(['AdminOutbox']);
    expect(keys({ role: 'Administrator' }, { isMotorolaUser: true, isProxyUser: true })).not.toContain(
      'AdminOutbox',
    );
    expect(screenPath('NA-1', 'AdminOutbox')).toBe('/NA-1/Administration/Outbox');
  });

  it('follows the technology: repairs for radio systems, device management for MOTOTRBO, LTE and WAVE', () => {
    expect(keys({ technology: 'wave' })).toContain('DeviceManagement');
    expect(keys({ technology: 'wave' })).not.toContain('Repairs');
    expect(keys({ technology: 'astro' })).toContain('Repairs');
    expect(keys({ technology: 'astro' })).not.toContain('DeviceManagement');
    expect(keys({ technology: 'astro' })).toContain('ApxConfig');
    expect(keys({ technology: 'softwareapps', hasNetwork: false })).not.toContain('SystemOverview');
  });

  it("applies the 'Other apps' rule", () => {
    expect(keys({ technology: 'astro' })).toContain('OtherApps');
    expect(keys({ technology: 'lte', region: 'NA' })).not.toContain('OtherApps');
    expect(keys({ technology: 'lte', region: 'LACR' })).toContain('OtherApps');
    expect(keys({ technology: 'icaas', permissions: { getWaveApplications: true } })).toContain('OtherApps');
    expect(keys({ technology: 'lte', permissions: { getActiveEye: true } })).toContain('OtherApps');
  });

  it('shows alerts with a network and getAlerts, software downloads with the group', () => {
    expect(keys({ permissions: { getAlerts: true } })).toContain('Alerts');
    expect(keys({ permissions: { getAlerts: true }, hasNetwork: false })).not.toContain('Alerts');
    expect(keys({ groups: ['softwaredownload'] })).toContain('SoftwareDownloads');
    expect(keys({ groups: [] })).not.toContain('SoftwareDownloads');
  });

  it('shows the managed services case lists to managed-level accounts', () => {
    expect(keys({ level: 'managed' })).toContain('NetworkMonitoring');
    expect(keys({ level: 'renew' })).not.toContain('NetworkMonitoring');
    expect(keys({ level: 'managed', technology: 'icaas' })).not.toContain('SolutionMonitoring');
    expect(keys({ level: 'renew', package_name: 'Essential SEC' })).toContain('SecurityMonitoring');
  });

  it('shows SUS and RSUS updates by site, system and zone to ASTRO users', () => {
    const updates = ['SusSite', 'SusSystem', 'SusZone', 'RsusSite', 'RsusSystem', 'RsusZone'];
    expect(keys({ technology: 'astro' })).toEqual(expect.arrayContaining(updates));
    for (const hidden of [keys({ technology: 'astro', role: 'Guest' }), keys({ technology: 'mototrbo' })])
      for (const k of updates) expect(hidden, k).not.toContain(k);
  });

  it('shows the SUS and RSUS recent versions reports for ASTRO 2020.1 and later only', () => {
    const sys = (v: string): TAccountSystem => ({
      systemName: 'ASTRO 25',
      currentVersion: v,
      documentationUrl: null,
    });
    for (const k of ['SusRecentVersions', 'RsusRecentVersions']) {
      expect(keys({}, {}, sys('2020.1')), k).toContain(k);
      expect(keys({}, {}, sys('2021.2')), k).toContain(k);
      expect(keys({}, {}, sys('2019.2')), k).not.toContain(k);
      expect(keys({}, {}, undefined), k).not.toContain(k);
      expect(keys({ technology: 'mototrbo' }, {}, sys('2024.1')), k).not.toContain(k);
      expect(keys({ role: 'Guest' }, {}, sys('2024.1')), k).not.toContain(k);
    }
  });

  it('shows onboarding only to accounts not onboarded yet', () => {
    expect(keys({ onboarded: false })).toContain('Onboarding');
    expect(keys({ onboarded: true })).not.toContain('Onboarding');
  });

  it('puts Dashboard first, the groups in order, Other apps last, and drops empty groups', () => {
    const entries = visibleNav(navContext(account({ role: 'Guest' }), user(), null));
    expect(entries[0]).toMatchObject({ kind: 'link', link: { key: 'Dashboard' } });
    expect(entries.at(-1)).toMatchObject({ kind: 'link', link: { key: 'OtherApps' } });
    const groups = entries.flatMap((e) => (e.kind === 'group' ? [e.key] : []));
    expect(groups).not.toContain('admin');
    expect(groups).not.toContain('commercial');
    expect(groups[0]).toBe('support');
  });
});

describe('links to screens are built from their route patterns (buildPath)', () => {
  it('fills and encodes parameters, and drops an unsupplied one with everything after it', () => {
    expect(screenPath('NA-1', 'Orders')).toBe('/NA-1/Orders');
    expect(screenPath('NA-1', 'Orders', { detail: 'SO 7/1' })).toBe('/NA-1/Orders/SO%207%2F1');
    expect(screenPath('NA-1', 'CaseManagement', { type: 'RMA', detail: '10000001' })).toBe(
      '/NA-1/CaseManagement/RMA/10000001',
    );
    expect(screenPath('NA-1', 'CaseManagement', { detail: '10000001' })).toBe('/NA-1/CaseManagement');
    expect(screenPath('NA-1', 'PerformanceSites', { detail: '' })).toBe('/NA-1/Performance/SiteList');
    expect(screenPath('EMEA 2/x', 'Dashboard')).toBe('/EMEA%202%2Fx/Dashboard');
  });

  it('gives the menu links the same addresses', () => {
    const links = visibleNav(navContext(account({ account_id: 'NA 1' }), user(), null)).flatMap((e) =>
      e.kind === 'link' ? [e.link] : e.links,
    );
    const href = (key: string) => links.find((l) => l.key === key)?.href;
    expect(href('Dashboard')).toBe('/NA%201/Dashboard');
    expect(href('Orders')).toBe('/NA%201/Orders');
    expect(href('CaseIncident')).toBe('/NA%201/CaseManagement/Incident');
    expect(href('PerformanceSites')).toBe('/NA%201/Performance/SiteList');
    expect(links.find((l) => l.key === 'CaseRMA')?.to).toBe('CaseManagement/RMA');
  });
});

describe('where an area index path leads (areaLandingPath)', () => {
  const landing = (area: string, a: Partial<TAccount>, u: Partial<TSessionUser> = {}) =>
    areaLandingPath('NA-1', area, navContext(account(a), user(u), null));

  it('leads to the usual first screen when the user may open it', () => {
    expect(landing('Administration', { role: 'Administrator' })).toBe('/NA-1/Administration/Users');
    expect(landing('Administration', { role: 'Administrator' }, { isMotorolaUser: true })).toBe(
      '/NA-1/Administration/Users',
    );
    expect(landing('CaseManagement', { role: 'User' })).toBe('/NA-1/AllCases');
  });

  it('leads to the first screen of the area the user may open when the usual one is not', () => {
    // Vendor staff with the User role: only the Outbox in Administration.
    expect(landing('Administration', { role: 'User' }, { isMotorolaUser: true })).toBe(
      '/NA-1/Administration/Outbox',
    );
  });

  it('never leads to an area path itself (a screen that needs a parameter is skipped)', () => {
    for (const area of Object.keys(SCREEN_REDIRECTS))
      for (const role of ['Administrator', 'User', 'Guest'] as const)
        for (const isMotorolaUser of [false, true]) {
          const to = landing(area, { role }, { isMotorolaUser });
          expect(
            Object.keys(SCREEN_REDIRECTS).map((a) => `/NA-1/${a}`),
            `${area} ${role}`,
          ).not.toContain(to);
        }
  });

  it('leads to the usual screen, which says no access, when the user may open none', () => {
    expect(landing('Administration', { role: 'User' })).toBe('/NA-1/Administration/Users');
    expect(landing('Administration', { role: 'Guest' })).toBe('/NA-1/Administration/Users');
  });
});

describe('the account facts the rules read (spec section 3)', () => {
  it('splits customer ids with their underscores removed, and none as none', () => {
    expect(accountFacts(account({ customer_id: 'C_100_0001, C100_0002' })).customerIds).toEqual([
      'C1000001',
      'C1000002',
    ]);
    expect(accountFacts(account({ customer_id: '' })).customerIds).toEqual([]);
  });
});
