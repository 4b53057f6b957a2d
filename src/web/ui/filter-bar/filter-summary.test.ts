import { describe, expect, it } from 'vitest';
import type { TMessageDescriptor } from '../../../shared/i18n/define.ts';
import { filterSummary } from './filter-summary.ts';

const format = (d: TMessageDescriptor, v: Record<string, string | number> = {}) =>
  d.defaultMessage.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k]));

describe('filterSummary', () => {
  it('names one value, or the first and how many more', () => {
    expect(filterSummary(format, 'enum', [])).toBeUndefined();
    expect(filterSummary(format, 'enum', ['Open'])).toBe('Open');
    expect(filterSummary(format, 'enum', ['Open', 'Resolved', 'Closed'])).toBe('Open +2');
    expect(filterSummary(format, 'text', ['North'])).toBe('North');
  });

  it('names the bounds of a range', () => {
    expect(filterSummary(format, 'dateRange', [], { from: '2026-01', to: '2026-03-31' })).toBe('2026-01 – 2026-03-31');
    expect(filterSummary(format, 'dateRange', [], { from: '2026-01', to: '' })).toBe('from 2026-01');
    expect(filterSummary(format, 'numberRange', [], { from: '', to: '5' })).toBe('up to 5');
    expect(filterSummary(format, 'numberRange', [], { from: ' ', to: '' })).toBeUndefined();
  });
});
