import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * Entitlements in the browser (issue 31 point 3): activating a feature on new hardware lowers
 * the remaining quantity and keeps the hardware; a renewal leaves the feature pending; License
 * Tracking filters by site; the screens fit a phone.
 */
const ACCOUNT = 'NA-100001';
const AES = 'ENT-NA100001-001';
const GPS = 'ENT-NA100001-004';

/** The error text Mantine shows under a field's input (its aria-describedby '-error' element). */
async function fieldError(page: Page, testId: string): Promise<string> {
  const input = page.getByTestId(testId);
  await expect.poll(async () => (await input.getAttribute('aria-describedby')) ?? '').toMatch(/-error/);
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ');
  return page.locator(`[id="${ids.find((id) => id.endsWith('-error'))!}"]`).innerText();
}

/** The text of a column of the Software list's row of an entitlement. */
async function softwareCell(page: Page, entitlementId: string, column: string): Promise<string> {
  await page.goto(`/${ACCOUNT}/Entitlements/Software?q=${entitlementId}`);
  const row = page.getByTestId('table-row').filter({ hasText: entitlementId });
  await row.waitFor();
  const headers = (await page.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  return (await row.locator('td').nth(headers.findIndex((h) => h.startsWith(column))).innerText()).trim();
}

async function pick(page: Page, testId: string, option: RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

describe('entitlements in the browser', () => {
  const b = useBrowser();

  it('activates a feature on new hardware: the spec messages first, then remaining goes down and the hardware is kept', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'));
    const before = Number(await softwareCell(page, AES, 'Remaining'));
    await page.goto(`/${ACCOUNT}/Entitlements/ActivateFeatures`);
    await page.getByTestId('activate-quantity').fill('');
    await page.getByTestId('activate-submit').click();
    expect(await fieldError(page, 'activate-entitlementIds')).toBe('Please select at least one feature.');
    expect(await fieldError(page, 'activate-hardwareId')).toBe('Please select a hardware.');
    expect(await fieldError(page, 'activate-quantity')).toBe('Please select a quantity.');

    await pick(page, 'activate-entitlementIds', /AES-256 Encryption/);
    await page.getByTestId('activate-hardware-mode').getByText('New hardware').click();
    const hardwareId = `E2E${Date.now().toString(16).toUpperCase().slice(-9)}`.replace(/[^0-9A-F]/g, 'E').padEnd(12, '0');
    await page.getByTestId('activate-hardwareId').fill('not-a-hardware-id');
    await page.getByTestId('activate-hardwareName').fill('E2E lab radio');
    await page.getByTestId('activate-hardwareProduct').fill('APX NEXT Radio');
    await page.getByTestId('activate-quantity').fill('2');
    await page.getByTestId('activate-siteName').fill('E2E Lab');
    await page.getByTestId('activate-submit').click();
    expect(await fieldError(page, 'activate-hardwareId')).toMatch(/^Invalid hardware ID: enter its 12 hexadecimal digits/);
    await page.getByTestId('activate-hardwareId').fill(hardwareId.toLowerCase());
    await page.getByTestId('activate-submit').click();

    await page.getByTestId('activation-done').waitFor();
    await expect.poll(() => page.getByTestId('activation-line').innerText()).toBe(
      `AES-256 Encryption: 2 activated, ${before - 2} remaining`,
    );
    await page.getByTestId('open-hardware').click();
    const row = page.getByTestId('table-row').filter({ hasText: hardwareId });
    await expect.poll(() => row.innerText()).toMatch(/E2E lab radio[\s\S]*AES-256 Encryption[\s\S]*E2E Lab/);
    expect(Number(await softwareCell(page, AES, 'Remaining'))).toBe(before - 2);
  });

  it('renews a feature: nothing renews at once, the support manager is told and the feature shows pending', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'), { at: `/${ACCOUNT}/Entitlements/RenewFeatures?feature=${GPS}` });
    await page.getByTestId('renew-quantity').fill('100');
    await page.getByTestId('renew-submit').click();
    await page.getByTestId('renewal-done').waitFor();
    expect(await page.getByTestId('renewal-done').innerText()).toContain('Dana Whitfield received the request for 1 feature');
    expect(await softwareCell(page, GPS, 'Status')).toMatch(/Expires soon\s*Renewal pending/);
    await page.goto(`/${ACCOUNT}/Entitlements`);
    await expect.poll(() => page.getByTestId('expiring-row').filter({ hasText: GPS }).innerText()).toContain('Renewal pending');
  });

  it('tracks licences per feature and site, filtered by a site', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/Entitlements/LicenseTracking` });
    await page.getByTestId('tracking-feature-card').first().waitFor();
    await pick(page, 'tracking-site', /^Hill Top$/);
    await expect.poll(() => page.url()).toContain('site=Hill+Top');
    // Every site bar left is Hill Top's (the answer to the filter replaces the whole list).
    await expect
      .poll(async () => {
        const sites = await page.getByTestId('tracking-site-usage').allInnerTexts();
        return sites.length > 0 && sites.every((t) => /^Hill Top\s+\d+ of \d+ in use$/.test(t));
      })
      .toBe(true);
    const all = await page.getByTestId('tracking-feature-card').count();
    await pick(page, 'tracking-feature', /^GPS Location Services$/);
    await expect.poll(() => page.getByTestId('tracking-feature-card').count()).toBe(1);
    expect(all).toBeGreaterThan(1);
  });

  it('fits a phone: overview, activation form and license tracking without sideways scrolling or cut text', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demoLogin('nwAdmin'));
    for (const [path, ready] of [
      ['Entitlements', 'overview-by-type'],
      ['Entitlements/ActivateFeatures', 'activate-form'],
      ['Entitlements/LicenseTracking', 'tracking-feature-card'],
    ] as const) {
      await page.goto(`/${ACCOUNT}/${path}`);
      await page.getByTestId(ready).first().waitFor();
      expect(await findLayoutDefects(page), path).toEqual([]);
    }
  });

  it('hides the entitlement screens from a Guest', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwGuest'), { at: `/${ACCOUNT}/Entitlements/ActivateFeatures` });
    await page.getByTestId('no-access').waitFor();
    expect(await page.getByTestId('activate-form').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Activate features' }).count()).toBe(0);
  });
});
