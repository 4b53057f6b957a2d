import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import {
  DEFAULT_HELP_TOPIC,
  DO_NOT_SELL_HELP_TOPIC,
  HELP_PAGE,
  PRIVACY_HELP_TOPIC,
  getHelpPage,
  getHelpTopicUrl,
  helpTopicRule,
  localizeHelpUrl,
} from './help.ts';
import { SPEC_HELP_TOPICS } from '../../../tests/support/spec-help-topics.ts';

const { getHelpTopic, getHelpUrl, routeWithoutAccount } = helpTopicRule(SPEC_HELP_TOPICS);

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
    ['/NA-100001/Administration/Outbox', 'administration'],
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

  it('gives the same topic whatever the order of the table: the longest route start wins', () => {
    const reversed = helpTopicRule([...SPEC_HELP_TOPICS].reverse());
    for (const path of ['/X/SystemConfiguration/Zones', '/X/SystemOverview', '/X/PremierReports', '/X/Reports/Kpi'])
      expect(reversed.getHelpTopic(path), path).toBe(getHelpTopic(path));
    expect(reversed.getHelpTopic('/X/SystemConfiguration')).toBe('');
  });

  it('drops the account segment only', () => {
    expect(routeWithoutAccount('/NA-1/Orders/7')).toBe('/Orders/7');
    expect(routeWithoutAccount('/NA-1')).toBe('/');
    expect(routeWithoutAccount('/Orders/7')).toBe('/Orders/7');
    expect(routeWithoutAccount('NA-1/Calendar')).toBe('/Calendar');
  });
});

describe('getHelpUrl in the interface language', () => {
  it.each([
    ['en-US', '/NA-100001/Orders/12345', '/help/index.html#orders'],
    ['en-GB', '/NA-100001/Orders/12345', '/help/en-GB/index.html#orders'],
    ['de-DE', '/NA-100001/Dashboard', '/help/de-DE/index.html#dashboard'],
    ['es-419', '/NA-100001/CaseManagement/Incident', '/help/es-419/index.html#case-management'],
    ['fr-CA', '/NA-100001/UserSettings', '/help/fr-CA/index.html#notifications-and-settings'],
    ['ja-JP', '/NA-100001/SystemOverview', '/help/ja-JP/index.html#system'],
    ['zh-CN', '/NA-100001/Performance/Map', '/help/zh-CN/index.html#performance'],
    ['zh-TW', '/NA-100001/WhatsNew', '/help/zh-TW/index.html#getting-started'],
    ['ko-KR', '/login', '/help/ko-KR/index.html#getting-started'],
    ['pt-BR', '/NA-100001/SystemConfiguration', '/help/pt-BR/index.html'],
    ['en-US', '/NA-100001/SystemConfiguration', '/help/index.html'],
  ] as const)('%s %s -> %s', (locale, path, url) => {
    expect(getHelpUrl(path, locale)).toBe(url);
  });

  it.each(SUPPORTED_LOCALES)('%s: same topic as en-US, on the page of the locale', (locale) => {
    const page = locale === 'en-US' ? '/help/index.html' : `/help/${locale}/index.html`;
    expect(getHelpPage(locale)).toBe(page);
    expect(getHelpUrl('/NA-100001/Contracts', locale)).toBe(`${page}#contracts`);
    expect(getHelpUrl('/NA-100001/SystemConfiguration/Zones', locale)).toBe(page);
    expect(getHelpUrl('/', locale)).toBe(`${page}#${DEFAULT_HELP_TOPIC}`);
  });

  it('defaults to en-US: HELP_PAGE is the en-US page', () => {
    expect(getHelpPage()).toBe(HELP_PAGE);
    expect(getHelpUrl('/NA-100001/Repairs')).toBe(getHelpUrl('/NA-100001/Repairs', 'en-US'));
  });

  it.each([
    [PRIVACY_HELP_TOPIC, 'en-US', '/help/index.html#privacy'],
    [DO_NOT_SELL_HELP_TOPIC, 'en-US', '/help/index.html#do-not-sell'],
    [PRIVACY_HELP_TOPIC, 'pl-PL', '/help/pl-PL/index.html#privacy'],
    [DO_NOT_SELL_HELP_TOPIC, 'ru-RU', '/help/ru-RU/index.html#do-not-sell'],
    ['system-astro', 'it-IT', '/help/it-IT/index.html#system-astro'],
    ['', 'es-ES', '/help/es-ES/index.html'],
  ] as const)('getHelpTopicUrl(%j, %s) -> %s', (topic, locale, url) => {
    expect(getHelpTopicUrl(topic, locale)).toBe(url);
  });
});

describe('localizeHelpUrl: stored help addresses in the interface language', () => {
  it.each([
    ['/help/index.html#system-astro', 'de-DE', '/help/de-DE/index.html#system-astro'],
    ['/help/index.html#system-wave', 'zh-TW', '/help/zh-TW/index.html#system-wave'],
    ['/help/index.html', 'ja-JP', '/help/ja-JP/index.html'],
    ['/help/fr-FR/index.html#system-lte', 'en-US', '/help/index.html#system-lte'],
    ['/help/es-419/index.html#privacy', 'pt-PT', '/help/pt-PT/index.html#privacy'],
    ['/help/index.html#system-astro', 'en-US', '/help/index.html#system-astro'],
  ] as const)('%s in %s -> %s', (url, locale, expected) => {
    expect(localizeHelpUrl(url, locale)).toBe(expected);
  });

  it('leaves other addresses alone', () => {
    expect(localizeHelpUrl('https://docs.example.com/astro/index.html#x', 'de-DE')).toBe(
      'https://docs.example.com/astro/index.html#x',
    );
    expect(localizeHelpUrl('/help/index.htmlx', 'de-DE')).toBe('/help/index.htmlx');
    expect(localizeHelpUrl('/docs/help/index.html', 'de-DE')).toBe('/docs/help/index.html');
  });
});
