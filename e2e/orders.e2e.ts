import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TOrderRow } from '../src/shared/contracts/orders.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * Orders in the browser (issue 31 point 1): the list and a status filter with the statuses' meaning,
 * an order's detail with its lines and shipments ('N/A' where values are missing), the recent
 * orders widget, the case form's order and line picker, the screens on a phone. The fixed demo
 * orders are the seed's (seed-orders.ts DEMO_ORDERS).
 */
const ACCOUNT = 'NA-100001';
const ORDERS = `/${ACCOUNT}/Orders`;
const SHIPPED_ORDER = 'SO-2600001';
const MISSING_VALUES_ORDER = 'SO-2600002';

async function api<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { content: T }).content;
}

describe('orders in the browser', () => {
  const b = useBrowser();

  it('lists the orders newest first, filters them by status and explains a status code', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: ORDERS });
    await page.getByTestId('table-row').first().waitFor();
    const all = await api<{ rows: TOrderRow[]; total: number }>(
      page,
      `/mapi/orders?account_id=${ACCOUNT}&limit=100`,
    );
    expect(await page.getByTestId('pager-range').innerText()).toBe(`Showing 1-${all.total} of ${all.total}`);
    expect(await page.locator('th[data-col="orderedAt"]').getAttribute('aria-sort')).toBe('descending');
    // The table draws the rows in view (virtual rows): they are the newest, in order.
    const shown = await page.locator('td[data-col="orderNumber"]').allInnerTexts();
    expect(shown.length).toBeGreaterThan(10);
    expect(shown).toEqual(all.rows.slice(0, shown.length).map((r) => r.orderNumber));
    await expectAccessible(page, 'order list');

    await page.getByTestId('filter-status').click();
    await page.getByTestId('filter-status-SUPPLY ELIGIBLE').click();
    await page.getByTestId('filter-status-CREDIT HOLD').click();
    const chosen = all.rows.filter((r) => ['SUPPLY ELIGIBLE', 'CREDIT HOLD'].includes(r.status));
    await expect
      .poll(() => page.getByTestId('pager-range').innerText())
      .toBe(`Showing 1-${chosen.length} of ${chosen.length}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('filter-panel-status').isVisible()).toBe(false);
    expect(await findLayoutDefects(page)).toEqual([]);
    // The status as the back office spells it; its meaning on hover.
    const badge = page.locator('td[data-col="status"]').getByText('SUPPLY ELIGIBLE', { exact: true });
    await badge.hover();
    await expect
      .poll(() => page.getByRole('tooltip').innerText())
      .toBe('Ready to be supplied: the items can be reserved and shipped.');
  });

  it("shows an order's lines and each shipment with carrier, tracking and serial numbers, N/A where missing", async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'), { at: `${ORDERS}?q=${SHIPPED_ORDER}` });
    await page.getByRole('link', { name: `Open order ${SHIPPED_ORDER}` }).click();
    await page.getByTestId('order-detail').waitFor();
    expect(new URL(page.url()).pathname).toBe(`${ORDERS}/${SHIPPED_ORDER}`);
    expect(await page.getByTestId('order-detail-status').innerText()).toBe('PARTIALLY SHIPPED');
    const lines = page.getByTestId('order-line');
    expect(await lines.count()).toBe(3);
    const first = lines.first();
    expect(await first.getByRole('heading').innerText()).toBe('Line 1: H91TGD9PW7AN');
    expect(await first.getByTestId('order-shipment').count()).toBeGreaterThan(0);
    for (const tracking of await first.getByTestId('order-tracking').allInnerTexts())
      expect(tracking).toMatch(/^\w{6,}$/);
    expect((await first.getByTestId('order-serials').allInnerTexts()).join(' ')).toMatch(/H91\d{7}/);
    await expectAccessible(page, 'order detail');

    await page.goto(`${ORDERS}/${MISSING_VALUES_ORDER}`);
    await page.getByTestId('order-header').waitFor();
    expect(await page.getByTestId('order-header').innerText()).toContain('PO number\nN/A');
    expect(await page.getByTestId('order-tracking').first().innerText()).toBe('N/A');

    // Another account's order is not there for this one.
    const other = (await api<{ rows: TOrderRow[] }>(page, `/mapi/orders?account_id=NA-100002&limit=10`))
      .rows[0]!;
    await page.goto(`${ORDERS}/${other.orderNumber}`);
    expect(await page.getByTestId('order-unavailable').innerText()).toContain(
      `There is no order ${other.orderNumber}`,
    );
  });

  it('shows the newest orders on the dashboard, linked to their detail; a Guest has neither widget nor screen', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    const newest = (await api<{ rows: TOrderRow[] }>(page, `/mapi/orders?account_id=${ACCOUNT}&limit=10`))
      .rows;
    await page.goto(`/${ACCOUNT}/Dashboard`);
    const widget = page.getByTestId('widget-recent-orders');
    await widget.waitFor();
    expect(await widget.getByRole('link', { name: /^Open order/ }).allInnerTexts()).toEqual(
      newest.slice(0, 5).map((r) => r.orderNumber),
    );
    await widget.getByRole('link', { name: `Open order ${newest[0]!.orderNumber}` }).click();
    await page.getByTestId('order-detail').waitFor();

    await b.context.clearCookies();
    await signIn(page, demoLogin('nwGuest'), { at: `/${ACCOUNT}/Dashboard` });
    await page.locator('[data-widget="account-summary"]').waitFor();
    expect(await page.locator('[data-widget="recent-orders"]').count()).toBe(0);
    await page.goto(ORDERS);
    await page.getByTestId('no-access').waitFor();
    expect(await page.getByTestId('order-list').count()).toBe(0);
  });

  it("lets a case's order number and line be picked from the account's orders", async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/CaseManagement/RMA/new` });
    const order = page.locator('[name="orderNumber"]');
    await order.fill('SO-260000');
    await page.getByRole('option', { name: new RegExp(`^${SHIPPED_ORDER}`) }).click();
    expect(await order.inputValue()).toBe(SHIPPED_ORDER);
    await page.locator('[name="orderLine"]').click();
    await page.getByRole('option', { name: /^Line 2:/ }).click();
    expect(await page.locator('[name="orderLine"]').inputValue()).toBe('2');
    // Typing stays possible: a number the lookup does not know is kept as typed.
    await order.fill('EXT-42');
    expect(await order.inputValue()).toBe('EXT-42');
  });

  it.each(['de-DE', 'ja-JP'])(
    'shows the orders as cards and the detail cleanly on a phone in %s',
    async (locale) => {
      const { page } = b;
      await signIn(page, demoLogin('nwUser'));
      await page.setViewportSize({ width: 390, height: 844 });
      for (const [url, ready] of [
        [ORDERS, 'card-row'],
        [`${ORDERS}/${SHIPPED_ORDER}`, 'order-line'],
      ] as const) {
        await page.goto(`${url}?locale=${locale}`);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
        await page.getByTestId(ready).first().waitFor();
        await expect.poll(() => page.getByTestId('global-progress').count()).toBe(0);
        expect(await findLayoutDefects(page), `${url} in ${locale}`).toEqual([]);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    },
  );
});
