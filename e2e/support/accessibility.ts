import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Fails on any serious or critical accessibility violation axe finds on the page once its
 * transitions have ended: a dialog fading in over its overlay has blended colours for a moment
 * (CI's axe once read a confirmation button at 3.1:1 and a dialog's text at 2.3:1 mid-fade, on a
 * busy machine).
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Quiet twice in a row, a few frames apart: a tooltip or dialog's transition starts a frame or two
  // after it is mounted (CI's axe once read a tooltip at 3.9:1 as it began to fade in after a click).
  // Only finite animations count: a loader's spinning never ends.
  const deadline = Date.now() + 10_000;
  let quietChecks = 0;
  while (quietChecks < 2) {
    const quiet = await page.evaluate(async () => {
      await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50))));
      return document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
    });
    quietChecks = quiet ? quietChecks + 1 : 0;
    if (!quiet && Date.now() > deadline) throw new Error(`${what}: animations still running after 10 s`);
  }
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')}`,
    );
  expect(bad).toEqual([]);
}
