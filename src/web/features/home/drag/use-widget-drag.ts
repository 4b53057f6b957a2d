import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';

/** How far (px) the pointer moves on a handle before a drag starts: a click or a tap is no drag. */
const THRESHOLD = 4;
/**
 * Within this distance (px) of the window's bottom edge, or of the fixed header at its top, a drag
 * scrolls the page.
 */
const EDGE = 64;
/** Fastest scroll (px per frame) when the pointer reaches the edge. */
const MAX_SCROLL = 18;
/** Set on <body> during a drag: grabbing cursor, no text selection (widget-drag.module.css). */
export const DRAGGING_ATTRIBUTE = 'data-widget-dragging';

interface TSession<T extends string> {
  id: T;
  pointerId: number;
  touch: boolean;
  /** Where the page's own area starts below the shell's fixed header. */
  top: number;
  startX: number;
  startY: number;
  x: number;
  y: number;
  started: boolean;
  target: T | undefined;
  frame: number;
  end(): void;
}

export interface TWidgetDrag<T extends string> {
  /** The widget being dragged (once the pointer moved past the threshold). */
  source: T | undefined;
  /** The shown widget whose place the dragged one takes when dropped now. */
  target: T | undefined;
  /** For the drag handle of a widget. */
  onHandlePointerDown(id: T, event: ReactPointerEvent<HTMLElement>): void;
  /** The element that follows the pointer during a drag (positioned here, not by React). */
  previewRef: RefObject<HTMLDivElement | null>;
}

/**
 * Pointer drag and drop of dashboard widgets by their handles: mouse, pen and touch alike (the
 * handle has `touch-action: none`, so a finger on it drags instead of scrolling). The pointer is
 * captured by the handle, so widgets under it (charts) do not react while it passes; the widget
 * under the pointer among `shown` is the drop target (never the dragged one; in the gaps between
 * widgets the last target stays; outside the grid there is none). Near the window's top or bottom
 * edge the page scrolls. Releasing over a target calls `onDrop`; Escape, a cancelled pointer or
 * releasing elsewhere ends the drag without a change.
 */
export function useWidgetDrag<T extends string>(options: {
  enabled: boolean;
  gridRef: RefObject<HTMLElement | null>;
  shown: readonly T[];
  onDrop(id: T, target: T): void;
}): TWidgetDrag<T> {
  const [state, setState] = useState<{ source?: T; target?: T }>({});
  const session = useRef<TSession<T> | null>(null);
  const previewRef = useRef<HTMLDivElement | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const cancel = useCallback(() => session.current?.end(), []);
  // Leaving the page or ending the customizing ends a drag under way.
  useEffect(() => {
    if (!options.enabled) cancel();
  }, [options.enabled, cancel]);
  useEffect(() => cancel, [cancel]);

  // The preview appears where the pointer is, then follows it (pointermove below).
  useLayoutEffect(() => {
    if (state.source && session.current) placePreview(previewRef.current, session.current);
  }, [state.source]);

  const onHandlePointerDown = useCallback((id: T, event: ReactPointerEvent<HTMLElement>) => {
    if (!event.isPrimary || event.button !== 0 || session.current) return;
    // No text selection, no focus ring on the handle: this is a drag, not a press.
    event.preventDefault();
    const handle = event.currentTarget;
    try {
      handle.setPointerCapture(event.pointerId);
    } catch {
      // Capture is a nicety (charts under the pointer stay quiet); the drag works without it.
    }

    const targetAt = (s: TSession<T>): T | undefined => {
      const grid = latest.current.gridRef.current;
      if (!grid) return undefined;
      const box = grid.getBoundingClientRect();
      if (s.x < box.left || s.x > box.right || s.y < box.top || s.y > box.bottom) return undefined;
      const card = document.elementFromPoint(s.x, s.y)?.closest<HTMLElement>('[data-widget]');
      if (!card || !grid.contains(card)) return s.target; // a gap between widgets
      const over = card.dataset.widget as T;
      // Hidden widgets are not on the grid; `shown` is checked anyway, it is what a drop may change.
      return over !== s.id && latest.current.shown.includes(over) ? over : undefined;
    };
    const retarget = (s: TSession<T>) => {
      const target = targetAt(s);
      if (target === s.target) return;
      s.target = target;
      setState({ source: s.id, target });
    };
    const autoScroll = () => {
      const s = session.current;
      if (!s?.started) return;
      const top = s.top + EDGE;
      const bottom = window.innerHeight - EDGE;
      const speed =
        s.y < top
          ? -Math.ceil(Math.min((top - s.y) / EDGE, 1) * MAX_SCROLL)
          : s.y > bottom
            ? Math.ceil(Math.min((s.y - bottom) / EDGE, 1) * MAX_SCROLL)
            : 0;
      if (speed) {
        const before = window.scrollY;
        window.scrollBy(0, speed);
        if (window.scrollY !== before) retarget(s);
      }
      s.frame = requestAnimationFrame(autoScroll);
    };

    const onMove = (e: PointerEvent) => {
      const s = session.current;
      if (!s || e.pointerId !== s.pointerId) return;
      s.x = e.clientX;
      s.y = e.clientY;
      if (!s.started) {
        if (Math.hypot(s.x - s.startX, s.y - s.startY) < THRESHOLD) return;
        s.started = true;
        document.body.setAttribute(DRAGGING_ATTRIBUTE, '');
        s.target = targetAt(s);
        setState({ source: s.id, target: s.target });
        s.frame = requestAnimationFrame(autoScroll);
        return;
      }
      e.preventDefault();
      placePreview(previewRef.current, s);
      retarget(s);
    };
    const onUp = (e: PointerEvent) => {
      const s = session.current;
      if (!s || e.pointerId !== s.pointerId) return;
      s.x = e.clientX;
      s.y = e.clientY;
      const target = s.started ? targetAt(s) : undefined;
      s.end();
      if (target) latest.current.onDrop(s.id, target);
    };
    const onCancel = (e: PointerEvent) => {
      if (e.pointerId === session.current?.pointerId) session.current.end();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Escape ends the drag only: it must not also close a dialog or leave the customizing.
      e.preventDefault();
      e.stopPropagation();
      session.current?.end();
    };
    const s: TSession<T> = {
      id,
      pointerId: event.pointerId,
      touch: event.pointerType === 'touch',
      top: Math.max(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0, 0),
      startX: event.clientX,
      startY: event.clientY,
      x: event.clientX,
      y: event.clientY,
      started: false,
      target: undefined,
      frame: 0,
      end() {
        if (session.current !== s) return;
        session.current = null;
        cancelAnimationFrame(s.frame);
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onCancel);
        window.removeEventListener('keydown', onKey, true);
        if (handle.hasPointerCapture?.(s.pointerId)) handle.releasePointerCapture(s.pointerId);
        document.body.removeAttribute(DRAGGING_ATTRIBUTE);
        setState({});
      },
    };
    session.current = s;
    window.addEventListener('pointermove', onMove, { passive: false });
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey, true);
  }, []);

  return { source: state.source, target: state.target, onHandlePointerDown, previewRef };
}

/**
 * Next to the pointer (above a finger, which would hide it), kept inside the window so that it
 * stays readable at the edges of a phone's screen.
 */
function placePreview(el: HTMLElement | null, at: { x: number; y: number; touch: boolean }) {
  if (!el) return;
  const gap = 14;
  const x = Math.min(Math.max(at.x + gap, 4), window.innerWidth - el.offsetWidth - 4);
  const y = at.touch ? at.y - el.offsetHeight - 2 * gap : at.y + gap;
  el.style.transform = `translate(${Math.round(Math.max(x, 4))}px, ${Math.round(Math.max(y, 4))}px)`;
}
