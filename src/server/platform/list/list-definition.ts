/**
 * The server's half of a list: the SQL of each column of a list descriptor
 * (shared/contracts/list-descriptor.ts), and where the rows come from. `defineListSql(descriptor,
 * sql)` checks both together at start-up and gives the engine (list-engine.ts) its definition.
 * It is typed so that a column without SQL, or a sortable column without sort SQL, does not
 * compile. SQL fragments are developer-written constants, never user input; they refer to the
 * list's rows by the alias `t` (and to joined tables by their own aliases).
 *
 *   export const caseListSql = defineListSql(caseList, {
 *     from: 'cases t', account: 't.account_id', id: { sql: 't.case_no', type: 'integer' },
 *     search: 't.search',
 *     columns: { caseNumber: { select: 't.case_no', sort: 'integer' }, title: { select: 't.title', sort: 'text' }, ... },
 *     extra: { closureRequested: '(t.closure_requested_at is not null)' },
 *   });
 */
import {
  filterKeyOf,
  type TColumnDescriptor,
  type TFilterDescriptor,
  type TListDescriptor,
  type TValueKind,
} from '../../../shared/contracts/list-descriptor.ts';
import type { TListColumn } from '../../../shared/contracts/list.ts';
import { assertFilterKind, filterKeys, type TFilterSpec } from '../../../shared/domain/list-filters.ts';
import { DeveloperError } from '../../../shared/domain/permissions.ts';

/**
 * Placeholders a column's SQL may name for who asks (the effective user of the request): the
 * engine binds them as parameters of each statement. `{user}` is the user's id (uuid), e.g. "my
 * cases" `t.user_id = {user}`; `{staff}` is true for vendor staff, e.g. a back-office value only
 * staff read: `case when {staff} then t.source end`.
 */
export const SQL_USER = '{user}';
export const SQL_STAFF = '{staff}';

/** SQL type of a sort value or a key part, used to cast a cursor's value back for the keyset comparison. */
export type TSqlType = 'text' | 'integer' | 'bigint' | 'numeric' | 'timestamptz' | 'date';

export interface TSortDef {
  /** A NEVER-NULL expression that an index `(account, expression, id)` serves (ascending). */
  sql: string;
  type: TSqlType;
  /** The expression descending, when it differs (empty values last both ways). */
  desc?: string;
}

/** One part of the row key: a unique, never-null column (or several, together unique). */
export interface TKeyPart {
  sql: string;
  type: TSqlType;
}

/**
 * The sort of an optional text column, empty values last both ways: up, a value is '0' before its
 * text and an empty one '1', after all of them under any collation (the first character decides);
 * down, an empty one is '', before all.
 */
export function optionalTextSort(column: string): TSortDef {
  return { sql: `coalesce('0' || ${column}, '1')`, desc: `coalesce(${column}, '')`, type: 'text' };
}

/** The sort of an optional timestamp column, empty values last both ways (infinity up, -infinity down). */
export function optionalTimeSort(column: string): TSortDef {
  return {
    sql: `coalesce(${column}, 'infinity'::timestamptz)`,
    desc: `coalesce(${column}, '-infinity'::timestamptz)`,
    type: 'timestamptz',
  };
}

/** The sort of an optional non-negative integer column, empty values last both ways. */
export function optionalCountSort(column: string): TSortDef {
  return { sql: `coalesce(${column}, 2147483647)`, desc: `coalesce(${column}, -1)`, type: 'integer' };
}

/**
 * The SQL of one column: what is selected (`select`), how it sorts when the descriptor says it is
 * sortable (an expression with its type, or just the type when the selected expression itself is
 * never null), and what its filter compares (default: `select`).
 */
export type TColumnSql<C extends TColumnDescriptor = TColumnDescriptor> = {
  select: string;
  filter?: string;
} & (C extends { sortable: true } ? { sort: TSortDef | TSqlType } : { sort?: never });

/** The SQL of a list: every column of its descriptor, and where its rows come from. */
export interface TListSql<D extends TListDescriptor> {
  /** The FROM clause, the list's rows aliased `t`: a table, a view, or a join (`orders t join ...`). */
  from: string;
  /**
   * The account column: every statement of this list is filtered by it. `null`: a list of vendor
   * staff over every account (alerts, sends): its routes are for staff with access to all accounts
   * only, take no `account_id`, and its statements are filtered by nothing but its own query.
   */
  account: string | null;
  /** The row key: a unique, never-null column, or several together unique (compound). */
  id: TKeyPart | readonly TKeyPart[];
  /** Full-text search (when the descriptor has `search`): a tsvector from `searchDocument` (db/search-document.ts). */
  search?: string;
  columns: { readonly [K in keyof D['columns']]: TColumnSql<D['columns'][K]> };
  /** The SQL of each of the descriptor's extra values. */
  extra?: { readonly [K in keyof NonNullable<D['extra']>]: string };
  /**
   * Row counts the database keeps per account and per combination of some enum columns: a
   * migration calls `SELECT portal_keep_counts('<table>', '<counts table>', ARRAY['<column>', ...])`
   * (db/migrations/0007_list_counts.sql), which creates the table and the triggers that keep it.
   * `dimensions` maps a filter key to its column in that table, whose count column is `n` and
   * account column `account_id`. A total whose filters are all among the dimensions (no search, no
   * other filter) is summed from it instead of counting the rows.
   */
  counts?: { table: string; dimensions: Readonly<Record<string, string>> };
}

/** A column as the engine uses it: its descriptor and its SQL together. */
export interface TListColumnDef {
  id: string;
  labelId: string;
  type: TListColumn['type'];
  value: TValueKind;
  select: string;
  sort?: TSortDef;
  filter?: TFilterDescriptor & { sql?: string };
  values?: readonly string[];
  defaultVisible: boolean;
}

/** A list as the engine uses it (made by `defineListSql`). */
export interface TListDefinition {
  name: string;
  descriptor: TListDescriptor;
  from: string;
  /** null: a list over every account, for staff with access to all accounts (see TListSql.account). */
  accountColumn: string | null;
  id: readonly TKeyPart[];
  columns: readonly TListColumnDef[];
  defaultSort: { column: string; dir: 'asc' | 'desc' };
  search?: { document: string };
  /** Answered in the rows besides the columns (id -> SQL and how it is answered). */
  extraSelect: Readonly<Record<string, { sql: string; value: TValueKind }>>;
  counts?: TListSql<TListDescriptor>['counts'];
}

/** Every query parameter the engine itself reads. */
export const BASE_LIST_PARAMS = ['account_id', 'page', 'limit', 'sort', 'dir', 'q', 'cursor', 'direction', 'tz', 'columns'] as const;

/** The filter spec (shared rules) of a column, with its defaults computed now. */
export function filterSpecOf(column: TListColumnDef): TFilterSpec | undefined {
  const f = column.filter;
  if (!f) return undefined;
  return {
    key: filterKeyOf(column.id, f),
    kind: f.kind,
    ...(column.values ? { values: column.values } : {}),
    ...(f.kind === 'dateRange' && f.defaultFrom ? { defaultFrom: f.defaultFrom() } : {}),
    ...(f.kind === 'dateRange' && f.defaultTo ? { defaultTo: f.defaultTo() } : {}),
  };
}

/** A column's SQL whatever its descriptor says (what `defineListSql` checks). */
interface TAnyColumnSql {
  select: string;
  filter?: string;
  sort?: TSortDef | TSqlType;
}

function sortDef(select: string, sort: TSortDef | TSqlType | undefined): TSortDef | undefined {
  if (sort === undefined) return undefined;
  return typeof sort === 'string' ? { sql: select, type: sort } : sort;
}

const DISPLAY_TYPES: Record<TValueKind, TListColumn['type']> = {
  text: 'text',
  textOrNull: 'text',
  number: 'number',
  numberOrNull: 'number',
  time: 'date',
  timeOrNull: 'date',
  boolean: 'boolean',
  textList: 'text',
};

/**
 * A list's descriptor and SQL as the engine's definition, checked once at start-up: filter kinds
 * the engine supports (else DeveloperError('unsupportedFilterType')), enum filters with values,
 * sort SQL exactly for the sortable columns, a sortable default sort, unique filter keys, counts
 * over enum filters only, search SQL exactly when the descriptor searches.
 */
export function defineListSql<D extends TListDescriptor>(descriptor: D, sql: TListSql<D>): TListDefinition {
  const invalid = (why: string) => new DeveloperError('invalidListDefinition', `${descriptor.name}: ${why}`);
  const columnSql = sql.columns as Readonly<Record<string, TAnyColumnSql>>;
  const columns: TListColumnDef[] = Object.entries(descriptor.columns).map(([id, c]) => {
    const s = columnSql[id];
    if (!s) throw invalid(`column ${id} has no SQL`);
    const sort = sortDef(s.select, s.sort);
    if (Boolean(sort) !== Boolean(c.sortable)) throw invalid(`column ${id}: sort SQL and "sortable" disagree`);
    return {
      id,
      labelId: c.label.id,
      type: c.values?.length ? 'enum' : DISPLAY_TYPES[c.value],
      value: c.value,
      select: s.select,
      ...(sort ? { sort } : {}),
      ...(c.filter ? { filter: { ...c.filter, ...(s.filter ? { sql: s.filter } : {}) } } : {}),
      ...(c.values ? { values: c.values } : {}),
      defaultVisible: Boolean(c.visible),
    };
  });
  for (const id of Object.keys(columnSql)) if (!(id in descriptor.columns)) throw invalid(`SQL of an unknown column ${id}`);
  const keys = new Set<string>();
  for (const c of columns) {
    const spec = filterSpecOf(c);
    if (!spec) continue;
    assertFilterKind(spec);
    if (spec.kind === 'enum' && !c.values?.length) throw invalid(`enum filter ${c.id} without values`);
    for (const k of filterKeys(spec)) {
      if (keys.has(k)) throw invalid(`duplicate filter key ${k}`);
      keys.add(k);
    }
  }
  for (const key of Object.keys(sql.counts?.dimensions ?? {})) {
    const column = columns.find((c) => c.filter && filterKeyOf(c.id, c.filter) === key);
    if (column?.filter?.kind !== 'enum' || column.value === 'textList') throw invalid(`count dimension ${key} is not an enum filter`);
  }
  if (!columns.find((c) => c.id === descriptor.defaultSort.column)?.sort) {
    throw invalid(`default sort ${descriptor.defaultSort.column} is not sortable`);
  }
  if (Boolean(descriptor.search) !== Boolean(sql.search)) throw invalid('search SQL and "search" disagree');
  if (sql.account === null && sql.counts) throw invalid('counts are kept per account: a list over every account has none');
  const extraSql = (sql.extra ?? {}) as Readonly<Record<string, string>>;
  const extraSelect: Record<string, { sql: string; value: TValueKind }> = {};
  for (const [id, value] of Object.entries(descriptor.extra ?? {})) {
    const s = extraSql[id];
    if (!s) throw invalid(`extra value ${id} has no SQL`);
    extraSelect[id] = { sql: s, value };
  }
  const id = Array.isArray(sql.id) ? (sql.id as readonly TKeyPart[]) : [sql.id as TKeyPart];
  if (!id.length) throw invalid('no row key');
  return {
    name: descriptor.name,
    descriptor,
    from: sql.from,
    accountColumn: sql.account,
    id,
    columns,
    defaultSort: descriptor.defaultSort,
    ...(sql.search ? { search: { document: sql.search } } : {}),
    extraSelect,
    ...(sql.counts ? { counts: sql.counts } : {}),
  };
}
