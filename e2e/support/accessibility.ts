import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitUntilSettled } from './settled.ts';

/**
 * Fails on any serious or critical accessibility violation axe finds on the page once it has
 * settled (settled.ts): a dialog fading in over its overlay has blended colours for a moment (CI's
 * axe once read a confirmation button at 3.1:1 and a dialog's text at 2.3:1 mid-fade, and a tooltip
 * at 3.9:1 as it began to fade in after a click, on a busy machine).
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  if (!(await waitUntilSettled(page, 'body', 10_000)))
    throw new Error(`${what}: the screen still moved after 10 s`);
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')}`,
    );
  expect(bad).toEqual([]);
}
