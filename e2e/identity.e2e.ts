import { describe, expect, it } from 'vitest';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';

describe('sign-in and accounts, as a person would', () => {
  const b = useBrowser();

  it.each([
    ['vendorAdmin', null],
    ['staff', null],
    ['nwAdmin', 'NA-100001'],
    ['nwUser', 'NA-100001'],
    ['nwGuest', 'NA-100001'],
    ['contoso', 'EMEA-200002'],
  ] as const)('%s signs in and lands on the dashboard of its first allowed account', async (who, expected) => {
    const { page } = b;
    await signIn(page, demoLogin(who));
    const accountId = new URL(page.url()).pathname.split('/')[1];
    if (expected) expect(accountId).toBe(expected);
    await expect.poll(() => page.getByTestId('account-selector').inputValue()).toMatch(/ - [A-Za-z]+$/);
    expect(await page.locator('h1').innerText()).toMatch(/\w/);
  });

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

  it("shows the no-access page, never the data, when user@contoso.example opens a Northwind address", async () => {
    const { page } = b;
    await signIn(page, demoLogin('contoso'));
    await page.goto('/NA-100001/Dashboard');
    await page.getByTestId('no-access').waitFor();
    expect(await page.content()).not.toContain('Northwind County Radio');
  });

  it('shows the locked-account and no-Customer-360 pages', async () => {
    const { page } = b;
    await signIn(page, demoLogin('contoso'));
    await page.goto('/NA-900001/Dashboard');
    await page.getByTestId('locked-account').waitFor();
    await page.goto('/NA-900002/Dashboard');
    await page.getByTestId('no-customer360').waitFor();
  });

  it('switches account from the selector and keeps the choice in local storage', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await page.getByTestId('account-selector').click();
    await page.getByRole('option', { name: 'Northwind Schools Radio - MOTOTRBO' }).click();
    await page.waitForURL(/\/NA-100002\/Dashboard/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('account'))).toBe('NA-100002');
    const status = await (await page.request.get('/mapi/index/status')).json();
    expect(status.content.selectedAccountId).toBe('NA-100002');
    await page.goto('/');
    await page.waitForURL(/\/NA-100002\/Dashboard/);
  });

  it('hides administration from the guest, and the server refuses it too', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwGuest'));
    await page.locator('[data-nav="Dashboard"]').waitFor();
    expect(await page.locator('[data-nav="Administration"]').count()).toBe(0);
    const csrf = (await page.request.get('/mapi/health')).headers()['x-csrf']!;
    const res = await page.request.post('/mapi/accounts/rebuild', { data: { account_id: 'NA-100001' }, headers: { 'csrf-token': csrf } });
    expect(res.status()).toBe(403);
  });

  it('saves settings: language switches the interface at once and e-mail notifications persist', async () => {
    const { page } = b;
    await signIn(page, 'user.lacr-300002@c002.example');
    const accountId = new URL(page.url()).pathname.split('/')[1];
    await page.goto(`/${accountId}/UserSettings`);
    const toggle = page.getByTestId('settings-email');
    const before = await toggle.isChecked();
    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(!before);
    await page.reload();
    await expect.poll(() => page.getByTestId('settings-email').isChecked()).toBe(!before);
  });

  it('lets staff act as a customer user with a visible proxy bar and a way back', async () => {
    const { page } = b;
    await signIn(page, demoLogin('staff'));
    await page.goto('/proxy');
    await page.getByTestId('proxy-account').click();
    await page.getByTestId('proxy-account').fill('Northwind County');
    await page.getByRole('option', { name: /Northwind County Radio/ }).click();
    await page.getByTestId('proxy-user').click();
    await page.getByRole('option', { name: /user@northwind\.example/ }).click();
    await page.getByRole('button', { name: /Start acting/ }).click();
    await page.waitForURL(/\/NA-100001\/Dashboard/);
    const bar = page.getByTestId('proxy-bar');
    await bar.waitFor();
    expect(await bar.innerText()).toContain('user@northwind.example');
    await page.goto('/NA-100001/UserSettings');
    await bar.waitFor();
    await bar.getByRole('button').click();
    await expect.poll(() => page.getByTestId('proxy-bar').count()).toBe(0);
    const status = await (await page.request.get('/mapi/index/status')).json();
    expect(status.content.user.email).toBe(demoLogin('staff'));
  });

  it('signs out: the server session ends and the logout notification shows', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwUser'));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    await page.getByRole('dialog').waitFor();
    expect((await page.request.get('/mapi/index/status')).status()).toBe(401);
  });
});
