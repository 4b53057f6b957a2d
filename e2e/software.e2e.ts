import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TKnownIssueRow, TSoftwareRow } from '../src/shared/contracts/software.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * Software downloads, release notes and known issues in the browser (issue 31 point 4): the list
 * with each file's size and SHA-256 (copied by its button), a download whose bytes match it, the
 * release notes PDF, a known issues filter and an issue's workaround, the phone layout.
 */
const ACCOUNT = 'NA-100001';

async function api<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { content: T }).content;
}

describe('software in the browser', () => {
  const b = useBrowser();

  it('lists the software with size and SHA-256, copies a checksum and downloads a file that matches it', async () => {
    const { page, context } = b;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/SoftwareDownloads` });
    await page.getByTestId('table-row').first().waitFor();
    const rows = (await api<{ rows: TSoftwareRow[] }>(page, `/mapi/software?account_id=${ACCOUNT}&limit=100`)).rows;
    expect(await page.locator('td[data-col="fileName"]').allInnerTexts()).toEqual(
      rows.map((r) => expect.stringContaining(r.fileName) as unknown as string),
    );
    const shas = await page.getByTestId('sha256').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
    expect(shas).toEqual(rows.map((r) => r.sha256));
    await page.getByTestId('copy-sha256').first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(rows[0]!.sha256);
    await expectAccessible(page, 'software downloads');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('software-download').first().click()]);
    expect(download.suggestedFilename()).toBe(rows[0]!.fileName);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.length).toBe(rows[0]!.size);
    expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(rows[0]!.sha256);
  });

  it('downloads the release notes of a release as ReleaseNotes.pdf', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwGuest'), { at: `/${ACCOUNT}/ReleaseNotes` });
    await page.getByTestId('table-row').first().waitFor();
    expect(await page.locator('td[data-col="systemRelease"]').first().innerText()).toContain('ASTRO A2025.1');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('release-notes-download').first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('ReleaseNotes.pdf');
    expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('filters the known issues by status and shows an issue with its workaround', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwGuest'), { at: `/${ACCOUNT}/KnownIssues` });
    await page.getByTestId('table-row').first().waitFor();
    await page.getByTestId('filter-status').click();
    await page.getByTestId('filter-status-open').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.status')).toBe('open');
    const open = (await api<{ rows: TKnownIssueRow[] }>(page, `/mapi/known-issues?account_id=${ACCOUNT}&status=open&limit=100`)).rows;
    await expect.poll(() => page.locator('td[data-col="issueId"]').allInnerTexts()).toEqual(open.map((r) => r.issueId));
    expect(new Set(await page.locator('td[data-col="status"]').allInnerTexts())).toEqual(new Set(['Open']));
    await expectAccessible(page, 'known issues');

    const withWorkaround = open.find((r) => r.workaround !== null)!;
    await page.locator('td[data-col="issueId"]', { hasText: withWorkaround.issueId }).click();
    await expect.poll(() => page.getByTestId('known-issue-workaround').innerText()).toBe(withWorkaround.workaround);
    await expectAccessible(page, 'known issue');
  });

  it('lays the software downloads out on a phone, reports a refused download, and hides them from a Guest', async () => {
    const { page, context } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/SoftwareDownloads` });
    await page.getByTestId('software-download').first().waitFor();
    expect(await page.getByTestId('sha256').count()).toBeGreaterThan(0);
    expect(await findLayoutDefects(page)).toEqual([]);

    // A download the server refuses (here: the session is gone) says so, as spec section 8 asks.
    await context.clearCookies();
    await page.getByTestId('software-download').first().click();
    const alert = page.locator('#FileDownloadFile');
    await expect.poll(() => alert.innerText()).toContain('The file could not be downloaded.');
    expect(await alert.innerText()).toContain('You are not signed in.');

    await signIn(page, demoLogin('nwGuest'), { at: `/${ACCOUNT}/SoftwareDownloads` });
    await page.getByTestId('no-access').waitFor();
  });
});
