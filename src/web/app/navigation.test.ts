import { describe, expect, it } from 'vitest';
import type { TAccount, TSessionUser } from '../../shared/contracts/session.ts';
import type { TAccountSystem } from '../../shared/contracts/system.ts';
import { SCREENS, SCREEN_REDIRECTS, navContext, visibleNav, visibleNavKeys } from './navigation.ts';

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

  it('names every screen of spec section 2 that lives below the account', () => {
    const paths = SCREENS.map((s) => s.path);
    for (const p of [
      'About',
      'MyActivities',
      'OtherActivities',
      'ActivityReport',
      'Administration/Alerts',
      'Administration/Companies',
      'Administration/DeviceManagement',
      'Administration/MyView',
      'Administration/Releases',
      'Administration/Users',
      'Reports/Advanced',
      'Alerts',
      'Calendar',
      'CaseManagement/:type/:detail?',
      'Notifications',
      'Contracts/:detail?',
      'Coverage',
      'DeviceManagement/Devices/:detail?',
      'Documents',
      'Entitlements',
      'Entitlements/ActivateFeatures',
      'Entitlements/Hardware',
      'Entitlements/Software',
      'Entitlements/RenewFeatures',
      'Dashboard',
      'ManagedConfiguration',
      'Onboarding',
      'Orders/:detail?',
      'Performance/Map',
      'Performance/SiteList/:detail?',
      'PremierReports',
      'Repairs/RepairBank',
      'Repairs/SerialNumberLookup',
      'DeviceManagement/RadioCentral/Devices',
      'DeviceManagement/RadioCentral/Jobs',
      'Repairs',
      'Administration/SendNotification',
      'SystemConfiguration',
      'SystemOverview',
      'System/PatchHistory',
      'PreventiveMaintenance/:detail?',
      'Administration/SystemProvisioning',
      'System/SoftwareUpdates/Site',
      'System/SoftwareUpdates/System',
      'System/SoftwareUpdates/Zone',
      'System/SoftwareUpdates/RecentVersions',
      'UserSettings',
      'WhatsNew',
      'DocumentCenter',
      'CustomReports',
      'Reports/Essential',
      'Reports/Kpi',
      'KnownIssues',
      'Entitlements/LicenseTracking',
      'ReleaseManager',
      'ReleaseNotes',
      'Administration/StaticText',
      'Administration/TopBanner',
      'DeviceManagement/ThirdPartyDevices',
      'SmartInsight',
      'DeviceManagement/HostedRM',
      'DeviceManagement/ApxConfig',
    ]) {
      expect(paths, p).toContain(p);
    }
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

describe('the menu per role, technology and flags (spec section 6)', () => {
  it('shows guests no commercial data, repairs, reports or administration', () => {
    const guest = keys({ role: 'Guest' });
    expect(guest).toContain('Dashboard');
    expect(guest).toContain('AllCases');
    expect(guest).toContain('SystemOverview');
    for (const k of [
      'Orders',
      'Contracts',
      'EntitlementsOverview',
      'Repairs',
      'EssentialReports',
      'AdminUsers',
      'SoftwareDownloads',
    ]) {
      expect(guest, k).not.toContain(k);
    }
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
    for (const k of [
      'AdminCompanies',
      'AdminReleases',
      'AdminStaticText',
      'AdminTopBanner',
      'AdminSendNotification',
    ]) {
      expect(vendor, k).toContain(k);
    }
    expect(
      keys({ role: 'Administrator' }, { vendorRoles: ['MSI Administrator'], isProxyUser: true }),
    ).not.toContain('AdminReleases');
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

  it('shows the recent versions report for ASTRO 2020.1 and later only', () => {
    const sys = (v: string): TAccountSystem => ({
      systemName: 'ASTRO 25',
      currentVersion: v,
      documentationUrl: null,
    });
    expect(keys({}, {}, sys('2020.1'))).toContain('SoftwareUpdatesRecent');
    expect(keys({}, {}, sys('2019.2'))).not.toContain('SoftwareUpdatesRecent');
    expect(keys({}, {}, undefined)).not.toContain('SoftwareUpdatesRecent');
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
