import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

/**
 * A phone (issue 29 point 8), 390 x 844: the first case of a list shows without scrolling past the
 * filters, which fold into one button; the header names the current account; a list shown as a
 * table scrolls with the page, not inside it.
 */
const ACCOUNT = 'NA-100001';
const SCREENSHOTS = path.resolve('.tmp/e2e-screenshots');

describe('the portal on a phone', () => {
  const b = useBrowser();

  it('shows the first case above the fold, the filters folded into one button that counts them', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/AllCases` });
    const first = page.getByTestId('card-row').first();
    await first.waitFor();
    const box = (await first.boundingBox())!;
    expect(box.y + 80).toBeLessThan(844);
    expect(await page.getByTestId('filter-state').isVisible()).toBe(false);

    const fold = page.getByTestId('filter-fold');
    expect(await fold.innerText()).toBe('Filters');
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    await fold.click();
    await page.getByTestId('filter-state').click();
    await page.getByTestId('filter-state-open').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.state')).toBe('open');
    await page.keyboard.press('Escape');
    await expect.poll(() => fold.innerText()).toBe('Filters (1)');
    await fold.click();
    await expect.poll(() => page.getByTestId('filter-state').isVisible()).toBe(false);
    // The filter stays applied while folded.
    await page.getByTestId('card-row').first().waitFor();
    expect(new URL(page.url()).searchParams.get('filter.state')).toBe('open');
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-case-list.png') });
    await expectAccessible(page, 'case list on a phone');
  });

  it('names the current account in the header, and tapping it opens the menu with the account selector', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/Dashboard` });
    const name = page.getByTestId('header-account');
    await expect.poll(() => name.innerText()).toBe('Northwind County Radio');
    await name.click();
    await expect.poll(() => page.getByTestId('account-selector').isVisible()).toBe(true);
    // On a wide screen the selector itself is in the header and the name is not repeated.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => name.count()).toBe(0);
  });

  it('lets a list shown as a table scroll with the page, never inside it', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/AllCases?view=Table` });
    await page.getByTestId('table-row').first().waitFor();
    const scroll = await page
      .getByTestId('cases-table')
      .evaluate((el) => ({ height: el.scrollHeight, shown: el.clientHeight, page: document.documentElement.scrollHeight }));
    expect(scroll.height).toBeLessThanOrEqual(scroll.shown + 1);
    expect(scroll.page).toBeGreaterThan(844);
  });
});
