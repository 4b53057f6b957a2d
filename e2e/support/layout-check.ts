import type { Page } from 'playwright-core';
import { waitUntilSettled } from './settled.ts';

/**
 * What a person would call an unclean screen, found in the page as it is now:
 * - `overflow`: the page scrolls sideways, or an element reaches past the right edge of the window;
 * - `clipped`: a line of text cut off by a box that hides its overflow (including text shortened
 *   with an ellipsis), sideways anywhere, and also vertically where the box does not scroll;
 * - `overlap`: two lines of different texts drawn over each other (a line scrolled under a fixed
 *   or sticky box, the header, is covered by it: not counted).
 * Left out: visually hidden text (screen-reader only: clipped to a pixel), text in a box slid
 * entirely out of the window (a closed drawer), and the part of a line scrolled out of view in a
 * box that scrolls (a long table); text beyond a box that scrolls in that direction is reached by
 * scrolling, so it is not called cut off. Canvas drawings (the charts) hold no DOM text and are
 * judged from the screenshots.
 * The screen is judged once it has settled (settled.ts), or after 5 s as it then is.
 */
export async function findLayoutDefects(page: Page, rootSelector = 'body'): Promise<string[]> {
  await waitUntilSettled(page, rootSelector);
  return page.evaluate((selector) => {
    const defects: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > viewportWidth + 1)
      defects.push(
        `overflow: the page is ${document.documentElement.scrollWidth}px wide in a ${viewportWidth}px window`,
      );

    const hides = (el: Element) => {
      const s = getComputedStyle(el);
      return s.clip !== 'auto' && s.clip !== '' ? true : s.clipPath !== 'none';
    };
    /** Screen-reader-only text: an ancestor clipped to (almost) nothing. */
    const srOnly = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const r = e.getBoundingClientRect();
        if (hides(e) && r.width <= 2 && r.height <= 2) return true;
        if (hides(e) && getComputedStyle(e).clipPath.startsWith('inset(50%')) return true;
      }
      return false;
    };

    const scrolls = (v: string) => v === 'auto' || v === 'scroll';
    /** Inside a box entirely outside the window (a closed drawer slid off the screen). */
    const offCanvas = (el: Element): boolean => {
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        const r = e.getBoundingClientRect();
        if (r.width > 0 && (r.right <= 0 || r.left >= viewportWidth)) return true;
      }
      return false;
    };

    type TBox = { left: number; top: number; right: number; bottom: number };
    type TLine = { rect: TBox; node: Text };
    const lines: TLine[] = [];
    const root = document.querySelector(selector) ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.data.trim()) continue;
      const el = node.parentElement;
      if (!el || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (el.closest('script, style, noscript, [aria-hidden="true"] svg')) continue;
      if (srOnly(el)) continue;
      if (offCanvas(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        // What of the line shows through the boxes that scroll around it (none: scrolled out of view).
        let shown: TBox | null = rect;
        // Cut off by an ancestor that hides what overflows. Beyond an ancestor that scrolls in an
        // axis, that axis is not checked: scrolling brings the text into view.
        let checkX = true;
        let checkY = true;
        let clippedBy: Element | null = null;
        for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
          const s = getComputedStyle(a);
          const scrollsX = scrolls(s.overflowX);
          const scrollsY = scrolls(s.overflowY);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const box = a.getBoundingClientRect();
          const left = box.left + a.clientLeft;
          const top = box.top + a.clientTop;
          const right = left + a.clientWidth;
          const bottom = top + a.clientHeight;
          const outX = checkX && s.overflowX !== 'visible' && !scrollsX && (rect.left < left - 1 || rect.right > right + 1);
          const outY = checkY && s.overflowY !== 'visible' && !scrollsY && (rect.top < top - 1 || rect.bottom > bottom + 1);
          if (!clippedBy && (outX || outY)) clippedBy = a;
          if ((scrollsX || scrollsY) && shown) {
            shown = {
              left: scrollsX ? Math.max(shown.left, left) : shown.left,
              right: scrollsX ? Math.min(shown.right, right) : shown.right,
              top: scrollsY ? Math.max(shown.top, top) : shown.top,
              bottom: scrollsY ? Math.min(shown.bottom, bottom) : shown.bottom,
            };
            if (shown.right - shown.left < 1 || shown.bottom - shown.top < 1) shown = null;
          }
          if (scrollsX) checkX = false;
          if (scrollsY) checkY = false;
        }
        // Cut off inside its row is seen once the row is scrolled to, so it counts in any case.
        if (clippedBy) defects.push(`clipped: ${label(el)} by ${label(clippedBy)}`);
        if (!shown) continue;
        lines.push({ rect: shown, node });
        // Past the right edge of the window (inside a box that scrolls sideways, that box's own business).
        if (rect.right > viewportWidth + 1 && checkX)
          defects.push(`overflow: ${label(el)} reaches ${Math.round(rect.right)}px`);
      }
      // Shortened with an ellipsis (text-overflow), or cut inside its own box.
      const s = getComputedStyle(el);
      if (s.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1)
        defects.push(`clipped: ${label(el)} (${el.scrollWidth}px of text in ${el.clientWidth}px)`);
      if (s.overflowY === 'hidden' && el.scrollHeight > el.clientHeight + 2)
        defects.push(`clipped: ${label(el)} (${el.scrollHeight}px of text in ${el.clientHeight}px high)`);
    }

    /** The fixed or sticky box a text is pinned in (the header), or null for the page's flow. */
    const pinnedIn = (node: Text): Element | null => {
      for (let e = node.parentElement; e && e !== document.body; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === 'fixed' || position === 'sticky') return e;
      }
      return null;
    };
    // Lines of different texts drawn over each other (more than 2 px in both directions). A line
    // of the page scrolled under a pinned header is covered by it, not drawn over it.
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.node === b.node) continue;
        if (pinnedIn(a.node) !== pinnedIn(b.node)) continue;
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (w > 2 && h > 2)
          defects.push(
            `overlap: "${a.node.data.trim().slice(0, 30)}" and "${b.node.data.trim().slice(0, 30)}"`,
          );
      }
    }
    return [...new Set(defects)];
  }, rootSelector);
}
