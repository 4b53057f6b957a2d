import type { TListColumn } from '../../../shared/contracts/list.ts';
import { readJson, writeJson, type TKeyValueStore } from './key-value-store.ts';

/** Storage key of one list's chosen columns. */
export function columnsStorageKey(listId: string): string {
  return `portal.columns.${listId}`;
}

/** The columns a list shows by default, in the server's order. */
export function defaultColumns(columns: readonly TListColumn[]): string[] {
  return columns.filter((c) => c.defaultVisible).map((c) => c.id);
}

/**
 * Keeps only ids the list still has, in the server's order; an empty result means "defaults", so
 * a renamed or removed column never leaves the table blank.
 */
export function normalizeColumns(ids: readonly unknown[], columns: readonly TListColumn[]): string[] {
  const wanted = new Set(ids.filter((x): x is string => typeof x === 'string'));
  const kept = columns.filter((c) => wanted.has(c.id)).map((c) => c.id);
  return kept.length ? kept : defaultColumns(columns);
}

/** The columns remembered for this list, else the defaults. */
export function loadVisibleColumns(
  store: TKeyValueStore,
  listId: string,
  columns: readonly TListColumn[],
): string[] {
  const saved = readJson(store, columnsStorageKey(listId));
  return normalizeColumns(Array.isArray(saved) ? saved : [], columns);
}

export function saveVisibleColumns(store: TKeyValueStore, listId: string, ids: readonly string[]): void {
  writeJson(store, columnsStorageKey(listId), ids);
}

/**
 * The columns the list shows: the chosen ones and, when the address sorts by a column not among
 * them (a shared link, a saved view, a column hidden since), that column too, in the server's
 * order, so the order of the rows is never invisible. The default sort adds nothing.
 */
export function shownColumns(
  visible: readonly string[],
  sort: string | undefined,
  columns: readonly TListColumn[],
): string[] {
  if (!sort || visible.includes(sort) || !columns.some((c) => c.id === sort && c.sortable)) return [...visible];
  return normalizeColumns([...visible, sort], columns);
}

/** Shows or hides one column; the last visible column cannot be hidden. */
export function toggleColumn(
  visible: readonly string[],
  id: string,
  columns: readonly TListColumn[],
): string[] {
  if (visible.includes(id)) {
    return visible.length > 1 ? visible.filter((v) => v !== id) : [...visible];
  }
  return normalizeColumns([...visible, id], columns);
}

/**
 * The `columns` a list asks the server for: the shown ones and the fields the screen reads
 * besides, in the server's order (one query key for one set).
 */
export function answeredColumns(columns: readonly TListColumn[], shown: readonly string[], also: readonly string[]): string {
  return columns
    .filter((c) => shown.includes(c.id) || also.includes(c.id))
    .map((c) => c.id)
    .join(',');
}
