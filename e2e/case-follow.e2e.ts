import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_MENU_ORDER, LOCALE_NATIVE_NAMES } from '../src/shared/i18n/locales.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * Everyday case work and words a customer understands (issue 29 points 3, 7 and 10): My cases and
 * Cases I follow, Follow, the CC list edited with the wrong address named, Unassigned, source
 * names out of customers' sight, the Guest told whom to ask, the proxy record in words, ending
 * proxy mode, the language menu's order, toasts away from the user menu.
 */

const ACCOUNT = 'NA-100001';
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

async function csrf(page: Page): Promise<string> {
  return (await page.request.get('/mapi/health')).headers()['x-csrf']!;
}

/** A new case of the signed-in user, made through the API. */
async function newCase(page: Page, title: string): Promise<string> {
  const res = await page.request.post('/mapi/cases', {
    data: { account_id: ACCOUNT, category: 'tsu', caseType: 'Incident', title, description: 'Made by the follow test.' },
    headers: { 'csrf-token': await csrf(page) },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { content: { caseNumber: string } }).content.caseNumber;
}

/** The screen loaded at a desktop and at a 390 px phone width, each looked at for cut-off text. */
async function shoot(page: Page, name: string, ready: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const [w, h] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.reload();
    await page.getByTestId(ready).waitFor();
    await page.waitForTimeout(500);
    expect(await findLayoutDefects(page), `${name} at ${w}px`).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${w}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('following cases, the CC list and plain words', () => {
  const b = useBrowser();

  it('follows a case, lists it under Cases I follow and My cases, edits its CC list with the wrong address named', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    const caseNumber = await newCase(page, `Follow e2e ${Date.now()}`);
    await page.goto(`/${ACCOUNT}/AllCases/${caseNumber}`);
    await page.getByTestId('case-detail').waitFor();

    // Words a customer understands: no owner yet is "Unassigned", and no back-office source.
    const facts = page.getByTestId('case-facts');
    expect(await facts.innerText()).toContain('Unassigned');
    expect(await facts.innerText()).not.toMatch(/\bSource\b|SALESFORCE|REMEDY|SERVICENOW/);

    await page.getByTestId('case-follow').click();
    await expect.poll(() => page.getByTestId('case-follow').innerText()).toBe('Unfollow');
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: `You follow case ${caseNumber}.` });
    await toast.waitFor();
    // The toast leaves the header's user menu free.
    const [toastBox, menuBox] = await Promise.all([toast.boundingBox(), page.getByTestId('user-menu').boundingBox()]);
    const overlaps =
      toastBox!.x < menuBox!.x + menuBox!.width &&
      menuBox!.x < toastBox!.x + toastBox!.width &&
      toastBox!.y < menuBox!.y + menuBox!.height &&
      menuBox!.y < toastBox!.y + toastBox!.height;
    expect(overlaps).toBe(false);

    // The CC list: the wrong address is named under the field, in the shared schema's words.
    await page.getByTestId('case-cc-edit').click();
    await page.getByTestId('case-cc-input').fill('ops@northwind.example; radio-shop@');
    await page.getByTestId('case-cc-save').click();
    await expect
      .poll(() => page.getByTestId('case-cc-form').innerText())
      .toContain('"radio-shop@" is not a valid email address.');
    await page.getByTestId('case-cc-input').fill('ops@northwind.example; shop@northwind.example');
    await page.getByTestId('case-cc-save').click();
    await expect.poll(() => page.getByTestId('case-cc-list').innerText()).toContain('shop@northwind.example');
    await expectAccessible(page, 'case detail with follow and CC');
    await shoot(page, 'case-follow-detail', 'case-cc-list');

    // The list's quick filters.
    await page.goto(`/${ACCOUNT}/AllCases`);
    const quick = page.getByTestId('case-quick-filters');
    await quick.getByText('Cases I follow').click();
    await expect.poll(() => new URL(page.url()).search).toContain('following');
    const list = page.getByTestId('case-list');
    await expect.poll(() => list.innerText()).toContain(caseNumber);
    await quick.getByText('My cases').click();
    await expect.poll(() => new URL(page.url()).search).toContain('mine');
    await expect.poll(() => list.innerText()).toContain(caseNumber);
    // The source column is not offered to a customer.
    await page.getByTestId('column-chooser').click();
    await page.getByTestId('column-toggle-owner').waitFor();
    expect(await page.getByTestId('column-toggle-source').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'case list with quick filters');
    await shoot(page, 'case-follow-list', 'case-quick-filters');

    // Unfollow: the case leaves Cases I follow.
    await page.goto(`/${ACCOUNT}/AllCases/${caseNumber}`);
    await page.getByTestId('case-follow').click();
    await expect.poll(() => page.getByTestId('case-follow').innerText()).toBe('Follow');
    await page.goto(`/${ACCOUNT}/AllCases?filter.following=y`);
    await page.getByTestId('case-list').waitFor();
    await expect.poll(() => page.getByTestId('case-list').innerText()).not.toContain(caseNumber);
  });

  it('tells a Guest why there is no Create case, Create ticket or note form, naming the account\'s Administrators', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwGuest'), { at: `/${ACCOUNT}/AllCases` });
    const notice = page.getByTestId('guest-notice');
    await notice.waitFor();
    await expect.poll(() => notice.innerText()).toContain('Nora Westfield');
    expect(await page.getByTestId('create-case').count()).toBe(0);
    await expectAccessible(page, 'case list as a Guest');
    await shoot(page, 'case-guest-list', 'guest-notice');
    await page.getByTestId('case-list').locator('a').first().click();
    await page.getByTestId('case-detail').waitFor();
    await expect.poll(() => page.getByTestId('guest-notice').innerText()).toContain('ask its Administrator, Nora Westfield');
    // Tickets say the same, on the list and in place of the note form.
    await page.goto(`/${ACCOUNT}/Tickets`);
    await expect.poll(() => page.getByTestId('guest-notice').innerText()).toContain('read tickets');
    expect(await page.getByRole('link', { name: /Create ticket/ }).count()).toBe(0);
    await page.getByTestId('table-row').first().click();
    await page.getByTestId('ticket-detail').waitFor();
    await expect.poll(() => page.getByTestId('guest-notice').innerText()).toContain('Nora Westfield');
  });

  it('lists the languages by their own names', async () => {
    const { page } = b;
    await page.goto('/login/local');
    await page.getByTestId('language-picker').click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items.map((t) => t.trim())).toEqual(LANGUAGE_MENU_ORDER.map((l) => LOCALE_NATIVE_NAMES[l]));
    expect(items[0]).toBe('Deutsch');
  });

  it('ends proxy mode after a confirmation, with one end request, back on the staff member\'s account; the record says what was done', async () => {
    const { page, context } = b;
    await signIn(page, demoLogin('vendorAdmin'));
    // The account the staff member works on when they start acting as a customer.
    const own = new URL(page.url()).pathname.split('/')[1]!;
    expect(own).not.toBe(ACCOUNT);
    const selected = async () =>
      ((await (await page.request.get('/mapi/index/status')).json()) as { content: { selectedAccountId: string } }).content.selectedAccountId;
    await expect.poll(selected).toBe(own);
    await page.goto('/proxy');
    await page.getByTestId('proxy-account').click();
    await page.getByTestId('proxy-account').fill('Northwind County');
    await page.getByRole('option', { name: /Northwind County Radio/ }).first().click();
    await page.getByTestId('proxy-user').click();
    await page.getByRole('option', { name: /user@northwind\.example/ }).click();
    await page.getByRole('button', { name: /Start acting/ }).click();
    await page.waitForURL(/\/NA-100001\/Dashboard/);
    const caseNumber = (
      (await (await page.request.get(`/mapi/cases?account_id=${ACCOUNT}&limit=10`)).json()) as { content: { rows: { caseNumber: string }[] } }
    ).content.rows[0]!.caseNumber;
    await page.goto(`/${ACCOUNT}/AllCases`);
    await page.getByTestId('case-list').waitFor();
    await page.goto(`/${ACCOUNT}/AllCases/${caseNumber}`);
    await page.getByTestId('case-detail').waitFor();

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/mapi\/(proxy\/end|accounts\/switch)$/.test(new URL(r.url()).pathname)) sent.push(`${new URL(r.url()).pathname} ${r.postData() ?? ''}`);
    });
    // Asked first: cancelling keeps acting.
    await page.getByTestId('proxy-end').click();
    await page.getByTestId('proxy-end-cancel').click();
    await page.getByTestId('proxy-bar').waitFor();
    await page.getByTestId('proxy-end').click();
    await expectAccessible(page, 'the end-of-proxy confirmation');
    await page.getByTestId('proxy-end-confirm').click();
    await expect.poll(() => page.getByTestId('proxy-bar').count()).toBe(0);
    await page.waitForURL(new RegExp(`/${own}/Dashboard`));
    await expect.poll(selected).toBe(own);
    // One end request, then one switch request, to the staff member's own account.
    expect(sent.map((r) => r.split(' ')[0])).toEqual(['/mapi/proxy/end', '/mapi/accounts/switch']);
    expect(sent[1]).toContain(`"account_number":"${own}"`);

    // The customer's Administrator reads it in words.
    await context.clearCookies();
    await signIn(page, demoLogin('nwAdmin'), { at: `/${ACCOUNT}/Administration/ProxyRecord` });
    const table = page.getByTestId('proxy-record');
    await table.waitFor();
    const text = await table.innerText();
    expect(text).toContain('Viewed the case list');
    expect(text).toContain(`Opened case ${caseNumber}`);
    expect(text).not.toContain('/mapi/cases');
    await shoot(page, 'proxy-record', 'proxy-record');
  });
});
