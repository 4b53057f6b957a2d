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

const RANGE_SUFFIXES = { dateRange: ['_from', '_to'], numberRange: ['_min', '_max'] } as const;

/**
 * Fills in the filter key of range columns whose server definition does not name it, from the
 * list's query contract: column `createdAt` with a date range and a query that takes
 * `created_from`/`created_to` filters by `created`. The server's `filterKey` always wins.
 */
export function withFilterKeys<T extends Pick<TListColumn, 'id' | 'filter' | 'filterKey'>>(
  columns: readonly T[],
  queryKeys: readonly string[] | undefined,
): T[] {
  if (!queryKeys) return [...columns];
  const keys = new Set(queryKeys);
  return columns.map((c) => {
    if (c.filterKey || (c.filter !== 'dateRange' && c.filter !== 'numberRange')) return c;
    const [lo, hi] = RANGE_SUFFIXES[c.filter];
    const bases = queryKeys
      .filter((k) => k.endsWith(lo) && keys.has(k.slice(0, -lo.length) + hi))
      .map((k) => k.slice(0, -lo.length))
      .filter((base) => c.id === base || c.id.startsWith(base))
      .sort((a, b) => b.length - a.length);
    return bases[0] && bases[0] !== c.id ? { ...c, filterKey: bases[0] } : c;
  });
}
