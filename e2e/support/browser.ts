import fs from 'node:fs';
import path from 'node:path';
import { chromium, type APIResponse, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject, onTestFailed } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = path.resolve('e2e/artifacts');

/** Headless Debian Chromium with the flags this machine needs (no sandbox, no GPU, no network chatter). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * One Chromium per test file, a fresh context (cookies, storage) per test, and a screenshot kept
 * in e2e/artifacts for every failure.
 */
export function useBrowser(opts: { locale?: string; timezoneId?: string } = {}) {
  let browser: Browser;
  const state: { context?: BrowserContext; page?: Page } = {};
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async (ctx) => {
    await state.context?.close();
    state.context = await browser.newContext({
      baseURL: inject('e2eBaseUrl'),
      locale: opts.locale ?? 'en-US',
      ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
      viewport: { width: 1280, height: 800 },
    });
    state.page = await state.context.newPage();
    const page = state.page;
    onTestFailed(async () => {
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      const name = `${ctx.task.file?.name.replace(/[^a-z0-9]+/gi, '_')}-${ctx.task.name.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await page.screenshot({ path: path.join(ARTIFACTS, name), fullPage: true }).catch(() => undefined);
    });
  });
  return {
    get page(): Page {
      return state.page!;
    },
    get context(): BrowserContext {
      return state.context!;
    },
  };
}

export function demoLogin(
  kind: 'vendorAdmin' | 'staff' | 'nwAdmin' | 'nwUser' | 'nwGuest' | 'contoso',
): string {
  const pd = inject('e2eProviderDomain');
  return {
    vendorAdmin: `admin@${pd}`,
    staff: `staff@${pd}`,
    nwAdmin: 'admin@northwind.example',
    nwUser: 'user@northwind.example',
    nwGuest: 'guest@northwind.example',
    contoso: 'user@contoso.example',
  }[kind];
}

/**
 * Signs in through the login API in the page's browser context, with the request the login screen
 * sends (the same cookies follow), then opens `at`, or `/`, which leads to the Dashboard of the first
 * account the login may use, where the screen leaves a person. The screen itself is proven by
 * identity.e2e.ts and foundation.e2e.ts through signInOnScreen; the other files skip its page load.
 */
export async function signIn(
  page: Page,
  login: string,
  opts: { password?: string; at?: string } = {},
): Promise<void> {
  // A screen still open would go on asking the portal in the background; after cleared cookies
  // each answer issues a new visitor cookie, which may replace the one the token below is for.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  const request = page.context().request;
  const password = Buffer.from(opts.password ?? inject('e2eDemoPassword'), 'utf8').toString('base64');
  // An answer to that screen still under way when it was left can land after the token is read
  // and replace its cookie once more; the token is then read again, as the web app does from the
  // latest answer (at most three times: anything else is a real refusal).
  const attempt = async (): Promise<APIResponse> => {
    const csrf = (await request.get('/mapi/health')).headers()['x-csrf'] ?? '';
    return request.post('/mapi/auth/local_login', {
      data: { login, password },
      headers: { 'csrf-token': csrf },
    });
  };
  let res = await attempt();
  for (let tries = 1; tries < 3 && (await res.text()).includes('CsrfTokenInvalid'); tries++)
    res = await attempt();
  if (res.status() !== 200)
    throw new Error(`sign-in of ${login} refused: ${res.status()} ${await res.text()}`);
  if (opts.at !== undefined) {
    await page.goto(opts.at);
    return;
  }
  await page.goto('/');
  await page.waitForURL(/\/[A-Z]+-\d+\/Dashboard/);
}

/** Signs in through the local login screen, as a person would. */
export async function signInOnScreen(
  page: Page,
  login: string,
  password = inject('e2eDemoPassword'),
): Promise<void> {
  await page.goto('/login/local');
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/[A-Z]+-\d+\/Dashboard/);
}
