import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TFleetReadiness } from '../src/shared/contracts/fleet-readiness.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * Fleet readiness and shipping documents in the browser (issue 30 points 10 and 7): the view
 * reached from the Repairs screen with its groups, summary and an overdue unit; a repair sent in a
 * request prints its label and its request's documents. The demo request is the seed's
 * (seed-repair-requests.ts: RQ2600001 with R2600007, R2600013 and R2600016 of the Sheriff).
 */
const ACCOUNT = 'NA-100001';
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

describe('fleet readiness in the browser', () => {
  const b = useBrowser();

  it('shows the groups by end user and model, the summary, and an overdue unit once a group opens', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwGuest'), { at: `/${ACCOUNT}/Repairs` });
    await page.getByTestId('repairs-view').getByText('Fleet readiness').click();
    await page.getByTestId('fleet-table').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${ACCOUNT}/Repairs/FleetReadiness`);
    const fleet = (
      (await (await page.request.get(`/mapi/repairs/fleet-readiness?account_id=${ACCOUNT}`)).json()) as {
        content: TFleetReadiness;
      }
    ).content;
    expect(await page.getByTestId('fleet-summary').innerText()).toBe(
      `${fleet.unitsOut} units out across ${fleet.endUsers} end users, ${fleet.overdue} overdue`,
    );
    expect(await page.getByTestId('fleet-group').count()).toBe(fleet.groups.length);

    const sheriff = page.getByTestId('fleet-group').filter({ hasText: 'Northwind County Sheriff' });
    expect(await sheriff.innerText()).toContain('APX8000');
    await sheriff
      .getByRole('button', { name: 'Show the units of Northwind County Sheriff, APX8000' })
      .click();
    const units = page.getByTestId('fleet-units');
    await units.waitFor();
    expect(await units.getByTestId('fleet-unit').count()).toBe(3);
    for (const n of ['R2600007', 'R2600013', 'R2600016']) expect(await units.innerText()).toContain(n);
    // The demo's oldest units are past the Schaumburg depot's 10 days: overdue, highlighted.
    expect(await units.getByTestId('fleet-overdue').count()).toBeGreaterThan(0);
    expect(await units.locator('[data-testid="fleet-unit"][data-overdue]').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'fleet readiness');

    await page.setViewportSize({ width: 390, height: 844 });
    // The layout settles at the new width (the table scrolls sideways in its container).
    await expect.poll(() => findLayoutDefects(page), { timeout: 5000 }).toEqual([]);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'fleet-readiness-phone.png'), fullPage: true });
  });

  it("prints a repair's label and its request's documents from the repair's detail", async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/Repairs/R2600013` });
    await page.getByTestId('repair-shipment').waitFor();
    expect(await page.getByTestId('repair-shipment').innerText()).toContain('Sent in request RQ2600001');
    let download = page.waitForEvent('download');
    await page.getByTestId('repair-label').click();
    expect((await download).suggestedFilename()).toBe('shipping label R2600013.pdf');
    download = page.waitForEvent('download');
    await page.getByTestId('repair-shipping-documents').click();
    expect((await download).suggestedFilename()).toBe('shipping documents RQ2600001.pdf');
    await expectAccessible(page, 'repair detail with its shipment');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'repair-detail-shipment.png'), fullPage: true });
  });

  it("sums the fleet off the air on the dashboard's widget", async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    const summary = page.getByTestId('fleet-widget-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(/^\d+ units out across \d+ end users, \d+ overdue$/);
    await page.getByTestId('widget-fleet').getByRole('link', { name: 'Fleet readiness' }).click();
    await page.getByTestId('fleet-table').waitFor();
    await expectAccessible(page, 'fleet readiness from the dashboard');
  });
});
