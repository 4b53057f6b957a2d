import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditLog, sessions, users } from '../src/server/db/schema/index.ts';
import type { TStatus } from '../src/shared/contracts/session.ts';
import { startTestPortal, type TTestPortal } from '../tests/support/test-portal.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signInOnScreen, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/** A locale's catalogue, to compare what the page shows with the translation it must show. */
function catalogue(locale: string): Record<string, string> {
  return JSON.parse(
    fs.readFileSync(path.resolve(`src/shared/i18n/locales/${locale}.json`), 'utf8'),
  ) as Record<string, string>;
}

/** The session as the server answers it to this browser (GET /mapi/index/status, with its cookies). */
async function serverStatus(page: Page): Promise<TStatus> {
  return ((await (await page.request.get('/mapi/index/status')).json()) as { content: TStatus }).content;
}

describe('sign-in and accounts, as a person would', () => {
  const b = useBrowser();

  it.each([
    ['vendorAdmin', null],
    ['staff', null],
    ['nwAdmin', 'NA-100001'],
    ['nwUser', 'NA-100001'],
    ['nwGuest', 'NA-100001'],
    ['contoso', 'EMEA-200002'],
  ] as const)(
    '%s signs in and lands on the dashboard of its first allowed account',
    async (who, expected) => {
      const { page } = b;
      await signInOnScreen(page, demoLogin(who));
      const accountId = new URL(page.url()).pathname.split('/')[1];
      // Vendor staff land on whichever account comes first for them: an account all the same.
      expect(accountId).toEqual(expected ?? expect.stringMatching(/^[A-Z]+-\d{6}$/));
      await expect.poll(() => page.getByTestId('account-selector').inputValue()).toMatch(/ - [A-Za-z]+$/);
      expect(await page.locator('h1').innerText()).toMatch(/\w/);
    },
  );

  it('shows the translated error in place for a wrong password and creates no session', async () => {
    const { page } = b;
    await page.goto('/login/local?locale=fr-FR');
    await page.locator('input[name="login"]').fill(demoLogin('nwUser'));
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.locator('button[type="submit"]').click();
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect(await alert.innerText()).not.toContain('The login or password is incorrect');
    expect(page.url()).toContain('/login/local');
    const st = await page.request.get('/mapi/index/status');
    expect(st.status()).toBe(401);
  });

  it('shows the required-field messages of the spec when the form is empty', async () => {
    const { page } = b;
    await page.goto('/login/local?locale=en-US');
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.getByText('Login ID or e-mail is required.').count()).toBe(1);
    await expect.poll(() => page.getByText('Password is required.').count()).toBe(1);
  });

  it('shows the no-access page, never the data, when user@contoso.example opens a Northwind address', async () => {
    const { page } = b;
    await signInOnScreen(page, demoLogin('contoso'));
    await page.goto('/NA-100001/Dashboard');
    await page.getByTestId('no-access').waitFor();
    expect(await page.content()).not.toContain('Northwind County Radio');
  });

  it('fits the no-access page on a phone in Russian, its long button label wrapped, not cut off', async () => {
    const { page } = b;
    await signInOnScreen(page, demoLogin('contoso'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/NA-100001/Dashboard?locale=ru-RU');
    await page.getByTestId('no-access').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ru-RU');
    expect(await findLayoutDefects(page)).toEqual([]);
  });

  it('shows the locked-account and no-Customer-360 pages', async () => {
    const { page } = b;
    await signInOnScreen(page, demoLogin('contoso'));
    await page.goto('/NA-900001/Dashboard');
    await page.getByTestId('locked-account').waitFor();
    await page.goto('/NA-900002/Dashboard');
    await page.getByTestId('no-customer360').waitFor();
    // Their text says "or choose another account": the selector is on the page.
    await page.getByTestId('account-selector').click();
    await page.getByRole('option', { name: /Contoso Utilities LTE/ }).click();
    await page.waitForURL(/\/NA-200001\/Dashboard/);
    await page.locator('#main h1').waitFor();
  });

  it('switches account from the selector and keeps the choice in local storage', async () => {
    const { page } = b;
    await signInOnScreen(page, demoLogin('nwUser'));
    await page.getByTestId('account-selector').click();
    await page.getByRole('option', { name: 'Northwind Schools Radio - MOTOTRBO' }).click();
    await page.waitForURL(/\/NA-100002\/Dashboard/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('account'))).toBe('NA-100002');
    // The session's selected account follows the address once the switch request has answered.
    await expect.poll(async () => (await serverStatus(page)).selectedAccountId).toBe('NA-100002');
    await page.goto('/');
    await page.waitForURL(/\/NA-100002\/Dashboard/);
  });

  it('hides administration from the guest, and the server refuses it too', async () => {
    const { page } = b;
    await signInOnScreen(page, demoLogin('nwGuest'));
    await page.locator('[data-nav="Dashboard"]').waitFor();
    expect(await page.locator('[data-nav="Administration"]').count()).toBe(0);
    const csrf = (await page.request.get('/mapi/health')).headers()['x-csrf']!;
    const res = await page.request.post('/mapi/accounts/rebuild', {
      data: { account_id: 'NA-100001' },
      headers: { 'csrf-token': csrf },
    });
    expect(res.status()).toBe(403);
  });

  it('saves settings: language switches the interface at once and e-mail notifications persist', async () => {
    const { page } = b;
    await signInOnScreen(page, 'user.lacr-300002@c002.example');
    const accountId = new URL(page.url()).pathname.split('/')[1];
    await page.goto(`/${accountId}/UserSettings`);
    const toggle = page.getByTestId('settings-email');
    const before = await toggle.isChecked();
    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(!before);
    await page.reload();
    await expect.poll(() => page.getByTestId('settings-email').isChecked()).toBe(!before);
  });

  /** Vendor staff open the proxy form, choose the account and user, and start acting as them. */
  /** Ends proxy mode from its bar, confirming it (issue 29: it asks first). */
  async function endProxy(page: Page) {
    await page.getByTestId('proxy-end').click();
    await page.getByTestId('proxy-end-confirm').click();
  }

  async function startProxy(page: Page, account: RegExp, user: RegExp, search = 'Northwind County') {
    await page.goto('/proxy');
    await page.getByTestId('proxy-account').click();
    await page.getByTestId('proxy-account').fill(search);
    await page.getByRole('option', { name: account }).click();
    await page.getByTestId('proxy-user').click();
    await page.getByRole('option', { name: user }).click();
    await page.getByRole('button', { name: /Start acting/ }).click();
  }

  it('changes the language in User Settings: the page switches at once and keeps it after reload; a failed save says so in that language', async () => {
    const { page, context } = b;
    const de = catalogue('de-DE');
    await signInOnScreen(page, 'user.lacr-300004@c004.example');
    await page.goto('/LACR-300004/UserSettings');
    const heading = page.locator('h1');
    await expect.poll(() => heading.innerText()).toBe('Settings');
    await page.getByTestId('settings-language').click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect.poll(() => heading.innerText()).toBe(de['UserSettings.title']);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    // The confirmation is said in the language just chosen.
    await page.locator('.mantine-Notification-root').filter({ hasText: de['UserSettings.saved']! }).waitFor();
    expect(await page.getByText('Your settings were saved.').count()).toBe(0);
    await page.reload();
    await expect.poll(() => heading.innerText()).toBe(de['UserSettings.title']);
    await expect.poll(async () => (await serverStatus(page)).user.settings.language).toBe('de-DE');

    // A save the server refuses (this browser's visitor cookie is gone, so its CSRF token no
    // longer matches): the failure message, in German, and the setting stays as it was.
    const toggle = page.getByTestId('settings-email');
    const before = await toggle.isChecked();
    await context.clearCookies({ name: 'portal_vid' });
    await toggle.click({ force: true });
    const alert = page.getByRole('alert').filter({ hasText: de['UserSettings.failed']! });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(de['ServerValidation.403CsrfTokenInvalid']);
    expect(await toggle.isChecked()).toBe(before);
  });

  it('lets staff act as a customer user with a visible proxy bar and a way back', async () => {
    const { page } = b;
    await signInOnScreen(page, demoLogin('vendorAdmin'));
    await startProxy(page, /Northwind County Radio/, /user@northwind\.example/);
    await page.waitForURL(/\/NA-100001\/Dashboard/);
    const bar = page.getByTestId('proxy-bar');
    await bar.waitFor();
    expect(await bar.innerText()).toContain('user@northwind.example');
    await page.goto('/NA-100001/UserSettings');
    await bar.waitFor();
    await endProxy(page);
    await expect.poll(() => page.getByTestId('proxy-bar').count()).toBe(0);
    expect((await serverStatus(page)).user.email).toBe(demoLogin('vendorAdmin'));
  });

  it('offers staff without all-accounts access only the accounts they hold in the proxy form', async () => {
    const { page } = b;
    await signInOnScreen(page, demoLogin('staff'));
    await page.goto('/proxy');
    await page.getByTestId('proxy-account').click();
    await page.getByTestId('proxy-account').fill('Contoso');
    await page.getByRole('option', { name: /Contoso Utilities LTE/ }).waitFor();
    await page.getByTestId('proxy-account').fill('Northwind');
    await expect.poll(() => page.getByRole('option', { name: /Northwind/ }).count()).toBe(0);
    expect(await page.content()).not.toContain('Northwind County Radio');
    // The chosen account opens, not the first of the customer's in label order (Contoso Field
    // Services), and the customer's accounts the staff member lacks are not offered.
    await startProxy(page, /Contoso Utilities LTE/, /user@contoso\.example/, 'Contoso');
    await page.waitForURL(/\/NA-200001\/Dashboard/);
    await page.getByTestId('proxy-bar').waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/NA-200001/Dashboard');
    const accounts = (await serverStatus(page)).accounts.map((a) => a.account_id).sort();
    expect(accounts).toEqual(['EMEA-200002', 'NA-200001']);
    await endProxy(page);
    await expect.poll(() => page.getByTestId('proxy-bar').count()).toBe(0);
  });

  it("shows the customer's language while proxying and gives the staff member theirs back at the end", async () => {
    const { page, context } = b;
    const setLanguage = async (language: string) => {
      await signInOnScreen(page, demoLogin('contoso'));
      const csrf = (await page.request.get('/mapi/health')).headers()['x-csrf']!;
      const res = await page.request.put('/mapi/users/settings', {
        data: { user_settings: { language } },
        headers: { 'csrf-token': csrf },
      });
      expect(res.status()).toBe(200);
      await context.clearCookies();
    };
    await setLanguage('fr-FR');
    try {
      await signInOnScreen(page, demoLogin('staff'));
      const lang = () => page.evaluate(() => document.documentElement.lang);
      await expect.poll(lang).toBe('en-US');
      await startProxy(page, /Contoso Utilities LTE/, /user@contoso\.example/, 'Contoso');
      await page.getByTestId('proxy-bar').waitFor();
      await expect.poll(lang).toBe('fr-FR');
      await endProxy(page);
      await expect.poll(() => page.getByTestId('proxy-bar').count()).toBe(0);
      await expect.poll(lang).toBe('en-US');
      await page.reload();
      await expect.poll(lang).toBe('en-US');
      await context.clearCookies();
    } finally {
      await setLanguage('en-US');
    }
  });

  it('shows a customer Administrator the proxy record of their account, time in their language', async () => {
    const { page, context } = b;
    await signInOnScreen(page, demoLogin('vendorAdmin'));
    await startProxy(page, /Northwind County Radio/, /user@northwind\.example/);
    await page.waitForURL(/\/NA-100001\/Dashboard/);
    await page.goto('/NA-100001/AllCases');
    await page.getByTestId('case-list').waitFor();
    await endProxy(page);
    await expect.poll(() => page.getByTestId('proxy-bar').count()).toBe(0);

    await context.clearCookies();
    await signInOnScreen(page, demoLogin('nwAdmin'));
    await page.locator('[data-nav="Administration"]').click();
    await page.locator('[data-nav="AdminProxyRecord"]').click();
    await page.waitForURL(/\/NA-100001\/Administration\/ProxyRecord/);
    const table = page.getByTestId('proxy-record');
    await table.waitFor();
    const headers = await table.locator('th').allInnerTexts();
    expect(headers).toEqual(['Time', 'Staff member', 'Acting as', 'What they did']);
    const rows = table.getByTestId('proxy-record-row');
    const texts = await rows.allTextContents();
    const caseRequest = texts.find((t) => t.includes('Viewed the case list'));
    expect(caseRequest).toBeDefined();
    expect(caseRequest).toContain(demoLogin('vendorAdmin'));
    expect(caseRequest).toContain('user@northwind.example');
    // Newest first: this proxy session's end, then its requests, then its start.
    const ended = texts.findIndex((t) => t.includes('Stopped acting as the user'));
    const started = texts.findIndex((t) => t.includes('Started acting as the user'));
    expect(ended).toBeGreaterThanOrEqual(0);
    expect(ended).toBeLessThan(texts.indexOf(caseRequest!));
    expect(texts.indexOf(caseRequest!)).toBeLessThan(started);

    // Paged: 10 rows a page, the next page has the older rows.
    const range = page.getByTestId('pager-range');
    await page.getByTestId('page-size').click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(10);
    expect(await range.innerText()).toMatch(/^Showing 1.10 of \d+$/);
    const newestOnFirst = await table.locator('time').first().getAttribute('datetime');
    await page.getByTestId('page-next').click();
    await expect.poll(() => range.innerText()).toMatch(/^Showing 11.\d+ of \d+$/);
    expect(new URL(page.url()).searchParams.get('page')).toBe('1');
    const newestOnSecond = await table.locator('time').first().getAttribute('datetime');
    expect(Date.parse(newestOnSecond!)).toBeLessThanOrEqual(Date.parse(newestOnFirst!));

    // The same screen in German: translated headers, the time formatted for de-DE.
    await page.goto('/NA-100001/Administration/ProxyRecord?locale=de-DE');
    await expect.poll(() => table.locator('th').first().innerText()).toBe('Zeitpunkt');
    const time = table.locator('time').first();
    const iso = (await time.getAttribute('datetime'))!;
    const expected = await page.evaluate(
      (at) =>
        new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(at)),
      iso,
    );
    expect(await time.innerText()).toBe(expected);
  });

  it('shows vendor staff the outbox: the kept mail, its text, the search; a customer has neither the menu nor the page', async () => {
    const { page, context } = b;
    // A customer creates a case; no mail server is configured, so the mail to them is kept.
    await signInOnScreen(page, demoLogin('nwUser'));
    const csrf = (await page.request.get('/mapi/health')).headers()['x-csrf']!;
    const title = `Outbox in the browser ${Date.now().toString(36)}`;
    const created = await page.request.post('/mapi/cases', {
      data: {
        account_id: 'NA-100001',
        category: 'tsu',
        caseType: 'Incident',
        title,
        description: 'A case whose creation mail stays in the outbox.',
      },
      headers: { 'csrf-token': csrf },
    });
    expect(created.status()).toBe(200);
    const caseNumber = ((await created.json()) as { content: { caseNumber: string } }).content.caseNumber;
    // The customer User: no menu entry; the address shows the no-access page; the API refuses.
    await page.goto('/NA-100001/Dashboard');
    await page.locator('[data-nav="Dashboard"]').waitFor();
    expect(await page.locator('[data-nav="AdminOutbox"]').count()).toBe(0);
    await page.goto('/NA-100001/Administration/Outbox');
    await page.getByTestId('no-access').waitFor();
    expect(await page.getByTestId('outbox').count()).toBe(0);
    expect((await page.request.get('/mapi/admin/outbox')).status()).toBe(403);

    // Vendor staff open it from the menu.
    await context.clearCookies();
    await signInOnScreen(page, demoLogin('vendorAdmin'));
    await page.locator('[data-nav="Administration"]').click();
    // The group opens with an animation and Outbox, its last link, lies below the menu's fold: a
    // click while the menu still scrolls can land beside it (seen once in CI), so click until it opens.
    await expect
      .poll(
        async () => {
          await page.locator('[data-nav="AdminOutbox"]').click({ timeout: 5_000 });
          return new URL(page.url()).pathname;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toMatch(/\/Administration\/Outbox$/);
    const outboxPath = new URL(page.url()).pathname;
    await expect.poll(() => page.locator('#main h1').innerText()).toBe('Outbox');
    expect(await page.getByTestId('outbox-intro').innerText()).toMatch(
      /kept instead of sending them, because no mail server is configured or the mail server refused them/,
    );
    const table = page.getByTestId('outbox');
    const row = page.locator(`[data-testid="outbox-row"][data-reference="${caseNumber}"]`);
    await expect
      .poll(async () => {
        await page.reload();
        await table.waitFor();
        return row.count();
      })
      .toBe(1);
    expect((await table.locator('th').allInnerTexts()).slice(1)).toEqual([
      'Time',
      'To',
      'Subject',
      'Account',
      'Kind',
      'Status',
    ]);
    expect(await row.getByTestId('outbox-subject').innerText()).toBe(`Case ${caseNumber} created: ${title}`);
    const cells = (await row.locator('td').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(cells.slice(2)).toEqual([
      demoLogin('nwUser'),
      `Case ${caseNumber} created: ${title}`,
      'Northwind County Radio NA-100001',
      'Case created',
      'Kept',
    ]);
    const iso = (await row.locator('time').getAttribute('datetime'))!;
    expect(await row.locator('time').innerText()).toBe(
      await page.evaluate(
        (at) =>
          new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(at)),
        iso,
      ),
    );

    // Opened and closed from the keyboard: the text of the mail, as written, line breaks kept.
    const toggle = row.getByTestId('outbox-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const body = page.getByTestId('outbox-body');
    await body.waitFor();
    expect(await body.innerText()).toContain(`your case ${caseNumber} "${title}" was created`);
    expect(await body.evaluate((e) => getComputedStyle(e).whiteSpace)).toBe('pre-wrap');
    const controls = (await toggle.getAttribute('aria-controls'))!;
    expect(await page.locator(`[id="${controls}"]`).getByTestId('outbox-body').count()).toBe(1);
    expect(await toggle.getAttribute('aria-label')).toBe(
      `Hide the e-mail Case ${caseNumber} created: ${title}`,
    );
    await expectAccessible(page, 'outbox');
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await body.count()).toBe(0);

    // The search starts again at the first page and lives in the address.
    await page.goto(`${outboxPath}?page=3&limit=10`);
    await page.getByTestId('pager').waitFor();
    const search = page.getByTestId('outbox-search');
    await search.fill(caseNumber);
    await search.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(caseNumber);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(new URL(page.url()).searchParams.get('limit')).toBe('10');
    await expect.poll(() => page.getByTestId('outbox-row').count()).toBe(1);
    expect(await page.getByTestId('outbox-row').getAttribute('data-reference')).toBe(caseNumber);
    expect(await page.getByTestId('pager-range').innerText()).toMatch(/^Showing 1.1 of 1$/);
    await search.fill('no such mail anywhere');
    await search.press('Enter');
    await expect
      .poll(() =>
        page
          .getByTestId('outbox-empty')
          .innerText()
          .catch(() => ''),
      )
      .toBe('No e-mail in the outbox matches “no such mail anywhere”.');
    // Back to the address with the case number: the search box follows the address.
    await page.goBack();
    await expect.poll(() => search.inputValue()).toBe(caseNumber);
    await expect.poll(() => page.getByTestId('outbox-row').count()).toBe(1);
  });

  it('signs out: the server session ends and the logout notification shows', async () => {
    const { page } = b;
    await signInOnScreen(page, demoLogin('nwUser'));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    await page.getByRole('dialog').waitFor();
    expect((await page.request.get('/mapi/index/status')).status()).toBe(401);
  });

  it('signs out every tab of the browser when one tab signs out', async () => {
    const { page, context } = b;
    await signInOnScreen(page, demoLogin('nwUser'));
    const other = await context.newPage();
    await other.goto('/NA-100001/AllCases');
    await other.getByTestId('table-row').first().waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // The other tab leaves the signed-out user's cases at once, without a request of its own.
    await other.waitForURL(/\/login/);
    expect(await other.getByTestId('table-row').count()).toBe(0);
    await expect.poll(() => other.getByRole('dialog').innerText()).toContain('You have been signed out');
  });

  it('brings a signed-out tab in when another tab signs in, and moves the other tabs along with a proxy session', async () => {
    const { page, context } = b;
    const other = await context.newPage();
    await other.goto('/login/local');
    await other.locator('input[name="login"]').waitFor();
    await signInOnScreen(page, demoLogin('vendorAdmin'));
    // The tab still on the login screen follows without a click: the browser is signed in.
    await other.waitForURL(/\/[A-Z]+-\d+\/Dashboard/);
    // An account of Contoso, which the customer about to be proxied does not hold.
    await other.goto('/NA-200001/AllCases');
    await other.getByTestId('table-row').first().waitFor();
    expect(await other.getByTestId('proxy-bar').count()).toBe(0);
    // Acting as a customer in one tab changes the session of every tab: none may go on showing
    // the staff's pages while its requests now act as the customer. The other tab goes home, as
    // the tab that started it did, not to a "No access" page for Contoso's account.
    await startProxy(page, /Northwind County Radio/, /user@northwind\.example/);
    await page.waitForURL(/\/NA-100001\/Dashboard/);
    await other.waitForURL(/\/NA-10000[12]\/Dashboard/);
    await other.getByTestId('proxy-bar').waitFor();
    expect(await other.getByTestId('proxy-bar').innerText()).toContain('user@northwind.example');
    expect(await other.getByTestId('no-access').count()).toBe(0);
    await endProxy(page);
    await expect.poll(() => other.getByTestId('proxy-bar').count()).toBe(0);
  });
});

/**
 * A second portal: both single-sign-on options configured (issuers that are never contacted: the
 * login screen only shows the buttons) and an 8-second idle timeout, so a session can expire.
 */
describe('login options and an expired proxy session, on a portal with SSO and a short idle timeout', () => {
  const b = useBrowser();
  let portal: TTestPortal;

  beforeAll(async () => {
    const unreachable = (name: string) => ({
      issuer: `http://127.0.0.1:9/${name}`,
      clientId: 'portal',
      clientSecret: 'not-used',
    });
    portal = await startTestPortal('e2e_identity', {
      sessionIdleMinutes: 8 / 60,
      oidc: { sso: unreachable('sso'), ms: unreachable('ms') },
    });
  });

  afterAll(async () => {
    await portal?.stop();
  });

  async function newPage(): Promise<Page> {
    const context = await b.context.browser()!.newContext({ baseURL: portal.url, locale: 'en-US' });
    return context.newPage();
  }

  it('shows the local, SSO and Microsoft options and the Do Not Sell and Privacy Statement links', async () => {
    const page = await newPage();
    await page.goto('/login');
    const local = page.getByRole('link', { name: 'Sign in with portal password' });
    await local.waitFor();
    const sso = page.getByRole('link', { name: 'Sign in with single sign-on (SSO)' });
    const ms = page.getByRole('link', { name: 'Sign in with Microsoft' });
    await sso.waitFor();
    expect(await sso.getAttribute('href')).toBe('/mapi/auth/sso/sso/start');
    expect(await ms.getAttribute('href')).toBe('/mapi/auth/sso/ms/start');
    const doNotSell = page.getByRole('link', { name: 'Do Not Sell My Information' });
    const privacy = page.getByRole('link', { name: 'Privacy Statement' });
    expect(await doNotSell.getAttribute('href')).toMatch(/\/help\/.*#do-not-sell$/);
    expect(await privacy.getAttribute('href')).toMatch(/\/help\/.*#privacy$/);
    // The local form offers the single-sign-on options too, with the same links below.
    await local.click();
    await page.waitForURL(/\/login\/local/);
    await page.locator('input[name="login"]').waitFor();
    await page.getByRole('link', { name: 'Sign in with single sign-on (SSO)' }).waitFor();
    await page.getByRole('link', { name: 'Sign in with Microsoft' }).waitFor();
    await page.getByRole('link', { name: 'Privacy Statement' }).waitFor();
    await page.getByRole('link', { name: 'Do Not Sell My Information' }).waitFor();
    await page.context().close();
  });

  it('sends a staff member whose proxy session expired to /login/local, not to single sign-on', async () => {
    const page = await newPage();
    await page.goto('/login/local');
    await page.locator('input[name="login"]').fill(demoLogin('vendorAdmin'));
    await page.locator('input[name="password"]').fill(inject('e2eDemoPassword'));
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/[A-Z]+-\d+\/Dashboard/);
    await page.goto('/proxy');
    await page.getByTestId('proxy-account').click();
    await page.getByTestId('proxy-account').fill('Northwind County');
    await page.getByRole('option', { name: /Northwind County Radio/ }).click();
    await page.getByTestId('proxy-user').click();
    await page.getByRole('option', { name: /user@northwind\.example/ }).click();
    await page.getByRole('button', { name: /Start acting/ }).click();
    await page.waitForURL(/\/NA-100001\/Dashboard/);
    await page.getByTestId('proxy-bar').waitFor();
    // As if the staff member had signed in by single sign-on: without the proxy rule, an
    // expired SSO session is sent to the provider's logout (/mapi/auth/sso_logout).
    const [staff] = await portal.database.db
      .select()
      .from(users)
      .where(eq(users.login, demoLogin('vendorAdmin')));
    await portal.database.db
      .update(sessions)
      .set({ loginMethod: 'sso' })
      .where(eq(sessions.userId, staff!.id));
    // Written beside the portal, not through it: on PostgreSQL the kept session is forgotten when the
    // database's notification arrives (docs/decisions.md, "One statement looks the session up"),
    // which on a busy machine can come after the next request.
    await expect
      .poll(async () => (await serverStatus(page)).user)
      .toMatchObject({ isProxyUser: true, proxyLoginMethod: 'sso' });
    // Reloaded after that call: a request the page does not see can move the session's expiry
    // (it counts as activity), and the page's countdown must start from the server's last word.
    await page.reload();
    await page.getByTestId('proxy-bar').waitFor();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByRole('button').click();
    await page.waitForURL(/\/login\/local/);
    expect(new URL(page.url()).pathname).toBe('/login/local');
    // The end of the proxy session is on the record (written by the first request that finds the
    // session expired: the login page's status call at the latest).
    const proxyEnds = () =>
      portal.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.event, 'proxy_end'), eq(auditLog.actorUserId, staff!.id)));
    await expect.poll(async () => (await proxyEnds()).length, { timeout: 10_000 }).toBe(1);
    const ended = await proxyEnds();
    expect(ended[0]).toMatchObject({ accountId: 'NA-100001', detail: { reason: 'session_expired' } });
    await page.context().close();
  });
});

describe('signing out by single sign-on, with another tab open', () => {
  const b = useBrowser();
  let portal: TTestPortal;

  beforeAll(async () => {
    portal = await startTestPortal('e2e_sso_logout');
  });

  afterAll(async () => {
    await portal?.stop();
  });

  it('tells the other tab it was signed out, not that its session expired for inactivity', async () => {
    const context = await b.context.browser()!.newContext({ baseURL: portal.url, locale: 'en-US' });
    const page = await context.newPage();
    await signInOnScreen(page, demoLogin('nwUser'));
    // As if the user had signed in by single sign-on (the portal's sign-out then goes through
    // /mapi/auth/sso_logout and the provider, a navigation away from the portal).
    const [user] = await portal.database.db.select().from(users).where(eq(users.login, demoLogin('nwUser')));
    await portal.database.db.update(users).set({ useLocal: false }).where(eq(users.id, user!.id));
    await portal.database.db.update(sessions).set({ loginMethod: 'sso' }).where(eq(sessions.userId, user!.id));
    await page.reload();
    expect((await serverStatus(page)).user).toMatchObject({ loginMethod: 'sso', useLocal: false });
    const other = await context.newPage();
    await other.goto('/NA-100001/AllCases');
    await other.getByTestId('table-row').first().waitFor();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    expect((await page.request.get('/mapi/index/status')).status()).toBe(401);
    await other.waitForURL(/\/login/);
    await expect.poll(() => other.getByRole('dialog').innerText()).toContain('You have been signed out');
    expect(await other.getByRole('dialog').innerText()).not.toContain('inactivity');
    await context.close();
  });
});
