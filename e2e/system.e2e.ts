import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TBulletinRow, TPatchRow } from '../src/shared/contracts/system.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * The system screens (issue 32 points 7 and 8): the patch history list with a filter and its
 * antivirus tab; the recent versions report only for ASTRO system release 2020.1 and later
 * (Northwind's ASTRO system runs 2019.2, LACR-300004's 2020.1); an upgrade request from System
 * Overview opening a technical request case; the security bulletins and their evidence exports.
 */
const ACCOUNT = 'NA-100001';
const ASTRO_2020 = 'LACR-300004';
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

async function api<T>(page: Page, url: string): Promise<T> {
  return ((await (await page.request.get(url)).json()) as { content: T }).content;
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `system-${name}.png`), fullPage: true });
}

describe('system screens in the browser', () => {
  const b = useBrowser();

  it('lists the patch history, filters it by OS type, and shows the antivirus scans', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwGuest'), { at: `/${ACCOUNT}/System/PatchHistory` });
    await page.getByTestId('patch-list').getByTestId('table-row').first().waitFor();
    const all = await api<{ rows: TPatchRow[]; total: number }>(page, `/mapi/system/patches?account_id=${ACCOUNT}&limit=1`);
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toMatch(new RegExp(`of ${all.total}$`));
    await expectAccessible(page, 'patch history');
    await page.getByTestId('filter-osType').click();
    await page.getByTestId('filter-osType-Linux').click();
    await page.keyboard.press('Escape');
    const linux = await api<{ total: number }>(page, `/mapi/system/patches?account_id=${ACCOUNT}&os_type=Linux&limit=1`);
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toMatch(new RegExp(`of ${linux.total}$`));
    expect(new Set(await page.locator('td[data-col="osType"]').allInnerTexts())).toEqual(new Set(['Linux']));
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await findLayoutDefects(page)).toEqual([]);
    await shot(page, 'patch-history');
    await page.getByTestId('tab-antivirus').click();
    await page.getByTestId('antivirus-list').getByTestId('table-row').first().waitFor();
    expect((await page.locator('td[data-col="definitionVersion"]').first().innerText()).trim()).toMatch(/^2026\.\d{2}\.\d{4}$/);
    await shot(page, 'antivirus');
  });

  it('offers the recent versions report to ASTRO 2020.1 and later only, in the menu and at its address', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/SystemOverview` });
    await page.getByTestId('overview-release').waitFor();
    expect(await page.getByTestId('overview-release').innerText()).toBe('2019.2');
    expect(await page.getByTestId('overview-recent-versions').count()).toBe(0);
    expect(await page.locator('[data-nav="SusRecentVersions"]').count()).toBe(0);
    await page.goto(`/${ACCOUNT}/System/SUS/RecentVersions`);
    await page.getByTestId('no-access').waitFor();

    await b.context.clearCookies();
    await signIn(page, `user.${ASTRO_2020.toLowerCase()}@c004.example`, { at: `/${ASTRO_2020}/SystemOverview` });
    await page.getByTestId('overview-recent-versions').click();
    await page.waitForURL(new RegExp(`/${ASTRO_2020}/System/SUS/RecentVersions$`));
    await page.getByTestId('recent-component').first().waitFor();
    expect(await page.getByTestId('recent-component').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'recent versions');
    await shot(page, 'recent-versions');
    // The SUS updates by site: site rows only, each naming its site.
    await page.goto(`/${ASTRO_2020}/System/SUS/Site`);
    await page.getByTestId('software-update-list').getByTestId('table-row').first().waitFor();
    expect((await page.locator('td[data-col="siteName"]').allInnerTexts()).every((t) => t.trim() !== '')).toBe(true);
    await expectAccessible(page, 'SUS updates by site');
    await shot(page, 'sus-by-site');
  });

  it('opens a technical request case from an upgrade request and says its number', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'), { at: `/${ACCOUNT}/SystemOverview` });
    await page.getByTestId('upgrade-form').waitFor();
    expect(await page.getByTestId('overview-zone').count()).toBeGreaterThan(0);
    await page.getByTestId('upgrade-notes').fill('Upgrade in the spring maintenance window.');
    await expectAccessible(page, 'system overview');
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await findLayoutDefects(page)).toEqual([]);
    await shot(page, 'overview');
    await page.getByTestId('upgrade-send').click();
    const sent = page.getByTestId('upgrade-sent');
    await sent.waitFor();
    const caseNumber = /case (\d{8})\./.exec(await sent.innerText())?.[1];
    expect(caseNumber).toBeDefined();
    await shot(page, 'upgrade-sent');
    await page.getByTestId('upgrade-case-link').click();
    await page.waitForURL(new RegExp(`/${ACCOUNT}/CaseManagement/TechnicalRequest/${caseNumber}$`));
    await page.getByTestId('case-detail').waitFor();
    expect(await page.getByTestId('case-detail').innerText()).toContain('Upgrade request: ASTRO 25 2019.2 to 2024.1');
  });

  it('lists the security bulletins of the system with their patches and exports them as evidence (CSV and PDF)', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/System/SecurityBulletins` });
    await page.getByTestId('bulletin-list').getByTestId('table-row').first().waitFor();
    const rows = (await api<{ rows: TBulletinRow[] }>(page, `/mapi/system/bulletins?account_id=${ACCOUNT}&limit=100`)).rows;
    expect(await page.locator('td[data-col="bulletinId"]').allInnerTexts()).toEqual(rows.map((r) => r.bulletinId));
    // A bulletin's publication is a calendar day, shown as that day (no time of day).
    expect(await page.locator('td[data-col="publishedOn"]').first().innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await page.getByTestId('bulletin-applied').allInnerTexts()).toEqual(rows.map((r) => (r.applied ? 'Applied' : 'Not applied')));
    await expectAccessible(page, 'security bulletins');
    await shot(page, 'bulletins');
    for (const format of ['csv', 'pdf'] as const) {
      await page.getByTestId('export-menu').click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${format}`).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`SecurityBulletins.*\\.${format}$`));
      const file = await download.path();
      const bytes = fs.readFileSync(file);
      if (format === 'csv') {
        const text = bytes.toString('utf8');
        for (const r of rows) expect(text).toContain(r.fixingPatch);
      } else {
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
  });

  it('fits the system screens on a phone, in English, German and Japanese', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demoLogin('nwUser'));
    for (const locale of ['en-US', 'de-DE', 'ja-JP']) {
      for (const [where, testId] of [
        ['SystemOverview', 'overview-zone'],
        ['System/SecurityBulletins', 'bulletin-list'],
        ['SystemConfiguration', 'configuration-sites'],
        ['System/PatchHistory', 'patch-list'],
      ] as const) {
        await page.goto(`/${ACCOUNT}/${where}?locale=${locale}`);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
        await page.getByTestId(testId).first().waitFor();
        await expect.poll(() => page.getByTestId('global-progress').count()).toBe(0);
        await page.waitForFunction(() => document.getAnimations().length === 0);
        expect(await findLayoutDefects(page), `${where} ${locale}`).toEqual([]);
        await shot(page, `phone-${locale}-${where.replace(/\W+/g, '-')}`);
      }
    }
  });
});
