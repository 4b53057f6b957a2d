import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

const ASTRO = 'NA-100001';
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

/** The order of the shell's own widgets on the page (other areas add theirs around them). */
const OWN = ['account-summary', 'system-overview', 'recent-releases'];
const widgetOrder = (page: Page) =>
  page
    .locator('[data-widget]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-widget') ?? ''))
    .then((ids) => ids.filter((id) => OWN.includes(id)));

const failWith500 = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({
    result: false,
    code: 'ServerValidation.500Unexpected',
    content: { message: 'boom' },
  }),
};

describe('home dashboard: widgets, layout, loading indicator, footer', () => {
  const b = useBrowser();

  it('shows the widgets with the demo data and the footer', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'));
    await page.goto(`/${ASTRO}/Dashboard`);
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['account-summary', 'system-overview', 'recent-releases']);
    await expect.poll(() => page.getByTestId('summary-name').innerText()).toBe('Northwind County Radio');
    expect(await page.getByTestId('summary-role').innerText()).toBe('Administrator');
    await expect.poll(() => page.getByTestId('system-name').innerText()).toBe('ASTRO 25');
    await expect.poll(() => page.locator('[data-widget="recent-releases"] li').count()).toBe(3);
    expect(await page.locator('[data-widget="recent-releases"] li').first().innerText()).toContain(
      'Release v 2026.3',
    );
    // Footer: What's New and Your System.
    await expect.poll(() => page.getByTestId('footer-release').innerText()).toBe('Release v 2026.3');
    await expect
      .poll(() => page.getByTestId('footer-system-version').innerText())
      .toMatch(/^Current version: ASTRO 25 \d{4}\.\d$/);
    expect(await page.getByTestId('footer-your-system').getByRole('link').getAttribute('href')).toBe(
      '/help/index.html#system-astro',
    );
    await page.getByTestId('footer-release').click();
    await page.waitForURL(new RegExp(`/${ASTRO}/WhatsNew`));
  });

  it("shows '(no system)' for an account without one", async () => {
    const { page } = b;
    await signIn(page, demoLogin('vendorAdmin'));
    // A generated SoftwareApps account: no system on record, and no system overview widget.
    await page.goto('/LACR-300007/Dashboard');
    await expect.poll(() => page.getByTestId('footer-system-version').innerText()).toBe('(no system)');
    await expect.poll(() => widgetOrder(page)).toEqual(['account-summary', 'recent-releases']);
  });

  it('keeps the other widgets working when one fails, retries it, and never leaves the loading bar on', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    let fail = true;
    await page.route('**/mapi/system/current**', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      if (fail) await route.fulfill(failWith500);
      else await route.continue();
    });
    await page.goto(`/${ASTRO}/Dashboard`);
    // While the slow requests are under way the global loading bar shows.
    await page.getByTestId('global-progress').waitFor();
    const failed = page.getByTestId('widget-error-system-overview');
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.innerText()).toContain('The data could not be loaded.');
    // The others are unaffected.
    await expect.poll(() => page.getByTestId('summary-name').innerText()).toBe('Northwind County Radio');
    expect(await page.locator('[data-widget="recent-releases"] li').count()).toBe(3);
    // Every watched request has ended (with an error): the bar is gone.
    await expect.poll(() => page.getByTestId('global-progress').count()).toBe(0);

    fail = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByTestId('system-name').innerText()).toBe('ASTRO 25');
    expect(await page.getByTestId('widget-error-system-overview').count()).toBe(0);
    await expect.poll(() => page.getByTestId('global-progress').count()).toBe(0);
  });

  it('ends the loading bar when a request is cancelled', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    let calls = 0;
    await page.route('**/mapi/accounts/details**', async (route) => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 6000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/${ASTRO}/Dashboard`);
    await expect.poll(() => calls).toBeGreaterThan(0);
    await page.getByTestId('global-progress').waitFor();
    // Leaving the dashboard unmounts the account summary; its request is aborted, not awaited.
    await page.getByRole('link', { name: /^About / }).click();
    await page.waitForURL(new RegExp(`/${ASTRO}/About`));
    await expect.poll(() => page.getByTestId('global-progress').count(), { timeout: 3000 }).toBe(0);
  });

  it('lets the user rearrange and hide widgets from the keyboard, remembered on the server after reload', async () => {
    const { page } = b;
    // A login no other test uses: its layout is its own.
    await signIn(page, 'user.emea-300009@c009.example');
    const account = new URL(page.url()).pathname.split('/')[1]!;
    const before = ['account-summary', 'system-overview', 'recent-releases'];
    await expect.poll(() => widgetOrder(page)).toEqual(before);

    await page.getByTestId('dashboard-customize').click();
    const up = page.locator('[data-widget-move="recent-releases-up"]');
    await up.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['account-summary', 'recent-releases', 'system-overview']);
    // Focus stays on the button just used, so pressing again moves it further.
    await page.keyboard.press('Enter');
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['recent-releases', 'account-summary', 'system-overview']);
    await page.locator('[data-widget-hide="account-summary"]').click();
    await expect.poll(() => widgetOrder(page)).toEqual(['recent-releases', 'system-overview']);
    await page.locator('[data-widget-show="account-summary"]').waitFor();
    await page.getByTestId('dashboard-customize').click();

    const saved = async () => {
      const res = await page.request.get(`/mapi/dashboard/layout?account_id=${account}`);
      const layout = (await res.json()).content.layout as { order: string[]; hidden: string[] } | null;
      return layout && { order: layout.order.filter((id) => OWN.includes(id)), hidden: layout.hidden };
    };
    await expect
      .poll(saved)
      .toEqual({
        order: ['recent-releases', 'account-summary', 'system-overview'],
        hidden: ['account-summary'],
      });
    await page.reload();
    await expect.poll(() => widgetOrder(page)).toEqual(['recent-releases', 'system-overview']);

    // Showing it again puts it back where it was; restoring the default undoes everything.
    await page.getByTestId('dashboard-customize').click();
    await page.locator('[data-widget-show="account-summary"]').click();
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['recent-releases', 'account-summary', 'system-overview']);
    await page.getByRole('button', { name: 'Restore the default layout' }).click();
    await expect.poll(() => widgetOrder(page)).toEqual(before);
  });

  it('refuses to save a layout naming a widget that does not exist', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    const csrf = (await page.request.get('/mapi/health')).headers()['x-csrf']!;
    const res = await page.request.put(`/mapi/dashboard/layout?account_id=${ASTRO}`, {
      data: { order: ['stock-ticker'], hidden: [] },
      headers: { 'csrf-token': csrf },
    });
    expect(res.status()).toBe(400);
  });

  it.each(['en-US', 'de-DE', 'ja-JP'])('takes a clean screenshot of the dashboard in %s', async (locale) => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'));
    await page.goto(`/${ASTRO}/Dashboard?locale=${locale}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
    await page.locator('[data-widget="recent-releases"] li').first().waitFor();
    await page.getByTestId('system-name').waitFor();
    await page.getByTestId('summary-name').waitFor();
    await page.getByTestId('footer-system-version').waitFor();
    await expect.poll(() => page.getByTestId('global-progress').count()).toBe(0);
    // Let chart animations finish, so the picture shows what a person sees.
    await page.waitForTimeout(1500);
    // No text is cut off or spills out of its box.
    const overflowing = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          '#main h1, #main h2, #main dd, #main dt, #main button, nav a',
        ),
      ]
        .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible')
        .map((e) => e.innerText),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `dashboard-${locale}.png`), fullPage: true });
  });
});
