/**
 * A list described once: its columns (how each value is answered, its title, enum values, whether
 * it sorts, whether it shows by default, how it filters and under which query key). The list's
 * query schema, row schema and column definitions are derived from the descriptor, never written
 * beside it; the server adds only the SQL of each column (server/platform/list/list-sql.ts), and
 * the browser reads the same descriptor to draw the table and the filter bar.
 *
 *   export const caseList = defineListDescriptor({ name: 'cases', path: '/cases', columns: {...}, ... });
 *   export const ZCaseListQuery = listQuerySchema(caseList);
 *   export const ZCaseRow = listRowSchema(caseList);
 */
import { z } from 'zod';
import type { TMessageDescriptor } from '../i18n/define.ts';
import { ZListBaseQuery, zListPage, type TListColumn } from './list.ts';

/**
 * How a value is answered in a row (and written to JSON by the engine): text; text or null (an
 * empty text is null); a number; a number or null; an ISO timestamp; an ISO timestamp or null; a
 * boolean; a list of texts (a multi-value column, e.g. the sub-networks of a site).
 */
export const VALUE_KINDS = ['text', 'textOrNull', 'number', 'numberOrNull', 'time', 'timeOrNull', 'boolean', 'textList'] as const;
export type TValueKind = (typeof VALUE_KINDS)[number];

/**
 * How a column filters. `key` is the base query key (default: the column id): a date range
 * `created` is sent as `created_from` / `created_to`, a number range `resolution` as
 * `resolution_min` / `resolution_max`, an enum or a text or a boolean under the key itself.
 * An enum filter takes the column's `values`, several at once (joined by `_,_`); on a
 * `textList` column it matches rows holding any of them. `allValue` means "no filter" (the
 * AllCases aggregate). A boolean filter reads the spec's y/yes/true/1 and n/no/false/0.
 */
export type TFilterDescriptor =
  | { kind: 'numberRange' | 'boolean'; key?: string }
  /**
   * `exact`: the whole value, any case, equals a column stored in upper case (a code such as a
   * contract number or a model), so an index `(account, column, key)` serves it; else "contains".
   */
  | { kind: 'text'; key?: string; exact?: boolean }
  | { kind: 'enum'; key?: string; allValue?: string }
  | {
      kind: 'dateRange';
      key?: string;
      /**
       * The column holds calendar dates (a contract's expiration, a release day), the same day
       * everywhere: its filter reads days in UTC, as the screens show them. Without it the column
       * holds instants and its filter reads the days of the user's zone (the list query's `tz`).
       */
      calendarDays?: true;
      /** Default bounds, computed per request (YYYY-MM-DD or YYYY-MM). */
      defaultFrom?: () => string;
      defaultTo?: () => string;
    };

export interface TColumnDescriptor {
  /** The column title; enum values are labelled by messages `${label.id}.${value}`. */
  label: TMessageDescriptor;
  value: TValueKind;
  /** The allowed values of an enum column (a list column: of each item). */
  values?: readonly string[];
  sortable?: boolean;
  /** Shown by default (the user can show or hide any column). */
  visible?: boolean;
  filter?: TFilterDescriptor;
}

export interface TListDescriptor<
  C extends Readonly<Record<string, TColumnDescriptor>> = Readonly<Record<string, TColumnDescriptor>>,
  X extends Readonly<Record<string, TValueKind>> = Readonly<Record<string, TValueKind>>,
> {
  /** Names the list in logs, cursors and the browser's memory (saved views, shown columns). */
  name: string;
  /**
   * Its API path below /mapi (e.g. '/cases'): the list; `<path>/columns` and `<path>/export` beside
   * it (server/platform/list/list-routes.ts registers the three; the browser reads them here).
   */
  path: string;
  /** The columns, in their default order. */
  columns: C;
  /** Values every row answers besides its columns (e.g. a flag a badge reads), never shown as columns. */
  extra?: X;
  /** The column rows are sorted by when the query names none (a sortable one). */
  defaultSort: { column: string; dir: 'asc' | 'desc' };
  /** Whether `q` searches the list (full text). */
  search?: boolean;
}

/** Keeps the literal types of a descriptor (column ids, values) and checks it once, at start-up. */
export function defineListDescriptor<
  const C extends Readonly<Record<string, TColumnDescriptor>>,
  const X extends Readonly<Record<string, TValueKind>> = Record<never, TValueKind>,
>(d: TListDescriptor<C, X> & { defaultSort: { column: keyof C & string } }): TListDescriptor<C, X> {
  const keys = new Set<string>();
  for (const [id, c] of Object.entries(d.columns)) {
    if (d.extra && id in d.extra) throw new Error(`${d.name}: ${id} is both a column and an extra value`);
    if (c.filter?.kind === 'enum' && !c.values?.length) throw new Error(`${d.name}: enum filter ${id} without values`);
    for (const k of filterQueryKeys(id, c.filter)) {
      if (keys.has(k)) throw new Error(`${d.name}: duplicate filter key ${k}`);
      keys.add(k);
    }
  }
  if (!d.columns[d.defaultSort.column]?.sortable) throw new Error(`${d.name}: default sort ${d.defaultSort.column} is not sortable`);
  return d;
}

/** The base query key of a column's filter. */
export function filterKeyOf(id: string, filter: TFilterDescriptor): string {
  return filter.key ?? id;
}

/** The query keys a column's filter reads. */
export function filterQueryKeys(id: string, filter: TFilterDescriptor | undefined): string[] {
  if (!filter) return [];
  const key = filterKeyOf(id, filter);
  if (filter.kind === 'dateRange') return [`${key}_from`, `${key}_to`];
  if (filter.kind === 'numberRange') return [`${key}_min`, `${key}_max`];
  return [key];
}

/** The longest value each filter kind takes in a query (a list of enum values: all of them joined). */
function queryValueSchema(c: TColumnDescriptor, kind: TFilterDescriptor['kind']): z.ZodOptional<z.ZodString> {
  const joined = (c.values ?? []).reduce((n, v) => n + v.length + 3, 0);
  const max = { text: 200, enum: Math.max(200, joined), dateRange: 40, numberRange: 20, boolean: 10 }[kind];
  return z.string().max(max).optional();
}

/**
 * GET /mapi/<list>: the engine's keys (account, paging, sort, search, cursor) and one optional
 * string per filter query key; the engine reads the values (spec section 5) and reports what it
 * dropped or corrected rather than refusing them.
 */
export function listQuerySchema(d: TListDescriptor) {
  const shape: Record<string, z.ZodOptional<z.ZodString>> = {};
  for (const [id, c] of Object.entries(d.columns)) {
    if (!c.filter) continue;
    for (const k of filterQueryKeys(id, c.filter)) shape[k] = queryValueSchema(c, c.filter.kind);
  }
  return ZListBaseQuery.extend(shape);
}

type TTextOf<C> = C extends { values: readonly (infer V extends string)[] } ? V : string;

/** The TypeScript type of a value of a kind (texts of an enum column are its values). */
export type TKindValue<K extends TValueKind, T = string> = {
  text: T;
  textOrNull: T | null;
  number: number;
  numberOrNull: number | null;
  time: string;
  timeOrNull: string | null;
  boolean: boolean;
  textList: T[];
}[K];

/** The row of a list: its columns and its extra values, each as its kind answers it. */
export type TListRow<D extends TListDescriptor> = {
  -readonly [K in keyof D['columns']]: TKindValue<D['columns'][K]['value'], TTextOf<D['columns'][K]>>;
} & { -readonly [K in keyof NonNullable<D['extra']>]: TKindValue<NonNullable<D['extra']>[K] & TValueKind> };

function valueSchema(kind: TValueKind, values: readonly string[] | undefined): z.ZodType {
  const text = values?.length ? z.enum(values as [string, ...string[]]) : z.string();
  switch (kind) {
    case 'text':
      return text;
    case 'textOrNull':
      return text.nullable();
    case 'number':
      return z.number();
    case 'numberOrNull':
      return z.number().nullable();
    case 'time':
      return z.string();
    case 'timeOrNull':
      return z.string().nullable();
    case 'boolean':
      return z.boolean();
    case 'textList':
      return z.array(text);
  }
}

/** The zod shape of a row: one schema per value. */
export type TListRowShape<D extends TListDescriptor> = { [K in keyof TListRow<D>]: z.ZodType<TListRow<D>[K]> };

/** One row of the list as the API answers it (strict: the rows hold exactly these keys). */
export function listRowSchema<D extends TListDescriptor>(d: D): z.ZodObject<TListRowShape<D>, z.core.$strict> {
  const shape: Record<string, z.ZodType> = {};
  for (const [id, c] of Object.entries(d.columns)) shape[id] = valueSchema(c.value, c.values);
  for (const [id, kind] of Object.entries(d.extra ?? {})) shape[id] = valueSchema(kind, undefined);
  return z.strictObject(shape) as unknown as z.ZodObject<TListRowShape<D>, z.core.$strict>;
}

/** A page of the list as the API answers it. */
export function listPageSchema<D extends TListDescriptor>(d: D) {
  return zListPage(listRowSchema(d));
}

/** The display type of a column: enum when it has values, else by its kind. */
function columnType(c: TColumnDescriptor): TListColumn['type'] {
  if (c.values?.length) return 'enum';
  if (c.value === 'time' || c.value === 'timeOrNull') return 'date';
  if (c.value === 'number' || c.value === 'numberOrNull') return 'number';
  if (c.value === 'boolean') return 'boolean';
  return 'text';
}

/**
 * The columns as the table, the filter bar and the exports read them (GET /mapi/<list>/columns
 * answers the same): each filter with its base query key.
 */
export function listColumns(d: TListDescriptor): TListColumn[] {
  return Object.entries(d.columns).map(([id, c]) => ({
    id,
    labelId: c.label.id,
    type: columnType(c),
    ...(c.value === 'textList' ? { list: true } : {}),
    sortable: Boolean(c.sortable),
    ...(c.filter ? { filter: c.filter.kind, filterKey: filterKeyOf(id, c.filter) } : {}),
    ...(c.filter?.kind === 'dateRange' && c.filter.calendarDays ? { calendarDays: true } : {}),
    ...(c.values ? { values: [...c.values] } : {}),
    defaultVisible: Boolean(c.visible),
  }));
}
