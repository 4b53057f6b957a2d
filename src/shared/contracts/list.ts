import { z } from 'zod';
import { ZAccountId } from './common.ts';

/**
 * The list engine's request and answer, shared by every list (cases, tickets, and later orders,
 * repairs, contracts ...). Query keys are flat in the API (`state=open&priority=1_,_2`);
 * multi-values are joined by `_,_` as the fetch helper does (spec section 7).
 *
 * Paging (spec section 5): `page` non-negative else 0; `limit` one of 10, 25, 50, 100 else 50;
 * offset = page x limit. These are normalised, never refused. `cursor` (opaque, from the previous
 * answer) asks for the page after/before a known row by keyset, so deep pages cost what page 1 costs.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const EXPORT_MAX_ROWS = 8000;

/** `page` and `limit` as they come in a query: normalised by the server, never refused. */
export const ZPagingParams = {
  page: z.string().max(20).optional(),
  limit: z.string().max(20).optional(),
};

/** A page of a small list paged by offset only (the admin lists), newest first, with its total. */
export function zOffsetPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export interface TOffsetPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** The longest search of a list, in characters (code points, as zod and PostgreSQL count). */
export const SEARCH_MAX_LENGTH = 200;

export const ZListBaseQuery = z.object({
  account_id: ZAccountId,
  ...ZPagingParams,
  sort: z.string().max(64).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  q: z.string().max(SEARCH_MAX_LENGTH).optional(),
  cursor: z.string().max(512).optional(),
  direction: z.enum(['next', 'prev']).optional(),
  /**
   * The user's IANA time zone (the web sends the zone its dates are shown in): a date filter's days
   * run from midnight to midnight there, except on columns of calendar dates. UTC when absent; an
   * unknown zone answers 400 with `TimeZone.unknown` on `querystring.tz`.
   */
  tz: z.string().max(64).optional(),
  /**
   * The columns each row carries, comma-separated ids (a screen asks for those it shows); the
   * row's key columns and the list's extra values always come. Absent: every column. An unknown
   * id answers 400 on `query.columns`.
   */
  columns: z.string().max(2000).optional(),
});

/** One column as the server describes it; the table, the filter bar and the exports read this. */
export const ZListColumn = z.object({
  id: z.string(),
  /** Message id of the column title in the catalogues. */
  labelId: z.string(),
  type: z.enum(['text', 'number', 'date', 'enum', 'boolean']),
  /** The value is a list of such values (a multi-value column). */
  list: z.boolean().optional(),
  sortable: z.boolean(),
  /** Filter kind of this column, if it can be filtered. */
  filter: z.enum(['text', 'enum', 'dateRange', 'numberRange', 'boolean']).optional(),
  /**
   * Base query key of the filter (with a filter, always): column `createdAt` filters with
   * `created_from` / `created_to` (key `created`), column `state` with `state`.
   */
  filterKey: z.string().optional(),
  /** A date range filter over calendar dates: its days are the same everywhere (no time zone). */
  calendarDays: z.boolean().optional(),
  /** Allowed values of an enum column; their labels are message ids `${labelId}.${value}`. */
  values: z.array(z.string()).optional(),
  defaultVisible: z.boolean(),
});
export type TListColumn = z.infer<typeof ZListColumn>;

/** What the engine made of the filters: dropped or corrected values are reported, not hidden. */
export const ZAppliedFilters = z.object({
  filters: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  dropped: z.array(z.string()),
  corrected: z.array(z.string()),
});

export function zListPage<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().nonnegative(),
    page: z.number().int().nonnegative(),
    limit: z.number().int(),
    sort: z.string(),
    dir: z.enum(['asc', 'desc']),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
    applied: ZAppliedFilters,
  });
}

export const ZExportFormat = z.enum(['csv', 'pdf', 'xlsx', 'print', 'zip']);
export type TExportFormat = z.infer<typeof ZExportFormat>;
