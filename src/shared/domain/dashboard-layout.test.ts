import { describe, expect, it } from 'vitest';
import { moveWidget, resolveDashboardLayout, setWidgetHidden } from './dashboard-layout.ts';

const AVAILABLE = ['a', 'b', 'c'] as const;

describe('resolveDashboardLayout', () => {
  it('uses the default order with nothing hidden when nothing was saved', () => {
    expect(resolveDashboardLayout(AVAILABLE, null)).toEqual({ order: ['a', 'b', 'c'], hidden: [] });
  });

  it('applies the saved order and appends widgets it does not name, in default order', () => {
    expect(resolveDashboardLayout(AVAILABLE, { order: ['c', 'a'], hidden: [] })).toEqual({
      order: ['c', 'a', 'b'],
      hidden: [],
    });
  });

  it('drops ids that are not available (another account type, a removed widget) and duplicates', () => {
    expect(
      resolveDashboardLayout(AVAILABLE, { order: ['x', 'b', 'b', 'a'], hidden: ['x', 'c', 'c'] }),
    ).toEqual({
      order: ['b', 'a', 'c'],
      hidden: ['c'],
    });
  });
});

describe('moveWidget and setWidgetHidden', () => {
  it('moves one place up or down and stops at the ends', () => {
    expect(moveWidget(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveWidget(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveWidget(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveWidget(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveWidget(['a', 'b'], 'z' as 'a', 1)).toEqual(['a', 'b']);
  });

  it('moves past hidden widgets, so every press moves the widget on screen', () => {
    expect(moveWidget(['a', 'h', 'b'], 'b', -1, ['h'])).toEqual(['b', 'h', 'a']);
    expect(moveWidget(['a', 'h', 'b'], 'a', 1, ['h'])).toEqual(['b', 'h', 'a']);
    expect(moveWidget(['h', 'a', 'b'], 'a', -1, ['h'])).toEqual(['h', 'a', 'b']);
  });

  it('hides and shows without losing the place in the order', () => {
    const hidden = setWidgetHidden({ order: ['a', 'b'], hidden: [] }, 'a', true);
    expect(hidden).toEqual({ order: ['a', 'b'], hidden: ['a'] });
    expect(setWidgetHidden(hidden, 'a', true)).toEqual(hidden);
    expect(setWidgetHidden(hidden, 'a', false)).toEqual({ order: ['a', 'b'], hidden: [] });
  });
});
