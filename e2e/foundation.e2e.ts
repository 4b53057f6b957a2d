import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

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
});
