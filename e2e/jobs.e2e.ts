import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { defineJob } from '../src/server/platform/jobs/define-job.ts';
import { startTestPortal, type TTestPortal } from '../tests/support/test-portal.ts';
import { waitFor } from '../tests/support/wait-for.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, useBrowser } from './support/browser.ts';

/**
 * Administration > Jobs: the vendor administrator sees a failed background job with its error,
 * filters by state, tries it again, and sees the empty, loading and error states. A portal of its
 * own (the built web app included), whose jobs the test declares and sends as a module would.
 */
const ASTRO = 'NA-100001';
let portal: TTestPortal;
const failing = defineJob({
  name: 'e2e-failing-probe',
  retry: { limit: 0 },
  handler: async () => {
    throw new Error('The e2e probe failed on purpose');
  },
});
const fine = defineJob({ name: 'e2e-fine-probe', handler: async () => undefined });
let failedId: string;

async function stateOf(id: string): Promise<string | undefined> {
  const { rows } = await portal.database.executeSql(
    'SELECT state::text AS state FROM pgboss.job WHERE id = $1',
    [id],
  );
  return rows[0]?.state as string | undefined;
}

async function signInThere(page: Page): Promise<void> {
  await page.goto(`${portal.url}/login/local`);
  await page.locator('input[name="login"]').fill(demoLogin('vendorAdmin'));
  await page.locator('input[name="password"]').fill(portal.config.demoPassword);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/[A-Z]+-\d+\/Dashboard/);
}

beforeAll(async () => {
  portal = await startTestPortal('e2e_jobs', { jobPollSeconds: 0.5 });
  await portal.jobs.declare(failing);
  await portal.jobs.declare(fine);
  failedId = await portal.jobs.send(failing, { accountId: ASTRO });
  const fineId = await portal.jobs.send(fine, {});
  await waitFor(
    'the failed job',
    async () => ((await stateOf(failedId)) === 'failed' ? true : undefined),
    20_000,
  );
  await waitFor(
    'the completed job',
    async () => ((await stateOf(fineId)) === 'completed' ? true : undefined),
    20_000,
  );
});

afterAll(async () => {
  await portal?.stop();
});

describe('Administration > Jobs', () => {
  const b = useBrowser();

  it('shows a failed job with its error, filters by state, and tries it again', async () => {
    const { page } = b;
    await signInThere(page);
    await page.locator('[data-nav="Administration"]').click();
    await page.locator('[data-nav="AdminJobs"]').click();
    await page.waitForURL(/\/Administration\/Jobs$/);
    await page.locator('#main h1', { hasText: 'Jobs' }).waitFor();

    const failedRow = page.locator(`[data-testid="job-row"][data-job-id="${failedId}"]`);
    await failedRow.waitFor();
    await expect.poll(() => failedRow.getAttribute('data-state')).toBe('failed');
    expect(await failedRow.getByTestId('job-error').textContent()).toBe('The e2e probe failed on purpose');
    expect(await failedRow.textContent()).toContain('Failed');
    expect(await failedRow.textContent()).toContain('1 of 1');
    expect(await failedRow.textContent()).toContain(ASTRO);
    expect(await page.locator('[data-testid="job-row"][data-state="completed"]').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'jobs');

    // Only the failed jobs: the state is in the address.
    await page.getByTestId('jobs-state').click();
    await page.getByRole('option', { name: 'Failed', exact: true }).click();
    await page.waitForURL(/[?&]state=failed/);
    await expect
      .poll(() =>
        page
          .locator('[data-testid="job-row"]')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state'))),
      )
      .toEqual(['failed']);

    // Tried again: the job runs once more and fails again, now with two attempts of two.
    await failedRow.getByTestId('job-retry').click();
    await page.getByText('The job e2e-failing-probe will be tried again.').waitFor();
    await waitFor('the second attempt', async () => {
      const { rows } = await portal.database.executeSql(
        "SELECT 1 FROM pgboss.job WHERE id = $1 AND state = 'failed' AND retry_count = 1",
        [failedId],
      );
      return rows.length ? true : undefined;
    });
    await page.reload();
    await expect.poll(() => page.locator(`[data-job-id="${failedId}"]`).textContent()).toContain('2 of 2');
  });

  it('says when no job is in a state, shows a skeleton while loading and an error with a retry', async () => {
    const { page } = b;
    await signInThere(page);
    await page.goto(`${portal.url}/${ASTRO}/Administration/Jobs?state=cancelled`);
    await expect
      .poll(() => page.getByTestId('jobs-empty').textContent())
      .toBe('No job is in the state “Cancelled”.');

    // A slow answer: the skeleton stands in for the table until it comes; a failed one: the error
    // and its retry.
    let fail = false;
    let release: () => void = () => undefined;
    let held = new Promise<void>((r) => (release = r));
    await page.route('**/mapi/admin/jobs?**', async (route) => {
      await held;
      if (fail) await route.abort();
      else await route.continue();
    });
    await page.goto(`${portal.url}/${ASTRO}/Administration/Jobs`);
    await page.getByTestId('jobs-state').waitFor();
    await page.locator('#main .mantine-Skeleton-root').first().waitFor();
    expect(await page.getByTestId('jobs').count()).toBe(0);
    release();
    await page.locator('[data-testid="job-row"]').first().waitFor();
    held = Promise.resolve();
    fail = true;
    await page.goto(`${portal.url}/${ASTRO}/Administration/Jobs?state=failed`);
    const alert = page.locator('#main [role="alert"]');
    await alert.waitFor({ timeout: 30_000 });
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-testid="job-row"]').first().waitFor();
  });
});
