import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HELP_TOPICS, SCREENS } from '../src/web/app/features.ts';
import { SCREEN_REDIRECTS } from '../src/web/app/navigation.ts';
import { URL_QUERY_LIMIT } from '../src/shared/domain/query-state.ts';
import { hasRecentVersionsReport } from '../src/shared/domain/system-releases.ts';
import type { TStatus } from '../src/shared/contracts/session.ts';
import type { TCurrentSystem } from '../src/shared/contracts/system.ts';
import { LANGUAGE_MENU_ORDER, SUPPORTED_LOCALES } from '../src/shared/i18n/locales.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

const ASTRO = 'NA-100001';
const MOTOTRBO = 'NA-100002';

/** The user menu is open, faded in (axe measures contrast on what is drawn) and has the focus. */
async function menuShown(page: Page): Promise<void> {
  const dropdown = page.getByTestId('user-menu-dropdown');
  await dropdown.waitFor();
  await expect.poll(() => dropdown.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
  await expect.poll(() => dropdown.evaluate((e) => e.contains(document.activeElement))).toBe(true);
}

/** Every `data-nav` of the menu (links and groups, open or closed). */
async function menu(page: Page): Promise<string[]> {
  await page.locator('[data-nav="Dashboard"]').waitFor();
  return page.locator('[data-nav]').evaluateAll((els) => els.map((e) => e.getAttribute('data-nav') ?? ''));
}

/** Moves inside the app as a link click would (no reload), so many routes are quick to visit. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((u) => u.pathname + u.search === path || u.pathname === path.split('?')[0]);
}

/** The static part of a route pattern (`Orders/:detail?` -> `Orders`). */
const linkOf = (path: string) => path.split('/:')[0]!;

describe('app shell: menu, routing, help, query state, language, accessibility', () => {
  const b = useBrowser();

  // Each demo login on each of its accounts: what the menu must show and must not show (spec
  // section 6 and docs/decisions.md "Menu rules"). NA-100001 is ASTRO in NA with a network and the
  // SUA package; NA-100002 is MOTOTRBO with the Essential package.
  const MENUS: {
    login: Parameters<typeof demoLogin>[0];
    account: string;
    /** The account the login lands on (the first in label order). */
    landsHere?: boolean;
    shows: string[];
    hides: string[];
  }[] = [
    {
      login: 'vendorAdmin',
      account: ASTRO,
      shows: [
        'Dashboard',
        'AllCases',
        'Orders',
        'Repairs',
        'AdminUsers',
        'AdminReleases',
        'AdminCompanies',
        'AdminStaticText',
        'AdminTopBanner',
        'AdminSendNotification',
        'AdminOutbox',
        'SusSite',
        'RsusSite',
        'OtherApps',
      ],
      hides: ['DeviceManagement', 'HostedRM'],
    },
    {
      // Vendor staff with the User role on Contoso's two accounts (and some generated ones); the
      // outbox is every vendor staff member's, whatever their role on the account.
      login: 'staff',
      account: 'EMEA-200002',
      shows: [
        'Dashboard',
        'AllCases',
        'Orders',
        'DeviceManagement',
        'ThirdPartyDevices',
        'Administration',
        'AdminOutbox',
      ],
      hides: [
        'Repairs',
        'ApxConfig',
        'SusSite',
        'AdminUsers',
        'AdminReleases',
        'AdminCompanies',
        'OtherActivities',
      ],
    },
    {
      login: 'nwAdmin',
      account: ASTRO,
      shows: [
        'Orders',
        'Repairs',
        'EssentialReports',
        'CustomReports',
        'Administration',
        'AdminUsers',
        'OtherActivities',
        'ApxConfig',
        'PatchHistory',
        'SusSite',
        'SusSystem',
        'SusZone',
        'RsusSite',
        'RsusSystem',
        'RsusZone',
        'SoftwareDownloads',
        'OtherApps',
      ],
      hides: ['AdminReleases', 'AdminCompanies', 'AdminOutbox', 'DeviceManagement', 'HostedRM'],
    },
    {
      login: 'nwAdmin',
      account: MOTOTRBO,
      shows: [
        'Orders',
        'Repairs',
        'AdminUsers',
        'DeviceManagement',
        'HostedRM',
        'RadioCentralDevices',
        'ReleaseManager',
        'OtherApps',
      ],
      hides: ['ApxConfig', 'PatchHistory', 'SusSite', 'RsusSite', 'AdvancedReports', 'AdminReleases'],
    },
    {
      login: 'nwUser',
      account: ASTRO,
      shows: [
        'Orders',
        'Repairs',
        'EssentialReports',
        'SusSite',
        'RsusSite',
        'ApxConfig',
        'SoftwareDownloads',
        'OtherApps',
      ],
      hides: [
        'Administration',
        'AdminUsers',
        'AdminOutbox',
        'OtherActivities',
        'CustomReports',
        'ActivityReport',
      ],
    },
    {
      login: 'nwUser',
      account: MOTOTRBO,
      shows: ['Orders', 'Repairs', 'DeviceManagement', 'HostedRM', 'RadioCentralJobs', 'OtherApps'],
      hides: ['Administration', 'ApxConfig', 'SusSite', 'RsusSite', 'AdvancedReports', 'ReleaseManager'],
    },
    {
      login: 'nwGuest',
      account: ASTRO,
      // Guests read repairs (docs/decisions.md "Repairs") but start no repair request.
      shows: ['Dashboard', 'AllCases', 'SystemOverview', 'Alerts', 'OtherApps', 'Repairs'],
      hides: [
        'Orders',
        'Contracts',
        'SerialLookup',
        'RepairBank',
        'EssentialReports',
        'Administration',
        'AdminUsers',
        'SusSite',
        'RsusSite',
        'SoftwareDownloads',
      ],
    },
    {
      // Contoso's User lands on the WAVE account (label order): device management, no repairs.
      login: 'contoso',
      account: 'EMEA-200002',
      landsHere: true,
      shows: ['DeviceManagement', 'Orders'],
      hides: ['Repairs', 'Administration', 'ApxConfig', 'PatchHistory', 'OtherApps', 'AdminReleases'],
    },
  ];

  it.each(MENUS)(
    'shows $login on $account the menu its role, technology and flags allow',
    async ({ login, account, landsHere, shows, hides }) => {
      const { page } = b;
      await signIn(page, demoLogin(login));
      // Landing there on sign-in, or going there, the dashboard of that account is what shows.
      if (!landsHere) await page.goto(`/${account}/Dashboard`);
      expect(new URL(page.url()).pathname).toBe(`/${account}/Dashboard`);
      const shown = await menu(page);
      expect(shown).toEqual(expect.arrayContaining(shows));
      for (const hidden of hides) expect(shown, `${login} must not see ${hidden}`).not.toContain(hidden);
      // The shown links lead to their pages, not the no-access page (menu and guard share the rules).
      for (const key of shows.slice(0, 3)) {
        const href = await page.locator(`[data-nav="${key}"]`).getAttribute('href');
        if (!href) continue; // a group
        await goInApp(page, href);
        await page.locator('#main h1').first().waitFor();
        expect(await page.getByTestId('no-access').count(), href).toBe(0);
      }
    },
  );

  it('gives each login and account its own menu, and shows the no-access page for a hidden area', async () => {
    const { page, context } = b;
    const seen = new Map<string, string>();
    for (const { login, account } of MENUS) {
      await context.clearCookies();
      await signIn(page, demoLogin(login), { at: `/${account}/Dashboard` });
      seen.set(`${login} ${account}`, (await menu(page)).sort().join());
    }
    // Vendor staff holding the User role see what a customer User sees on the same account, plus
    // the outbox (in Administration); every other pair of login and account has a menu of its own.
    expect(seen.get('staff EMEA-200002')).toBe(
      [...seen.get('contoso EMEA-200002')!.split(','), 'Administration', 'AdminOutbox'].sort().join(),
    );
    seen.delete('staff EMEA-200002');
    expect(new Set(seen.values()).size).toBe(seen.size);
    // A hidden area's address shows the no-access page, not the area.
    await context.clearCookies();
    await signIn(page, demoLogin('nwGuest'), { at: `/${ASTRO}/Orders` });
    await page.getByTestId('no-access').waitFor();
    await page.goto(`/${ASTRO}/System/RSUS/Site`);
    await page.getByTestId('no-access').waitFor();
  }, 120_000);

  it('lists the other apps the account may use, each with its description and where it comes from', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await page.locator('[data-nav="OtherApps"]').click();
    await page.waitForURL(new RegExp(`/${ASTRO}/OtherApps$`));
    await expect.poll(() => page.locator('#main h1').innerText()).toBe('Other apps');
    const apps = page.locator('[data-app]');
    const ids = await apps.evaluateAll((els) => els.map((e) => e.getAttribute('data-app')));
    // NA-region ASTRO: the North American ASTRO applications and the ASTRO/MOTOTRBO ones; not LACR.
    expect(ids).toEqual(expect.arrayContaining(['naAstro', 'radioSystems']));
    expect(ids).not.toContain('lacrRegional');
    expect(await page.locator('[data-app="naAstro"] h2').innerText()).toBe(
      'ASTRO 25 applications for North America',
    );
    for (const description of await page.getByTestId('other-app-description').allInnerTexts())
      expect(description.length).toBeGreaterThan(20);
    expect(await apps.first().innerText()).toContain('Provided by the vendor; opened from its own address.');
    // Nothing links away: no address of these applications is known.
    expect(await page.locator('#main a[href^="http"]').count()).toBe(0);
    await expectAccessible(page, 'other apps');

    // The MOTOTRBO account: no North American ASTRO applications; in German, translated.
    await page.goto(`/${MOTOTRBO}/OtherApps?locale=de`);
    await expect.poll(() => page.locator('[data-app]').first().getAttribute('data-app')).not.toBeNull();
    const trbo = await page
      .locator('[data-app]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-app')));
    expect(trbo).toContain('radioSystems');
    expect(trbo).not.toContain('naAstro');
    expect(await page.locator('#main h1').innerText()).toBe('Weitere Apps');
    expect(await page.locator('[data-app="radioSystems"] h2').innerText()).toBe(
      'Anwendungen für ASTRO 25 und MOTOTRBO',
    );

    // An account the rule gives no applications (Contoso's WAVE account in EMEA) has neither the
    // menu entry nor the page.
    await page.context().clearCookies();
    await signIn(page, demoLogin('contoso'));
    expect(await menu(page)).not.toContain('OtherApps');
    await page.goto('/EMEA-200002/OtherApps');
    await page.getByTestId('no-access').waitFor();
  });

  it('resolves every screen path of the product (a page, the not-built page, or no-access; never not-found)', async () => {
    const { page } = b;
    await signIn(page, demoLogin('vendorAdmin'));
    const paths = [
      ...SCREENS.map((s) => linkOf(s.path)).filter((p) => !p.startsWith('CaseManagement')),
      ...SCREENS.filter((s) => s.path.endsWith('/:detail?') && !s.path.startsWith('CaseManagement')).map(
        (s) => `${linkOf(s.path)}/X-123`,
      ),
      'CaseManagement/Incident',
      'CaseManagement/TechnicalRequest/CS-1',
      'CaseManagement/RMA',
      ...Object.keys(SCREEN_REDIRECTS),
    ];
    const problems: string[] = [];
    for (const p of paths) {
      await page.goto(`/${ASTRO}/${p}`);
      await page.locator('#main h1').first().waitFor({ timeout: 10_000 });
      if (await page.getByTestId('not-found').count()) problems.push(`${p}: not found`);
      if (await page.getByText('Something went wrong').count()) problems.push(`${p}: error page`);
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('limits CaseManagement/{type} to Incident, TechnicalRequest and RMA; unknown paths are not found', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    for (const bad of ['CaseManagement/Ticket', 'CaseManagement/rma/1', 'NoSuchSection', 'Orders/1/2/3']) {
      await page.goto(`/${ASTRO}/${bad}`);
      await page.getByTestId('not-found').waitFor();
    }
    await page.goto(`/${ASTRO}/CaseManagement`);
    await page.waitForURL(new RegExp(`/${ASTRO}/AllCases`));
  });

  it("leads an area's index path to the first screen of the area the user may open, keeping the query", async () => {
    const { page } = b;
    // Vendor staff with the User role: of Administration, only the Outbox.
    await signIn(page, demoLogin('staff'), { at: '/EMEA-200002/Administration?q=case' });
    await page.waitForURL(/\/EMEA-200002\/Administration\/Outbox\?q=case$/);
    await page.locator('#main h1', { hasText: 'Outbox' }).waitFor();
    // A customer Administrator: the usual first screen.
    await page.context().clearCookies();
    await signIn(page, demoLogin('nwAdmin'), { at: `/${ASTRO}/Administration` });
    await page.waitForURL(new RegExp(`/${ASTRO}/Administration/Users$`));
  });

  it('opens the help topic of the current route', async () => {
    const { page, context } = b;
    await signIn(page, demoLogin('vendorAdmin'), { at: `/${ASTRO}/Dashboard` });
    const expected: [string, string][] = [
      ['Dashboard', '/help/index.html#dashboard'],
      ['Coverage', '/help/index.html#coverage'],
      ['Calendar', '/help/index.html#calendar'],
      ['Performance/SiteList/7', '/help/index.html#performance'],
      ['CaseManagement/Incident', '/help/index.html#case-management'],
      ['SystemConfiguration', '/help/index.html'],
      ['SystemOverview', '/help/index.html#system'],
      ['Repairs/RepairBank', '/help/index.html#repairs'],
      ['Reports/Kpi', '/help/index.html#reports'],
      ['PremierReports', '/help/index.html#premier-reports'],
      ['CustomReports', '/help/index.html#custom-reports'],
      ['Orders/42', '/help/index.html#orders'],
      ['Contracts', '/help/index.html#contracts'],
      ['Entitlements/Hardware', '/help/index.html#entitlements'],
      ['DeviceManagement/Devices', '/help/index.html#device-management'],
      ['DocumentCenter', '/help/index.html#document-center'],
      ['Administration/Users', '/help/index.html#administration'],
      ['Administration/Outbox', '/help/index.html#administration'],
      ['Notifications', '/help/index.html#notifications-and-settings'],
      ['UserSettings', '/help/index.html#notifications-and-settings'],
      ['MyActivities', '/help/index.html#notifications-and-settings'],
      ['OtherActivities', '/help/index.html#notifications-and-settings'],
      ['AllCases', '/help/index.html#getting-started'],
      ['WhatsNew', '/help/index.html#getting-started'],
    ];
    for (const [path, href] of expected) {
      await goInApp(page, `/${ASTRO}/${path}`);
      await expect
        // A page's lazy chunk and its first render can take seconds on a busy 2-core machine.
        .poll(() => page.getByTestId('help-link').getAttribute('href'), { message: path, timeout: 15_000 })
        .toBe(href);
    }
    // The link opens the help in a new tab, at its topic, and the topic is written there.
    await goInApp(page, `/${ASTRO}/Orders`);
    // Wait for the link to follow the route before clicking it (it changes after navigation).
    await expect
      .poll(() => page.getByTestId('help-link').getAttribute('href'))
      .toBe('/help/index.html#orders');
    const [help] = await Promise.all([context.waitForEvent('page'), page.getByTestId('help-link').click()]);
    await help.waitForLoadState();
    expect(new URL(help.url()).hash).toBe('#orders');
    expect(await help.locator('#orders h2').innerText()).toBe('Orders');
    // Every topic, the legal links of the login screens and the system documentation exist.
    const html = await (await page.request.get('/help/index.html')).text();
    const anchors = [
      ...HELP_TOPICS.map(([, t]) => t).filter(Boolean),
      'getting-started',
      'privacy',
      'do-not-sell',
      ...['astro', 'mototrbo', 'lte', 'wave', 'icaas', 'premierone'].map((t) => `system-${t}`),
    ];
    for (const a of anchors) expect(html, a).toContain(`id="${a}"`);
    // No inline script; the one same-origin script shows the support centre's number.
    expect([...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0])).toEqual([
      '<script src="/help/support-centre.js" defer>',
    ]);
  });

  it('keeps a very long filter working after reload (the 1,792-character rule)', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ASTRO}/WhatsNew?view=List&filter.year=2026` });
    await page.getByTestId('release-item').first().waitFor();
    const long = Array(300).fill('faster').join(' ');
    expect(long.length).toBeGreaterThan(URL_QUERY_LIMIT);
    await page.getByTestId('whats-new-q').fill(long);
    await page.waitForURL(/qs=/);
    const url = new URL(page.url());
    expect(url.search.length - 1).toBeLessThanOrEqual(URL_QUERY_LIMIT);
    // What fits stays in the address, shareable; the long filter moved to stored state.
    expect(url.searchParams.get('view')).toBe('List');
    expect(url.searchParams.get('filter.year')).toBe('2026');
    expect(url.searchParams.has('q')).toBe(false);
    await expect.poll(() => page.getByTestId('release-item').count()).toBe(1);
    expect(await page.getByTestId('release-item').innerText()).toContain('2026.3');

    await page.reload();
    await page.getByTestId('release-item').first().waitFor();
    expect(await page.getByTestId('whats-new-q').inputValue()).toBe(long);
    await expect.poll(() => page.getByTestId('release-item').count()).toBe(1);
    expect(page.url()).toBe(url.toString());

    // An address pasted longer than the limit is rewritten the same way and still works.
    await page.goto(`/${ASTRO}/WhatsNew?q=${encodeURIComponent(Array(300).fill('proxy').join(' '))}`);
    await page.waitForURL(/qs=/);
    expect(new URL(page.url()).search.length - 1).toBeLessThanOrEqual(URL_QUERY_LIMIT);
    await expect.poll(() => page.getByTestId('release-item').count()).toBe(1);
    expect(await page.getByTestId('release-item').innerText()).toContain('2026.2');
  });

  it('resets the page when a filter changes', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ASTRO}/WhatsNew?page=1&limit=10` });
    await page.getByTestId('whats-new-count').waitFor();
    expect(await page.getByTestId('release-item').count()).toBe(0);
    await page.getByTestId('whats-new-q').fill('languages');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('languages');
    const url = new URL(page.url());
    expect(url.searchParams.has('page')).toBe(false);
    expect(url.searchParams.get('limit')).toBe('10');
    await expect.poll(() => page.getByTestId('release-item').count()).toBe(1);

    await page.goto(`/${ASTRO}/WhatsNew?page=3`);
    await page.getByTestId('whats-new-year').click();
    await page.getByRole('option', { name: '2026' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.year')).toBe('2026');
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
  });

  it('switches the language from the user menu, at once and for the next visit; the header has no second picker', async () => {
    const { page, context } = b;
    // A login no other test reads, so its saved language cannot disturb them.
    await signIn(page, 'administrator.emea-300009@c009.example');
    const h1 = page.locator('h1');
    await expect.poll(() => h1.innerText()).toMatch(/^Welcome/);
    expect(await page.getByTestId('language-picker').count()).toBe(0);
    await page.getByTestId('user-menu').click();
    const language = page.getByTestId('user-menu-language');
    expect(await language.innerText()).toContain('English (US)');
    await language.click();
    // The languages replace the menu's items, each in its own language, the current one marked.
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(SUPPORTED_LOCALES.length + 1);
    expect(await page.getByRole('menuitem', { name: 'English (US)' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(await page.getByRole('menuitem', { name: '日本語' }).getAttribute('lang')).toBe('ja-JP');
    await expectAccessible(page, 'user menu, languages');
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await expect.poll(() => h1.innerText()).toMatch(/^Willkommen/);
    expect(await page.locator('[data-nav="Support"]').innerText()).toBe('Support');
    expect(await page.getByTestId('footer-your-system').locator('h2').innerText()).toBe('Ihr System');
    await page.reload();
    await expect.poll(() => h1.innerText()).toMatch(/^Willkommen/);

    // From the keyboard: Enter opens the menu, arrows move, Enter opens the languages with the
    // current one focused, an arrow moves to the next, Enter chooses it.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('user-menu-dropdown').waitFor();
    for (let i = 0; i < 8 && !(await language.evaluate((e) => e === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    expect(await focused()).toContain('Sprache');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Deutsch');
    // Back returns to the menu, on the Language item.
    await page.getByTestId('user-menu-back').click();
    await expect.poll(() => language.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Deutsch');
    await page.keyboard.press('ArrowDown');
    // The languages are listed by their own names (issue 29 point 10).
    const next = LANGUAGE_MENU_ORDER[LANGUAGE_MENU_ORDER.indexOf('de-DE') + 1]!;
    expect(await page.evaluate(() => document.activeElement?.getAttribute('lang'))).toBe(next);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(next);
    await expect.poll(() => page.getByTestId('user-menu-dropdown').count()).toBe(0);
    // Escape closes the menu and leaves the language alone.
    await page.getByTestId('user-menu').click();
    await menuShown(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('user-menu-dropdown').count()).toBe(0);

    await page.getByTestId('user-menu').click();
    await language.click();
    await page.getByRole('menuitem', { name: 'English (US)' }).click();
    await expect.poll(() => h1.innerText()).toMatch(/^Welcome/);

    // The sign-in screens keep their own language picker.
    await context.clearCookies();
    await page.goto('/login/local');
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitem', { name: 'Français (France)' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
  });

  it('leads from the header bell to the notifications screen', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    const bell = page.getByTestId('notifications-link');
    // Its name says how many are unread (the demo user has some).
    await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/^Notifications: \d+ unread$/);
    await bell.hover();
    await expect.poll(() => page.getByRole('tooltip').innerText()).toMatch(/^Notifications: \d+ unread$/);
    await bell.click();
    await page.waitForURL(new RegExp(`/${ASTRO}/Notifications$`));
    await expect.poll(() => page.locator('#main h1').innerText()).toBe('Notifications');
    // The screen (with the shared help topic of Notifications, User Settings and the activities).
    await page.getByTestId('notifications-page').waitFor();
    expect(await page.getByTestId('help-link').getAttribute('href')).toBe(
      '/help/index.html#notifications-and-settings',
    );
    await expectAccessible(page, 'notifications page');
  });

  it('shows the About page: name, logo, version and where to learn more, in the interface language', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await page.locator('footer').getByRole('link', { name: 'About Radio Support Portal' }).click();
    await page.waitForURL(new RegExp(`/${ASTRO}/About$`));
    await page.getByTestId('about-version').waitFor();
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    expect(await page.locator('#main h1').innerText()).toBe('About Radio Support Portal');
    expect(await page.getByTestId('about-version').innerText()).toBe(`Version ${pkg.version}`);
    expect(await page.locator('#main img').getAttribute('src')).toBe('/favicon.svg');
    const links = page.locator('#main section a');
    const hrefs = await links.evaluateAll((els) => els.map((e) => [e.textContent, e.getAttribute('href')]));
    expect(hrefs).toEqual([
      ["What's New: the latest releases", `/${ASTRO}/WhatsNew`],
      ['Help: how to use the portal', '/help/index.html#getting-started'],
      ['Privacy Statement', '/help/index.html#privacy'],
      ['Do Not Sell My Information', '/help/index.html#do-not-sell'],
      ['API documentation', '/mapi/docs'],
    ]);
    await expectAccessible(page, 'about');
    // The help links follow the interface language, like the header's Help link.
    await page.goto(`/${ASTRO}/About?locale=ja`);
    await expect
      .poll(() => page.locator('#main section a').nth(1).getAttribute('href'))
      .toBe('/help/ja-JP/index.html#getting-started');
    expect(await page.locator('#main section a').nth(2).getAttribute('href')).toBe(
      '/help/ja-JP/index.html#privacy',
    );
    const help = await page.request.get('/help/ja-JP/index.html');
    expect(await help.text()).toContain('id="do-not-sell"');
    await page.locator('#main section a').first().click();
    await page.waitForURL(new RegExp(`/${ASTRO}/WhatsNew$`));
  });

  it("shows What's New: the published releases, filters, and 'No releases found.' when none matches", async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: "What's New" }).click();
    await page.waitForURL(new RegExp(`/${ASTRO}/WhatsNew$`));
    await expect.poll(() => page.getByTestId('release-item').count()).toBe(3);
    expect(await page.getByTestId('whats-new-count').innerText()).toBe('3 releases');
    // Newest first; the unpublished 2026.4 is not there.
    expect(await page.getByTestId('release-item').locator('h2').allInnerTexts()).toEqual([
      'Release v 2026.3',
      'Release v 2026.2',
      'Release v 2026.1',
    ]);
    expect(await page.getByTestId('release-item').first().innerText()).toContain('Faster case lists');
    await expectAccessible(page, "what's new");
    await page.getByTestId('whats-new-q').fill('teleportation');
    await expect.poll(() => page.getByTestId('whats-new-none').count()).toBe(1);
    expect(await page.getByTestId('whats-new-none').innerText()).toBe('No releases found.');
    expect(await page.getByTestId('release-item').count()).toBe(0);
    // The footer still names the newest published release.
    expect(await page.getByTestId('footer-release').innerText()).toBe('Release v 2026.3');
    await page.getByTestId('whats-new-q').fill('');
    await expect.poll(() => page.getByTestId('release-item').count()).toBe(3);
  });

  it('works from the keyboard: skip link, menu groups, visible focus', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'));
    // As a person arriving on the page: the first Tab reaches the skip link.
    await page.reload();
    await page.locator('[data-nav="Dashboard"]').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    await expect.poll(() => skip.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

    const group = page.locator('[data-nav="OrdersContracts"]');
    await group.focus();
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    // Focus is visible (Mantine draws an outline for keyboard focus).
    expect(await group.evaluate((e) => getComputedStyle(e).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
    // The group opens with a short animation; its links take focus once they are shown.
    await page.locator('[data-nav="Orders"]').waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-nav'))).toBe('Orders');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${ASTRO}/Orders`));
  });

  it('fits a phone (360 px): no sideways scrolling, the menu and account selector in the drawer', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, demoLogin('nwAdmin'));
    for (const path of ['Dashboard', 'WhatsNew', 'About', 'Orders']) {
      await page.goto(`/${ASTRO}/${path}`);
      await page.locator('#main h1').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    const menuButton = page.getByRole('button', { name: 'Open or close the menu' });
    await menuButton.click();
    await page.getByTestId('account-selector').waitFor();
    // Escape closes the menu and the focus goes back to its button.
    await page.keyboard.press('Escape');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await menuButton.click();
    await page.getByTestId('account-selector').waitFor();
    await page.locator('[data-nav="Dashboard"]').click();
    await page.waitForURL(new RegExp(`/${ASTRO}/Dashboard`));
  });

  it('finds no serious or critical accessibility violation across the shell', async () => {
    const { page } = b;
    await page.goto('/login/local');
    await page.locator('input[name="login"]').waitFor();
    await expectAccessible(page, 'login');
    await signIn(page, demoLogin('vendorAdmin'), { at: `/${ASTRO}/Dashboard` });
    await page.locator('[data-widget="recent-releases"] li').first().waitFor();
    await page.getByTestId('footer-system-version').waitFor();
    await page.getByTestId('system-name').waitFor();
    await expectAccessible(page, 'dashboard');
    await page.getByTestId('dashboard-customize').click();
    await expectAccessible(page, 'dashboard while customizing');
    await page.getByTestId('dashboard-customize').click();

    // The system overview's badge, on an ASTRO account whose release has the recent-versions report.
    const status = (await (await page.request.get('/mapi/index/status')).json()).content as TStatus;
    let withReport: string | undefined;
    for (const account of status.accounts.filter((a) => a.technology === 'astro' && !a.locked)) {
      const answer = await page.request.get(`/mapi/system/current?account_id=${account.account_id}`);
      const current = ((await answer.json()).content as TCurrentSystem).system;
      if (!hasRecentVersionsReport(account.technology, current?.currentVersion)) continue;
      withReport = account.account_id;
      break;
    }
    expect(withReport, 'an ASTRO account with the recent-versions report').toBeDefined();
    await page.goto(`/${withReport}/Dashboard`);
    await page.getByTestId('system-recent-versions').waitFor();
    await expectAccessible(page, 'dashboard with the recent-versions badge');

    // An open menu group.
    await page.locator('[data-nav="SystemNetwork"]').click();
    await page.locator('[data-nav="RsusSite"]').waitFor({ state: 'visible' });
    await expectAccessible(page, 'open menu group');
    // The open user menu.
    await page.getByTestId('user-menu').click();
    await menuShown(page);
    await expectAccessible(page, 'open user menu');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('user-menu-dropdown').count()).toBe(0);

    await page.goto(`/${ASTRO}/UserSettings`);
    await page.getByTestId('settings-email').waitFor();
    await expectAccessible(page, 'settings');
    await page.goto(`/${ASTRO}/Notifications`);
    await page.getByTestId('notifications-page').waitFor();
    await expectAccessible(page, 'notifications');
    await page.goto(`/${ASTRO}/MyActivities`);
    await page.getByTestId('my-activities').waitFor();
    await page.getByTestId('table-row').first().waitFor();
    await expectAccessible(page, 'my activities');
    await page.goto(`/${ASTRO}/DocumentCenter`);
    await page.getByTestId('not-built').waitFor();
    await expectAccessible(page, 'not-built page');
    await page.goto(`/${ASTRO}/About`);
    await page.getByTestId('about-version').waitFor();
    await expectAccessible(page, 'about');
    await page.goto(`/${ASTRO}/WhatsNew`);
    await page.getByTestId('release-item').first().waitFor();
    await expectAccessible(page, "what's new");
    await page.goto('/no-access');
    await page.getByTestId('no-access').waitFor();
    await expectAccessible(page, 'no-access page');

    // The proxy login form, then the proxy bar while acting as a customer user.
    await page.goto(`/${ASTRO}/Dashboard`);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Act as a customer user' }).click();
    await page.waitForURL(/\/proxy$/);
    await page.getByTestId('proxy-account').waitFor();
    await expectAccessible(page, 'proxy login form');
    await page.getByTestId('proxy-account').click();
    await page.getByTestId('proxy-account').fill('Northwind County');
    await page.getByRole('option', { name: /Northwind County Radio/ }).click();
    await page.getByTestId('proxy-user').click();
    await page.getByRole('option', { name: /guest@northwind\.example/ }).click();
    await expectAccessible(page, 'proxy login form, filled');
    await page.getByRole('button', { name: /Start acting/ }).click();
    await page.waitForURL(/\/NA-100001\/Dashboard/);
    await page.getByTestId('proxy-bar').waitFor();
    await page.locator('[data-widget="recent-releases"] li').first().waitFor();
    await expectAccessible(page, 'proxy bar');
    await page.getByTestId('proxy-end').click();
    await page.getByTestId('proxy-end-confirm').click();
    await expect.poll(() => page.getByTestId('proxy-bar').count()).toBe(0);
  }, 120_000);

  it('finds no serious or critical accessibility violation in the phone-width drawer', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, demoLogin('nwAdmin'));
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    await page.getByTestId('account-selector').waitFor();
    await page.locator('[data-nav="Support"]').click();
    await page.locator('[data-nav="AllCases"]').waitFor({ state: 'visible' });
    await expectAccessible(page, 'phone drawer');
  });
});
