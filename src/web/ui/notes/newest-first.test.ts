import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first.ts';

describe('newestFirst', () => {
  it('orders by creation time, newest first, without changing the input', () => {
    const notes = [
      { id: 'a', createdAt: '2026-01-01T10:00:00Z' },
      { id: 'c', createdAt: '2026-01-03T10:00:00Z' },
      { id: 'b', createdAt: '2026-01-02T10:00:00Z' },
    ];
    expect(newestFirst(notes).map((n) => n.id)).toEqual(['c', 'b', 'a']);
    expect(notes[0]!.id).toBe('a');
  });
});
