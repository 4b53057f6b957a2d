import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

/**
 * The shared list screen (src/web/ui/data-table) in a real browser, on the case list of the
 * Northwind ASTRO account: column chooser, saved views, empty and error states, search,
 * virtualised rows, and the spec's view and type parameters.
 */
const ACCOUNT = 'NA-100001';
const LIST = `/${ACCOUNT}/AllCases`;
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

async function openList(page: Page, query = ''): Promise<void> {
  await page.goto(`${LIST}${query}`);
  await page.getByTestId('table-row').first().waitFor();
}

/** The API's total for a case query of the account (what the pager must show). */
async function apiTotal(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/mapi/cases?account_id=${ACCOUNT}&limit=10&${query}`);
  return ((await res.json()) as { content: { total: number } }).content.total;
}

const fmt = (n: number) => n.toLocaleString('en-US');
const headers = (page: Page) => page.locator('thead th').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-col')));

describe('the list table in the browser', () => {
  const b = useBrowser();

  it('hides a column with the column chooser; it stays hidden after a reload, and exports follow the shown columns', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    // The rows carry the shown columns only: the list asks for them.
    const asked: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/mapi/cases') asked.push(u.searchParams.get('columns') ?? '(every column)');
    });
    await openList(page);
    expect(await headers(page)).toEqual(['caseNumber', 'title', 'caseType', 'state', 'priority', 'site', 'createdAt']);
    expect(asked.at(-1)).toBe('caseNumber,title,caseType,state,priority,site,createdAt');
    await page.getByTestId('column-chooser').click();
    await page.getByTestId('column-toggle-site').click();
    await page.getByTestId('column-toggle-owner').click();
    await page.keyboard.press('Escape');
    // A shown column takes its place in the list's column order, with its values asked for.
    const shown = ['caseNumber', 'title', 'caseType', 'state', 'priority', 'owner', 'createdAt'];
    await expect.poll(() => headers(page)).toEqual(shown);
    expect(asked.at(-1)).toBe(shown.join(','));
    expect(await page.locator('td[data-col="site"]').count()).toBe(0);
    const api = await page.request.get(`/mapi/cases?account_id=${ACCOUNT}&limit=10`);
    const owned = ((await api.json()) as { content: { rows: { caseNumber: number; owner: string | null }[] } }).content.rows.find((r) => r.owner);
    expect(owned, 'a case with an owner among the first ten').toBeDefined();
    const row = page.getByTestId('table-row').filter({ has: page.locator('td[data-col="caseNumber"]', { hasText: String(owned!.caseNumber) }) });
    await expect.poll(() => row.locator('td[data-col="owner"]').textContent()).toBe(owned!.owner);

    await page.reload();
    await page.getByTestId('table-row').first().waitFor();
    expect(await headers(page)).toEqual(shown);

    await page.getByTestId('export-menu').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    const header = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n')[0];
    // Times in the user's zone, named in their column's title (the browser here is in UTC).
    expect(header).toBe('Case number,Title,Type,Status,Priority,Owner,Created (UTC)');
  });

  it('shows the column the rows are sorted by; hiding it goes back to the default order', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    // A shared link sorted by a column the list does not show by default.
    await openList(page, '?sort=resolvedAt&dir=desc');
    expect(await headers(page)).toEqual(['caseNumber', 'title', 'caseType', 'state', 'priority', 'site', 'createdAt', 'resolvedAt']);
    expect(await page.locator('th[data-col="resolvedAt"]').getAttribute('aria-sort')).toBe('descending');
    await page.getByTestId('column-chooser').click();
    expect(await page.getByTestId('column-toggle-resolvedAt').isChecked()).toBe(true);
    await page.getByTestId('column-toggle-resolvedAt').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).toEqual(['caseNumber', 'title', 'caseType', 'state', 'priority', 'site', 'createdAt']);
    const params = new URL(page.url()).searchParams;
    expect([params.get('sort'), params.get('dir')]).toEqual([null, null]);
    // The arrow follows the answer of the list in its default order, which comes after the address.
    await expect.poll(() => page.locator('th[data-col="createdAt"]').getAttribute('aria-sort')).toBe('descending');
  });

  it('fills a date filter from a preset of spec section 9, and shows the preset the range equals as pressed', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await openList(page);
    await page.getByTestId('filter-resolvedAt').click();
    const presets = page.getByTestId('filter-resolvedAt-presets').getByRole('button');
    expect(await presets.allInnerTexts()).toEqual(['Last 24 hours', 'Last 7 days', 'Last month', 'Last 6 months', 'Last 12 months']);
    await page.getByTestId('filter-resolvedAt-preset-week').click();
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.resolved_from')).toBe(weekAgo);
    expect(new URL(page.url()).searchParams.get('filter.resolved_to')).toBe(today);
    // The address changes first; the inputs and the pressed preset follow on the next render.
    await expect.poll(() => page.getByTestId('filter-resolvedAt-from').inputValue()).toBe(weekAgo);
    expect(await page.getByTestId('filter-resolvedAt-to').inputValue()).toBe(today);
    await expect.poll(() => page.getByTestId('filter-resolvedAt-preset-week').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('filter-resolvedAt-preset-month').getAttribute('aria-pressed')).toBe('false');
    const matching = await apiTotal(page, `resolved_from=${weekAgo}&resolved_to=${today}`);
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThan(await apiTotal(page, ''));
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toBe(`Showing 1-${Math.min(50, matching)} of ${fmt(matching)}`);
  });

  it('opens a date filter on a phone beside its button, its top in reach, with the calendar open, reachable by scrolling', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(LIST);
    // On a phone the filters are folded into one button first.
    await page.getByTestId('filter-fold').click();
    for (const id of ['createdAt', 'resolvedAt']) {
      const trigger = page.getByTestId(`filter-${id}`);
      await trigger.click();
      await page.getByTestId(`filter-${id}-calendar-toggle`).click();
      await page.getByTestId(`filter-${id}-calendar`).waitFor();
      // Taller than the screen: it opens below or above its button, never over it, and never with
      // its top above the page, out of reach; the page scrolls to the rest.
      const panel = page.getByTestId(`filter-panel-${id}`);
      const [button, top] = [(await trigger.boundingBox())!, (await panel.boundingBox())!];
      const besideButton = top.y >= button.y + button.height - 1 || top.y + top.height <= button.y + 1;
      expect(besideButton).toBe(true);
      expect(top.y).toBeGreaterThanOrEqual(0);
      await page.getByTestId(`filter-${id}-hint`).scrollIntoViewIfNeeded();
      expect(await page.getByTestId(`filter-${id}-hint`).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  });

  it('takes a date pasted with spaces around it, as copied from a spreadsheet', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await openList(page);
    await page.getByTestId('filter-createdAt').click();
    await page.getByTestId('filter-createdAt-from').focus();
    await page.keyboard.insertText(' 2026-11-05 ');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.created_from')).toBe('2026-11-05');
    expect(await page.getByTestId('filter-createdAt-from').inputValue()).toBe('2026-11-05');
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toContain(
      `of ${fmt(await apiTotal(page, 'created_from=2026-11-05'))}`,
    );
  });

  it('takes a search of at most 200 characters, typed or from the address, and lists its matches', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    const long = 'radio '.repeat(50);
    await openList(page, `?q=${encodeURIComponent(long)}`);
    // From the address: cut to 200 characters, answered (no refusal of the whole list).
    expect(await page.getByTestId('filter-search').inputValue()).toBe(long.slice(0, 200));
    expect(await page.getByTestId('table-error').count()).toBe(0);
    // Typed or pasted: the box takes 200 characters.
    await page.goto(LIST);
    await page.getByTestId('table-row').first().waitFor();
    await page.getByTestId('filter-search').focus();
    await page.keyboard.insertText(long);
    expect(await page.getByTestId('filter-search').inputValue()).toHaveLength(200);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(long.slice(0, 200).trim());
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toContain(
      `of ${fmt(await apiTotal(page, `q=${encodeURIComponent(long.slice(0, 200))}`))}`,
    );
    expect(await page.getByTestId('table-error').count()).toBe(0);
  });

  it('picks a date range on a calendar whose week starts as the calendar week of the language says (spec section 9)', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await openList(page, '?filter.created_from=2026-10-05&filter.created_to=2026-10-09');
    await page.getByTestId('filter-createdAt').click();
    await page.getByTestId('filter-createdAt-calendar-toggle').click();
    const calendar = page.getByTestId('filter-createdAt-calendar');
    await calendar.waitFor();
    // US calendar week in en-US: Sunday first; the range in the address shows selected.
    expect(await calendar.locator('thead th').first().innerText()).toBe('Su');
    expect(await calendar.getByRole('button', { name: 'Monday, October 5, 2026' }).getAttribute('data-first-in-range')).toBe('true');
    await calendar.getByRole('button', { name: 'Monday, October 12, 2026' }).click();
    // One click is only the start: nothing is applied until the end is picked.
    expect(new URL(page.url()).searchParams.get('filter.created_from')).toBe('2026-10-05');
    await calendar.getByRole('button', { name: 'Wednesday, October 14, 2026' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.created_from')).toBe('2026-10-12');
    expect(new URL(page.url()).searchParams.get('filter.created_to')).toBe('2026-10-14');
    await expect.poll(() => page.getByTestId('filter-createdAt-from').inputValue()).toBe('2026-10-12');
    expect(await page.getByTestId('filter-createdAt-to').inputValue()).toBe('2026-10-14');
    const matching = await apiTotal(page, 'created_from=2026-10-12&created_to=2026-10-14');
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toContain(`of ${fmt(matching)}`);
    // ISO 8601 week in German: Monday first, with German month and day names.
    await page.goto(`${LIST}?locale=de-DE&filter.created_from=2026-10-12&filter.created_to=2026-10-14`);
    await page.getByTestId('table-row').first().waitFor();
    await page.getByTestId('filter-createdAt').click();
    await page.getByTestId('filter-createdAt-calendar-toggle').click();
    await calendar.waitFor();
    expect(await calendar.locator('thead th').first().innerText()).toBe('Mo');
    expect(await calendar.innerText()).toContain('Oktober 2026');
    expect(await calendar.getByRole('button', { name: 'Mittwoch, 14. Oktober 2026' }).getAttribute('data-last-in-range')).toBe('true');
  });

  it('saves a view, applies it from a clean list, and deletes it', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await openList(page, '?filter.state=open&sort=title&dir=asc&limit=25');
    await page.getByTestId('saved-views').click();
    await page.getByTestId('view-name').fill('Open by title');
    await page.getByTestId('view-name').press('Enter');
    await expect
      .poll(() => page.locator('.mantine-Notification-root').allInnerTexts())
      .toContainEqual(expect.stringContaining('View “Open by title” saved.'));
    // The notification's close button has a name (axe: "buttons must have discernible text"), and closes it.
    // (The pointer on it keeps it on screen: it closes by itself after 4 s otherwise.)
    const notice = page.locator('.mantine-Notification-root');
    await page.keyboard.press('Escape');
    await notice.hover();
    await expectAccessible(page, 'the list with a notification on screen');
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => notice.count()).toBe(0);

    await openList(page);
    expect(new URL(page.url()).search).toBe('');
    await page.getByTestId('saved-views').click();
    await page.getByTestId('saved-view').filter({ hasText: 'Open by title' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.state')).toBe('open');
    const params = new URL(page.url()).searchParams;
    expect([params.get('sort'), params.get('dir'), params.get('limit')]).toEqual(['title', 'asc', '25']);
    await expect
      .poll(() => page.getByTestId('pager-range').innerText())
      .toBe(`Showing 1-25 of ${fmt(await apiTotal(page, 'state=open'))}`);
    const states = await page.locator('td[data-col="state"]').allInnerTexts();
    expect(states.length).toBe(25);
    expect(states.every((s) => s.startsWith('Open'))).toBe(true);
    expect(await page.locator('th[data-col="title"]').getAttribute('aria-sort')).toBe('ascending');

    await page.getByTestId('saved-views').click();
    await page.getByRole('button', { name: 'Delete view Open by title' }).click();
    await expect.poll(() => page.getByTestId('saved-view').count()).toBe(0);
    expect(await page.getByText('No saved views yet.', { exact: false }).isVisible()).toBe(true);
    await page.reload();
    await page.getByTestId('table-row').first().waitFor();
    await page.getByTestId('saved-views').click();
    await page.getByText('No saved views yet.', { exact: false }).waitFor();
    expect(await page.getByTestId('saved-view').count()).toBe(0);
  });

  it('searches number, title and description, and shows the empty state when nothing matches', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await openList(page);
    const everything = await apiTotal(page, '');
    const matches = await apiTotal(page, 'q=console%20positions');
    expect(matches).toBeGreaterThan(0);
    expect(matches).toBeLessThan(everything);
    await page.getByTestId('filter-search').fill('console positions');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('console positions');
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toBe(`Showing 1-${Math.min(50, matches)} of ${fmt(matches)}`);
    expect(await page.locator('td[data-col="caseNumber"]').allInnerTexts()).toContain('10000001');
    // Matches come from titles (and descriptions): the demo case titled with the words is among them.
    const titles = await page.locator('td[data-col="title"]').allInnerTexts();
    expect(titles.some((t) => /console positions/i.test(t))).toBe(true);

    await page.getByTestId('filter-search').fill('zzqqxxnotaword');
    await page.getByTestId('table-empty').waitFor();
    expect(await page.getByTestId('table-empty').innerText()).toContain('Nothing matches these filters.');
    expect(await page.getByTestId('table-row').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('q')).toBe('zzqqxxnotaword');
  });

  it('says a page past the end of the list is past its end, and goes back to the first page', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `${LIST}?page=500&limit=25` });
    await page.getByTestId('table-past-end').waitFor();
    expect(await page.getByTestId('table-past-end').innerText()).toContain('This page lies past the end of the list.');
    expect(await page.getByTestId('table-empty').count()).toBe(0);
    await page.getByTestId('table-first-page').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(new URL(page.url()).searchParams.get('limit')).toBe('25');
    await expect.poll(() => page.getByTestId('table-row').count()).toBe(25);
  });

  it('keeps the search cleared when a column is sorted at once after Clear', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await openList(page);
    const everything = await apiTotal(page, '');
    await page.getByTestId('filter-search').fill('console positions');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('console positions');
    await expect.poll(() => page.getByTestId('pager-range').innerText()).not.toContain(fmt(everything));
    // A slow computer: the list renders a while after the address changed. A sort clicked in that
    // while starts from the address as it is now, not from the list still on the screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.getByTestId('filter-clear').click();
    await page.getByTestId('sort-title').click();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('title');
    expect(new URL(page.url()).searchParams.get('q')).toBeNull();
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toBe(`Showing 1-50 of ${fmt(everything)}`);
    expect(await page.getByTestId('filter-search').inputValue()).toBe('');
  });

  it('shows the error state when the list cannot be loaded, and loads it on Try again', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    const isList = (url: URL) => url.pathname === '/mapi/cases';
    await page.route(isList, (route) => route.abort('connectionrefused'));
    await page.goto(LIST);
    const error = page.getByTestId('table-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('The list could not be loaded.');
    expect(await page.getByTestId('table-row').count()).toBe(0);
    await page.unroute(isList);
    await page.getByTestId('table-retry').click();
    await page.getByTestId('table-row').first().waitFor();
    expect(await error.count()).toBe(0);
  });

  it('names a filter the list does not have (an old or mistyped link) and removes it, keeping the other filters', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    // The resolution column's range keys are resolution_min/_max; _from is a date range's key.
    await page.goto(`${LIST}?filter.resolution_from=1&filter.state=resolved`);
    const error = page.getByTestId('table-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('This list has no filter resolution_from. The link may be old or mistyped.');
    expect(await page.getByTestId('table-retry').count()).toBe(0);
    await page.getByTestId('table-remove-filters').click();
    await page.getByTestId('table-row').first().waitFor();
    const address = new URL(page.url()).searchParams;
    expect(address.get('filter.resolution_from')).toBeNull();
    expect(address.get('filter.state')).toBe('resolved');
    expect(await page.getByTestId('pager-range').innerText()).toContain(fmt(await apiTotal(page, 'state=resolved')));
  });

  it('renders only the rows in view of a long page (limit=100), and the rest on scrolling', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await openList(page, '?limit=100');
    const total = await apiTotal(page, '');
    expect(total).toBeGreaterThan(100);
    const table = page.locator('table');
    expect(await table.getAttribute('aria-rowcount')).toBe(String(total + 1));
    await expect.poll(() => page.getByTestId('table-row').count()).toBeLessThan(100);
    const rendered = await page.getByTestId('table-row').count();
    expect(rendered).toBeGreaterThan(5);
    expect(await page.getByTestId('pager-range').innerText()).toMatch(/^Showing 1-100 of /);
    // Scrolled to the end, the last row of the page is rendered (and the first no longer).
    await page.getByTestId('cases-table').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.locator('tr[aria-rowindex="101"]').waitFor();
    expect(await page.locator('tr[aria-rowindex="2"]').count()).toBe(0);
    expect(await page.getByTestId('table-row').count()).toBeLessThan(100);
  });

  it('view=Cards shows the list as cards (kept in the address); Table is the default, cards on a phone', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await openList(page);
    expect(new URL(page.url()).searchParams.get('view')).toBeNull();
    await page.getByTestId('list-view').locator('label', { hasText: 'Cards' }).click();
    await page.getByTestId('card-row').first().waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('Cards');
    expect(await page.getByTestId('card-row').count()).toBe(50);
    expect(await page.locator('table').count()).toBe(0);

    // A reload keeps the cards; sorting works without column headers.
    await page.reload();
    await page.getByTestId('card-row').first().waitFor();
    await page.getByTestId('card-sort').click();
    await page.getByRole('option', { name: 'Title', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('title');
    expect(new URL(page.url()).searchParams.get('view')).toBe('Cards');
    const byTitle = (
      (await (await page.request.get(`/mapi/cases?account_id=${ACCOUNT}&sort=title&dir=asc&limit=50`)).json()) as {
        content: { rows: { caseNumber: string }[] };
      }
    ).content.rows.map((r) => r.caseNumber);
    await expect.poll(() => page.getByTestId('card-row').locator('[data-col="caseNumber"]').allInnerTexts()).toEqual(byTitle);

    await page.setViewportSize({ width: 390, height: 844 });
    const first = page.getByTestId('card-row').first();
    const box = (await first.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'case-cards-phone.png') });
    const number = await first.locator('[data-col="caseNumber"]').innerText();
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${LIST}/${number}$`));
    await page.getByTestId('case-detail').waitFor();

    await page.goBack();
    await page.getByTestId('card-row').first().waitFor();
    // On a phone the cards are the default: an address without a view opens as cards, and the
    // table, once chosen, is kept in the address.
    await page.goto(LIST);
    await page.getByTestId('card-row').first().waitFor();
    expect(await page.locator('table').count()).toBe(0);
    await page.getByTestId('list-view').locator('label', { hasText: 'Table' }).click();
    await page.getByTestId('table-row').first().waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('Table');
    await page.reload();
    await page.getByTestId('table-row').first().waitFor();
    // Back on a wide screen the table is the default again and leaves the address.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('list-view').locator('label', { hasText: 'Cards' }).click();
    await page.getByTestId('card-row').first().waitFor();
    await page.getByTestId('list-view').locator('label', { hasText: 'Table' }).click();
    await page.getByTestId('table-row').first().waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBeNull();
  });

  it('type selects the case type on AllCases and the category lists (not on CaseManagement/{type})', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await openList(page);
    expect(await page.getByTestId('filter-caseType').count()).toBe(1);
    await page.getByTestId('list-type').getByText('Technical Request', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('TechnicalRequest');
    const total = await apiTotal(page, 'caseType=Technical%20Request');
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toBe(`Showing 1-${Math.min(50, total)} of ${fmt(total)}`);
    expect(new Set(await page.locator('td[data-col="caseType"]').allInnerTexts())).toEqual(new Set(['Technical Request']));
    // The type is the list's own now: the filter bar does not offer it a second time.
    expect(await page.getByTestId('filter-caseType').count()).toBe(0);

    // On a category list, from the address.
    await page.goto(`/${ACCOUNT}/TechSupport?type=RMA`);
    await page.getByTestId('table-row').first().waitFor();
    const rma = await apiTotal(page, 'category=tsu&caseType=RMA');
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toBe(`Showing 1-${Math.min(50, rma)} of ${fmt(rma)}`);
    expect(new Set(await page.locator('td[data-col="caseType"]').allInnerTexts())).toEqual(new Set(['RMA']));

    await page.goto(`/${ACCOUNT}/CaseManagement/Incident`);
    await page.getByTestId('table-row').first().waitFor();
    expect(await page.getByTestId('list-type').count()).toBe(0);
  });
});
