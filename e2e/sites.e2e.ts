import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

/**
 * Sites (issue 32 point 2): vendor staff create a site of Northwind's ASTRO network, with the
 * rules of spec section 5 said in place; a customer then picks it as the site of a new case.
 */
const ACCOUNT = 'NA-100001';

/** The error text Mantine shows under a field's input (its aria-describedby '-error' element). */
async function fieldError(page: Page, testId: string): Promise<string> {
  const input = page.getByTestId(testId);
  await expect.poll(async () => (await input.getAttribute('aria-describedby')) ?? '').toMatch(/-error/);
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ');
  return page.locator(`[id="${ids.find((id) => id.endsWith('-error'))!}"]`).innerText();
}

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('sites in the browser', () => {
  const b = useBrowser();
  const name = `Relay Point ${Date.now() % 100000}`;

  it('lets vendor staff create a site, the rules said under their fields', async () => {
    const { page } = b;
    await signIn(page, demoLogin('vendorAdmin'), { at: `/${ACCOUNT}/Administration/Sites` });
    await page.getByTestId('site-list').waitFor();
    await page.getByTestId('table-row').first().waitFor();
    // The site list has no text search (its descriptor says so): no search box that finds nothing.
    expect(await page.getByTestId('filter-search').count()).toBe(0);
    await expectAccessible(page, 'site list');
    await page.getByTestId('new-site').click();
    await page.waitForURL(new RegExp(`/${ACCOUNT}/Administration/Sites/new$`));
    await page.getByTestId('site-form').waitFor();

    await page.getByTestId('site-field-name').fill(name);
    await page.getByTestId('site-field-zoneId').fill('77');
    await page.getByTestId('site-field-siteId').fill('1');
    await choose(page, 'site-field-type', 'Repeater');
    // The sub-networks' list stays open while several are picked.
    await choose(page, 'site-field-subnetwork', 'Voice');
    await page.getByRole('option', { name: 'Dispatch', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('site-field-latitude').fill('95');
    await page.getByTestId('site-field-longitude').fill('-88.25');
    await page.getByTestId('site-field-faultManagerId').fill(`FM-E2E-${Date.now() % 100000}`);
    await page.getByTestId('site-save').click();
    expect(await fieldError(page, 'site-field-latitude')).toBe('Value of Latitude cannot be higher than 90');
    expect(await fieldError(page, 'site-field-subnetwork')).toBe(
      'Choose sub-networks from Voice, Data, Paging and Backhaul, or from Dispatch and Backhaul, or a single one.',
    );
    await expectAccessible(page, 'site form with errors');

    await page.getByTestId('site-field-latitude').fill('41.72');
    // Dispatch goes: Voice alone is a single value.
    await page.getByTestId('site-field-subnetwork').click();
    await page.getByRole('option', { name: 'Dispatch', exact: true }).click();
    await page.keyboard.press('Escape');
    const saved = page.waitForResponse((r) => r.url().endsWith('/mapi/sites') && r.request().method() === 'POST');
    await page.getByTestId('site-save').click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL(new RegExp(`/${ACCOUNT}/Administration/Sites$`));
    await expect.poll(() => page.getByText(`Site ${name} was created.`).count()).toBe(1);
    await expect.poll(async () => (await page.locator('td[data-col="name"]').allInnerTexts()).includes(name)).toBe(true);
  });

  it('lets a customer pick that site for a new case, and shows it on the case', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/AllCases/new` });
    await page.locator('[name="title"]').fill(`Site pick e2e ${Date.now()}`);
    await page.locator('[name="description"]').fill('Calls drop at the new relay point.');
    const label = `${name} (77/1)`;
    await choose(page, 'field-site', label);
    await expectAccessible(page, 'new case with a site pick');
    await page.getByTestId('create-submit').click();
    const created = page.getByTestId('case-created');
    await created.waitFor();
    await page.getByTestId('open-created').click();
    await page.getByTestId('case-detail').waitFor();
    expect(await page.getByTestId('case-facts').innerText()).toContain(label);
  });
});
