/**
 * Query parameters of list screens (spec sections 2, 4 and 9). Pure functions only: the browser
 * hook (src/web/app/use-query-state.ts) adds the address bar and sessionStorage around them.
 *
 * - Dot notation to depth 2: `filter.state=open` is `{filter: {state: 'open'}}`; deeper keys stay
 *   flat at depth 2 (`a.b.c=1` is `{a: {'b.c': '1'}}`). A repeated key gives a list.
 * - The 1,792-character rule: when the encoded query would be longer, the parameters that do not
 *   fit move to stored state and the address carries `qs=<id>` instead; everything else stays in
 *   the address, valid and shareable.
 * - Changing a filter resets `page`.
 */

export type TQueryLeaf = string | string[];
export type TQueryGroup = Record<string, TQueryLeaf>;
export type TQueryState = Record<string, TQueryLeaf | TQueryGroup>;

/** A change to the query: null, undefined, '' or [] removes the key. */
export type TQueryPatchLeaf = TQueryLeaf | number | boolean | null | undefined;
export type TQueryPatch = Record<string, TQueryPatchLeaf | Record<string, TQueryPatchLeaf>>;

/** One `key=value` pair of the address, with dotted keys (`filter.state`). */
export type TQueryEntry = readonly [key: string, value: string];

/** Parameters moved out of the address: each with its position among all entries. */
export interface TStoredQuery {
  id: string;
  entries: (readonly [index: number, key: string, value: string])[];
}

/** Longest encoded query string (without '?') kept in the address (spec section 9). */
export const URL_QUERY_LIMIT = 1792;
/** Nesting depth of dot notation (spec section 9). */
export const QUERY_DEPTH = 2;
/** Parameters that always come first, so they are the last to leave the address. */
export const PRIORITY_KEYS = ['page', 'limit', 'view', 'type'] as const;
/** The address parameter naming the stored part of the query. */
export const STORED_QUERY_PARAM = 'qs';

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

function isGroup(v: TQueryLeaf | TQueryGroup | undefined): v is TQueryGroup {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function addLeaf(target: Record<string, TQueryLeaf>, key: string, value: string): void {
  const prev = target[key];
  if (prev === undefined) target[key] = value;
  else target[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
}

/** Builds the nested state from `key=value` entries (dot notation to depth 2). */
export function entriesToState(entries: Iterable<TQueryEntry>): TQueryState {
  const state: TQueryState = {};
  for (const [rawKey, value] of entries) {
    const dot = rawKey.indexOf('.');
    const top = dot < 0 ? rawKey : rawKey.slice(0, dot);
    const sub = dot < 0 ? undefined : rawKey.slice(dot + 1);
    if (!top || UNSAFE_KEYS.has(top) || sub === '' || (sub !== undefined && UNSAFE_KEYS.has(sub))) continue;
    if (sub === undefined) {
      // A plain key after a group of the same name replaces it (the last one wins).
      if (isGroup(state[top])) delete state[top];
      addLeaf(state as Record<string, TQueryLeaf>, top, value);
    } else {
      const current = state[top];
      const group: TQueryGroup = isGroup(current) ? current : {};
      addLeaf(group, sub, value);
      state[top] = group;
    }
  }
  return state;
}

/** Reads the `key=value` pairs of a query string (with or without '?'), in address order. */
export function searchToEntries(search: string): TQueryEntry[] {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return [...params].filter(([k]) => k !== '');
}

/** Parses a query string with dot notation to depth 2. */
export function parseQuery(search: string): TQueryState {
  return entriesToState(searchToEntries(search));
}

function keyRank(key: string): number {
  const i = (PRIORITY_KEYS as readonly string[]).indexOf(key);
  return i < 0 ? PRIORITY_KEYS.length : i;
}

/**
 * The state as `key=value` entries in a stable order: page, limit, view, type first, then the
 * other keys alphabetically (sub-keys too); list values keep their order; empty values are left out.
 */
export function stateToEntries(state: TQueryState): TQueryEntry[] {
  const keys = Object.keys(state).sort((a, b) => keyRank(a) - keyRank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const out: TQueryEntry[] = [];
  const push = (key: string, leaf: TQueryLeaf) => {
    for (const v of Array.isArray(leaf) ? leaf : [leaf]) if (v !== '') out.push([key, v]);
  };
  for (const key of keys) {
    const value = state[key]!;
    if (isGroup(value)) {
      for (const sub of Object.keys(value).sort()) push(`${key}.${sub}`, value[sub]!);
    } else push(key, value);
  }
  return out;
}

function encodeEntry([k, v]: TQueryEntry): string {
  return new URLSearchParams([[k, v]]).toString();
}

/** Encodes the state as a query string without '?' (no length rule applied). */
export function stringifyQuery(state: TQueryState): string {
  return stateToEntries(state).map(encodeEntry).join('&');
}

/** A short, stable id of the stored part (FNV-1a, base 36), so the same state gets the same id. */
export function storedQueryId(entries: TStoredQuery['entries']): string {
  let h = 0x811c9dc5;
  const text = JSON.stringify(entries);
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/**
 * Applies the 1,792-character rule: the query string for the address, and the entries that moved
 * to stored state (if any). Entries are taken in the stable order of `stateToEntries`; each one that
 * still fits stays in the address, the others are stored, and `qs=<id>` is appended.
 */
export function splitQueryForUrl(
  state: TQueryState,
  limit: number = URL_QUERY_LIMIT,
): { search: string; stored: TStoredQuery | undefined } {
  const entries = stateToEntries(state);
  const encoded = entries.map(encodeEntry);
  const full = encoded.join('&');
  if (full.length <= limit) return { search: full, stored: undefined };
  // Room for '&qs=' plus an id of at most 7 base-36 characters (a 32-bit hash).
  const budget = limit - (STORED_QUERY_PARAM.length + 2 + 7);
  const kept: string[] = [];
  const storedEntries: TStoredQuery['entries'] = [];
  let used = 0;
  encoded.forEach((text, index) => {
    const cost = text.length + (kept.length ? 1 : 0);
    if (used + cost <= budget) {
      kept.push(text);
      used += cost;
    } else {
      const [k, v] = entries[index]!;
      storedEntries.push([index, k, v]);
    }
  });
  const id = storedQueryId(storedEntries);
  kept.push(`${STORED_QUERY_PARAM}=${id}`);
  return { search: kept.join('&'), stored: { id, entries: storedEntries } };
}

/**
 * Reads the address back into the whole state: the `qs` id is looked up with `lookup` and its
 * entries go back to their places. An unknown id (another browser, storage cleared) leaves the
 * rest of the address working on its own.
 */
export function restoreQuery(
  search: string,
  lookup: (id: string) => TStoredQuery['entries'] | undefined,
): { state: TQueryState; storedId: string | undefined; restored: boolean } {
  const all = searchToEntries(search);
  const storedId = all.find(([k]) => k === STORED_QUERY_PARAM)?.[1];
  const inUrl = all.filter(([k]) => k !== STORED_QUERY_PARAM);
  const stored = storedId ? lookup(storedId) : undefined;
  if (!stored?.length) return { state: entriesToState(inUrl), storedId, restored: false };
  const merged: TQueryEntry[] = [];
  const byIndex = new Map(stored.map(([i, k, v]) => [i, [k, v] as const]));
  let next = 0;
  const total = inUrl.length + stored.length;
  for (let i = 0; i < total; i++) {
    const fromStore = byIndex.get(i);
    if (fromStore) merged.push(fromStore);
    else if (next < inUrl.length) merged.push(inUrl[next++]!);
  }
  return { state: entriesToState(merged), storedId, restored: true };
}

function normalizeLeaf(v: TQueryPatchLeaf): TQueryLeaf | undefined {
  if (v === null || v === undefined) return undefined;
  if (Array.isArray(v)) {
    const list = v.filter((x) => x !== '');
    return list.length ? list : undefined;
  }
  const s = String(v);
  return s === '' ? undefined : s;
}

/**
 * Applies a change: null, undefined, '' or [] remove a key; a nested object changes the keys of
 * that group only. With `resetPage` (the default), any change to something other than `page`
 * removes `page`, so a new filter starts on the first page (spec section 4).
 */
export function applyQueryPatch(
  state: TQueryState,
  patch: TQueryPatch,
  opts: { resetPage?: boolean } = {},
): TQueryState {
  const next: TQueryState = {};
  for (const [k, v] of Object.entries(state)) next[k] = isGroup(v) ? { ...v } : v;
  for (const [key, raw] of Object.entries(patch)) {
    if (!key || UNSAFE_KEYS.has(key)) continue;
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      const current = next[key];
      const group: TQueryGroup = isGroup(current) ? current : {};
      for (const [sub, subRaw] of Object.entries(raw)) {
        if (!sub || UNSAFE_KEYS.has(sub)) continue;
        const leaf = normalizeLeaf(subRaw);
        if (leaf === undefined) delete group[sub];
        else group[sub] = leaf;
      }
      if (Object.keys(group).length) next[key] = group;
      else delete next[key];
    } else {
      const leaf = normalizeLeaf(raw);
      if (leaf === undefined) delete next[key];
      else next[key] = leaf;
    }
  }
  const resetPage = opts.resetPage ?? true;
  if (resetPage && !('page' in patch)) {
    const withoutPage = (s: TQueryState) => stringifyQuery({ ...s, page: '' });
    if (withoutPage(state) !== withoutPage(next)) delete next.page;
  }
  return next;
}

/** The value at `key` or `group.key` (the first one of a list), or undefined. */
export function getQueryValue(state: TQueryState, path: string): string | undefined {
  const values = getQueryValues(state, path);
  return values[0];
}

/** Every value at `key` or `group.key` ([] when absent). */
export function getQueryValues(state: TQueryState, path: string): string[] {
  const dot = path.indexOf('.');
  const top = dot < 0 ? path : path.slice(0, dot);
  const value = state[top];
  const leaf = dot < 0 ? value : isGroup(value) ? value[path.slice(dot + 1)] : undefined;
  if (leaf === undefined || isGroup(leaf)) return [];
  return Array.isArray(leaf) ? leaf : [leaf];
}
