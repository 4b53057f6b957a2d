import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

/**
 * The managed network on Administration > Sites (issue 32 point 2): vendor staff change a vendor
 * field of Northwind's MOTOTRBO network (its name), see it saved, and the rules said in place.
 */
const ACCOUNT = 'NA-100002';
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

describe('the managed network in the browser', () => {
  const b = useBrowser();

  it('lets vendor staff change the network name and see it saved; a bad time zone is said under its field', async () => {
    const { page } = b;
    await signIn(page, demoLogin('vendorAdmin'), { at: `/${ACCOUNT}/Administration/Sites` });
    const name = page.getByTestId('network-admin-name');
    await name.waitFor();
    const before = await name.inputValue();
    expect(before).not.toBe('');
    expect(await page.getByTestId('network-admin-networkId').getAttribute('readonly')).not.toBeNull();
    await expectAccessible(page, 'network panel');

    await page.getByTestId('network-admin-timezone').fill('+05:00');
    await page.getByTestId('network-admin-save').click();
    await expect.poll(() => page.getByTestId('network-admin-form-errors').count()).toBe(1);
    const tzInput = page.getByTestId('network-admin-timezone');
    await expect.poll(async () => (await tzInput.getAttribute('aria-invalid')) ?? '').toBe('true');
    await page.getByTestId('network-admin-timezone').fill('America/Chicago');

    const renamed = `${before} (renamed ${Date.now() % 100000})`;
    await name.fill(renamed);
    const saved = page.waitForResponse((r) => /\/mapi\/networks\/[^/?]+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT');
    await page.getByTestId('network-admin-save').click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByText(`Network ${renamed} was saved.`).count()).toBe(1);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'networks-admin-saved.png'), fullPage: true });

    // Kept after a reload.
    await page.reload();
    await name.waitFor();
    await expect.poll(() => name.inputValue()).toBe(renamed);
    await expectAccessible(page, 'network panel after save');

    // Put back as it was (other browser tests read this network).
    await name.fill(before);
    const restored = page.waitForResponse((r) => /\/mapi\/networks\/[^/?]+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT');
    await page.getByTestId('network-admin-save').click();
    expect((await restored).status()).toBe(200);
  });
});
