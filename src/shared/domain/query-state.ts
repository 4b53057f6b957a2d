/**
 * Query parameters of list screens (spec sections 2, 4 and 9). Pure functions only: the browser
 * hook (src/web/lib/use-query-state.ts) adds the address bar and sessionStorage around them.
 *
 * - Dot notation to depth 2, read as `qs.parse(search, {allowDots: true, depth: 2})` reads it:
 *   `filter.state=open` is `{filter: {state: 'open'}}`, `a.b.c=1` is `{a: {b: {c: '1'}}}`; segments
 *   beyond the second level stay together as one literal key in qs's bracket form (`a.b.c.d.e=1`
 *   is `{a: {b: {c: {'[d][e]': '1'}}}}`). Bracket keys (`a[b]=1`) nest like dots. A repeated key
 *   (or `a[]=`) gives a list, however long. qs itself is not used: it mixes a plain value and a
 *   group of one name into an array (`a.b=1&a=2`), splits an unbalanced bracket (`a[b=1`), turns
 *   more than 20 repeated values into an object with index keys, and adds about 18 KB gzipped to
 *   the browser (6.17, with its dependencies); this file is under 1 KB.
 * - The 1,792-character rule: when the encoded query would be longer, the parameters that do not
 *   fit move to stored state and the address carries `qs=<id>` instead; everything else stays in
 *   the address, valid and shareable.
 * - Changing a filter resets `page`.
 */

export type TQueryLeaf = string | string[];
/** A dotted group: its keys hold values or, up to QUERY_DEPTH levels below the top, groups. */
export interface TQueryGroup {
  [key: string]: TQueryLeaf | TQueryGroup;
}
export type TQueryState = Record<string, TQueryLeaf | TQueryGroup>;

/** A change to the query: null, undefined, '' or [] removes the key. */
export type TQueryPatchLeaf = TQueryLeaf | number | boolean | null | undefined;
/** A change to a group: only the keys it names change. */
export interface TQueryPatchGroup {
  [key: string]: TQueryPatchLeaf | TQueryPatchGroup;
}
export type TQueryPatch = Record<string, TQueryPatchLeaf | TQueryPatchGroup>;

/** One `key=value` pair of the address, with dotted keys (`filter.state`). */
export type TQueryEntry = readonly [key: string, value: string];

/** Parameters moved out of the address: each with its position among all entries. */
export interface TStoredQuery {
  id: string;
  entries: (readonly [index: number, key: string, value: string])[];
}

/** Longest encoded query string (without '?') kept in the address (spec section 9). */
export const URL_QUERY_LIMIT = 1792;
/** Nesting depth of dot notation (spec section 9): levels of groups below a top-level key. */
export const QUERY_DEPTH = 2;
/** Parameters that always come first, so they are the last to leave the address. */
export const PRIORITY_KEYS = ['page', 'limit', 'view', 'type'] as const;
/** The address parameter naming the stored part of the query. */
export const STORED_QUERY_PARAM = 'qs';

/** Names qs refuses as keys (Object.prototype's own, e.g. `__proto__`, `constructor`), and `prototype`. */
function isUnsafeKey(name: string): boolean {
  return name === 'prototype' || Object.prototype.hasOwnProperty.call(Object.prototype, name);
}

function isGroup(v: TQueryLeaf | TQueryGroup | undefined): v is TQueryGroup {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isPatchGroup(v: TQueryPatchLeaf | TQueryPatchGroup): v is TQueryPatchGroup {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const BRACKET = /\[[^[\]]*\]/;
const BRACKETS = /\[[^[\]]*\]/g;

/**
 * The path of a query key, as qs splits it with `allowDots` and `depth: 2`: `.x` counts as `[x]`;
 * the part before the first bracket is the top key, then at most QUERY_DEPTH bracket segments; the
 * rest (if any) is one more, literal key (`[d][e]`). Undefined when qs would drop the key (an empty
 * path or a segment named like an Object.prototype property).
 */
export function splitQueryKey(rawKey: string): string[] | undefined {
  const key = rawKey.replace(/\.([^.[]+)/g, '[$1]');
  const first = BRACKET.exec(key);
  const parent = first ? key.slice(0, first.index) : key;
  const path: string[] = [];
  if (parent) {
    if (isUnsafeKey(parent)) return undefined;
    path.push(parent);
  }
  BRACKETS.lastIndex = 0;
  let segment: RegExpExecArray | null = null;
  let depth = 0;
  while (depth < QUERY_DEPTH && (segment = BRACKETS.exec(key)) !== null) {
    depth += 1;
    const name = segment[0].slice(1, -1);
    if (isUnsafeKey(name)) return undefined;
    path.push(name);
  }
  if (depth === QUERY_DEPTH && (segment = BRACKETS.exec(key)) !== null) path.push(key.slice(segment.index));
  return path.length ? path : undefined;
}

function addLeaf(target: TQueryGroup, key: string, value: string): void {
  const prev = target[key];
  if (prev === undefined || isGroup(prev)) target[key] = value;
  else target[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
}

/**
 * Builds the nested state from `key=value` entries (dot notation to depth 2, as qs). `a[]` adds to
 * the list `a` like a repeated key; a numeric segment is a key (no arrays of groups). Where a plain
 * value and a group meet under one name, the later one wins (qs would mix them in one array).
 */
export function entriesToState(entries: Iterable<TQueryEntry>): TQueryState {
  const state: TQueryState = {};
  for (const [rawKey, value] of entries) {
    const path = splitQueryKey(rawKey);
    if (!path) continue;
    // `a[]` is the list `a`; a trailing empty segment deeper down likewise names its parent.
    while (path.length > 1 && path[path.length - 1] === '') path.pop();
    let target: TQueryGroup = state;
    for (const name of path.slice(0, -1)) {
      const next = target[name];
      if (isGroup(next)) target = next;
      else {
        const group: TQueryGroup = {};
        target[name] = group;
        target = group;
      }
    }
    addLeaf(target, path[path.length - 1]!, value);
  }
  return state;
}

/** Reads the `key=value` pairs of a query string (with or without '?'), in address order. */
export function searchToEntries(search: string): TQueryEntry[] {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return [...params].filter(([k]) => k !== '');
}

/** Parses a query string with dot notation to depth 2 (as `qs.parse(s, {allowDots: true, depth: 2})`). */
export function parseQuery(search: string): TQueryState {
  return entriesToState(searchToEntries(search));
}

function keyRank(key: string): number {
  const i = (PRIORITY_KEYS as readonly string[]).indexOf(key);
  return i < 0 ? PRIORITY_KEYS.length : i;
}

/**
 * The state as `key=value` entries in a stable order: page, limit, view, type first, then the
 * other keys alphabetically (keys of groups too, dotted: `filter.a.b`); list values keep their
 * order; empty values are left out.
 */
export function stateToEntries(state: TQueryState): TQueryEntry[] {
  const keys = Object.keys(state).sort((a, b) => keyRank(a) - keyRank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const out: TQueryEntry[] = [];
  const push = (key: string, value: TQueryLeaf | TQueryGroup) => {
    if (isGroup(value)) {
      for (const sub of Object.keys(value).sort()) push(`${key}.${sub}`, value[sub]!);
      return;
    }
    for (const v of Array.isArray(value) ? value : [value]) if (v !== '') out.push([key, v]);
  };
  for (const key of keys) push(key, state[key]!);
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

function cloneGroup(group: TQueryGroup): TQueryGroup {
  const out: TQueryGroup = {};
  for (const [k, v] of Object.entries(group)) out[k] = isGroup(v) ? cloneGroup(v) : v;
  return out;
}

/** Applies a patch to a group in place; empty groups disappear. */
function patchGroup(target: TQueryGroup, patch: TQueryPatchGroup): void {
  for (const [key, raw] of Object.entries(patch)) {
    if (!key || isUnsafeKey(key)) continue;
    if (isPatchGroup(raw)) {
      const current = target[key];
      const group: TQueryGroup = isGroup(current) ? current : {};
      patchGroup(group, raw);
      if (Object.keys(group).length) target[key] = group;
      else delete target[key];
    } else {
      const leaf = normalizeLeaf(raw);
      if (leaf === undefined) delete target[key];
      else target[key] = leaf;
    }
  }
}

/**
 * Applies a change: null, undefined, '' or [] remove a key; a nested object changes the keys of
 * that group only (at any level). With `resetPage` (the default), any change to something other
 * than `page` removes `page`, so a new filter starts on the first page (spec section 4).
 */
export function applyQueryPatch(
  state: TQueryState,
  patch: TQueryPatch,
  opts: { resetPage?: boolean } = {},
): TQueryState {
  const next = cloneGroup(state) as TQueryState;
  patchGroup(next, patch);
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

/** Every value at `key` or a dotted path such as `filter.state` ([] when absent or a group). */
export function getQueryValues(state: TQueryState, path: string): string[] {
  const keys = splitQueryKey(path);
  if (!keys) return [];
  let value: TQueryLeaf | TQueryGroup | undefined = state as TQueryGroup;
  for (const key of keys) {
    if (!isGroup(value)) return [];
    value = Object.hasOwn(value, key) ? value[key] : undefined;
  }
  if (value === undefined || isGroup(value)) return [];
  return Array.isArray(value) ? value : [value];
}
