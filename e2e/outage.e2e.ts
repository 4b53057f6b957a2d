import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * Reporting an outage (issue 29, point 1): the case form says how bad it is, the priority that
 * follows and the target first response of each priority; "the system is down" (Severity 1) tells
 * the customer to call the support centre as well, with the number for the account's region and
 * country; that number is on the Coming soon pages and the help too.
 */
const ACCOUNT = 'NA-100001';
/** Northwind County Radio is an NA account in Canada: the demo configuration's NA/CA number. */
const NUMBER = '+1 888 555 0123';
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
}

describe('reporting an outage', () => {
  const b = useBrowser();

  it('shows Priority 3 by default, then for "the system is down" the number to call, and says so again once created', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/AllCases/new` });
    const group = page.getByTestId('group-severity');
    await group.waitFor();
    const priority = page.getByTestId('severity-priority');
    await expect.poll(() => priority.innerText()).toBe('Priority: Medium (Priority 3), as no impact and urgency are given.');
    await expect.poll(() => page.getByTestId('response-targets').locator('tbody tr').allInnerTexts()).toEqual([
      'Critical (Priority 1)\twithin 1 hour',
      'High (Priority 2)\twithin 4 hours',
      'Medium (Priority 3)\twithin 24 hours',
      'Low (Priority 4)\twithin 72 hours',
    ]);
    expect(await page.getByTestId('severity-1').count()).toBe(0);

    // An impact and an urgency: the priority follows the ticket rule (2 + 2 = 4: High).
    await page.getByTestId('field-impact').click();
    await page.getByRole('option', { name: '2 · Significant/Large' }).click();
    await page.getByTestId('field-urgency').click();
    await page.getByRole('option', { name: '2 · High' }).click();
    await expect.poll(() => priority.innerText()).toBe('Priority: High (Priority 2)');
    expect(await page.getByTestId('response-targets').locator('tr[data-current]').innerText()).toBe(
      'High (Priority 2)\twithin 4 hours',
    );

    // The system is down: Severity 1, and the support centre's number to call as well.
    await page.getByTestId('field-system-down').check();
    await expect.poll(() => priority.innerText()).toBe('Priority: Critical (Priority 1)');
    const alert = page.getByTestId('severity-1');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Severity 1: also call the support centre now');
    expect(await alert.innerText()).toContain('Support centre for Canada');
    const number = alert.getByTestId('support-centre-number');
    expect(await number.innerText()).toBe(NUMBER);
    expect(await number.getAttribute('href')).toBe('tel:+18885550123');
    await expectAccessible(page, 'create case, Severity 1');
    expect(await findLayoutDefects(page, '[data-testid="group-severity"]')).toEqual([]);
    await group.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'outage-severity-1-desktop.png') });

    // The same form on a phone (loaded at that width: no menu sliding shut while it is checked).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('field-system-down').check();
    await number.scrollIntoViewIfNeeded();
    expect(await findLayoutDefects(page, '[data-testid="group-severity"]')).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'outage-severity-1-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Switched off again: neither impact nor urgency, Priority 3.
    await page.getByTestId('field-system-down').uncheck();
    await expect.poll(() => priority.innerText()).toContain('Medium (Priority 3)');
    await page.getByTestId('field-system-down').check();

    await page.locator('[name="title"]').fill(`Trunking site down e2e ${Date.now()}`);
    await page.locator('[name="description"]').fill('No radio traffic on the north trunking site since 02:10.');
    await page.getByTestId('create-submit').click();
    const created = page.getByTestId('case-created');
    await created.waitFor();
    expect(await created.innerText()).toContain('Critical (Priority 1)');
    expect(await created.innerText()).toContain('A response is expected within 1 hour.');
    const call = page.getByTestId('created-severity-1');
    expect(await call.getByTestId('support-centre-number').innerText()).toBe(NUMBER);
    await expectAccessible(page, 'Severity 1 case created');
    await shoot(page, 'outage-created.png');

    await page.getByTestId('open-created').click();
    await page.getByTestId('case-detail').waitFor();
    const facts = await page.getByTestId('case-facts').innerText();
    expect(facts).toContain('1 · Extensive/Widespread');
    expect(facts).toContain('1 · Critical');
  });

  it('shows the number to call on a Coming soon page instead of "your support manager", and on the help', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwGuest'), { at: `/${ACCOUNT}/DocumentCenter` });
    const notBuilt = page.getByTestId('not-built');
    await notBuilt.waitFor();
    await expect.poll(() => notBuilt.getByTestId('support-centre-number').innerText()).toBe(NUMBER);
    expect(await notBuilt.innerText()).not.toContain('support manager');
    await expectAccessible(page, 'not-built page with the support centre');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(() => notBuilt.getByTestId('support-centre-number').innerText()).toBe(NUMBER);
    expect(await findLayoutDefects(page, '[data-testid="not-built"]')).toEqual([]);
    await shoot(page, 'outage-not-built-phone.png');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The help reads the account chosen in the portal and shows its number (same session).
    await page.goto('/help/index.html#case-management');
    const shown = page.locator('#case-management [data-support-centre]');
    await expect.poll(() => shown.isVisible()).toBe(true);
    expect(await shown.locator('a').innerText()).toBe(NUMBER);
    expect(await shown.locator('a').getAttribute('href')).toBe('tel:+18885550123');
    await expectAccessible(page, 'help with the support centre');
  });

  it('keeps the help whole without a session: no number, the words stay', async () => {
    const { page } = b;
    await page.goto('/help/index.html#case-management');
    await page.locator('#case-management').waitFor();
    // The script has asked and been refused (401): the place stays hidden.
    const answered = page.waitForResponse((r) => r.url().includes('/mapi/support-centre'));
    await page.evaluate(() => localStorage.setItem('account', 'NA-100001'));
    await page.reload();
    expect((await answered).status()).toBe(401);
    expect(await page.locator('[data-support-centre]').first().isHidden()).toBe(true);
    expect(await page.locator('#case-management').innerText()).toContain('call your support centre as well');
  });
});
