import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

const ACCOUNT = 'NA-100001';
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

/** The error text Mantine shows under an input (its aria-describedby '-error' element). */
async function fieldError(page: Page, name: string): Promise<string> {
  const input = page.locator(`[name="${name}"]`).first();
  await expect.poll(async () => (await input.getAttribute('aria-describedby')) ?? '').toMatch(/-error/);
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'))!;
  return page.locator(`[id="${errorId}"]`).innerText();
}

async function csrf(page: Page): Promise<string> {
  return (await page.request.get('/mapi/health')).headers()['x-csrf']!;
}

async function firstCaseNumber(page: Page, accountId: string): Promise<string> {
  const res = await page.request.get(`/mapi/cases?account_id=${accountId}&limit=10`);
  const body = (await res.json()) as { content: { rows: { caseNumber: string }[] } };
  return body.content.rows[0]!.caseNumber;
}

/** A screenshot of the whole screen at a tall viewport (the app header is fixed, so no fullPage). */
async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const close of await page.locator('.mantine-Notification-root button').all()) await close.click().catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 1200 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SCREENSHOTS, name) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('support cases in the browser', () => {
  const b = useBrowser();

  it('creates a case with an attachment, then notes (newest first), closure request and acceptance', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await page.goto(`/${ACCOUNT}/AllCases`);
    await page.getByTestId('create-case').click();
    await page.waitForURL(new RegExp(`/${ACCOUNT}/AllCases/new`));
    const title = `Repeater alarm e2e ${Date.now()}`;
    await page.locator('[name="title"]').fill(title);
    await page.locator('[name="description"]').fill('The repeater at Harbor raises a power alarm every night.');
    await page.locator('[name="ccEmails"]').fill('ops@northwind.example; noc@northwind.example');
    await page.locator('[name="alternativeContactPhone"]').fill('(222)222-3333');
    await page
      .getByTestId('group-attachment')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'alarm-log.txt', mimeType: 'text/plain', buffer: Buffer.from('02:14 PSU alarm\n') });
    await page.getByTestId('create-submit').click();

    const created = page.getByTestId('case-created');
    await created.waitFor();
    const text = await created.innerText();
    const caseNumber = /Case (\d{8}) was created/.exec(text)?.[1];
    expect(caseNumber, text).toBeTruthy();
    expect(text).toContain('visible in the case lists in about 5 minutes');
    expect(text).toContain('A response is expected within 24 hours');
    expect(text).toContain('Medium (Priority 3)');
    expect(await page.getByTestId('created-attachment').innerText()).toContain('alarm-log.txt');

    await page.getByTestId('open-created').click();
    await page.getByTestId('case-detail').waitFor();
    expect(await page.getByTestId('case-title').innerText()).toBe(title);
    expect(await page.getByTestId('attachments').innerText()).toContain('alarm-log.txt');

    for (const note of ['First note from the e2e test', 'Second note from the e2e test']) {
      await page.getByTestId('note-body').fill(note);
      await page.getByTestId('note-submit').click();
      await expect.poll(() => page.getByTestId('note').first().innerText()).toContain(note);
    }
    const notes = await page.getByTestId('note').allInnerTexts();
    expect(notes[0]).toContain('Second note');
    expect(notes[1]).toContain('First note');

    await page.getByTestId('request-closure').click();
    await expect.poll(() => page.getByTestId('case-closure').innerText()).toContain('Reason for closure is required.');
    await page.getByTestId('closure-reason').fill('The power supply was replaced; the alarm is gone.');
    await page.getByTestId('request-closure').click();
    await page.getByTestId('closure-requested').waitFor();
    expect(await page.getByTestId('accept-closure').count()).toBe(0);
    await shoot(page, 'case-detail.png');

    // The account's Administrator accepts the closure; the case becomes closed.
    const admin = await b.context.browser()!.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1280, height: 800 } });
    const adminPage = await admin.newPage();
    await signIn(adminPage, demoLogin('nwAdmin'));
    await adminPage.goto(`/${ACCOUNT}/AllCases/${caseNumber}`);
    await adminPage.getByTestId('accept-closure').click();
    await expect.poll(() => adminPage.getByTestId('case-state').innerText()).toContain('Closed');
    expect(await adminPage.getByTestId('closure-requested').count()).toBe(0);
    await admin.close();
  });

  it('shows the spec validation messages on the right fields, from the shared schema', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await page.goto(`/${ACCOUNT}/CaseManagement/RMA/new`);
    await page.locator('[name="ccEmails"]').fill('a@b.com;bad');
    await page.locator('[name="alternativeContactPhone"]').fill('222-222-3333');
    await page.locator('[name="quantityReceived"]').fill('2.5');
    await page.getByTestId('create-submit').click();
    expect(await fieldError(page, 'title')).toBe('Title is required.');
    expect(await fieldError(page, 'description')).toBe('Description is required.');
    expect(await fieldError(page, 'ccEmails')).toBe('Please enter a valid email address.');
    expect(await fieldError(page, 'alternativeContactPhone')).toBe('Please enter a phone number like (222)222-3333.');
    expect(await fieldError(page, 'quantityReceived')).toBe('The value should be an integer number');
    expect(await page.getByTestId('case-created').count()).toBe(0);
  });

  it('filters as spec section 5 says, sorts, pages, opens a row by keyboard', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await page.goto(`/${ACCOUNT}/AllCases`);
    await page.getByTestId('table-row').first().waitFor();
    await shoot(page, 'case-list.png');

    // A bad date: 'Incorrect date' in place, and the engine drops the range and says so.
    await page.getByTestId('filter-createdAt').click();
    await page.getByTestId('filter-createdAt-from').fill('2026-13-01');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('filter-panel-createdAt').innerText()).toContain('Incorrect date');
    await expect
      .poll(() => page.getByTestId('filter-notice').innerText().catch(() => ''))
      .toContain('Created: the dates are not valid, so this filter was not applied.');
    // An inverted range: the engine corrects it and says so.
    await page.getByTestId('filter-createdAt-from').fill('2026-03-01');
    await page.getByTestId('filter-createdAt-to').fill('2026-01-15');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('filter-notice').innerText().catch(() => ''))
      .toContain('Created: the start was after the end, so the range was corrected.');
    expect(new URL(page.url()).searchParams.get('filter.created_to')).toBe('2026-01-15');
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-clear').click();
    await expect.poll(() => page.getByTestId('filter-notice').count()).toBe(0);

    // Sort by title: the list asks the server for it, aria-sort follows, the address keeps it.
    const sorted = page.waitForRequest((r) => /\/mapi\/cases\?.*sort=title&dir=asc/.test(r.url()));
    await page.getByTestId('sort-title').click();
    await sorted;
    const titleHeader = page.locator('th[data-col="title"]');
    await expect.poll(() => titleHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('title');

    // Next page (by cursor), then a page size change starts again on page 1.
    await page.getByTestId('page-next').click();
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toMatch(/^Showing 51-100 of /);
    expect(new URL(page.url()).searchParams.get('page')).toBe('1');
    await page.getByTestId('page-size').click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toMatch(/^Showing 1-10 of /);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(new URL(page.url()).searchParams.get('limit')).toBe('10');

    // Enter on a focused row opens the case.
    const row = page.getByTestId('table-row').first();
    const number = await row.locator('td[data-col="caseNumber"]').innerText();
    await row.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${ACCOUNT}/AllCases/${number}`));
    await page.getByTestId('case-detail').waitFor();
  });

  it('downloads an export under the server’s file name and shows the 413 limit message translated', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await page.goto(`/${ACCOUNT}/TechSupport`);
    await page.getByTestId('table-row').first().waitFor();
    await page.getByTestId('export-menu').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(download.suggestedFilename()).toBe('100001_Cases_TechSupport.csv');
    const file = fs.readFileSync((await download.path())!, 'utf8');
    expect(file.split('\r\n')[0]).toContain('Case number');

    // No account of the e2e seed has more than 8,000 cases: the server's 413 envelope is played back.
    await page.route('**/mapi/cases/export?**', (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/json',
        body: JSON.stringify({
          result: false,
          code: 'ServerValidation.413ExportLimitExceeded',
          content: { message: 'export limit', values: { max: 8000 } },
        }),
      }),
    );
    await page.getByTestId('export-menu').click();
    await page.getByTestId('export-xlsx').click();
    await expect
      .poll(() => page.locator('.mantine-Notification-root').allInnerTexts())
      .toContainEqual(expect.stringMatching(/Too many rows to export\. Narrow the filters to at most 8[,.\s\u202f]?000 rows\./));
  });

  it('shows the guest no Create case button, and the server refuses a guest’s case anyway', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwGuest'));
    await page.goto(`/${ACCOUNT}/AllCases`);
    await page.getByTestId('table-row').first().waitFor();
    expect(await page.getByTestId('create-case').count()).toBe(0);
    const res = await page.request.post('/mapi/cases', {
      headers: { 'csrf-token': await csrf(page) },
      data: { account_id: ACCOUNT, category: 'tsu', caseType: 'Incident', title: 'Guest case', description: 'Should not exist' },
    });
    expect(res.status()).toBe(403);
  });

  it('shows no data of a foreign account’s case, and the API refuses it', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    const foreignNumber = await firstCaseNumber(page, ACCOUNT);
    const foreignTitle = (
      (await (await page.request.get(`/mapi/cases/${foreignNumber}?account_id=${ACCOUNT}`)).json()) as { content: { title: string } }
    ).content.title;
    await page.context().clearCookies();

    await signIn(page, demoLogin('contoso'));
    await page.goto(`/${ACCOUNT}/AllCases/${foreignNumber}`);
    await page.getByTestId('no-access').waitFor();
    expect(await page.content()).not.toContain(foreignTitle);
    // Through the user's own account the number names no case of theirs.
    await page.goto(`/EMEA-200002/AllCases/${foreignNumber}`);
    await page.getByTestId('case-unavailable').waitFor();
    expect(await page.content()).not.toContain(foreignTitle);
    const api = await page.request.get(`/mapi/cases/${foreignNumber}?account_id=EMEA-200002`);
    expect(api.status()).toBe(404);
    const direct = await page.request.get(`/mapi/cases/${foreignNumber}?account_id=${ACCOUNT}`);
    expect(direct.status()).toBe(403);
  });

  it('finds no serious or critical accessibility violation on the case list, detail and create form', async () => {
    const { page } = b;
    const scan = async (what: string) => {
      const result = await new AxeBuilder({ page }).analyze();
      const bad = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(bad).toEqual([]);
    };
    await signIn(page, demoLogin('nwUser'));
    await page.goto(`/${ACCOUNT}/AllCases?limit=100`);
    await page.getByTestId('table-row').first().waitFor();
    await scan('case list');
    const number = await page.getByTestId('table-row').first().locator('td[data-col="caseNumber"]').innerText();
    await page.goto(`/${ACCOUNT}/AllCases/${number}`);
    await page.getByTestId('case-detail').waitFor();
    await scan('case detail');
    await page.goto(`/${ACCOUNT}/CaseManagement/RMA/new`);
    await page.getByTestId('create-submit').click();
    await page.getByTestId('form-errors').waitFor();
    await scan('create case');
  });
});
