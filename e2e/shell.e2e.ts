import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENS, SCREEN_REDIRECTS } from '../src/web/app/navigation.ts';
import { URL_QUERY_LIMIT } from '../src/shared/domain/query-state.ts';
import { HELP_TOPICS } from '../src/shared/domain/help.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

const ASTRO = 'NA-100001';

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

  it('shows each demo login the menu its role, technology and flags allow', async () => {
    const { page, context } = b;
    await signIn(page, demoLogin('nwGuest'));
    const guest = await menu(page);
    expect(guest).toEqual(
      expect.arrayContaining(['Dashboard', 'AllCases', 'SystemOverview', 'Alerts', 'OtherApps']),
    );
    for (const hidden of [
      'Orders',
      'Contracts',
      'Repairs',
      'EssentialReports',
      'Administration',
      'AdminUsers',
    ]) {
      expect(guest, `guest must not see ${hidden}`).not.toContain(hidden);
    }
    // A hidden area's address shows the no-access page, not the area.
    await page.goto(`/${ASTRO}/Orders`);
    await page.getByTestId('no-access').waitFor();

    await context.clearCookies();
    await signIn(page, demoLogin('nwAdmin'));
    await page.goto(`/${ASTRO}/Dashboard`);
    const admin = await menu(page);
    expect(admin).toEqual(
      expect.arrayContaining(['Orders', 'Repairs', 'EssentialReports', 'Administration', 'AdminUsers']),
    );
    expect(admin).not.toContain('AdminReleases');

    await context.clearCookies();
    await signIn(page, demoLogin('vendorAdmin'));
    await page.goto(`/${ASTRO}/Dashboard`);
    const vendor = await menu(page);
    expect(vendor).toEqual(
      expect.arrayContaining([
        'AdminUsers',
        'AdminReleases',
        'AdminCompanies',
        'AdminStaticText',
        'AdminTopBanner',
      ]),
    );

    await context.clearCookies();
    await signIn(page, demoLogin('contoso'));
    expect(new URL(page.url()).pathname).toBe('/EMEA-200002/Dashboard');
    const contoso = await menu(page);
    // WAVE: device management, no repairs; a User: orders but no administration.
    expect(contoso).toEqual(expect.arrayContaining(['DeviceManagement', 'Orders']));
    for (const hidden of ['Repairs', 'Administration', 'ApxConfig', 'PatchHistory'])
      expect(contoso).not.toContain(hidden);

    const sets = [guest, admin, vendor, contoso].map((m) => [...m].sort().join());
    expect(new Set(sets).size).toBe(4);
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

  it('opens the help topic of the current route', async () => {
    const { page, context } = b;
    await signIn(page, demoLogin('vendorAdmin'));
    await page.goto(`/${ASTRO}/Dashboard`);
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
        .poll(() => page.getByTestId('help-link').getAttribute('href'), { message: path })
        .toBe(href);
    }
    // The link opens the help in a new tab, at its topic, and the topic is written there.
    await goInApp(page, `/${ASTRO}/Orders`);
    // Wait for the link to follow the route before clicking it (it changes after navigation).
    await expect.poll(() => page.getByTestId('help-link').getAttribute('href')).toBe('/help/index.html#orders');
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
    expect(html).not.toMatch(/<script/i);
  });

  it('keeps a very long filter working after reload (the 1,792-character rule)', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await page.goto(`/${ASTRO}/WhatsNew?view=List&filter.year=2026`);
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
    await signIn(page, demoLogin('nwUser'));
    await page.goto(`/${ASTRO}/WhatsNew?page=1&limit=10`);
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

  it('switches the language from the header, at once and for the next visit', async () => {
    const { page } = b;
    // A login no other test reads, so its saved language cannot disturb them.
    await signIn(page, 'administrator.emea-300009@c009.example');
    const h1 = page.locator('h1');
    await expect.poll(() => h1.innerText()).toMatch(/^Welcome/);
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await expect.poll(() => h1.innerText()).toMatch(/^Willkommen/);
    expect(await page.locator('[data-nav="Support"]').innerText()).toBe('Support');
    expect(await page.getByTestId('footer-your-system').locator('h2').innerText()).toBe('Ihr System');
    await page.reload();
    await expect.poll(() => h1.innerText()).toMatch(/^Willkommen/);
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await expect.poll(() => h1.innerText()).toMatch(/^ようこそ/);
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitem', { name: 'English (US)' }).click();
    await expect.poll(() => h1.innerText()).toMatch(/^Welcome/);
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
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    await page.getByTestId('account-selector').waitFor();
    await page.locator('[data-nav="Dashboard"]').click();
    await page.waitForURL(new RegExp(`/${ASTRO}/Dashboard`));
  });

  it('finds no serious or critical accessibility violation on the login page, the dashboard and settings', async () => {
    const { page } = b;
    const scan = async (what: string) => {
      const result = await new AxeBuilder({ page }).analyze();
      const bad = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(bad).toEqual([]);
    };
    await page.goto('/login/local');
    await page.locator('input[name="login"]').waitFor();
    await scan('login');
    await signIn(page, demoLogin('nwAdmin'));
    await page.locator('[data-widget="recent-releases"] li').first().waitFor();
    await page.getByTestId('footer-system-version').waitFor();
    await scan('dashboard');
    await page.getByTestId('dashboard-customize').click();
    await scan('dashboard while customizing');
    await page.goto(`/${ASTRO}/UserSettings`);
    await page.getByTestId('settings-email').waitFor();
    await scan('settings');
  });
});
