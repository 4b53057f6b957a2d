import type { TMessageDescriptor } from '../../../shared/i18n/define.ts';
import { filterBarMessages as m } from './filter-bar-messages.ts';

type TFormat = (d: TMessageDescriptor, values?: Record<string, string | number>) => string;

/** What a filter button says when its filter is set: the chosen values, or the range's bounds. */
export function filterSummary(
  format: TFormat,
  kind: 'text' | 'enum' | 'dateRange' | 'numberRange' | 'boolean',
  values: readonly string[],
  range?: { from: string; to: string },
): string | undefined {
  if (kind === 'dateRange' || kind === 'numberRange') {
    const from = range?.from.trim() ?? '';
    const to = range?.to.trim() ?? '';
    if (from && to) return format(m.rangeBoth, { from, to });
    if (from) return format(m.rangeFrom, { from });
    if (to) return format(m.rangeTo, { to });
    return undefined;
  }
  if (values.length === 0) return undefined;
  if (values.length === 1) return values[0];
  return format(m.andMore, { first: values[0]!, count: values.length - 1 });
}
