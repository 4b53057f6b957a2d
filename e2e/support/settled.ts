import type { Page } from 'playwright-core';

/**
 * Waits, at most `timeoutMs`, until the screen has settled, and says whether it did: its fonts
 * loaded, no transition or finite animation running (a loader's endless spin does not count), and
 * the same layout (the page's size, and the size and number of elements of `rootSelector`) for
 * 100 ms and three frames in a row. A tooltip or dialog starts its transition a frame or two after
 * it is mounted, and a screen just resized to a phone lays itself out again in the frames after
 * (CI once judged a dialog mid-fade, and a dashboard mid-way to its phone layout, on a busy machine).
 */
export function waitUntilSettled(page: Page, rootSelector = 'body', timeoutMs = 5000): Promise<boolean> {
  return page.evaluate(
    async ({ selector, timeoutMs }) => {
      await document.fonts.ready;
      const layout = () => {
        const root = document.querySelector(selector) ?? document.body;
        const box = root.getBoundingClientRect();
        const html = document.documentElement;
        return `${html.scrollWidth}x${html.scrollHeight} ${box.width}x${box.height} ${root.getElementsByTagName('*').length}`;
      };
      const moving = () =>
        document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      const until = performance.now() + timeoutMs;
      let last = '';
      let frames = 0;
      let since = performance.now();
      while (performance.now() < until) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = layout();
        if (moving() || now !== last) {
          frames = 0;
          since = performance.now();
        } else if (++frames >= 3 && performance.now() - since >= 100) return true;
        last = now;
      }
      return false;
    },
    { selector: rootSelector, timeoutMs },
  );
}
