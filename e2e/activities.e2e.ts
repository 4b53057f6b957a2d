import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TMyActivityRow, TOtherActivityRow } from '../src/shared/contracts/activities.ts';
import type { TStatus } from '../src/shared/contracts/session.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * My activities and Other users' activities in the browser: the user's own recorded actions
 * (their sign-ins at least) filtered by activity, and an Administrator's view of the other users',
 * which a User may not open.
 */
const ACCOUNT = 'NA-100001';

async function api<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { content: T }).content;
}

describe('activities in the browser', () => {
  const b = useBrowser();

  it("lists the user's own activities as the server answers them, filtered by activity", async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/MyActivities` });
    await page.getByTestId('table-row').first().waitFor();
    const all = await api<{ rows: TMyActivityRow[]; total: number }>(page, `/mapi/activities/mine?account_id=${ACCOUNT}&limit=50`);
    expect(all.rows.some((r) => r.event === 'login')).toBe(true);
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toMatch(new RegExp(`of ${all.total}$`));

    await page.getByTestId('filter-event').click();
    await page.getByTestId('filter-event-login').click();
    await page.keyboard.press('Escape');
    const logins = await api<{ total: number }>(page, `/mapi/activities/mine?account_id=${ACCOUNT}&event=login&limit=1`);
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toMatch(new RegExp(`of ${logins.total}$`));
    expect(new Set(await page.locator('td[data-col="event"]').allInnerTexts())).toEqual(new Set(['Signed in']));
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await findLayoutDefects(page)).toEqual([]);
  });

  it("shows an Administrator the other users' activities, never their own, and a User the no-access page", async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    const user = (await api<TStatus>(page, '/mapi/index/status')).user;
    await page.goto(`/${ACCOUNT}/OtherActivities`);
    await page.getByTestId('no-access').waitFor();

    await b.context.clearCookies();
    await signIn(page, demoLogin('nwAdmin'));
    const admin = (await api<TStatus>(page, '/mapi/index/status')).user;
    await page.goto(`/${ACCOUNT}/OtherActivities`);
    await page.getByTestId('table-row').first().waitFor();
    const users = new Set(await page.locator('td[data-col="user"]').allInnerTexts());
    expect(users.has(`${user.firstName} ${user.lastName}`)).toBe(true);
    expect(users.has(`${admin.firstName} ${admin.lastName}`)).toBe(false);
    // The table shows the server's first page, in its order (as many rows as the page size).
    const shown = await page.locator('td[data-col="user"]').allInnerTexts();
    const page1 = await api<{ rows: TOtherActivityRow[] }>(page, `/mapi/activities/others?account_id=${ACCOUNT}&limit=${shown.length}`);
    expect(shown).toEqual(page1.rows.map((r) => r.user ?? 'N/A'));
  });
});
