import { SEARCH_MAX_LENGTH } from '../../../shared/contracts/list.ts';
import { normalizePaging, splitMultiValue, type TAppliedFilters } from '../../../shared/domain/list-filters.ts';
import {
  getQueryValue,
  getQueryValues,
  type TQueryPatch,
  type TQueryState,
} from '../../../shared/domain/query-state.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { ApiError } from '../../lib/http.ts';

/**
 * A list's state in the address (spec section 4), read with the shell's dot notation: the engine
 * keys are top-level (`page`, `limit`, `sort`, `dir`, `q`, `cursor`, `direction`) and every filter
 * sits in the `filter` group (`filter.state=open&filter.created_from=2026-01`), so a filter can
 * never clash with an engine key.
 */
export const FILTER_GROUP = 'filter';

export interface TListState {
  /** 0-based page (offset = page x limit, spec section 5). */
  page: number;
  limit: number;
  sort: string | undefined;
  dir: 'asc' | 'desc' | undefined;
  q: string;
  cursor: string | undefined;
  direction: 'next' | 'prev' | undefined;
  /** Filter key -> values (a single-value filter has one entry). */
  filters: Record<string, string[]>;
}

/** A search from the address cut to the longest the lists take, as the search box cuts what is typed. */
function searchOf(q: string): string {
  const chars = Array.from(q);
  return chars.length > SEARCH_MAX_LENGTH ? chars.slice(0, SEARCH_MAX_LENGTH).join('') : q;
}

/** Reads a list's state from the address query state. */
export function readListState(state: TQueryState): TListState {
  const { page, limit } = normalizePaging(getQueryValue(state, 'page'), getQueryValue(state, 'limit'));
  const dir = getQueryValue(state, 'dir');
  const direction = getQueryValue(state, 'direction');
  const filters: Record<string, string[]> = {};
  const group = state[FILTER_GROUP];
  if (group && typeof group === 'object' && !Array.isArray(group)) {
    for (const key of Object.keys(group)) {
      const values = getQueryValues(state, `${FILTER_GROUP}.${key}`).flatMap(splitMultiValue);
      if (values.length) filters[key] = values;
    }
  }
  return {
    page,
    limit,
    sort: getQueryValue(state, 'sort') || undefined,
    dir: dir === 'asc' || dir === 'desc' ? dir : undefined,
    q: searchOf(getQueryValue(state, 'q') ?? ''),
    cursor: getQueryValue(state, 'cursor') || undefined,
    direction: direction === 'next' || direction === 'prev' ? direction : undefined,
    filters,
  };
}

/**
 * The API query for a list state (flat keys, spec section 7); `fixed` (the account, the route's
 * category or type) wins over anything in the address. Multi-values stay arrays: the fetch helper
 * joins them with `_,_`.
 */
export function toApiQuery(
  state: TListState,
  fixed: Record<string, string | undefined>,
): Record<string, string | string[] | undefined> {
  const out: Record<string, string | string[] | undefined> = {};
  for (const [k, v] of Object.entries(state.filters)) out[k] = v.length === 1 ? v[0] : v;
  Object.assign(out, {
    page: String(state.page),
    limit: String(state.limit),
    sort: state.sort,
    dir: state.dir,
    q: state.q.trim() || undefined,
    cursor: state.cursor,
    direction: state.cursor ? state.direction : undefined,
  });
  for (const [k, v] of Object.entries(fixed)) if (v !== undefined) out[k] = v;
  return out;
}

/**
 * The state with the values the server corrected (a range whose start was after its end) as the
 * list applied them, so the filter inputs and chips show the range the rows are for; the notice
 * above the list says what was corrected. The address keeps what was typed until the next change,
 * which sends the range as shown.
 */
export function withCorrectedFilters(
  state: TListState,
  applied: Pick<TAppliedFilters, 'filters' | 'corrected'> | undefined,
): TListState {
  if (!applied?.corrected.length) return state;
  const filters = { ...state.filters };
  for (const key of applied.corrected) {
    const value = applied.filters[key];
    if (value !== undefined) filters[key] = Array.isArray(value) ? value : [value];
  }
  return { ...state, filters };
}

/**
 * The filters of the address the list refused as unsupported (400 WrongParams, each key marked
 * Validation.unsupportedFilter): an old or mistyped link. Only the keys of the address's filter
 * group, the ones the user can remove; empty for any other error.
 */
export function unsupportedFilters(error: unknown, state: TListState): string[] {
  if (!(error instanceof ApiError) || error.code !== 'ServerValidation.400WrongParams') return [];
  const keys = (error.content?.fields ?? [])
    .filter((f) => f.message.id === validationMessages.unsupportedFilter.id && f.path.startsWith('query.'))
    .map((f) => f.path.slice('query.'.length));
  return [...new Set(keys)].filter((k) => k in state.filters);
}

/** A patch changing filters: the position (cursor) goes, and the hook resets the page. */
export function filterPatch(changes: Record<string, string | string[] | undefined>): TQueryPatch {
  return { [FILTER_GROUP]: changes, cursor: null, direction: null };
}

/** A patch that moves to another page: by cursor for the neighbours, by offset for a jump. */
export function pagePatch(
  target: number,
  current: { page: number; nextCursor: string | null; prevCursor: string | null },
): TQueryPatch {
  const page = Math.max(0, target);
  if (page === current.page + 1 && current.nextCursor)
    return { page: String(page), cursor: current.nextCursor, direction: 'next' };
  if (page === current.page - 1 && current.prevCursor && page > 0)
    return { page: String(page), cursor: current.prevCursor, direction: 'prev' };
  return { page: page > 0 ? String(page) : null, cursor: null, direction: null };
}

/** A patch that replaces the whole state with `next` (keys of `current` not in `next` go). */
export function replacePatch(current: TQueryState, next: TQueryState): TQueryPatch {
  const patch: TQueryPatch = {};
  const isGroup = (v: unknown): v is Record<string, string | string[]> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  for (const [key, value] of Object.entries(current)) {
    // A group patch merges, so each old sub-key is removed explicitly.
    patch[key] = isGroup(value) ? Object.fromEntries(Object.keys(value).map((k) => [k, null])) : null;
  }
  for (const [key, value] of Object.entries(next)) {
    const old = patch[key];
    patch[key] = isGroup(value) && isGroup(old) ? { ...old, ...value } : value;
  }
  return patch;
}

/** The views of a list (spec section 2: "A view parameter selects a view such as Table"). */
export const LIST_VIEWS = ['Table', 'Cards'] as const;
export type TListViewName = (typeof LIST_VIEWS)[number];
export const DEFAULT_LIST_VIEW: TListViewName = 'Table';
/** On a phone-sized screen a list opens as cards: a table of many columns needs scrolling there. */
export const NARROW_SCREEN_LIST_VIEW: TListViewName = 'Cards';

/** The `view` of the address; anything else (or nothing) is the screen's default view. */
export function readListView(state: TQueryState, defaultView: TListViewName = DEFAULT_LIST_VIEW): TListViewName {
  const v = getQueryValue(state, 'view');
  return LIST_VIEWS.find((name) => name === v) ?? defaultView;
}

/** A patch showing another view (the screen's default view leaves the address); the position stays. */
export function viewPatch(view: TListViewName, defaultView: TListViewName = DEFAULT_LIST_VIEW): TQueryPatch {
  return { view: view === defaultView ? null : view };
}

/** One list type a screen offers (spec section 2: "a type parameter selects the list type"). */
export interface TListType {
  /** The value of `type` in the address, e.g. TechnicalRequest. */
  id: string;
  label: string;
  /** The API filter it means, e.g. { caseType: 'Technical Request' }. */
  query: Record<string, string>;
}

/** The list type the address selects, if it is one the screen offers. */
export function readListType(state: TQueryState, types: readonly TListType[] | undefined): TListType | undefined {
  const v = getQueryValue(state, 'type');
  return types?.find((t) => t.id === v);
}

/** A patch selecting a list type (undefined: all types); the position goes, the hook resets the page. */
export function typePatch(type: string | undefined): TQueryPatch {
  return { type: type ?? null, cursor: null, direction: null };
}
