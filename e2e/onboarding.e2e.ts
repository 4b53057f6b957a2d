import { describe, expect, it } from 'vitest';
import type { TOnboarding } from '../src/shared/contracts/onboarding.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * The Onboarding panel in the browser: the demo's Contoso Field Services (EMEA-200002) is being
 * onboarded; its menu leads to the steps, checked off as the server says. Ending onboarding is
 * proven by tests/api/onboarding.test.ts on a portal of its own (it cannot be undone here).
 */
const ACCOUNT = 'EMEA-200002';

describe('onboarding in the browser', () => {
  const b = useBrowser();

  it("leads a new account's user from the menu to its steps, each as the server checks it", async () => {
    const { page } = b;
    await signIn(page, demoLogin('contoso'), { at: `/${ACCOUNT}/Dashboard` });
    await page.getByRole('button', { name: 'Communications' }).click();
    await page.getByRole('link', { name: 'Onboarding' }).click();
    await page.waitForURL(new RegExp(`/${ACCOUNT}/Onboarding$`));
    await page.getByTestId('onboarding-steps').waitFor();
    const state = ((await (await page.request.get(`/mapi/accounts/onboarding?account_id=${ACCOUNT}`)).json()) as {
      content: TOnboarding;
    }).content;
    for (const { step, done } of state.steps)
      expect(await page.getByTestId(`onboarding-step-${step}`).getAttribute('data-done'), step).toBe(String(done));
    const done = state.steps.filter((s) => s.done).length;
    expect(await page.getByTestId('onboarding-progress').innerText()).toBe(`${done} of 5 steps done`);
    // The network step leads to where the managed network is shown.
    expect(await page.getByTestId('onboarding-step-network').getByRole('link').getAttribute('href')).toBe(
      `/${ACCOUNT}/ManagedConfiguration`,
    );
    expect(await page.getByTestId('onboarding-complete').count()).toBe(0);
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await findLayoutDefects(page)).toEqual([]);
  });
});
