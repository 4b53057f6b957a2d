import fs from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../src/web/lib/http.ts';
import { CHUNK_TIMEOUT_MS } from '../src/web/lib/lazy-route.ts';
import { demoLogin, signInOnScreen, useBrowser } from './support/browser.ts';

/** A message of a locale's catalogue, as the browser shows it. */
function catalogueText(locale: string, id: string): string {
  const catalogue = JSON.parse(fs.readFileSync(`src/shared/i18n/locales/${locale}.json`, 'utf8')) as Record<
    string,
    string
  >;
  return catalogue[id]!;
}

/** Fills the local login form (German) and submits it. */
async function submitLogin(page: Page): Promise<void> {
  await page.locator('input[name="login"]').fill(demoLogin('nwUser'));
  await page.locator('input[name="password"]').fill('whatever');
  await page.locator('button[type="submit"]').click();
}

/** The About page's route chunk (Vite names it after the page module). */
const ABOUT_CHUNK = '**/assets/about-page-*.js';

describe('locale rules in the browser (spec sections 2 and 5)', () => {
  const b = useBrowser();

  it('sets the language from ?locale=de, removes it from the address, and keeps it in a cookie', async () => {
    const { page, context } = b;
    await page.goto('/login/local?locale=de&foo=1');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect(new URL(page.url()).searchParams.has('locale')).toBe(false);
    expect(new URL(page.url()).searchParams.get('foo')).toBe('1');
    const title = await page.locator('h1').innerText();
    expect(title).not.toBe('Sign in with portal password');
    const cookie = (await context.cookies()).find((c) => c.name === 'portal_locale');
    expect(cookie?.value).toBe('de-DE');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);

    await page.goto('/login/local');
    expect(await page.locator('h1').innerText()).toBe(title);
  });

  it('matches a bare language code to the first supported locale with that prefix', async () => {
    const { page } = b;
    await page.goto('/login?locale=pt');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    await page.goto('/login?locale=zh');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  });

  it('serves the SPA for deep links and answers unknown API paths in the envelope', async () => {
    const { page } = b;
    const res = await page.goto('/NA-100001/Orders/12345');
    expect(res?.status()).toBe(200);
    const api = await page.request.get('/mapi/nope');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ result: false, code: 'ServerValidation.404NotFound' });
  });

  it('opens the login page of a new browser with nothing in the console: it asks for no session it does not hold', async () => {
    const { page } = b;
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`);
    });
    const statusCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/mapi/index/status')) statusCalls.push(r.url());
    });
    await page.goto('/login');
    await page.locator('a[href="/login/local"]').waitFor();
    await page.goto('/login/local');
    await page.locator('input[name="login"]').waitFor();
    expect(logged).toEqual([]);
    expect(statusCalls).toEqual([]);
  });

  it('loads a deep link of a signed-in user with no error or warning in the console', async () => {
    const { page } = b;
    await signInOnScreen(page, demoLogin('nwUser'));
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => logged.push(`uncaught: ${e.message}`));
    await page.goto('/NA-100001/AllCases');
    await page.getByTestId('table-row').first().waitFor();
    await page.goto('/NA-100001/Dashboard');
    await page.getByTestId('widget-cases-breakdown').waitFor();
    expect(logged).toEqual([]);
  });
});

describe('the fetch helper and route chunks in the browser (spec sections 4, 7, 8, 9)', () => {
  const b = useBrowser();

  it('shows the translated "server is not responding" when a request takes over 10 s', async () => {
    const { page } = b;
    await page.clock.install();
    await page.goto('/login/local?locale=de');
    await page.locator('input[name="login"]').waitFor();
    const held: Route[] = [];
    await page.route('**/mapi/auth/local_login', (route) => void held.push(route));
    await submitLogin(page);
    await expect.poll(() => held.length).toBe(1);
    // Just before the limit nothing is said yet; past it, the translated message.
    await page.clock.fastForward(REQUEST_TIMEOUT_MS - 1000);
    expect(await page.getByTestId('login-error').count()).toBe(0);
    await page.clock.fastForward(1500);
    await expect
      .poll(() => page.getByTestId('login-error').innerText())
      .toBe(catalogueText('de-DE', 'Common.errorServerNoResponding'));
    expect(catalogueText('de-DE', 'Common.errorServerNoResponding')).not.toBe(
      catalogueText('en-US', 'Common.errorServerNoResponding'),
    );
    // Answered in time, the same form gets the server's own answer (here: a wrong password).
    await page.unroute('**/mapi/auth/local_login');
    await page.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.getByTestId('login-error').innerText())
      .not.toBe(catalogueText('de-DE', 'Common.errorServerNoResponding'));
  });

  it('shows the translated "no internet connection" when the network fails', async () => {
    const { page } = b;
    await page.goto('/login/local?locale=ja');
    await page.locator('input[name="login"]').waitFor();
    await page.route('**/mapi/auth/local_login', (route) => route.abort('internetdisconnected'));
    await submitLogin(page);
    await expect
      .poll(() => page.getByTestId('login-error').innerText())
      .toBe(catalogueText('ja-JP', 'ServerValidation.0NoInternetConnection'));
  });

  it('shows a translated message with a working retry when a route chunk fails to load', async () => {
    const { page } = b;
    await signInOnScreen(page, demoLogin('nwUser'));
    await page.goto('/NA-100001/Dashboard?locale=de');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    let failed = 0;
    await page.route(ABOUT_CHUNK, async (route) => {
      failed += 1;
      await route.abort('failed');
    });
    await page
      .locator('footer')
      .getByRole('link', { name: /^Über / })
      .click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toBe(catalogueText('de-DE', 'Common.chunkLoadFailed'));
    expect(failed).toBeGreaterThan(0);
    // The chunk is back: Try again loads the page.
    await page.unroute(ABOUT_CHUNK);
    await page.getByRole('button', { name: catalogueText('de-DE', 'Common.tryAgain') }).click();
    await page.getByTestId('about-version').waitFor();
    expect(new URL(page.url()).pathname).toBe('/NA-100001/About');
  });

  it('gives up on a route chunk after 120 s with the message and a retry', async () => {
    const { page } = b;
    await page.clock.install();
    await signInOnScreen(page, demoLogin('nwUser'));
    const held: Route[] = [];
    await page.route(ABOUT_CHUNK, (route) => void held.push(route));
    await page
      .locator('footer')
      .getByRole('link', { name: /^About / })
      .click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // Still loading (the loading bar shows) until the 120 s are up.
    await page.clock.fastForward(CHUNK_TIMEOUT_MS - 20_000);
    await page.getByTestId('global-progress').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.clock.fastForward(21_000);
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe(catalogueText('en-US', 'Common.chunkLoadFailed'));
    await expect.poll(() => page.getByTestId('global-progress').count()).toBe(0);
    await page.unroute(ABOUT_CHUNK);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('about-version').waitFor();
  });
});
