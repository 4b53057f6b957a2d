import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TTestPortal } from '../tests/support/test-portal.ts';
import { expectAccessible } from './support/accessibility.ts';
import { launchChromium, signInOnScreen } from './support/browser.ts';

/**
 * Account self-service in the browser (issue 29 points 5 and 6), on a portal of its own (its
 * passwords change): the profile's phone number, a password change in User Settings, then a
 * forgotten password: the link read from the demo outbox by the vendor administrator, the reset
 * page, and a sign-in with the new password. Screenshots on a desktop and at 390 px.
 */
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');
const USER = 'user@northwind.example';
const ACCOUNT = 'NA-100001';
const CHANGED = 'Quiet harbor lights 2026';
const RESET = 'Seven gulls over the pier';
let portal: TTestPortal;
let browser: Browser;

beforeAll(async () => {
  portal = await startTestPortal('e2e-account', { logLevel: 'silent' });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url, locale: 'en-US', viewport: { width, height: 900 } });
  return context.newPage();
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const close of await page.locator('.mantine-Notification-root button').all()) await close.click().catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
}

/** The error text Mantine shows under an input (its aria-describedby '-error' element). */
async function fieldError(page: Page, name: string): Promise<string> {
  const input = page.locator(`[name="${name}"]`).first();
  await expect.poll(async () => (await input.getAttribute('aria-describedby')) ?? '').toMatch(/-error/);
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ');
  return page.locator(`[id="${ids.find((id) => id.endsWith('-error'))!}"]`).innerText();
}

describe('account self-service in the browser', () => {
  it('keeps a phone number in the profile, with the hint of the user\'s country', async () => {
    const page = await newPage();
    await signInOnScreen(page, USER, portal.config.demoPassword);
    await page.goto(`/${ACCOUNT}/UserSettings`);
    const phone = page.getByTestId('profile-phone');
    await phone.waitFor();
    const hint = await page.locator('[data-testid="settings-profile"] .mantine-InputWrapper-description').innerText();
    expect(hint).toBe('For example (201) 555-0123, or with + and the country code, such as +44 20 7946 0958.');
    await phone.fill('call me');
    await page.getByTestId('profile-save').click();
    expect(await fieldError(page, 'phoneNumber')).toMatch(/^Phone number: please enter a phone number/);
    await phone.fill('+44 20 7946 0958');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => phone.inputValue()).toBe('+44 20 7946 0958');
    await phone.fill('(222)222-3333');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => phone.inputValue()).toBe('(222) 222-3333');
    await page.reload();
    await expect.poll(() => page.getByTestId('profile-phone').inputValue()).toBe('(222) 222-3333');
    await page.context().close();
  });

  it('changes the password, then resets a forgotten one through the outbox link, and signs in with it', async () => {
    // 1. Change the password in User Settings; another session of the user ends, this one stays.
    const other = await newPage();
    await signInOnScreen(other, USER, portal.config.demoPassword);
    const page = await newPage();
    await signInOnScreen(page, USER, portal.config.demoPassword);
    await page.goto(`/${ACCOUNT}/UserSettings`);
    await page.getByTestId('current-password').fill(portal.config.demoPassword);
    await page.getByTestId('new-password').fill('Password1234!');
    await page.getByTestId('repeat-password').fill('Password1234!');
    await page.getByTestId('password-submit').click();
    expect(await fieldError(page, 'newPassword')).toBe(
      'New password is too easy to guess: do not use your login or e-mail, a common word or repeated characters.',
    );
    await page.getByTestId('current-password').fill('not my password');
    await page.getByTestId('new-password').fill(CHANGED);
    await page.getByTestId('repeat-password').fill(CHANGED);
    await page.getByTestId('password-submit').click();
    expect(await fieldError(page, 'currentPassword')).toBe('The current password is not correct.');
    await shoot(page, 'account-settings-desktop.png');
    await expectAccessible(page, 'user settings');
    await page.getByTestId('current-password').fill(portal.config.demoPassword);
    await page.getByTestId('password-submit').click();
    await page.getByText('Your password was changed. Your other sessions were signed out; this one goes on.').waitFor();
    expect((await page.request.get('/mapi/index/status')).status()).toBe(200);
    expect((await other.request.get('/mapi/index/status')).status()).toBe(401);
    await other.context().close();
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'account-settings-390.png');
    await page.context().close();

    // 2. Forgot password, from the local login page, at 390 px.
    const phone = await newPage(390);
    await phone.goto('/login/local');
    await phone.getByTestId('forgot-password-link').click();
    await phone.waitForURL(/\/login\/forgot$/);
    await phone.locator('input[name="login"]').fill(USER);
    await phone.getByTestId('forgot-submit').click();
    await phone.getByTestId('forgot-sent').waitFor();
    await expectAccessible(phone, 'forgot password');
    await shoot(phone, 'account-forgot-390.png');

    // 3. The vendor administrator reads the link in the demo outbox.
    const admin = await newPage();
    await signInOnScreen(admin, `admin@${portal.config.providerEmailDomain}`, portal.config.demoPassword);
    await admin.goto(`/${ACCOUNT}/Administration/Outbox`);
    await admin.getByTestId('outbox-search').fill(USER);
    const row = admin.getByTestId('outbox-row').filter({ hasText: 'Reset your Radio Support Portal password' });
    await expect.poll(async () => {
      await admin.reload();
      await admin.getByTestId('outbox-search').fill(USER);
      return row.count();
    }, { timeout: 15_000 }).toBe(1);
    await row.getByTestId('outbox-toggle').click();
    const body = await admin.getByTestId('outbox-body').innerText();
    const link = /https?:\/\/\S+\/login\/reset#token=[A-Za-z0-9_-]+/.exec(body)![0];
    await admin.context().close();

    // 4. The reset page: the strength rule, then the new password; the link works once.
    const resetPath = link.replace(/^https?:\/\/[^/]+/, '');
    await phone.goto(resetPath);
    await phone.getByTestId('new-password').fill('aaaaaaaaaaaaaaa');
    await phone.getByTestId('repeat-password').fill('aaaaaaaaaaaaaaa');
    await phone.getByTestId('reset-submit').click();
    expect(await fieldError(phone, 'newPassword')).toMatch(/^New password is too easy to guess/);
    await phone.getByTestId('new-password').fill(RESET);
    await phone.getByTestId('repeat-password').fill(`${RESET}!`);
    await phone.getByTestId('reset-submit').click();
    expect(await fieldError(phone, 'repeatPassword')).toBe('The two new passwords are not the same.');
    await shoot(phone, 'account-reset-390.png');
    await expectAccessible(phone, 'reset password');
    await phone.getByTestId('repeat-password').fill(RESET);
    await phone.getByTestId('reset-submit').click();
    await phone.getByTestId('reset-done').waitFor();
    await shoot(phone, 'account-reset-done-390.png');

    await phone.goto('/login/local');
    await phone.goto(resetPath);
    await phone.getByTestId('new-password').fill('Yet another long phrase 3');
    await phone.getByTestId('repeat-password').fill('Yet another long phrase 3');
    await phone.getByTestId('reset-submit').click();
    await phone.getByTestId('reset-link-invalid').waitFor();
    await phone.setViewportSize({ width: 1280, height: 900 });
    await shoot(phone, 'account-reset-used-desktop.png');

    // 5. Sign in with the new password; the changed one no longer works.
    await phone.goto('/login/local');
    await phone.locator('input[name="login"]').fill(USER);
    await phone.locator('input[name="password"]').fill(CHANGED);
    await phone.locator('button[type="submit"]').click();
    await phone.getByTestId('login-error').waitFor();
    await signInOnScreen(phone, USER, RESET);
    await phone.context().close();
  }, 120_000);
});
