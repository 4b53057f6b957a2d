import { describe, expect, it } from 'vitest';
import { responseTarget } from './response-targets.ts';

const created = new Date('2026-11-20T08:00:00Z');
const hours = (h: number) => new Date(created.getTime() + h * 3_600_000);

describe('response targets', () => {
  it('is met by a vendor note at or before the due time, missed after it', () => {
    expect(responseTarget(created, 1, hours(1), hours(5)).status).toBe('met');
    expect(responseTarget(created, 1, hours(1.01), hours(5)).status).toBe('missed');
    expect(responseTarget(created, 24, hours(23), hours(50)).status).toBe('met');
  });

  it('is pending without an answer while in time, missed once past due', () => {
    expect(responseTarget(created, 4, null, hours(3.9)).status).toBe('pending');
    expect(responseTarget(created, 4, null, hours(4.1)).status).toBe('missed');
    expect(responseTarget(created, 4, null, hours(3)).dueAt).toEqual(hours(4));
  });
});
