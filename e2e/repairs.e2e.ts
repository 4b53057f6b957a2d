import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TRepairDetail, TRepairRow, TRepairSummary } from '../src/shared/contracts/repairs.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * Repairs in the browser (issue 30 points 1, 2, 9): the list and a filter, a repair's detail with
 * its timeline, the serial number lookup's four answers, the repair widgets on the dashboard. The
 * demo serials are the seed's (README's demo section).
 */
const ACCOUNT = 'NA-100001';
const REPAIRS = `/${ACCOUNT}/Repairs`;
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

async function api<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { content: T }).content;
}

/** The error text Mantine shows under the serial field (its aria-describedby '-error' element). */
async function serialError(page: Page): Promise<string> {
  const input = page.getByTestId('serial-input');
  await expect.poll(async () => (await input.getAttribute('aria-describedby')) ?? '').toMatch(/-error/);
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ');
  return page.locator(`[id="${ids.find((id) => id.endsWith('-error'))!}"]`).innerText();
}

async function lookUp(page: Page, serial: string): Promise<void> {
  await page.getByTestId('serial-input').fill(serial);
  await page.getByTestId('serial-input').press('Enter');
}

describe('repairs in the browser', () => {
  const b = useBrowser();

  it('lists the repairs newest first and filters them by status', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwGuest'), { at: REPAIRS });
    await page.getByTestId('table-row').first().waitFor();
    const all = await api<{ rows: TRepairRow[]; total: number }>(
      page,
      `/mapi/repairs?account_id=${ACCOUNT}&limit=100`,
    );
    expect(await page.getByTestId('pager-range').innerText()).toBe(`Showing 1-${all.total} of ${all.total}`);
    expect(await page.locator('th[data-col="createdAt"]').getAttribute('aria-sort')).toBe('descending');
    expect(await page.locator('td[data-col="repairNumber"]').allInnerTexts()).toEqual(
      all.rows.map((r) => r.repairNumber),
    );
    // A Guest reads repairs but is not offered the lookup (a repair request needs the User role).
    expect(await page.getByTestId('repair-serial-lookup').count()).toBe(0);
    await expectAccessible(page, 'repair list');

    await page.getByTestId('filter-status').click();
    await page.getByTestId('filter-status-open').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.status')).toBe('open');
    const open = all.rows.filter((r) => r.status === 'open');
    await expect
      .poll(() => page.getByTestId('pager-range').innerText())
      .toBe(`Showing 1-${open.length} of ${open.length}`);
    expect(new Set(await page.locator('td[data-col="status"]').allInnerTexts())).toEqual(new Set(['Open']));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('filter-panel-status').isVisible()).toBe(false);
    expect(await findLayoutDefects(page)).toEqual([]);
  });

  it("shows a repair's fields in groups and its timeline newest first, with the tracking number", async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    const rows = (
      await api<{ rows: TRepairRow[] }>(page, `/mapi/repairs?account_id=${ACCOUNT}&status=shipped&limit=10`)
    ).rows;
    const shipped = rows[0]!;
    await page.goto(REPAIRS);
    await page.getByRole('link', { name: `Open repair ${shipped.repairNumber}` }).click();
    await page.getByTestId('repair-detail').waitFor();
    expect(new URL(page.url()).pathname).toBe(`${REPAIRS}/${shipped.repairNumber}`);
    for (const group of ['repair-device', 'repair-addresses', 'repair-billing', 'repair-approvals']) {
      expect(await page.getByTestId(group).count(), group).toBe(1);
    }
    expect(await page.getByTestId('repair-device').innerText()).toContain(shipped.serialIn);
    const steps = await page
      .getByTestId('repair-step')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-step')));
    expect(steps[0]).toBe('shippedBack');
    expect(steps.at(-1)).toBe('received');
    const times = await page
      .locator('[data-testid="repair-step"] time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect([...times].sort().reverse()).toEqual(times);
    expect(await page.getByTestId('repair-tracking').innerText()).toMatch(/^Tracking number 1Z/);
    // Missing values read N/A.
    const missing = (
      await api<{ rows: TRepairRow[] }>(page, `/mapi/repairs?account_id=${ACCOUNT}&limit=100`)
    ).rows.find((r) => r.poNumber === null)!;
    await page.goto(`${REPAIRS}/${missing.repairNumber}`);
    await page.getByTestId('repair-billing').waitFor();
    expect(await page.getByTestId('repair-billing').innerText()).toContain('N/A');
    await expectAccessible(page, 'repair detail');

    const download = page.waitForEvent('download');
    await page.getByTestId('repair-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^(device|infrastructure) repair .+ for SN .+\.pdf$/);
  });

  it('looks a serial number up: the four answers of the lookup', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/Repairs/SerialNumberLookup` });
    const input = page.getByTestId('serial-input');
    await input.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('serial-input');

    // Empty, then unknown: the spec's messages under the field.
    await input.press('Enter');
    expect(await serialError(page)).toBe('Please specify serial number');
    await lookUp(page, 'NOPE-0000');
    await expect
      .poll(() => serialError(page))
      .toBe('Device with given serial number not found, please contact Customer Care');

    // A radio received before 2021: FM certification offered; one received after 2020: not offered.
    await lookUp(page, '481ckp0001');
    await page.getByTestId('serial-device').waitFor();
    expect(await page.getByTestId('serial-device-facts').innerText()).toContain(
      'APX 8000 portable radio (APX8000)',
    );
    expect(await page.getByTestId('serial-fm').innerText()).toBe('Offered');
    expect(await page.getByTestId('serial-request-repair').innerText()).toBe('Request a repair');
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
    await expectAccessible(page, 'serial lookup, device found');
    await lookUp(page, '481CKP0002');
    await expect.poll(() => page.getByTestId('serial-fm').innerText()).toMatch(/^Not offered/);

    // End of support: blocked with its message.
    await lookUp(page, '205TTA0001');
    await expect
      .poll(() => page.getByTestId('serial-end-of-support').innerText())
      .toContain('reached its end of support on December 31, 2019');
    expect(await page.getByTestId('serial-device').count()).toBe(0);

    // Infrastructure: moved to the infrastructure repair path.
    await lookUp(page, 'INF-GTR-0001');
    await page.waitForURL(`**/${ACCOUNT}/Repairs/Infrastructure?serial=INF-GTR-0001`);
    await expect
      .poll(() => page.getByTestId('infrastructure-found').innerText())
      .toBe(
        'Serial number INF-GTR-0001 belongs to infrastructure equipment: GTR 8000 base radio, North Tower.',
      );
    await expectAccessible(page, 'infrastructure repair');
  });

  it("says the lookup's messages in the user's language", async () => {
    const { page } = b;
    const de = JSON.parse(
      fs.readFileSync(path.resolve('src/shared/i18n/locales/de-DE.json'), 'utf8'),
    ) as Record<string, string>;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/Repairs/SerialNumberLookup?locale=de-DE` });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await page.getByTestId('serial-input').press('Enter');
    expect(await serialError(page)).toBe(de['Validation.serialNumber']);
    await lookUp(page, 'NOPE-0000');
    await expect.poll(() => serialError(page)).toBe(de['Validation.serialNotFound']);
    await lookUp(page, '205TTA0001');
    await expect
      .poll(() => page.getByTestId('serial-end-of-support').innerText())
      .toContain('31. Dezember 2019');
  });

  it('shows the RMA and repairs widgets on the dashboard with the server’s numbers', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/Dashboard` });
    const summary = await api<TRepairSummary>(page, `/mapi/repairs/summary?account_id=${ACCOUNT}`);
    const count = (s: string) => summary.byStatus.find((x) => x.status === s)!.count;
    await expect
      .poll(() => page.getByTestId('rma-summary').innerText())
      .toBe(`${count('open')} open repairs, ${count('shipped')} shipped, ${count('closed')} closed.`);
    const months = summary.last6Months.reduce((n, m) => n + m.count, 0);
    const days = summary.last90Days.reduce((n, d) => n + d.count, 0);
    await expect
      .poll(() => page.getByTestId('repairs-total').innerText())
      .toBe(`${months} repairs created in the last 6 months`);
    await page.getByTestId('widget-repairs').getByText('Last 90 days').click();
    await expect
      .poll(() => page.getByTestId('repairs-total').innerText())
      .toBe(`${days} repairs created in the last 90 days`);
    await expectAccessible(page, 'dashboard with the repair widgets');
  });

  it('answers quotes: a Guest only reads, a user rejects after a confirmation (cancelled here), accepts one and disputes another', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwGuest'));
    const quoted = (
      await api<{ rows: TRepairRow[] }>(page, `/mapi/repairs?account_id=${ACCOUNT}&limit=100`)
    ).rows.filter((r) => r.quoteNumber !== null);
    const details = await Promise.all(
      quoted.map((r) => api<TRepairDetail>(page, `/mapi/repairs/${r.repairNumber}?account_id=${ACCOUNT}`)),
    );
    const open = details.filter((d) => d.quote?.state === 'open');
    expect(open.length).toBeGreaterThanOrEqual(2);
    const [first, second] = open as [TRepairDetail, TRepairDetail];

    await page.goto(`${REPAIRS}/${first.repairNumber}`);
    await page.getByTestId('repair-quote').waitFor();
    expect(await page.getByTestId('quote-state').getAttribute('data-state')).toBe('open');
    await page.getByTestId('quote-read-only').waitFor();
    expect(await page.getByTestId('quote-accept').count()).toBe(0);

    await page.context().clearCookies();
    await signIn(page, demoLogin('nwUser'), { at: `${REPAIRS}/${first.repairNumber}` });
    await page.getByTestId('repair-quote').waitFor();
    const facts = await page.getByTestId('quote-facts').innerText();
    expect(facts).toContain(first.quote!.number);
    expect(facts).toContain(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: first.quote!.currency }).format(
        first.quote!.unitPrice,
      ),
    );
    // Reject asks first ("returned unrepaired"); cancelled, nothing changes.
    await page.getByTestId('quote-reject').click();
    expect(await page.getByTestId('quote-reject-confirmation').innerText()).toContain('returned unrepaired');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectAccessible(page, 'repair quote open');
    await page.getByTestId('quote-accept').click();
    await expect.poll(() => page.getByTestId('quote-state').getAttribute('data-state')).toBe('accepted');
    expect(await page.getByTestId('quote-answered').innerText()).toContain('Umar Northcott');
    await expect
      .poll(() => page.getByTestId('repair-step').first().getAttribute('data-step'))
      .toBe('inRepair');
    expect(await page.getByTestId('quote-accept').count()).toBe(0);

    await page.goto(`${REPAIRS}/${second.repairNumber}`);
    await page.getByTestId('repair-quote').waitFor();
    await page.getByTestId('quote-dispute').click();
    await page.getByTestId('quote-dispute-submit').click();
    const comments = page.getByTestId('quote-comments');
    await expect.poll(async () => (await comments.getAttribute('aria-invalid')) ?? '').toBe('true');
    expect(await page.getByTestId('quote-dispute-form').innerText()).toContain('Comments is required.');
    await comments.fill('The price is above our flat rate agreement.');
    // The layout with the dispute form open (before the answer's notification slides in).
    expect(await findLayoutDefects(page)).toEqual([]);
    await page.getByTestId('quote-dispute-submit').click();
    await expect.poll(() => page.getByTestId('quote-state').getAttribute('data-state')).toBe('disputed');
    expect(await page.getByTestId('quote-facts').innerText()).toContain(
      'The price is above our flat rate agreement.',
    );
    await expect
      .poll(() => page.getByTestId('repair-step').first().getAttribute('data-step'))
      .toBe('disputed');
  });

  it('shows the repair bank: balances per customer number, the low-balance warning and the history', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: '/NA-100002/Repairs/RepairBank' });
    await page.getByTestId('repair-bank-account').first().waitFor();
    const card = await page.getByTestId('repair-bank-account').first().innerText();
    expect(card).toContain('Customer number C1000002');
    expect(card).toMatch(/\$\d/);
    expect(await page.getByTestId('repair-bank-low').innerText()).toContain('Low balance');
    await page.locator('td[data-col="kind"]').first().waitFor();
    expect(await page.locator('td[data-col="kind"]').allInnerTexts()).toEqual(['Charge', 'Deposit']);
    await expectAccessible(page, 'repair bank');
    expect(await findLayoutDefects(page)).toEqual([]);

    await page.goto(`/${ACCOUNT}/Repairs/RepairBank`);
    await page.getByTestId('repair-bank-account').first().waitFor();
    expect(await page.getByTestId('repair-bank-low').count()).toBe(0);
  });

  it.each(['de-DE', 'ja-JP', 'pl-PL'])(
    'lays the repair screens out cleanly in %s, on a desktop and on a phone',
    async (locale) => {
      const { page } = b;
      await signIn(page, demoLogin('nwUser'));
      const rows = (
        await api<{ rows: TRepairRow[] }>(page, `/mapi/repairs?account_id=${ACCOUNT}&status=shipped&limit=1`)
      ).rows;
      const screens: [string, string, (p: Page) => Promise<void>][] = [
        [
          'repair-list',
          REPAIRS,
          (p) => p.locator('[data-testid="table-row"], [data-testid="card-row"]').first().waitFor(),
        ],
        [
          'repair-detail',
          `${REPAIRS}/${rows[0]!.repairNumber}`,
          (p) => p.getByTestId('repair-timeline').waitFor(),
        ],
        [
          'serial-lookup',
          `/${ACCOUNT}/Repairs/SerialNumberLookup`,
          async (p) => {
            await lookUp(p, '481CKP0002');
            await p.getByTestId('serial-device').waitFor();
            // The button's label comes back from its loading state with a transition.
            await expect.poll(() => p.getByTestId('serial-submit').getAttribute('data-loading')).toBeNull();
            await p.waitForFunction(() => document.getAnimations().length === 0);
          },
        ],
      ];
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        for (const [name, url, ready] of screens) {
          await page.goto(`${url}?locale=${locale}`);
          await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
          await ready(page);
          await expect.poll(() => page.getByTestId('global-progress').count()).toBe(0);
          const defects = await findLayoutDefects(page);
          await page.screenshot({
            path: path.join(SCREENSHOTS, `${name}-${locale}-${width}.png`),
            fullPage: true,
          });
          expect(defects, `${name} at ${width} px`).toEqual([]);
        }
      }
    },
  );
});
