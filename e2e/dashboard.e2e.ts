import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { releases } from '../src/server/db/schema/index.ts';
import { DASHBOARD_WIDGET_IDS } from '../src/shared/contracts/dashboard.ts';
import type { TCaseSummary } from '../src/shared/contracts/cases.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';
import { startTestPortal } from '../tests/support/test-portal.ts';

const ASTRO = 'NA-100001';
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

/** Every widget on the page, in order. */
const allWidgets = (page: Page) =>
  page.locator('[data-widget]').evaluateAll((els) => els.map((e) => e.getAttribute('data-widget') ?? ''));

/**
 * The layout tests move the shell's own three widgets; the case widgets keep their places among
 * them and are left out of those comparisons.
 */
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

  it('shows every widget with the demo data, the case widgets included, and the footer', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'));
    // What the server sent the case widgets (whatever requests they make), to compare with the screen.
    const sent: Partial<TCaseSummary> = {};
    page.on('response', (res) => {
      if (!res.url().includes('/mapi/cases/summary') || !res.ok()) return;
      void res
        .json()
        .then((body: { content: Partial<TCaseSummary> }) => Object.assign(sent, body.content))
        .catch(() => undefined);
    });
    await page.goto(`/${ASTRO}/Dashboard`);
    await expect.poll(() => allWidgets(page)).toEqual([...DASHBOARD_WIDGET_IDS]);
    await expect.poll(() => page.getByTestId('summary-name').innerText()).toBe('Northwind County Radio');
    expect(await page.getByTestId('summary-role').innerText()).toBe('Administrator');
    await expect.poll(() => page.getByTestId('system-name').innerText()).toBe('ASTRO 25');
    await expect.poll(() => page.locator('[data-widget="recent-releases"] li').count()).toBe(3);
    expect(await page.locator('[data-widget="recent-releases"] li').first().innerText()).toContain(
      'Release v 2026.3',
    );

    // Open severity 1: at least the demo's critical open cases 10000001-10000003, newest first.
    const sev1 = page.getByTestId('widget-open-severity-1');
    await sev1.waitFor();
    const sev1Count = Number(
      (await page.getByTestId('severity1-count').innerText()).match(/^(\d+) open critical cases$/)?.[1],
    );
    expect(sev1Count).toBeGreaterThanOrEqual(3);
    const listed = await sev1.locator('li a').allInnerTexts();
    // 10000001 was opened two hours before the seed, the newest of all.
    expect(listed[0]).toBe('10000001');
    expect(listed).toContain('10000002');
    expect(await sev1.locator('li').first().innerText()).toContain(
      'Console positions lose audio during dispatch',
    );
    expect(await sev1.locator('li a').first().getAttribute('href')).toBe(`/${ASTRO}/AllCases/10000001`);

    // Open cases: created over the last 30 days, and the last 7 (five demo cases are open and
    // younger than a week); the numbers behind the chart are the same.
    const total = page.getByTestId('open-cases-total');
    const count = async () => Number((await total.innerText()).match(/^(\d+) open cases? created/)?.[1]);
    await expect.poll(() => total.innerText()).toMatch(/created in the last 30 days$/);
    const last30 = await count();
    expect(last30).toBeGreaterThanOrEqual(7);
    await page.getByTestId('widget-open-cases').getByText('Last 7 days').click();
    await expect.poll(() => total.innerText()).toMatch(/created in the last 7 days$/);
    const last7 = await count();
    expect(last7).toBeGreaterThanOrEqual(5);
    expect(last7).toBeLessThanOrEqual(last30);
    const dayRows = page.getByTestId('open-cases-chart').locator('tbody tr');
    expect(await dayRows.count()).toBe(7);
    const perDay = (await dayRows.locator('td:nth-child(2)').allTextContents()).map(Number);
    expect(perDay.reduce((n, x) => n + x, 0)).toBe(last7);

    // Cases by category: a summary sentence and a table per category behind the chart.
    const summary = await page.getByTestId('widget-cases-breakdown').locator('p').first().innerText();
    const [, all, open, resolved, closed] = summary
      .match(/^(\d+) cases: (\d+) open, (\d+) resolved, (\d+) closed\.$/)!
      .map(Number);
    expect(all).toBe(open! + resolved! + closed!);
    expect(all).toBeGreaterThanOrEqual(12);
    const categories = await page.getByTestId('cases-breakdown-chart').locator('tbody th').allTextContents();
    expect(categories).toEqual(
      expect.arrayContaining(['Technical Support', 'Network Monitoring', 'Security Monitoring']),
    );
    // The chart itself (ECharts loads as its own chunk, then draws).
    await page.getByTestId('cases-breakdown-chart').locator('canvas').first().waitFor();

    // The screen shows exactly what the server sent.
    await expect.poll(() => Object.keys(sent).length).toBeGreaterThanOrEqual(4);
    expect(sev1Count).toBe(sent.openSeverity1!.count);
    expect(last30).toBe(sent.openLast30Days!.reduce((n, d) => n + d.count, 0));
    expect(last7).toBe(sent.openLast7Days!.reduce((n, d) => n + d.count, 0));
    expect(all).toBe(sent.breakdown!.reduce((n, x) => n + x.count, 0));

    // Footer: What's New and Your System; the documentation opens in the interface language.
    await expect.poll(() => page.getByTestId('footer-release').innerText()).toBe('Release v 2026.3');
    await expect
      .poll(() => page.getByTestId('footer-system-version').innerText())
      .toMatch(/^Current version: ASTRO 25 \d{4}\.\d$/);
    const docs = page.getByTestId('footer-system-documentation');
    expect(await docs.innerText()).toBe('System documentation: View system documentation');
    expect(await docs.getByRole('link').innerText()).toBe('View system documentation');
    expect(await docs.getByRole('link').getAttribute('href')).toBe('/help/index.html#system-astro');
    await page.goto(`/${ASTRO}/Dashboard?locale=fr-FR`);
    await expect
      .poll(() => docs.getByRole('link').getAttribute('href'))
      .toBe('/help/fr-FR/index.html#system-astro');
    expect(await docs.innerText()).toBe('Documentation du système : Consulter la documentation du système');
    // The System overview widget's link is the same page of the same language.
    expect(await page.getByTestId('system-documentation').getAttribute('href')).toBe(
      '/help/fr-FR/index.html#system-astro',
    );
    const help = await page.request.get('/help/fr-FR/index.html');
    expect(await help.text()).toContain('id="system-astro"');
    await page.goto(`/${ASTRO}/Dashboard?locale=en-US`);
    await page.getByTestId('footer-release').click();
    await page.waitForURL(new RegExp(`/${ASTRO}/WhatsNew`));
  });

  it("says 'No releases found.' in the footer and on What's New when no release is published", async () => {
    // A portal of its own (same code, its own database), where the vendor has published nothing.
    const server = await startTestPortal('e2e_norel');
    const context = await b.context.browser()!.newContext({ baseURL: server.url, locale: 'en-US' });
    try {
      await server.database.db.update(releases).set({ published: false }).where(eq(releases.published, true));
      const page = await context.newPage();
      await signIn(page, demoLogin('nwUser'));
      await expect
        .poll(() => page.getByTestId('footer-whats-new').innerText())
        .toContain('No releases found.');
      expect(await page.getByTestId('footer-release').count()).toBe(0);
      await expect
        .poll(() => page.locator('[data-widget="recent-releases"]').innerText())
        .toContain('No releases found.');
      expect(await page.locator('[data-widget="recent-releases"]').innerText()).not.toContain('Release v');
      await page.goto(`/${ASTRO}/WhatsNew`);
      await expect.poll(() => page.getByTestId('whats-new-none').innerText()).toBe('No releases found.');
      expect(await page.getByTestId('release-item').count()).toBe(0);
    } finally {
      await context.close();
      await server.stop();
    }
  }, 120_000);

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
    // The system requests are held until the test has seen the loading bar (a fixed delay raced
    // the page load on a busy machine), then fail.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mapi/system/current**', async (route) => {
      if (!fail) return route.continue();
      await held;
      await route.fulfill(failWith500);
    });
    await page.goto(`/${ASTRO}/Dashboard`);
    // While the requests are under way the global loading bar shows.
    await page.getByTestId('global-progress').waitFor();
    release();
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

  it('keeps every other widget working when one case widget fails, and retries it', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    // Make the open severity 1 widget's request fail, whichever it is: the summary request for that
    // part (GET /mapi/cases/summary?part=...), or the one summary request while the three case
    // widgets still share it.
    let fail = true;
    const summaryUrls: URL[] = [];
    const isSeverity1 = (url: URL) =>
      !url.searchParams.has('part') || /sev/i.test(url.searchParams.get('part')!);
    await page.route('**/mapi/cases/summary**', async (route) => {
      const url = new URL(route.request().url());
      summaryUrls.push(url);
      if (fail && isSeverity1(url)) await route.fulfill(failWith500);
      else await route.continue();
    });
    await page.goto(`/${ASTRO}/Dashboard`);
    const failed = page.getByTestId('widget-error-open-severity-1');
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.innerText()).toContain('The data could not be loaded.');
    expect(await failed.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    // The shell's widgets are unaffected.
    await expect.poll(() => page.getByTestId('summary-name').innerText()).toBe('Northwind County Radio');
    await expect.poll(() => page.getByTestId('system-name').innerText()).toBe('ASTRO 25');
    expect(await page.locator('[data-widget="recent-releases"] li').count()).toBe(3);
    // The other case widgets: working when they have requests of their own; failing with it
    // (each with its own message and retry) while the three share one request.
    const shared = summaryUrls.every((u) => !u.searchParams.has('part'));
    for (const id of ['cases-breakdown', 'open-cases']) {
      const works = page.getByTestId(`widget-${id}`);
      const error = page.getByTestId(`widget-error-${id}`);
      if (shared) await error.waitFor();
      else {
        await works.waitFor();
        expect(await error.count(), id).toBe(0);
      }
    }
    await expect.poll(() => page.getByTestId('global-progress').count()).toBe(0);

    // Each retry brings its widget back (while the request is shared, each failed widget has its own).
    fail = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => page.getByTestId('severity1-count').innerText())
      .toMatch(/^\d+ open critical cases$/);
    expect(await page.getByTestId('widget-error-open-severity-1').count()).toBe(0);
    for (const id of ['cases-breakdown', 'open-cases']) {
      if (shared)
        await page.getByTestId(`widget-error-${id}`).getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId(`widget-${id}`).waitFor();
    }
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

  it('says how to get the widgets back when every one is hidden', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'));
    await page.locator('[data-widget]').first().waitFor();
    await page.getByTestId('dashboard-customize').click();
    const hide = page.locator('[data-widget-hide]');
    while ((await hide.count()) > 0) {
      const before = await hide.count();
      await hide.first().click();
      await expect.poll(() => hide.count()).toBe(before - 1);
    }
    await page.getByTestId('dashboard-customize').click();
    const notice = page.getByTestId('dashboard-all-hidden');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Every widget is hidden.');
    await notice.getByRole('button', { name: 'Customize dashboard' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    await page.getByRole('button', { name: 'Restore the default layout' }).click();
    await expect.poll(() => page.locator('[data-widget]').count()).toBeGreaterThan(2);
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

  it.each(['en-US', 'de-DE', 'fr-FR', 'ja-JP'])('takes a clean screenshot of the dashboard in %s', async (locale) => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'), { at: `/${ASTRO}/Dashboard?locale=${locale}` });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
    await page.locator('[data-widget="recent-releases"] li').first().waitFor();
    await page.getByTestId('system-name').waitFor();
    await page.getByTestId('summary-name').waitFor();
    await page.getByTestId('severity1-count').waitFor();
    await page.getByTestId('open-cases-total').waitFor();
    await page.locator('[data-testid="cases-breakdown-chart"] canvas').waitFor();
    await page.getByTestId('fleet-widget-summary').waitFor();
    await page.getByTestId('footer-system-version').waitFor();
    await expect.poll(() => page.getByTestId('global-progress').count()).toBe(0);
    // Let chart animations finish, so the picture shows what a person sees.
    await page.waitForTimeout(1500);
    // No text cut off or drawn over other text, nothing past the right edge, no sideways scrolling.
    expect(await findLayoutDefects(page)).toEqual([]);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `dashboard-${locale}.png`), fullPage: true });
    // The menu drawer's width and the phone layout too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    expect(await findLayoutDefects(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, `dashboard-${locale}-phone.png`), fullPage: true });
  });

  it('finds cut-off text, text over text and sideways overflow when they are there', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'));
    await page.getByTestId('summary-name').waitFor();
    expect(await findLayoutDefects(page)).toEqual([]);
    // The check is only worth something if it fails on a broken page: break three things.
    await page.addStyleTag({
      content: `
        [data-testid="summary-name"] { display: block; width: 40px; overflow: hidden; white-space: nowrap; }
        footer { width: 2000px; }
      `,
    });
    // Draw the role over the account's name.
    await page.evaluate(() => {
      const name = document.querySelector('[data-testid="summary-name"]')!.getBoundingClientRect();
      const role = document.querySelector<HTMLElement>('[data-testid="summary-role"]')!;
      const at = role.getBoundingClientRect();
      role.style.transform = `translate(${name.left - at.left}px, ${name.top - at.top}px)`;
    });
    const defects = await findLayoutDefects(page);
    expect(defects.some((d) => d.startsWith('clipped:') && d.includes('Northwind County Radio'))).toBe(true);
    expect(defects.some((d) => d.startsWith('overlap:'))).toBe(true);
    expect(defects.some((d) => d.startsWith('overflow: the page is'))).toBe(true);
  });

  it('leaves out text scrolled out of view, a closed drawer and a row that scrolls sideways, and finds them once shown', async () => {
    const { page } = b;
    await page.setContent(`<!doctype html>
      <style>body { margin: 0; font: 16px sans-serif; } p { margin: 0; height: 20px; white-space: nowrap; }</style>
      <div id="rows" style="position: absolute; left: 0; top: 0; width: 300px; height: 40px; overflow: auto">
        <p>First row</p><p>Second row</p><p>Third row, scrolled out of view</p><p>Fourth row</p>
      </div>
      <p style="position: absolute; left: 0; top: 45px">Text under the rows</p>
      <div id="wide" style="position: absolute; left: 0; top: 100px; width: 200px; overflow-x: auto">
        <p style="font-size: 60px; height: auto">A table row wider than the window, in a box that scrolls sideways</p>
      </div>
      <nav style="position: fixed; left: -320px; top: 200px; width: 320px; height: 30px; overflow: hidden">
        <p style="width: 600px">A menu entry far, far wider than the drawer that holds it, open or closed</p>
      </nav>`);
    expect(await findLayoutDefects(page)).toEqual([]);
    // The same texts once a person would see them broken: the rows' box cuts instead of scrolling,
    // the drawer is open, the wide row is no longer in a box of its own.
    await page.evaluate(() => {
      document.getElementById('rows')!.style.overflow = 'hidden';
      document.querySelector('nav')!.style.left = '0px';
      document.getElementById('wide')!.style.overflowX = 'visible';
    });
    const defects = await findLayoutDefects(page);
    expect(defects).toContain('clipped: p "Third row, scrolled out of view" by div "First rowSecond rowThird row, scrolled o"');
    expect(defects.some((d) => d.startsWith('overlap:') && d.includes('Text under the rows'))).toBe(true);
    expect(defects.some((d) => d.startsWith('clipped: p "A menu entry far, far wider'))).toBe(true);
    expect(defects.some((d) => d.startsWith('overflow: p "A table row wider'))).toBe(true);
    expect(defects.some((d) => d.startsWith('overflow: the page is'))).toBe(true);
  });
});
