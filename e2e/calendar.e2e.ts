import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

/**
 * The Calendar (issue 33 point 4): a repeating event made in the form shows on its days in the
 * month, week and list views, and one of its occurrences can be deleted alone; the spec's message for an event in the past; weeks start on Sunday
 * in en-US and on Monday in de-DE (spec section 9).
 */
const ACCOUNT = 'NA-100001';
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');
const DAY = 86_400_000;

function day(n: number): string {
  return new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
}

describe('calendar in the browser', () => {
  const b = useBrowser({ timezoneId: 'UTC' });

  it('creates a weekly repeating event and shows it in the month, week and list views', async () => {
    const { page } = b;
    const title = `E2E patrol ${Date.now() % 100000}`;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/Calendar` });
    await page.getByTestId('calendar-month').waitFor();

    await page.getByRole('button', { name: 'Add event' }).click();
    const form = page.getByTestId('event-form');
    await form.waitFor();
    // The spec's message for a day in the past, before anything is sent.
    await form.getByLabel('Title').fill(title);
    await form.locator('input[name="start"]').fill(day(-2));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.innerText()).toContain('You cannot add event in the past.');

    // Two days ahead, weekly on that weekday and the next, four times.
    const start = day(2);
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${start}T00:00:00Z`));
    await form.locator('input[name="start"]').fill(start);
    await form.getByRole('textbox', { name: 'Repeat' }).click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await form.getByTestId('repeat-options').waitFor();
    await form.getByText(weekday, { exact: true }).click();
    await form.getByLabel('After a number of occurrences').check();
    await form.locator('input[name="count"]').fill('4');
    await expectAccessible(page, 'calendar event form');
    await shot(page, 'calendar-form.png');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    // Month view: on its day (the next month when the day is in it).
    if (start.slice(0, 7) !== day(0).slice(0, 7)) await page.getByRole('button', { name: 'Next' }).click();
    const cell = page.locator(`td[data-day="${start}"]`);
    await expect.poll(() => cell.innerText()).toContain(title);
    await expectAccessible(page, 'calendar month');
    await shot(page, 'calendar-month-en-US.png');

    // Week view: today's week, or the next.
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByText('Week', { exact: true }).click();
    await page.getByTestId('calendar-week').waitFor();
    if ((await page.locator(`td[data-day="${start}"]`).count()) === 0) await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator(`td[data-day="${start}"]`).innerText()).toContain(title);
    await shot(page, 'calendar-week-en-US.png');

    // List view: the next 30 days hold all four occurrences... and the ones a week apart.
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByText('List', { exact: true }).click();
    const list = page.getByTestId('calendar-list');
    await expect.poll(() => list.getByText(title).count()).toBe(4);
    await shot(page, 'calendar-list-en-US.png');

    // One occurrence deleted alone: the other three stay.
    await list.getByText(title).nth(1).click();
    await page.getByTestId('event-form').waitFor();
    await page.getByTestId('delete-occurrence').click();
    await page.getByTestId('event-form').waitFor({ state: 'detached' });
    await expect.poll(() => list.getByText(title).count()).toBe(3);
  });

  it('starts weeks on Sunday in en-US and on Monday in de-DE', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/Calendar` });
    await page.getByTestId('calendar-month').waitFor();
    expect(await page.getByTestId('calendar-weekday').first().innerText()).toBe('Sun');
    await page.goto(`/${ACCOUNT}/Calendar?locale=de-DE`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await page.getByTestId('calendar-month').waitFor();
    expect(await page.getByTestId('calendar-weekday').first().innerText()).toBe('Mo');
    await shot(page, 'calendar-month-de-DE.png');
  });

  it('shows the list by default on a phone', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/Calendar` });
    await page.getByTestId('calendar-list').waitFor();
    await shot(page, 'calendar-phone-390.png');
  });
});
