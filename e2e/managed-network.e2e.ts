import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TManagedNetwork } from '../src/shared/contracts/managed-network.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

/** Managed Configuration (issue 32 point 1): the account's managed network and its thresholds. */
const ACCOUNT = 'NA-100001';
const SCREEN = `/${ACCOUNT}/ManagedConfiguration`;

/** The error text Mantine shows under a field's input (its aria-describedby '-error' element). */
async function fieldError(page: Page, field: string): Promise<string> {
  const input = page.getByTestId(`network-field-${field}`);
  await expect.poll(async () => (await input.getAttribute('aria-describedby')) ?? '').toMatch(/-error/);
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ');
  return page.locator(`[id="${ids.find((id) => id.endsWith('-error'))!}"]`).innerText();
}

async function stored(page: Page): Promise<TManagedNetwork> {
  const res = await page.request.get(`/mapi/managed/thresholds/network?account_id=${ACCOUNT}`);
  return ((await res.json()) as { content: TManagedNetwork }).content;
}

describe('Managed Configuration in the browser', () => {
  const b = useBrowser();

  it('lets an Administrator lower a threshold, with the rule checked inline, and shows it saved', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'));
    // The menu leads there (System group), for an account with a managed network.
    await page.locator('[data-nav="Dashboard"]').waitFor();
    expect(await page.locator('[data-nav="ManagedConfiguration"]').count()).toBe(1);
    await page.goto(SCREEN);
    await page.getByTestId('network-facts').waitFor();
    const before = await stored(page);
    expect(await page.getByTestId('network-facts').innerText()).toContain(before.networkId);
    expect(await page.getByTestId('network-subnetworks').textContent()).toContain('Voice');
    // The short names label the thresholds.
    const group = page.getByTestId('network-group-channelUtilizationThresholds');
    for (const short of ['max', 'high', 'high_percent', 'critical', 'critical_percent'])
      expect(await group.getByText(short, { exact: true }).count(), short).toBe(1);
    expect(await page.getByTestId('network-read-only').count()).toBe(0);
    await expectAccessible(page, 'managed configuration');

    const high = page.getByTestId('network-field-high_utilization');
    const critical = before.channelUtilizationThresholds.critical_utilization;
    // High at critical breaks the rule: said under the field, nothing is sent.
    await high.fill(String(critical));
    await page.getByTestId('network-save').click();
    expect(await fieldError(page, 'high_utilization')).toBe(
      `Channel utilization thresholds: high must be lower than critical (${critical}).`,
    );
    await expect.poll(() => page.getByTestId('network-form-errors').innerText()).toBe('One field needs your attention.');
    await expectAccessible(page, 'managed configuration with an error');
    expect((await stored(page)).channelUtilizationThresholds.high_utilization).toBe(
      before.channelUtilizationThresholds.high_utilization,
    );

    const lowered = before.channelUtilizationThresholds.high_utilization - 2;
    await high.fill(String(lowered));
    const saved = page.waitForResponse((r) => r.url().endsWith('/mapi/managed/network') && r.status() === 200);
    await page.getByTestId('network-save').click();
    await saved;
    await expect.poll(() => page.getByTestId('network-saved').innerText()).toBe('The network settings were saved.');
    expect((await stored(page)).channelUtilizationThresholds.high_utilization).toBe(lowered);
    await page.reload();
    await expect.poll(() => page.getByTestId('network-field-high_utilization').inputValue()).toBe(String(lowered));
  });

  it('shows a User the network and its thresholds read only', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: SCREEN });
    await page.getByTestId('network-facts').waitFor();
    expect(await page.getByTestId('network-read-only').innerText()).toBe(
      'Only an Administrator of this account can change the thresholds.',
    );
    expect(await page.getByTestId('network-save').count()).toBe(0);
    const high = page.getByTestId('network-field-high_utilization');
    expect(await high.getAttribute('readonly')).not.toBeNull();
    const value = await high.inputValue();
    await high.press('End');
    await high.type('9');
    expect(await high.inputValue()).toBe(value);
    await expectAccessible(page, 'managed configuration read only');
  });
});
