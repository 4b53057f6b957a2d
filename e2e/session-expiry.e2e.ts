import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TTestPortal } from '../tests/support/test-portal.ts';
import { launchChromium, signIn } from './support/browser.ts';

/**
 * The browser side of session expiry, against a portal with an 8-second idle timeout: the
 * countdown shows, the expired popup appears, and the next login returns to the saved location;
 * use in one tab keeps the others signed in.
 */
let server: TTestPortal;
let browser: Browser;

beforeAll(async () => {
  server = await startTestPortal('e2e_expiry', { sessionIdleMinutes: 8 / 60 });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('session expiry in the browser', () => {
  it('counts down, shows the expired popup, and restores the saved location after the next login', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
    const page = await context.newPage();
    const signIn = async () => {
      await page.locator('input[name="login"]').fill('user@contoso.example');
      await page.locator('input[name="password"]').fill(server.config.demoPassword);
      await page.locator('button[type="submit"]').click();
    };
    await page.goto('/login/local');
    await signIn();
    await page.waitForURL(/\/EMEA-200002\/Dashboard/);
    await page.goto('/EMEA-200002/UserSettings');
    await page.getByTestId('session-countdown').waitFor();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.innerText()).toContain('Your session expired due to inactivity');
    expect((await page.request.get('/mapi/index/status')).status()).toBe(401);
    await dialog.getByRole('button').click();
    await page.waitForURL(/\/login\/local/);
    await signIn();
    await page.waitForURL(/\/EMEA-200002\/UserSettings/);
    // Read once: the next login goes to the default place.
    expect(await page.evaluate(() => sessionStorage.getItem('requestedLocation'))).toBeNull();
    await context.close();
  });

  it('keeps a second tab signed in while the first is in use, and expires both once neither is', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
    const busy = await context.newPage();
    await signIn(busy, 'user@contoso.example', { password: server.config.demoPassword });
    await busy.waitForURL(/\/EMEA-200002\/Dashboard/);
    const idle = await context.newPage();
    await idle.goto('/EMEA-200002/UserSettings');
    await idle.getByTestId('session-countdown').waitFor();
    // 14 s of use in the busy tab, past the 8 s idle timeout the idle tab counts down from.
    const until = Date.now() + 14_000;
    while (Date.now() < until) {
      await busy.getByTestId('session-countdown').getByRole('button').click();
      await busy.waitForTimeout(2_500);
      expect(await idle.getByRole('dialog').count()).toBe(0);
      expect(await busy.getByRole('dialog').count()).toBe(0);
    }
    // Now neither tab is used: both expire.
    const dialog = idle.getByRole('dialog');
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.innerText()).toContain('Your session expired due to inactivity');
    await busy.getByRole('dialog').waitFor({ timeout: 5_000 });
    await context.close();
  });
});

describe('a session at its absolute end in the browser', () => {
  let limited: TTestPortal;
  beforeAll(async () => {
    // Idle for a minute, but at most 12 seconds long: the absolute end comes first.
    limited = await startTestPortal('e2e_lifetime', { sessionIdleMinutes: 1, sessionAbsoluteHours: 12 / 3600 });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it('warns that the session reaches its maximum length (no "Stay signed in"), then says so, not inactivity', async () => {
    const context = await browser.newContext({ baseURL: limited.url, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'user@contoso.example', { password: limited.config.demoPassword });
    await page.waitForURL(/\/EMEA-200002\/Dashboard/);
    const countdown = page.getByTestId('session-countdown');
    await countdown.waitFor();
    expect(await countdown.innerText()).toContain('Your session reaches its maximum length in');
    expect(await countdown.getByRole('button').count()).toBe(0);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.innerText()).toContain('Your session reached its maximum length. Please sign in again.');
    expect(await dialog.innerText()).not.toContain('inactivity');
    await context.close();
  });
});
