import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  applyQueryPatch,
  getQueryValue,
  getQueryValues,
  restoreQuery,
  splitQueryForUrl,
  type TQueryPatch,
  type TQueryState,
  type TStoredQuery,
  URL_QUERY_LIMIT,
} from '../../shared/domain/query-state.ts';

/** Stored query parts kept per path; the oldest go first. */
const KEPT_PER_PATH = 20;

function storageKey(pathname: string): string {
  return `qs:${pathname}`;
}

function readStore(pathname: string): Record<string, TStoredQuery['entries']> {
  try {
    const raw = sessionStorage.getItem(storageKey(pathname));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, TStoredQuery['entries']>) : {};
  } catch {
    return {};
  }
}

function writeStore(pathname: string, stored: TStoredQuery): void {
  const all = readStore(pathname);
  delete all[stored.id];
  all[stored.id] = stored.entries;
  const ids = Object.keys(all);
  for (const old of ids.slice(0, Math.max(0, ids.length - KEPT_PER_PATH))) delete all[old];
  try {
    sessionStorage.setItem(storageKey(pathname), JSON.stringify(all));
  } catch {
    // Storage full or blocked: the address keeps what fits, the rest is lost on reload.
  }
}

/** The whole query of an address: its search, with the part moved to stored state put back. */
function queryAt(pathname: string, search: string): TQueryState {
  return restoreQuery(search, (id) => readStore(pathname)[id]).state;
}

/** The address query for a state: the 1,792-character rule applied, the moved part stored. */
function toSearch(pathname: string, state: TQueryState): string {
  const { search, stored } = splitQueryForUrl(state);
  if (stored) writeStore(pathname, stored);
  return search ? `?${search}` : '';
}

export interface TQueryStateApi {
  /** The whole query: what the address holds plus the part moved to stored state. */
  query: TQueryState;
  /** The value at `key` or `group.key` (the first of a list). */
  get(path: string): string | undefined;
  /** Every value at `key` or `group.key`. */
  getAll(path: string): string[];
  /**
   * Changes the query (null, undefined or '' remove a key). `resetPage` (default true) drops
   * `page` when anything else changes; `replace` replaces the history entry instead of adding one.
   */
  set(patch: TQueryPatch, opts?: { resetPage?: boolean; replace?: boolean }): void;
}

/**
 * The query state of the current screen (spec section 4): dot notation to depth 2, the
 * 1,792-character rule with sessionStorage under a key derived from the path (`qs:<path>`) and
 * `qs=<id>` in the address, so a reload restores everything. An address pasted longer than the
 * limit is rewritten the same way.
 */
export function useQueryState(): TQueryStateApi {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash } = location;
  const query = useMemo(() => queryAt(pathname, search), [pathname, search]);

  useEffect(() => {
    // An address pasted or linked longer than the limit is rewritten; any other stays as typed.
    if (search.length - 1 > URL_QUERY_LIMIT) {
      navigate({ pathname, search: toSearch(pathname, query), hash }, { replace: true });
    }
  }, [pathname, search, hash, query, navigate]);

  const set = useCallback<TQueryStateApi['set']>(
    (patch, opts = {}) => {
      // The router renders a navigation as a transition, a moment after the address changed. A
      // second change in that moment (Clear, then at once a column's sort) must start from the
      // address as it is now, or it would bring back what the first one removed.
      const now = window.location;
      const latest = now.pathname === pathname ? queryAt(pathname, now.search) : query;
      const next = applyQueryPatch(latest, patch, { resetPage: opts.resetPage ?? true });
      navigate({ pathname, search: toSearch(pathname, next), hash }, { replace: opts.replace ?? false });
    },
    [query, pathname, hash, navigate],
  );

  return useMemo(
    () => ({
      query,
      get: (path: string) => getQueryValue(query, path),
      getAll: (path: string) => getQueryValues(query, path),
      set,
    }),
    [query, set],
  );
}
