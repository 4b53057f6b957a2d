import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TTestPortal } from '../tests/support/test-portal.ts';
import { expectAccessible } from './support/accessibility.ts';
import { launchChromium } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * Notifications in a browser (issue 33 points 1 and 2): the header bell shows the unread count,
 * the Notifications screen lists, pins, opens (read silently) and deletes with confirmation, and a
 * notification sent by vendor staff on Send Notification reaches the customer's open bell and list
 * within 5 seconds without a reload. A portal of its own.
 */
const ACCOUNT = 'NA-100001';
const SHOTS = path.resolve('e2e/artifacts');

let portal: TTestPortal;
let browser: Browser;
let customerContext: BrowserContext;
let staffContext: BrowserContext;
let customer: Page;
let staff: Page;

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `notifications-${name}.png`), fullPage: true });
}

async function signIn(context: BrowserContext, login: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login/local');
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(portal.config.demoPassword);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/[A-Z]+-\d+\/Dashboard/);
  return page;
}

/** The unread count in the database, as the bell must show it. */
async function unreadInDatabase(login: string): Promise<number> {
  const { rows } = await portal.database.executeSql(
    `select count(*)::int as n from notifications n join users u on u.id = n.user_id
     where u.login = $1 and n.account_id = $2 and not n.read and (n.snoozed_until is null or n.snoozed_until <= now())`,
    [login, ACCOUNT],
  );
  return Number(rows[0]!.n);
}

/** The count the bell shows; null until the bell has loaded it. */
async function bellCount(page: Page): Promise<number | null> {
  const unread = await page.getByTestId('notifications-link').getAttribute('data-unread');
  return unread === null ? null : Number(unread);
}

beforeAll(async () => {
  portal = await startTestPortal('e2e-notifications', { logLevel: 'silent' });
  browser = await launchChromium();
  customerContext = await browser.newContext({ baseURL: portal.url, locale: 'en-US', viewport: { width: 1280, height: 900 } });
  staffContext = await browser.newContext({ baseURL: portal.url, locale: 'en-US', viewport: { width: 1280, height: 900 } });
  customer = await signIn(customerContext, 'user@northwind.example');
  staff = await signIn(staffContext, `admin@${portal.config.providerEmailDomain}`);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('notifications', () => {
  it("shows the user's unread count on the bell, in its accessible name", async () => {
    await customer.goto(`/${ACCOUNT}/Dashboard`);
    // The producers run at start: wait until the count the bell shows is the database's.
    await expect.poll(async () => (await bellCount(customer)) === (await unreadInDatabase('user@northwind.example')), { timeout: 15_000 }).toBe(true);
    const unread = (await bellCount(customer))!;
    expect(unread).toBeGreaterThan(0);
    expect(await customer.getByTestId('notifications-link').getAttribute('aria-label')).toBe(`Notifications: ${unread} unread`);
    expect(await customer.getByTestId('notifications-badge').innerText()).toBe(String(unread));
  });

  it('lists unread notifications, pins one first, opens one (read, silently) and deletes one after confirming', async () => {
    await customer.getByTestId('notifications-link').click();
    await customer.waitForURL(new RegExp(`/${ACCOUNT}/Notifications`));
    const items = customer.getByTestId('notification');
    await items.first().waitFor();
    const total = await items.count();
    expect(total).toBeGreaterThan(1);
    expect(await customer.locator('[data-testid="notification"][data-read="true"]').count()).toBe(0);
    await shot(customer, 'list');
    await expectAccessible(customer, 'notifications list');

    // Pin the last one: it comes first.
    const last = items.nth(total - 1);
    const lastId = await last.getAttribute('data-id');
    await last.getByTestId('notification-pin').click();
    await expect.poll(async () => items.first().getAttribute('data-id')).toBe(lastId);
    expect(await items.first().getAttribute('data-pinned')).toBe('true');

    // Open the second: it is read at once without the loader, and the bell counts one fewer.
    const before = (await bellCount(customer))!;
    const second = items.nth(1);
    const secondId = await second.getAttribute('data-id');
    await second.getByTestId('notification-title').click();
    await expect.poll(() => bellCount(customer)).toBe(before - 1);
    // It stays in view, shown read, until the list is left.
    expect(await customer.locator(`[data-id="${secondId}"]`).getAttribute('data-read')).toBe('true');
    expect(await customer.locator(`[data-id="${secondId}"] [data-testid="notification-body"]`).isVisible()).toBe(true);

    // Delete the first after confirming.
    const firstId = await items.first().getAttribute('data-id');
    await items.first().getByTestId('notification-delete').click();
    await customer.getByTestId('notifications-delete-confirm').click();
    await expect.poll(() => customer.locator(`[data-id="${firstId}"]`).count()).toBe(0);

    // Filter: read ones only.
    await customer.getByTestId('notifications-read-filter').getByText('Read', { exact: true }).click();
    await expect.poll(() => customer.locator(`[data-id="${secondId}"]`).count()).toBe(1);

    // Export the read ones as CSV: the file holds what the list shows, titles as the page says them.
    const title = await customer.locator(`[data-id="${secondId}"] [data-testid="notification-title"]`).innerText();
    await customer.getByTestId('export-menu').click();
    const download = customer.waitForEvent('download');
    await customer.getByTestId('export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^\d+_Notifications_Read\.csv$/);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain(title.trim());
    expect(csv.trim().split('\n').length - 1).toBe(await items.count());
  });

  it('fits a phone', async () => {
    await customer.setViewportSize({ width: 390, height: 844 });
    await customer.goto(`/${ACCOUNT}/Notifications?read=all`);
    await customer.getByTestId('notification').first().waitFor();
    expect(await findLayoutDefects(customer, '[data-testid="notifications-page"]')).toEqual([]);
    await shot(customer, 'phone');
    await customer.setViewportSize({ width: 1280, height: 900 });
  });

  it('a notification sent by staff appears in the open bell and list within 5 seconds', async () => {
    await customer.goto(`/${ACCOUNT}/Notifications`);
    await customer.getByTestId('notifications-page').waitFor();
    // After the reload the bell loads its count again: start from the database's.
    const before = await unreadInDatabase('user@northwind.example');
    await expect.poll(() => bellCount(customer), { timeout: 5_000 }).toBe(before);

    await staff.goto(`/${ACCOUNT}/Administration/SendNotification`);
    await staff.getByTestId('send-title').fill('Radio network maintenance tonight');
    await staff.getByTestId('send-message').fill('The north zone is serviced from 23:00 to 01:00.\nExpect short interruptions.');
    await staff.getByTestId('send-accounts').fill(ACCOUNT);
    await staff.getByRole('option', { name: 'Northwind County Radio - ASTRO' }).click();
    await staff.getByTestId('send-preview').click();
    await staff.getByTestId('send-preview-panel').waitFor();
    expect(await staff.getByTestId('send-recipient-count').innerText()).toMatch(/users? will receive it/);
    await shot(staff, 'send-preview');
    await expectAccessible(staff, 'send notification');
    await staff.getByTestId('send-submit').click();
    await staff.getByTestId('send-history').getByText('Radio network maintenance tonight').waitFor();

    const sentAt = Date.now();
    await expect.poll(() => bellCount(customer), { timeout: 5_000, interval: 100 }).toBe(before + 1);
    await customer.getByTestId('notification-title').getByText('Radio network maintenance tonight').waitFor({ timeout: 5_000 });
    expect(Date.now() - sentAt).toBeLessThan(5_000);
    await shot(customer, 'received');
  });
});
