import { useEffect, useRef, type RefObject } from 'react';

/**
 * Gives the focus to `target` when `busy` ends, if it fell to the page meanwhile. A button that
 * starts work is disabled while it works (Mantine's `loading`), and a disabled button loses the
 * focus; or the work's answer replaces the button (a closure request becomes "requested"). A
 * keyboard or screen reader user would then start again from the top of the page.
 */
export function useFocusBack(target: RefObject<HTMLElement | null>, busy: boolean): void {
  const wasBusy = useRef(busy);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasBusy.current && !busy && lost) target.current?.focus();
    wasBusy.current = busy;
  }, [busy, target]);
}
