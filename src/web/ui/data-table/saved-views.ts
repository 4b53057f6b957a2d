import { z } from 'zod';
import type { TQueryGroup, TQueryState } from '../../../shared/domain/query-state.ts';
import { readJson, writeJson, type TKeyValueStore } from './key-value-store.ts';

/** Longest view name accepted. */
export const VIEW_NAME_MAX_LENGTH = 60;
/** At most this many views per user and list; the oldest goes first. */
export const MAX_VIEWS = 20;

const ZQueryLeaf = z.union([z.string(), z.array(z.string())]);
/** A group of the address query, nested as deep as dot notation allows (query-state.ts). */
const ZQueryGroup: z.ZodType<TQueryGroup> = z.lazy(() => z.record(z.string(), z.union([ZQueryLeaf, ZQueryGroup])));

/** What a saved view restores: the list's filters and sort (address query) and its columns. */
export const ZSavedView = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(VIEW_NAME_MAX_LENGTH),
  query: z.record(z.string(), z.union([ZQueryLeaf, ZQueryGroup])),
  columns: z.array(z.string()),
  savedAt: z.string(),
});
export type TSavedView = z.infer<typeof ZSavedView>;

/** Position-only keys that a view never keeps: it reopens on the first page. */
const NOT_IN_VIEWS = new Set(['page', 'cursor', 'direction']);

/** Storage key of one user's views of one list. */
export function viewsStorageKey(userId: string, listId: string): string {
  return `portal.views.${userId}.${listId}`;
}

/** The views of this user and list, newest first; unreadable entries are skipped. */
export function loadViews(store: TKeyValueStore, userId: string, listId: string): TSavedView[] {
  const raw = readJson(store, viewsStorageKey(userId, listId));
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((v) => {
    const parsed = ZSavedView.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The part of the address query a view keeps (filters, sort, search, page size). */
export function viewQuery(query: TQueryState): TQueryState {
  const out: TQueryState = {};
  for (const [k, v] of Object.entries(query)) {
    if (NOT_IN_VIEWS.has(k)) continue;
    if (typeof v === 'string' ? v === '' : Array.isArray(v) ? v.length === 0 : Object.keys(v).length === 0) continue;
    out[k] = v;
  }
  return out;
}

/**
 * Saves the current state under a name; a view of the same name (ignoring case) is replaced.
 * Returns the new list, newest first.
 */
export function saveView(
  store: TKeyValueStore,
  userId: string,
  listId: string,
  input: { name: string; query: TQueryState; columns: readonly string[] },
  now: Date = new Date(),
  id: string = `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
): TSavedView[] {
  const name = input.name.trim().slice(0, VIEW_NAME_MAX_LENGTH);
  if (!name) return loadViews(store, userId, listId);
  const view: TSavedView = {
    id,
    name,
    query: viewQuery(input.query),
    columns: [...input.columns],
    savedAt: now.toISOString(),
  };
  const others = loadViews(store, userId, listId).filter(
    (v) => v.name.toLocaleLowerCase() !== name.toLocaleLowerCase(),
  );
  const next = [view, ...others].slice(0, MAX_VIEWS);
  writeJson(store, viewsStorageKey(userId, listId), next);
  return next;
}

export function deleteView(store: TKeyValueStore, userId: string, listId: string, id: string): TSavedView[] {
  const next = loadViews(store, userId, listId).filter((v) => v.id !== id);
  writeJson(store, viewsStorageKey(userId, listId), next);
  return next;
}
