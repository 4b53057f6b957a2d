import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';
import deDE from '../src/shared/i18n/locales/de-DE.json' with { type: 'json' };
import jaJP from '../src/shared/i18n/locales/ja-JP.json' with { type: 'json' };

const ACCOUNT = 'NA-100001';
const de = deDE as Record<string, string>;
const ja = jaJP as Record<string, string>;
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

async function csrf(page: Page): Promise<string> {
  return (await page.request.get('/mapi/health')).headers()['x-csrf']!;
}

async function api(page: Page, url: string, data: Record<string, unknown>) {
  const res = await page.request.post(url, {
    data: { account_id: ACCOUNT, ...data },
    headers: { 'csrf-token': await csrf(page) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { content: Record<string, unknown> }).content;
}

async function kinds(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="timeline"] > li')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind') ?? ''));
}

async function another(b: { context: BrowserContext }, page: Page, login: string): Promise<Page> {
  const context = await b.context
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1280, height: 800 } });
  const other = await context.newPage();
  await signIn(other, login);
  return other;
}

/**
 * The case at a width, loaded afresh: no cut-off, overlapping or overflowing text, no serious
 * accessibility violation; a whole-page screenshot to look at.
 */
async function checkAt(page: Page, url: string, width: number, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.goto(url);
  await page.getByTestId('case-timeline').waitFor();
  await expect.poll(() => page.getByTestId('global-progress').count()).toBe(0);
  const defects = await findLayoutDefects(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
  expect(defects, `${name}`).toEqual([]);
  await expectAccessible(page, name);
}

/** The ticket at 390 px: clean layout, accessible, a screenshot to look at. */
async function checkTicketAt(page: Page, url: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 844 });
  await page.goto(url);
  await page.getByTestId('note-form').waitFor();
  await expect.poll(() => page.getByTestId('global-progress').count()).toBe(0);
  const defects = await findLayoutDefects(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `ticket-notes-${width}.png`), fullPage: true });
  expect(defects).toEqual([]);
  await expectAccessible(page, `ticket notes at ${width} px`);
}

describe('the case timeline in the browser', () => {
  const b = useBrowser();

  it('tells a case story: notes by both sides, a refused closure, acceptance and reopening', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/AllCases` });
    const { caseNumber } = (await api(page, '/mapi/cases', {
      category: 'tsu',
      caseType: 'Incident',
      title: `Console audio drops e2e ${Date.now()}`,
      description: 'Receive audio drops on the dispatch consoles several times per hour.',
    })) as { caseNumber: string };
    const url = `/${ACCOUNT}/AllCases/${caseNumber}`;
    await page.goto(url);
    await page.getByTestId('case-timeline').waitFor();
    expect(await kinds(page)).toEqual(['opened']);
    expect(await page.getByTestId('case-age').innerText()).toMatch(
      /^Opened (now|\d+ minutes? ago|this minute)$/,
    );
    expect(await page.getByTestId('response-target').innerText()).toMatch(/^First response due by /);

    // Vendor staff take the case: priority, owner (the work route), a note.
    const vendor = await another(b, page, demoLogin('vendorAdmin'));
    await vendor.goto(url);
    await vendor.getByTestId('work-priority').click();
    await vendor.getByRole('option', { name: 'High' }).click();
    await vendor.getByTestId('work-owner').fill('M. Chen');
    await vendor.getByTestId('work-submit').click();
    await expect.poll(() => kinds(vendor)).toEqual(['owner', 'priority', 'opened']);
    // Customers do not see the staff panel.
    expect(await page.getByTestId('case-work').count()).toBe(0);
    await vendor.getByTestId('note-body').fill('Engineer assigned; we are checking the console site link.');
    await vendor.getByTestId('note-submit').click();
    await expect.poll(() => kinds(vendor)).toEqual(['note', 'owner', 'priority', 'opened']);

    // The customer answers and asks to close too early.
    await page.reload();
    await page.getByTestId('note-body').fill('It happened again at 14:00 on all eight positions.');
    await page.getByTestId('note-submit').click();
    await expect.poll(() => page.getByTestId('note').first().innerText()).toContain('It happened again');
    await page.getByTestId('closure-reason').fill('No drops since this morning.');
    await page.getByTestId('request-closure').click();
    await page.getByTestId('closure-requested').waitFor();
    expect(await page.getByTestId('refuse-form').count()).toBe(0);

    // Vendor staff refuse, with a reason the customer reads.
    await vendor.reload();
    await vendor.getByTestId('refuse-form').waitFor();
    // Vendor staff's view: the staff panel and the refusal form beside the timeline.
    expect(await findLayoutDefects(vendor)).toEqual([]);
    await vendor.screenshot({ path: path.join(SCREENSHOTS, 'case-timeline-vendor-1280.png'), fullPage: true });
    await vendor.getByTestId('refuse-submit').click();
    await expect
      .poll(() => vendor.getByTestId('refuse-form').innerText())
      .toContain('Reason for refusal is required.');
    await vendor
      .getByTestId('refuse-reason')
      .fill('The site link still shows errors; we replace the card first.');
    await vendor.getByTestId('refuse-submit').click();
    await expect
      .poll(() => kinds(vendor))
      .toEqual(['closureRefused', 'closureRequested', 'note', 'note', 'owner', 'priority', 'opened']);
    await vendor.context().close();

    await page.reload();
    const refused = page.locator('[data-kind="closureRefused"]');
    expect(await refused.innerText()).toMatch(/Avery Admin refused the closure request\s*Support/);
    expect(await refused.innerText()).toContain(
      'Reason: The site link still shows errors; we replace the card first.',
    );
    expect(await page.locator('[data-kind="closureRequested"]').innerText()).toMatch(
      /Umar Northcott requested closure\s*Customer/,
    );
    expect(await page.locator('[data-kind="priority"]').innerText()).toContain(
      'changed the priority from Medium to High',
    );
    expect(await page.locator('[data-kind="owner"]').innerText()).toContain(
      'changed the owner from Unassigned to M. Chen',
    );
    const notes = await page.getByTestId('note').allInnerTexts();
    expect(notes[0]).toMatch(/Umar Northcott added a note\s*Customer/);
    expect(notes[1]).toMatch(/Avery Admin added a note\s*Support/);
    // Answered by vendor staff within Priority 2's 4 hours.
    expect(await page.getByTestId('response-target').innerText()).toBe('Response target met (4 hours)');

    // Asked again, accepted by the account's Administrator, reopened by the customer with a reason.
    await page.getByTestId('closure-reason').fill('The card was replaced; no drops for a day.');
    await page.getByTestId('request-closure').click();
    await page.getByTestId('closure-requested').waitFor();
    const admin = await another(b, page, demoLogin('nwAdmin'));
    await api(admin, `/mapi/cases/${caseNumber}/closure/accept`, {});
    await admin.context().close();
    await page.reload();
    await page.getByTestId('reopen-form').waitFor();
    expect(await page.getByTestId('reopen-form').innerText()).toMatch(/You can reopen this case until /);
    await page.getByTestId('reopen-reason').fill('The drops are back since the storm last night.');
    await page.getByTestId('reopen-submit').click();
    await expect.poll(() => page.getByTestId('case-state').innerText()).toContain('Open');
    expect(await kinds(page)).toEqual([
      'reopened',
      'closureAccepted',
      'closureRequested',
      'closureRefused',
      'closureRequested',
      'note',
      'note',
      'owner',
      'priority',
      'opened',
    ]);
    expect(await page.locator('[data-kind="reopened"]').innerText()).toContain(
      'Reason: The drops are back since the storm last night.',
    );
    expect(await page.locator('[data-kind="closureAccepted"]').innerText()).toMatch(
      /Nora Westfield accepted the closure; the case is closed\s*Customer/,
    );

    await checkAt(page, url, 1280, 'case-timeline-1280.png');
    await checkAt(page, url, 390, 'case-timeline-390.png');
  });

  it('shows a seeded story in German and Japanese, and refuses reopening after the window', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await checkAt(page, `/${ACCOUNT}/AllCases/10000006?locale=de-DE`, 390, 'case-timeline-de-DE-390.png');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect(await page.locator('#case-timeline-title').innerText()).toBe(de['CaseTimeline.title']);
    const refused = await page.locator('[data-kind="closureRefused"]').innerText();
    expect(refused).toContain('S. Okafor hat den Schließungsantrag abgelehnt');
    expect(refused).toContain(de['CaseTimeline.vendor']);
    expect(refused).toContain('Grund: Radios still fail to affiliate');
    expect(await page.getByTestId('response-target').innerText()).toBe('Reaktionsziel erreicht (4 Stunden)');
    expect(await page.getByTestId('case-age').innerText()).toMatch(/^Eröffnet vor \d+ Tagen$/);

    await checkAt(page, `/${ACCOUNT}/AllCases/10000009?locale=ja-JP`, 1280, 'case-timeline-ja-JP-1280.png');
    expect(await page.getByTestId('reopen-passed').innerText()).toBe(ja['CaseTimeline.reopenPassed']);
    expect(await page.getByTestId('reopen-form').count()).toBe(0);
    expect(await page.locator('[data-kind="closureAccepted"]').innerText()).toContain(
      'Nora Westfieldがクローズを承認しました',
    );
  });

  it('gives tickets notes and files like cases', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/Tickets` });
    const { ticketId } = (await api(page, '/mapi/tickets', {
      title: `Generator test failed e2e ${Date.now()}`,
      description: 'The generator at Ridge Site failed its weekly test.',
      type: 'incident',
      site: 'Ridge Site',
      impact: 2,
      urgency: 2,
    })) as { ticketId: string };
    await page.goto(`/${ACCOUNT}/Tickets/${ticketId}`);
    await page.getByTestId('ticket-detail').waitFor();
    await page.getByTestId('note-body').fill('Fuel tank checked: full.');
    await page
      .getByTestId('note-form')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'generator.log',
        mimeType: 'text/plain',
        buffer: Buffer.from('03:00 start failed\n'),
      });
    await page.getByTestId('note-submit').click();
    await expect
      .poll(() => page.getByTestId('note').first().innerText())
      .toContain('Fuel tank checked: full.');
    expect(await page.getByTestId('note').first().innerText()).toContain('Umar Northcott');
    await expect.poll(() => page.getByTestId('attachments').innerText()).toContain('generator.log');
    await checkTicketAt(page, `/${ACCOUNT}/Tickets/${ticketId}`, 390);
  });
});
