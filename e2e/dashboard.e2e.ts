import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
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

/** The user's saved layout on an account, limited to the shell's own widgets (null: the default). */
async function savedLayout(page: Page, account: string) {
  const res = await page.request.get(`/mapi/dashboard/layout?account_id=${account}`);
  const layout = (await res.json()).content.layout as { order: string[]; hidden: string[] } | null;
  return layout && { order: layout.order.filter((id) => OWN.includes(id)), hidden: layout.hidden };
}

/** The centre of an element on the screen. */
async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

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
    await expect.poll(saved).toEqual({
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

  it('lets the user drag a widget onto another with the mouse, shows where it goes, Escape cancels, saved on the server', async () => {
    const { page } = b;
    // A login no other test uses: its layout is its own.
    await signIn(page, 'guest.emea-300009@c009.example');
    const account = new URL(page.url()).pathname.split('/')[1]!;
    const before = ['account-summary', 'system-overview', 'recent-releases'];
    await expect.poll(() => widgetOrder(page)).toEqual(before);
    const handle = (id: string) => page.locator(`[data-widget-drag="${id}"]`);
    const widget = (id: string) => page.locator(`[data-widget="${id}"]`);
    const indicator = page.getByTestId('widget-drop-indicator');

    // The handles show while customizing, next to the move buttons, with a translated name.
    expect(await handle('recent-releases').count()).toBe(0);
    await page.getByTestId('dashboard-customize').click();
    const recentHandle = page.getByRole('button', { name: 'Drag to move Recent releases' });
    await recentHandle.waitFor();
    await recentHandle.hover();
    await expect.poll(() => page.getByRole('tooltip').innerText()).toBe('Drag to move Recent releases');

    // Dragging over another widget shows where the dragged one goes; Escape cancels.
    await widget('account-summary').scrollIntoViewIfNeeded();
    const from = await centre(handle('recent-releases'));
    const onto = await centre(widget('account-summary'));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(onto.x, onto.y, { steps: 12 });
    await widget('account-summary').locator('[data-testid="widget-drop-indicator"]').waitFor();
    expect(await indicator.innerText()).toBe('Drop to place Recent releases here');
    expect(await widget('recent-releases').getAttribute('data-drag')).toBe('source');
    expect(await page.getByTestId('widget-drag-preview').innerText()).toBe('Recent releases');
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => indicator.count()).toBe(0);
    expect(await page.getByTestId('widget-drag-preview').count()).toBe(0);
    await page.mouse.up();
    expect(await widgetOrder(page)).toEqual(before);
    expect(await savedLayout(page, account)).toBeNull();
    // Still customizing: Escape ended the drag only.
    expect(await page.getByTestId('dashboard-customize').getAttribute('aria-pressed')).toBe('true');

    // Dropping it there puts it in that widget's place.
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(onto.x, onto.y, { steps: 12 });
    await indicator.waitFor();
    // Let the fade of the dragged widget finish, so the picture shows what a person sees.
    await page.waitForTimeout(300);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-drag.png') });
    await page.mouse.up();
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['recent-releases', 'account-summary', 'system-overview']);
    expect(await indicator.count()).toBe(0);
    expect(await page.locator('[data-drag]').count()).toBe(0);

    // Playwright's own drag and drop.
    await handle('account-summary').dragTo(widget('system-overview'));
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['recent-releases', 'system-overview', 'account-summary']);
    await expect
      .poll(() => savedLayout(page, account))
      .toEqual({ order: ['recent-releases', 'system-overview', 'account-summary'], hidden: [] });
    await page.reload();
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['recent-releases', 'system-overview', 'account-summary']);

    // A hidden widget is no drop target and keeps its place in the order.
    await page.getByTestId('dashboard-customize').click();
    await page.locator('[data-widget-hide="system-overview"]').click();
    await expect.poll(() => widgetOrder(page)).toEqual(['recent-releases', 'account-summary']);
    await handle('account-summary').dragTo(widget('recent-releases'));
    await expect.poll(() => widgetOrder(page)).toEqual(['account-summary', 'recent-releases']);
    await expect
      .poll(() => savedLayout(page, account))
      .toEqual({
        order: ['account-summary', 'system-overview', 'recent-releases'],
        hidden: ['system-overview'],
      });

    // A refused save puts the widgets back and says so, as for the buttons.
    await page.route('**/mapi/dashboard/layout**', (route) =>
      route.request().method() === 'PUT' ? route.fulfill(failWith500) : route.continue(),
    );
    await handle('recent-releases').dragTo(widget('account-summary'));
    await page.getByText('Unexpected error occurred. Please try again.').waitFor();
    await expect.poll(() => widgetOrder(page)).toEqual(['account-summary', 'recent-releases']);
  });

  it('lets the user drag a widget with a finger on a phone', async () => {
    const phone = await b.context.browser()!.newContext({
      baseURL: inject('e2eBaseUrl'),
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = await phone.newPage();
      await signIn(page, 'user.emea-300010@c010.example');
      const account = new URL(page.url()).pathname.split('/')[1]!;
      await expect
        .poll(() => widgetOrder(page))
        .toEqual(['account-summary', 'system-overview', 'recent-releases']);
      await page.getByTestId('dashboard-customize').click();
      const handle = page.locator('[data-widget-drag="recent-releases"]');
      await handle.waitFor();
      // The handle and the buttons fit: nothing spills sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // A finger on the handle drags the widget (the page does not scroll instead).
      await page.locator('[data-widget="system-overview"]').evaluate((e) => e.scrollIntoView());
      // Below the fixed header and clear of the band under it where a drag scrolls the page.
      await page.evaluate(() => window.scrollBy(0, -160));
      const from = await centre(handle);
      const onto = await centre(page.locator('[data-widget="system-overview"] h2'));
      const cdp = await phone.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
        });
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await touch('touchStart', from.x, from.y);
      for (let i = 1; i <= 10; i++)
        await touch(
          'touchMove',
          from.x + ((onto.x - from.x) * i) / 10,
          from.y + ((onto.y - from.y) * i) / 10,
        );
      await page.locator('[data-widget="system-overview"] [data-testid="widget-drop-indicator"]').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      await page.waitForTimeout(300);
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-drag-phone.png') });
      await touch('touchEnd', onto.x, onto.y);
      await expect
        .poll(() => widgetOrder(page))
        .toEqual(['account-summary', 'recent-releases', 'system-overview']);
      await expect
        .poll(() => savedLayout(page, account))
        .toEqual({ order: ['account-summary', 'recent-releases', 'system-overview'], hidden: [] });

      // Holding a widget in the band under the header scrolls the page up; released beside the
      // widgets, it stays where it was.
      const all = () =>
        page.locator('[data-widget]').evaluateAll((els) => els.map((e) => e.getAttribute('data-widget')));
      const order = await all();
      const last = page.locator('[data-widget-drag]').last();
      await last.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      const start = await centre(last);
      const scrolled = await page.evaluate(() => window.scrollY);
      await touch('touchStart', start.x, start.y);
      for (let i = 1; i <= 5; i++) await touch('touchMove', start.x, start.y + ((70 - start.y) * i) / 5);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled - 200);
      await touch('touchMove', 4, 400);
      await touch('touchEnd', 4, 400);
      await expect.poll(() => page.getByTestId('widget-drag-preview').count()).toBe(0);
      expect(await all()).toEqual(order);
    } finally {
      await phone.close();
    }
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
