import { describe, expect, it } from 'vitest';
import { NEW_CASE_PRIORITY } from '../contracts/cases.ts';
import { casePriority, ticketPriority } from './cases.ts';

/**
 * The priority rule of tickets (and of cases whose customer says how bad it is), written out as
 * the table it is, every impact x urgency: a boundary moved by one (3/4 or 6/7) changes a cell.
 * Rows: impact 1 (Extensive) to 4 (Minor); columns: urgency 1 (Critical) to 4 (Low).
 */
const TABLE: readonly (readonly (1 | 2 | 3 | 4)[])[] = [
  /* impact 1 */ [1, 1, 2, 3],
  /* impact 2 */ [1, 2, 3, 3],
  /* impact 3 */ [2, 3, 3, 4],
  /* impact 4 */ [3, 3, 4, 4],
];
const CELLS = TABLE.flatMap((row, i) => row.map((priority, u) => [i + 1, u + 1, priority] as const));

describe('ticketPriority', () => {
  it('covers all 16 combinations', () => {
    expect(CELLS).toHaveLength(16);
    expect(new Set(CELLS.map(([i, u]) => `${i}/${u}`)).size).toBe(16);
  });

  it.each(CELLS)('impact %i, urgency %i is priority %i', (impact, urgency, priority) => {
    expect(ticketPriority(impact, urgency)).toBe(priority);
  });
});

describe('casePriority', () => {
  it.each(CELLS)('impact %i, urgency %i is priority %i, as a ticket', (impact, urgency, priority) => {
    expect(casePriority({ impact, urgency })).toBe(priority);
  });

  it('is Priority 3 (spec section 9) when the customer does not say', () => {
    expect(casePriority({})).toBe(NEW_CASE_PRIORITY);
    expect(NEW_CASE_PRIORITY).toBe(3);
  });
});
