import { describe, expect, it } from 'vitest';
import { newestFirst } from './case-timeline.ts';

describe('the case timeline order', () => {
  it('puts the later-written of two events of one millisecond first (priority then owner in one change)', () => {
    const at = new Date('2026-11-27T10:00:00.123Z');
    const opened = new Date('2026-11-27T09:00:00Z');
    expect(
      newestFirst([
        { at: opened, rank: 0, seq: 0, entry: 'opened' },
        { at, rank: 1, seq: 0, entry: 'priority' },
        { at, rank: 1, seq: 1, entry: 'owner' },
      ]),
    ).toEqual(['owner', 'priority', 'opened']);
  });

  it('puts a note before the file sent with it and newer entries before older ones', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const later = new Date('2026-11-27T10:00:01Z');
    expect(
      newestFirst([
        { at, rank: 2, seq: 0, entry: 'file' },
        { at, rank: 3, seq: 0, entry: 'note' },
        { at: later, rank: 1, seq: 0, entry: 'state' },
      ]),
    ).toEqual(['state', 'note', 'file']);
  });
});
