import type { TListColumn } from '../../../shared/contracts/list.ts';
import { filterKeys as engineFilterKeys, parseDateFilterValue } from '../../../shared/domain/list-filters.ts';

/** The API keys of a column's filter (the list engine's `filterKeys`); none when it has no filter. */
export function filterKeys(column: Pick<TListColumn, 'id' | 'filter' | 'filterKey'>): string[] {
  return column.filter ? engineFilterKeys({ key: column.filterKey ?? column.id, kind: column.filter }) : [];
}

/** The column a filter key belongs to (for notices naming the filter), if any. */
export function columnOfFilterKey<T extends Pick<TListColumn, 'id' | 'filter' | 'filterKey'>>(
  columns: readonly T[],
  key: string,
): T | undefined {
  return columns.find((c) => c.id === key || filterKeys(c).includes(key));
}

/** A date filter input of spec section 5: a full date, YYYY-MM, or empty. */
export function isDateFilterInput(value: string): boolean {
  return parseDateFilterValue(value).kind !== 'invalid';
}

/**
 * A date range kept in order as the user types (spec section 5, "the reverse when only one was
 * given"): the bound just typed wins, and the other one moves to it. A From after the To takes the
 * To with it; a To before the From takes the From. Incomplete or invalid values are left as they
 * are (the engine drops an invalid range and says so).
 */
export function orderDateRange(from: string, to: string, typed: 'from' | 'to'): [string, string] {
  const f = parseDateFilterValue(from);
  const t = parseDateFilterValue(to);
  if (f.kind === 'empty' || f.kind === 'invalid' || t.kind === 'empty' || t.kind === 'invalid') return [from, to];
  if (f.start < t.endExclusive) return [from, to];
  return typed === 'from' ? [from, from] : [to, to];
}

/**
 * A date as typed or pasted, at most 10 characters (YYYY-MM-DD) once the spaces around it are gone:
 * ' 2026-11-05' copied from a spreadsheet is the date, not '2026-11-0'.
 */
export function dateInput(value: string): string {
  return value.trim().slice(0, 10);
}

/** Numeric range inputs accept digits only (spec section 5): anything else is removed as typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** The distinct columns named by the engine's dropped or corrected filter keys, in column order. */
export function noticeColumns<T extends Pick<TListColumn, 'id' | 'filter' | 'filterKey'>>(
  columns: readonly T[],
  keys: readonly string[],
): { columns: T[]; unknownKeys: string[] } {
  const found = new Set<T>();
  const unknownKeys: string[] = [];
  for (const key of keys) {
    const col = columnOfFilterKey(columns, key);
    if (col) found.add(col);
    else if (!unknownKeys.includes(key)) unknownKeys.push(key);
  }
  return { columns: columns.filter((c) => found.has(c)), unknownKeys };
}
