import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveWidget } from '../../../../shared/domain/dashboard-layout.ts';
import { dropWidget } from './drop-widget.ts';

describe('dropWidget (dashboard drag and drop)', () => {
  const order = ['a', 'b', 'c', 'd', 'e'];

  it('puts the dragged widget in the place of the one it is dropped on', () => {
    expect(dropWidget(order, [], 'a', 'c')).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(dropWidget(order, [], 'e', 'b')).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(dropWidget(order, [], 'a', 'e')).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('keeps hidden widgets in their places', () => {
    expect(dropWidget(order, ['b', 'd'], 'a', 'e')).toEqual(['c', 'b', 'e', 'd', 'a']);
    expect(dropWidget(order, ['c'], 'e', 'a')).toEqual(['e', 'a', 'c', 'b', 'd']);
  });

  it('changes nothing when dropped on itself, on a hidden widget or on an unknown one', () => {
    expect(dropWidget(order, [], 'c', 'c')).toEqual(order);
    expect(dropWidget(order, ['d'], 'a', 'd')).toEqual(order);
    expect(dropWidget(order, ['a'], 'a', 'd')).toEqual(order);
    expect(dropWidget(order, [], 'a', 'zz')).toEqual(order);
  });

  const layouts = fc
    .uniqueArray(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f', 'g'), { minLength: 2 })
    .chain((ids) =>
      fc.record({
        order: fc.constant(ids),
        hidden: fc.subarray(ids),
        id: fc.constantFrom(...ids),
        target: fc.constantFrom(...ids),
      }),
    );

  it('is a permutation that moves only shown widgets, the dragged one to the target place', () => {
    fc.assert(
      fc.property(layouts, ({ order, hidden, id, target }) => {
        const next = dropWidget(order, hidden, id, target);
        expect([...next].sort()).toEqual([...order].sort());
        order.forEach((w, i) => {
          if (hidden.includes(w)) expect(next[i]).toBe(w);
        });
        if (!hidden.includes(id) && !hidden.includes(target)) {
          const shown = (o: string[]) => o.filter((w) => !hidden.includes(w));
          expect(shown(next).indexOf(id)).toBe(shown(order).indexOf(target));
        }
      }),
    );
  });

  it('does what a move button does when dropped on the next shown widget', () => {
    fc.assert(
      fc.property(layouts, ({ order, hidden, id }) => {
        const shown = order.filter((w) => !hidden.includes(w));
        const i = shown.indexOf(id);
        if (i < 0) return;
        if (i > 0)
          expect(dropWidget(order, hidden, id, shown[i - 1]!)).toEqual(moveWidget(order, id, -1, hidden));
        if (i < shown.length - 1)
          expect(dropWidget(order, hidden, id, shown[i + 1]!)).toEqual(moveWidget(order, id, 1, hidden));
      }),
    );
  });
});
