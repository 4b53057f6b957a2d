import { describe, expect, it } from 'vitest';
import { DEFAULT_HELP_TOPIC, HELP_PAGE, getHelpTopic, getHelpUrl, routeWithoutAccount } from './help.ts';

describe('getHelpUrl: the topic by the start of the route without the account', () => {
  it.each([
    ['/NA-100001/Dashboard', 'dashboard'],
    ['/NA-100001/Coverage', 'coverage'],
    ['/NA-100001/Calendar', 'calendar'],
    ['/NA-100001/Performance/SiteList/42', 'performance'],
    ['/NA-100001/Performance/Map', 'performance'],
    ['/NA-100001/CaseManagement/Incident', 'case-management'],
    ['/NA-100001/CaseManagement/RMA/CS-123', 'case-management'],
    ['/NA-100001/SystemOverview', 'system'],
    ['/NA-100001/System/PatchHistory', 'system'],
    ['/NA-100001/Repairs', 'repairs'],
    ['/NA-100001/Repairs/RepairBank', 'repairs'],
    ['/NA-100001/Reports/Kpi', 'reports'],
    ['/NA-100001/PremierReports', 'premier-reports'],
    ['/NA-100001/CustomReports', 'custom-reports'],
    ['/NA-100001/Orders/12345', 'orders'],
    ['/NA-100001/Contracts', 'contracts'],
    ['/NA-100001/Entitlements/Hardware', 'entitlements'],
    ['/NA-100001/DeviceManagement/Devices/9', 'device-management'],
    ['/NA-100001/DocumentCenter', 'document-center'],
    ['/NA-100001/Administration/UserProvisioning', 'administration'],
    ['/NA-100001/Notifications', 'notifications-and-settings'],
    ['/NA-100001/UserSettings', 'notifications-and-settings'],
    ['/NA-100001/MyActivities', 'notifications-and-settings'],
    ['/NA-100001/OtherActivities', 'notifications-and-settings'],
  ])('%s -> #%s', (path, topic) => {
    expect(getHelpTopic(path)).toBe(topic);
    expect(getHelpUrl(path)).toBe(`${HELP_PAGE}#${topic}`);
  });

  it('matches /SystemConfiguration before /System: the empty topic opens the help with no anchor', () => {
    expect(getHelpTopic('/NA-100001/SystemConfiguration')).toBe('');
    expect(getHelpUrl('/NA-100001/SystemConfiguration')).toBe('/help/index.html');
    expect(getHelpUrl('/NA-100001/SystemConfiguration/Zones')).toBe('/help/index.html');
  });

  it.each([
    '/NA-100001/AllCases',
    '/NA-100001/TechSupport/CS-1',
    '/NA-100001/WhatsNew',
    '/NA-100001/About',
    '/NA-100001',
    '/',
    '/login',
    '/proxy',
  ])('%s gets the default topic', (path) => {
    expect(getHelpUrl(path)).toBe(`${HELP_PAGE}#${DEFAULT_HELP_TOPIC}`);
  });

  it('matches the start of the route text, as the original rule does', () => {
    // /PremierReports does not start with /Reports; /SystemOverview does start with /System.
    expect(getHelpTopic('/X/PremierReports')).toBe('premier-reports');
    expect(getHelpTopic('/X/SystemOverview')).toBe('system');
  });

  it('ignores case like the router, and works for a route already without the account', () => {
    expect(getHelpTopic('/na-100001/orders')).toBe('orders');
    expect(getHelpTopic('/Dashboard')).toBe('dashboard');
    expect(getHelpTopic('/Orders/5')).toBe('orders');
  });

  it('drops the account segment only', () => {
    expect(routeWithoutAccount('/NA-1/Orders/7')).toBe('/Orders/7');
    expect(routeWithoutAccount('/NA-1')).toBe('/');
    expect(routeWithoutAccount('/Orders/7')).toBe('/Orders/7');
    expect(routeWithoutAccount('NA-1/Calendar')).toBe('/Calendar');
  });
});
