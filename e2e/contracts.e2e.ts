import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TContractRow, TCoverageRow } from '../src/shared/contracts/contracts.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * Contracts and coverage in the browser (issue 31 point 2): the list and its derived status
 * filter, a contract's detail with its services and covered assets, a renewal request that leaves
 * the contract pending, the coverage list filtered to the units out of coverage, and the screens
 * on a phone. The demo contracts are the seed's (seed-contracts.ts).
 */
const ACCOUNT = 'NA-100001';
const CONTRACTS = `/${ACCOUNT}/Contracts`;
const COVERAGE = `/${ACCOUNT}/Coverage`;

async function api<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { content: T }).content;
}

describe('contracts in the browser', () => {
  const b = useBrowser();

  it('lists the contracts with their derived status and filters them by status', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: CONTRACTS });
    await page.getByTestId('table-row').first().waitFor();
    const all = await api<{ rows: TContractRow[]; total: number }>(page, `/mapi/contracts?account_id=${ACCOUNT}&limit=100`);
    expect(await page.getByTestId('pager-range').innerText()).toBe(`Showing 1-${all.total} of ${all.total}`);
    expect(await page.locator('td[data-col="contractNumber"]').allInnerTexts()).toEqual(all.rows.map((r) => r.contractNumber));

    await page.getByTestId('filter-status').click();
    await page.getByTestId('filter-status-expired').click();
    await page.keyboard.press('Escape');
    const expired = all.rows.filter((r) => r.status === 'expired');
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toBe(`Showing 1-${expired.length} of ${expired.length}`);
    expect(new Set(await page.locator('td[data-col="status"]').allInnerTexts())).toEqual(new Set(['Expired']));
    await expect.poll(() => page.getByTestId('filter-panel-status').isVisible()).toBe(false);
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await findLayoutDefects(page)).toEqual([]);
  });

  it("shows a contract's services and covered assets, and a renewal request leaves it pending with a notice in the outbox until the back office answers", async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'));
    const contract = 'CN-1000005';
    await page.goto(CONTRACTS);
    await page.getByRole('link', { name: `Open contract ${contract}` }).click();
    await page.getByTestId('contract-detail').waitFor();
    expect(await page.getByTestId('contract-services').locator('li').count()).toBeGreaterThan(0);
    const assets = await api<{ rows: TCoverageRow[]; total: number }>(
      page,
      `/mapi/coverage?account_id=${ACCOUNT}&contract=${contract}&limit=100`,
    );
    await page.getByTestId('contract-assets').getByTestId('table-row').first().waitFor();
    expect(await page.getByTestId('contract-assets').locator('td[data-col="serial"]').allInnerTexts()).toEqual(
      assets.rows.map((r) => r.serial),
    );
    const out = assets.rows.filter((r) => !r.inCoverage).length;
    expect(await page.getByTestId('contract-assets-summary').innerText()).toBe(`${assets.total} assets, ${out} out of coverage`);

    expect(await page.getByTestId('contract-renewal-pending').count()).toBe(0);
    await page.getByTestId('contract-renewal-form').locator('textarea').fill('Renew for three years, same scope');
    await page.getByTestId('contract-renewal-submit').click();
    await expect.poll(() => page.getByTestId('contract-renewal-pending').first().isVisible()).toBe(true);
    expect(await page.getByTestId('contract-renewal-pending').first().innerText()).toMatch(/^Renewal pending since /);
    expect(await page.getByTestId('contract-renewal-form').count()).toBe(0);
    expect(await page.getByTestId('contract-renewal-facts').innerText()).toContain('Pending');

    await page.getByText('Back to contracts').click();
    const row = page.getByTestId('table-row').filter({ hasText: contract });
    await expect.poll(() => row.getByTestId('contract-renewal-pending').isVisible()).toBe(true);

    // The notice went to the account's support manager: vendor staff read it in the outbox.
    await page.context().clearCookies();
    await signIn(page, demoLogin('vendorAdmin'), { at: `/${ACCOUNT}/Administration/Outbox` });
    await page.locator(`[data-testid="outbox-row"][data-reference="${contract}"]`).first().waitFor();
    expect(await page.locator(`[data-testid="outbox-row"][data-reference="${contract}"]`).first().innerText()).toContain(
      `Renewal request for contract ${contract}`,
    );

    // The local back office: vendor staff record the answer on the contract; it is no longer pending.
    await page.goto(`${CONTRACTS}/${contract}`);
    await page.getByTestId('contract-answer-date').fill('2030-06-30');
    await page.getByTestId('contract-answer-submit').click();
    await expect.poll(() => page.getByTestId('contract-renewal-facts').innerText()).toContain('Renewed');
    expect(await page.getByTestId('contract-renewal-pending').count()).toBe(0);
    expect(await page.getByTestId('contract-terms').innerText()).toContain('Jun 30, 2030');
  });

  it('filters the coverage list to the units out of coverage and by model', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: COVERAGE });
    await page.getByTestId('table-row').first().waitFor();
    await page.getByTestId('filter-inCoverage').click();
    await page.getByTestId('filter-inCoverage-false').click();
    await page.keyboard.press('Escape');
    const out = await api<{ total: number }>(page, `/mapi/coverage?account_id=${ACCOUNT}&in_coverage=no&limit=10`);
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toBe(`Showing 1-${out.total} of ${out.total}`);
    expect(new Set(await page.getByTestId('coverage-state').allInnerTexts())).toEqual(new Set(['Out of coverage']));

    await page.getByTestId('filter-model').click();
    await page.getByTestId('filter-model-text').fill('APX900');
    await page.getByTestId('filter-model-text').press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(async () => new Set(await page.locator('td[data-col="model"]').allInnerTexts())).toEqual(new Set(['APX900']));
    expect(new Set(await page.getByTestId('coverage-state').allInnerTexts())).toEqual(new Set(['Out of coverage']));
  });

  it('lays the contract and coverage screens out cleanly on a phone, in German', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [url, ready] of [
      [CONTRACTS, 'card-row'],
      [`${CONTRACTS}/CN-1000001`, 'contract-detail'],
      [COVERAGE, 'card-row'],
    ] as const) {
      await page.goto(`${url}?locale=de-DE`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
      await page.getByTestId(ready).first().waitFor();
      await expect.poll(() => page.getByTestId('global-progress').count()).toBe(0);
      expect(await findLayoutDefects(page), url).toEqual([]);
    }
  });
});
