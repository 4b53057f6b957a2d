import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { zonedDay } from '../src/shared/domain/time-zone.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

/**
 * Issue 29 point 4 with the browser in Auckland (13 hours ahead of UTC in November): a case shows
 * on its Auckland day, a date filter shows exactly the Auckland days typed, a From typed after the
 * To moves the To and says so beside the dates, and the zone chosen in User Settings wins over the
 * browser's.
 */
const ACCOUNT = 'NA-100001';
const ZONE = 'Pacific/Auckland';
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

interface TCaseRow {
  caseNumber: string;
  createdAt: string;
}

/** The newest cases of the account (with `query`, all of those it selects), through the API the page uses. */
async function casesOf(page: Page, query: Record<string, string> = {}): Promise<TCaseRow[]> {
  const qs = new URLSearchParams({ account_id: ACCOUNT, limit: '100', sort: 'createdAt', dir: 'desc', ...query });
  const res = await page.request.get(`/mapi/cases?${qs}`);
  const body = (await res.json()) as { content: { rows: TCaseRow[]; total: number } };
  if (Object.keys(query).length) expect(body.content.total).toBeLessThanOrEqual(100);
  return body.content.rows;
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The cell text of a date and time as the portal writes it in en-US (medium date, short time). */
function shown(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

const spaces = (s: string) => s.replace(/\s+/g, ' ').trim();

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SCREENSHOTS, name) });
}

/** The case numbers the table shows, and the Created text of each. */
async function tableRows(page: Page): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const row of await page.getByTestId('table-row').all()) {
    out.set(spaces(await row.locator('td[data-col="caseNumber"]').innerText()), spaces(await row.locator('td[data-col="createdAt"]').innerText()));
  }
  return out;
}

describe('dates in the user’s time zone, the browser in Auckland', () => {
  const b = useBrowser({ timezoneId: ZONE });

  it('shows a case on its Auckland day and a date filter shows exactly the Auckland days typed', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    // The browser's zone, read by the page itself.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(ZONE);
    const cases = await casesOf(page);
    // A day of Auckland at least two days back (no case created by a test running now falls on
    // it) on which a case was created while it was still the day before in UTC.
    const today = zonedDay(Date.now(), ZONE);
    const telling = cases.find((c) => {
      const day = zonedDay(Date.parse(c.createdAt), ZONE);
      return day !== c.createdAt.slice(0, 10) && Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`) >= 2 * 86_400_000;
    });
    expect(telling, 'a seeded case created between 11:00 and 24:00 UTC').toBeDefined();
    const day = zonedDay(Date.parse(telling!.createdAt), ZONE);
    // The Auckland day lies within the UTC day before it and its own UTC day: every case of those.
    const around = await casesOf(page, { created_from: addDays(day, -1), created_to: day });
    const expected = around.filter((c) => zonedDay(Date.parse(c.createdAt), ZONE) === day).map((c) => c.caseNumber).sort();
    expect(expected).toContain(telling!.caseNumber);

    await page.goto(`/${ACCOUNT}/AllCases`);
    await page.getByTestId('table-row').first().waitFor();
    await page.getByTestId('filter-createdAt').click();
    expect(await page.getByTestId('filter-createdAt-hint').innerText()).toBe(
      `A full date (YYYY-MM-DD) or a month (YYYY-MM). Days run from midnight to midnight, ${ZONE} time.`,
    );
    await page.getByTestId('filter-createdAt-from').fill(day);
    await page.getByTestId('filter-createdAt-to').fill(day);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.created_to')).toBe(day);
    await expect.poll(async () => [...(await tableRows(page)).keys()].sort(), { timeout: 10_000 }).toEqual(expected);
    // Each row shows its Auckland date and time, on the day typed.
    const rows = await tableRows(page);
    expect(rows.get(telling!.caseNumber)).toBe(spaces(shown(telling!.createdAt, ZONE)));
    expect(rows.get(telling!.caseNumber)).not.toBe(spaces(shown(telling!.createdAt, 'UTC')));
    await page.keyboard.press('Escape');
    await shoot(page, 'time-zone-filtered-desktop.png');
    await expectAccessible(page, 'case list filtered by an Auckland day');

    // At 390 px, as cards: the same cases.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('card-row').first().waitFor();
    await expect.poll(() => page.getByTestId('card-row').count()).toBe(expected.length);
    await shoot(page, 'time-zone-filtered-phone.png');
  });

  it('moves the To with a From typed after it, and says so beside the dates', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/AllCases` });
    await page.getByTestId('table-row').first().waitFor();
    await page.getByTestId('filter-createdAt').click();
    await page.getByTestId('filter-createdAt-from').fill('2026-11-20');
    await page.getByTestId('filter-createdAt-to').fill('2026-11-22');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.created_to')).toBe('2026-11-22');
    // The calendar open below, as a user picking dates would have it.
    await page.getByTestId('filter-createdAt-calendar-toggle').click();
    await page.getByTestId('filter-createdAt-calendar').waitFor();
    await page.getByTestId('filter-createdAt-from').fill('2026-11-26');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.created_to')).toBe('2026-11-26');
    expect(new URL(page.url()).searchParams.get('filter.created_from')).toBe('2026-11-26');
    await expect.poll(() => page.getByTestId('filter-createdAt-to').inputValue()).toBe('2026-11-26');
    const said = page.getByTestId('filter-createdAt-moved');
    expect(await said.innerText()).toBe('From is after To, so To was moved to 2026-11-26.');
    expect(await said.getAttribute('role')).toBe('status');
    // Said right under the dates, above the presets and the open calendar, and in view.
    const saidBox = (await said.boundingBox())!;
    const toBox = (await page.getByTestId('filter-createdAt-to').boundingBox())!;
    const calendarBox = (await page.getByTestId('filter-createdAt-calendar').boundingBox())!;
    expect(saidBox.y).toBeGreaterThan(toBox.y);
    expect(saidBox.y + saidBox.height).toBeLessThan(calendarBox.y);
    expect(saidBox.y + saidBox.height).toBeLessThan(800);
    // Nothing was corrected behind the user's back: the list applied the range as shown.
    expect(await page.getByTestId('filter-notice').count()).toBe(0);
    await shoot(page, 'time-zone-from-moves-to-desktop.png');
    await expectAccessible(page, 'a date filter whose To moved');

    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the filters fold into one button; the date filter is opened again from it.
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-fold').click();
    await page.getByTestId('filter-createdAt').click();
    await page.getByTestId('filter-createdAt-from').fill('2026-11-28');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('filter-createdAt-moved').innerText()).toBe('From is after To, so To was moved to 2026-11-28.');
    const phoneBox = (await page.getByTestId('filter-createdAt-moved').boundingBox())!;
    expect(phoneBox.y + phoneBox.height).toBeLessThan(844);
    await shoot(page, 'time-zone-from-moves-to-phone.png');
  });

  it('announces a range the list corrected in the filter’s own panel', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/AllCases?filter.created_from=2026-11-26&filter.created_to=2026-11-20` });
    await page.getByTestId('filter-notice').waitFor();
    await page.getByTestId('filter-createdAt').click();
    await expect
      .poll(() => page.getByTestId('filter-createdAt-moved').innerText())
      .toBe('The start was after the end: the list shows 2026-11-20 – 2026-11-20.');
  });

  it('follows the zone chosen in User Settings rather than the browser’s', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'));
    const [latest] = await casesOf(page);
    await page.goto(`/${ACCOUNT}/UserSettings`);
    const select = page.getByTestId('settings-time-zone');
    expect(await select.inputValue()).toBe(`This browser’s time zone (${ZONE})`);
    await select.click();
    await select.fill('Los Ang');
    await page.getByRole('option', { name: 'America/Los Angeles' }).click();
    await expect.poll(() => select.inputValue()).toBe('America/Los Angeles');
    await shoot(page, 'time-zone-settings-desktop.png');
    await expectAccessible(page, 'user settings with a time zone');
    await page.goto(`/${ACCOUNT}/AllCases`);
    await page.getByTestId('table-row').first().waitFor();
    await expect
      .poll(async () => (await tableRows(page)).get(latest!.caseNumber))
      .toBe(spaces(shown(latest!.createdAt, 'America/Los_Angeles')));
    // Back to the browser's zone.
    await page.goto(`/${ACCOUNT}/UserSettings`);
    await select.click();
    await select.fill('browser');
    await page.getByRole('option', { name: `This browser’s time zone (${ZONE})` }).click();
    await expect.poll(() => select.inputValue()).toBe(`This browser’s time zone (${ZONE})`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'time-zone-settings-phone.png');
  });
});
