import { describe, expect, it } from 'vitest';
import { breakdownByCategory, seriesTotal } from './case-summary-series.ts';

describe('case widget series', () => {
  it('groups the breakdown per category in the usual category order', () => {
    const rows = breakdownByCategory([
      { category: 'tsu', state: 'open', count: 3 },
      { category: 'soc', state: 'closed', count: 1 },
      { category: 'tsu', state: 'resolved', count: 2 },
      { category: 'zzz', state: 'open', count: 1 },
    ]);
    expect(rows).toEqual([
      { category: 'soc', counts: { open: 0, resolved: 0, closed: 1 } },
      { category: 'tsu', counts: { open: 3, resolved: 2, closed: 0 } },
      { category: 'zzz', counts: { open: 1, resolved: 0, closed: 0 } },
    ]);
  });

  it('adds up a day series', () => {
    expect(seriesTotal([{ count: 2 }, { count: 0 }, { count: 5 }])).toBe(7);
    expect(seriesTotal([])).toBe(0);
  });
});
