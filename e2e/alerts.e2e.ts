import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * Alerts, the top banner and static texts in the browser (issue 33 points 3 and 5): staff write a
 * critical alert and the banner on their screens; the customer sees the critical alert under the
 * header of every page until dismissed for the session (a new one shows again), the Alerts screen,
 * and the banner with its javascript: link dropped; changes reach the customer's open page without a
 * reload (live events).
 */
const ACCOUNT = 'NA-100001';
const RUN = Date.now().toString(36);

async function call(page: Page, method: 'POST' | 'PUT', path: string, body: unknown): Promise<void> {
  const csrf = await page.evaluate(async () => (await fetch('/mapi/auth/providers')).headers.get('x-csrf') ?? '');
  const res = await page.request.fetch(path, { method, data: body, headers: { 'csrf-token': csrf } });
  expect(res.status(), await res.text()).toBe(200);
}

describe('alerts in the browser', () => {
  const b = useBrowser();

  it('staff create a critical alert on the administration screen; the customer sees it on every page until dismissed for the session', async () => {
    const { page, context } = b;
    await signIn(page, demoLogin('vendorAdmin'), { at: `/${ACCOUNT}/Administration/Alerts` });
    await page.getByRole('heading', { name: 'Alert management' }).waitFor();
    await page.getByRole('button', { name: 'New alert' }).click();
    const form = page.getByTestId('alert-form');
    // The spec's messages before anything is sent.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Title is required.').waitFor();
    await form.locator('input[name="title"]').fill(`Zone 2 failover ${RUN}`);
    await form.locator('textarea[name="message"]').fill('Expect longer call set-up times.');
    await form.getByTestId('alert-severity-select').click();
    await page.getByRole('option', { name: 'Critical' }).click();
    await form.getByRole('radio', { name: 'Chosen accounts' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please specify at least one account.').waitFor();
    await form.locator('input[name="accountIds"]').fill(ACCOUNT);
    await form.getByRole('button', { name: 'Save' }).click();
    const row = page.getByTestId('table-row').filter({ hasText: `Zone 2 failover ${RUN}` });
    await row.waitFor();
    expect((await row.getByTestId('admin-alert-status').innerText()).toLowerCase()).toBe('active');
    expect(await findLayoutDefects(page)).toEqual([]);
    await expectAccessible(page, 'alert administration');
    // The list is the engine's: searched, and exported as shown.
    await page.getByTestId('filter-search').fill(`failover ${RUN}`);
    await expect.poll(() => page.getByTestId('table-row').count()).toBe(1);
    await page.getByTestId('export-menu').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Alerts_All.csv');
    expect(fs.readFileSync((await file.path())!, 'utf8')).toContain(`Zone 2 failover ${RUN}`);

    const customer = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1280, height: 800 } });
    const user = await customer.newPage();
    await signIn(user, demoLogin('nwUser'));
    const bar = user.getByTestId('critical-alert').filter({ hasText: `Zone 2 failover ${RUN}` });
    await bar.waitFor();
    await user.goto(`/${ACCOUNT}/Alerts`);
    await user.getByTestId('table-row').filter({ hasText: `Zone 2 failover ${RUN}` }).waitFor();
    await bar.waitFor();
    await expectAccessible(user, 'alerts');
    await bar.getByRole('button', { name: 'Dismiss for this session' }).click();
    await bar.waitFor({ state: 'detached' });
    // Dismissed for the session: another page, a reload, it stays away.
    await user.goto(`/${ACCOUNT}/AllCases`);
    await user.reload();
    await user.getByRole('heading', { level: 1 }).waitFor();
    expect(await bar.count()).toBe(0);
    // No wait for the page's live stream: it starts after the newest event of the page's session
    // status, so a change made while it opens still arrives.

    // A new critical alert shows again.
    await call(page, 'POST', '/mapi/admin/alerts', {
      title: `Second failover ${RUN}`,
      message: 'Another site switched to standby.',
      severity: 'critical',
      showAlways: true,
      allAccounts: false,
      accountIds: [ACCOUNT],
    });
    // Without a reload: the live 'alerts' event makes the bar ask again.
    await user.getByTestId('critical-alert').filter({ hasText: `Second failover ${RUN}` }).waitFor({ timeout: 5_000 });
    expect(await bar.count()).toBe(0);
    // Another browser session sees the first one again.
    const again = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin });
    const other = await again.newPage();
    await signIn(other, demoLogin('nwUser'));
    await other.getByTestId('critical-alert').filter({ hasText: `Zone 2 failover ${RUN}` }).waitFor();
    await again.close();
    await customer.close();
    // The portal is shared by every browser test file: leave no critical alert behind.
    const list = await (await page.request.get('/mapi/admin/alerts?status=active&severity=critical&limit=100')).json();
    for (const a of (list as { content: { rows: { id: number; title: string }[] } }).content.rows)
      if (a.title.endsWith(RUN)) await call(page, 'POST', '/mapi/admin/alerts/state', { alert_id: a.id, active: false });
  });

  it('staff edit the top banner with a preview; the customer sees it with the javascript: link dropped', async () => {
    const { page, context } = b;
    await signIn(page, demoLogin('vendorAdmin'), { at: `/${ACCOUNT}/Administration/TopBanner` });
    const editor = page.getByTestId('text-editor-topBanner');
    await editor.waitFor();
    await editor.getByTestId('text-markdown').fill(
      `**Maintenance ${RUN}** tonight. [Status](https://status.example.com) [Run me](javascript:alert(1))`,
    );
    await editor.getByRole('button', { name: 'Preview' }).click();
    const preview = editor.getByTestId('text-preview-html');
    await preview.waitFor();
    expect(await preview.locator('a').count()).toBe(1);
    expect(await preview.locator('a').getAttribute('target')).toBe('_blank');
    expect(await preview.innerText()).toContain('Run me');
    const enabled = editor.getByRole('switch', { name: 'Shown' });
    if (!(await enabled.isChecked())) await enabled.check({ force: true });
    await editor.getByTestId('text-save').click();
    await editor.getByTestId('text-saved').waitFor();
    // The button's spinner gone (the refetch after the save ended) and its label's return
    // transition over (the label slides back in) before the layout is judged.
    await expect.poll(() => editor.getByTestId('text-save').getAttribute('data-loading')).toBeNull();
    await expect.poll(() => findLayoutDefects(page), { timeout: 3_000 }).toEqual([]);

    const customer = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 390, height: 844 } });
    const user = await customer.newPage();
    await signIn(user, demoLogin('contoso'));
    const banner = user.getByTestId('top-banner');
    await banner.getByText(`Maintenance ${RUN}`).waitFor();
    const links = banner.locator('a');
    expect(await links.count()).toBe(1);
    expect(await links.first().getAttribute('href')).toBe('https://status.example.com');
    expect(await links.first().getAttribute('rel')).toBe('noopener noreferrer');
    expect(await banner.innerHTML()).not.toMatch(/javascript:/i);
    expect(await findLayoutDefects(user)).toEqual([]);
    // Hidden for the session; a changed banner shows again.
    await banner.getByRole('button', { name: 'Hide for this session' }).click();
    await banner.waitFor({ state: 'detached' });
    await user.reload();
    await user.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner.count()).toBe(0);
    // As for the alerts: at once, the stream opening after the change still delivers it.
    await call(page, 'PUT', '/mapi/admin/texts/topBanner', { enabled: true, content: { 'en-US': `Changed ${RUN}` } });
    // Without a reload: the live 'banner' event makes the page ask again, within 5 s.
    await banner.getByText(`Changed ${RUN}`).waitFor({ timeout: 5_000 });
    await customer.close();
    // The portal is shared by every browser test file: the banner goes off again.
    await call(page, 'PUT', '/mapi/admin/texts/topBanner', { enabled: false, content: { 'en-US': `Changed ${RUN}` } });
  });

  it('staff write the static texts; the sign-in notice shows before sign-in', async () => {
    const { page } = b;
    await signIn(page, demoLogin('vendorAdmin'), { at: `/${ACCOUNT}/Administration/StaticText` });
    const editor = page.getByTestId('text-editor-loginNotice');
    await editor.waitFor();
    await editor.getByTestId('text-markdown').fill(`Scheduled upgrade ${RUN}: sign-in may be slow.`);
    const enabled = editor.getByRole('switch', { name: 'Shown' });
    if (!(await enabled.isChecked())) await enabled.check({ force: true });
    await editor.getByTestId('text-save').click();
    await editor.getByTestId('text-saved').waitFor();
    await expectAccessible(page, 'static texts');
    await b.context.clearCookies();
    await page.goto('/login/local');
    await page.getByTestId('login-notice').getByText(`Scheduled upgrade ${RUN}`).waitFor();
    // The portal is shared by every browser test file: the notice goes off again.
    await signIn(page, demoLogin('vendorAdmin'));
    await call(page, 'PUT', '/mapi/admin/texts/loginNotice', { enabled: false, content: { 'en-US': 'off' } });
  });
});
