import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

/**
 * Ingest tokens (issue 32 point 3): vendor staff issue a token for Northwind's ASTRO network on
 * Administration > Sites, see its secret once, a network management system pushes with it, and
 * staff revoke it.
 */
const ACCOUNT = 'NA-100001';
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

describe('ingest tokens in the browser', () => {
  const b = useBrowser();

  it('issues a token shown once, which the ingest API takes until it is revoked', async () => {
    const { page } = b;
    const label = `E2E NMS ${Date.now() % 100000}`;
    await signIn(page, demoLogin('vendorAdmin'), { at: `/${ACCOUNT}/Administration/Sites` });
    const panel = page.getByTestId('ingest-tokens');
    await panel.waitFor();
    await page.getByTestId('ingest-token-label').fill(label);
    await page.getByTestId('ingest-token-issue').click();
    const secret = (await page.getByTestId('ingest-token-secret-value').innerText()).trim();
    expect(secret).toMatch(/^nmsi_/);
    const row = page.getByTestId('ingest-token-row').filter({ hasText: label });
    await row.waitFor();
    expect(await row.innerText()).toContain(`…${secret.slice(-4)}`);
    expect(await row.innerText()).toMatch(/\bactive\b/i);
    await expectAccessible(page, 'ingest tokens');
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ingest-tokens.png'), fullPage: true });

    const push = () =>
      fetch(`${inject('e2eBaseUrl')}/mapi/telemetry/ingest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ sites: [{ siteId: 1, zoneId: 1, status: 'up' }] }),
      });
    expect((await push()).status).toBe(200);

    page.once('dialog', (d) => void d.accept());
    await row.getByTestId('ingest-token-revoke').click();
    await expect.poll(() => row.innerText()).toMatch(/\brevoked\b/i);
    expect((await push()).status).toBe(401);
  });
});
