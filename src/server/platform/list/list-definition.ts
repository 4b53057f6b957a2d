/**
 * A list is configuration, not code: one `TListDefinition` per list (cases, tickets, and later
 * orders, repairs, contracts ...) says which table, which account column, which columns (how to
 * select, sort and filter each) and which default sort. The engine (list-engine.ts) turns it and a
 * validated query into SQL. SQL fragments here are developer-written constants, never user input;
 * they refer to the list's table by the alias `t`.
 */
import type { TListColumn } from '../../../shared/contracts/list.ts';
import {
  assertFilterKind,
  filterKeys,
  type TFilterKind,
  type TFilterSpec,
} from '../../../shared/domain/list-filters.ts';
import { DeveloperError } from '../../../shared/domain/permissions.ts';
import type { TValueKind } from '../row-values.ts';

/** SQL type of a sort value, used to cast a cursor's value back for the keyset comparison. */
export type TSortType = 'text' | 'integer' | 'timestamptz';

export interface TSortDef {
  sql: string;
  type: TSortType;
  desc?: string;
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

export interface TListColumnDef {
  /** Key of the value in the answer's rows and in `sort=`. */
  id: string;
  /** Message id of the column title; enum values are labelled `${labelId}.${value}`. */
  labelId: string;
  type: TListColumn['type'];
  /** SQL selected for the row, e.g. `t.title`. */
  select: string;
  /** How the value is answered in the rows (row-values.ts), e.g. `textOrNull` for an optional text. */
  value: TValueKind;
  /**
   * Present when the column is sortable: a NEVER-NULL SQL expression (coalesce nullable columns to
   * a sentinel) that an index `(account column, expression, id column)` serves. Empty values come
   * last both ways, so a nullable column names two: `sql` with a sentinel above every value for
   * ascending, `desc` with one below every value for descending (each with its own index).
   */
  sort?: TSortDef;
  filter?: {
    kind: TFilterKind | (string & {});
    /** Base query key (default: the column id): `created` -> created_from / created_to. */
    key?: string;
    /** SQL compared by the filter (default: `select`). */
    sql?: string;
    /** A value meaning "no filter", e.g. `all` for the AllCases aggregate. */
    allValue?: string;
    /** Default bounds of a date range, computed per request (YYYY-MM-DD or YYYY-MM). */
    defaultFrom?: () => string;
    defaultTo?: () => string;
  };
  /** Allowed values of an enum column. */
  values?: readonly string[];
  defaultVisible: boolean;
}

/**
 * A row of a list's answer holds exactly its columns and `extraSelect`, each answered as its
 * `value` says (the API tests read every list's rows with its zod row schema).
 */
export interface TListDefinition {
  /** Name for logs and cursors. */
  name: string;
  /** Table name (aliased `t`). */
  table: string;
  /** The account column: every query of this list is filtered by it. */
  accountColumn: string;
  /** A unique, never-null integer column: the stable tie-breaker of every sort and the cursor id. */
  idColumn: string;
  columns: readonly TListColumnDef[];
  defaultSort: { column: string; dir: 'asc' | 'desc' };
  /** Full-text search: a tsvector column holding the lexeme `#<account id>` (see db/schema/cases.ts). */
  search?: { document: string };
  /** Answered in the rows besides the columns (id -> SQL and how it is answered), e.g. a flag. */
  extraSelect?: Readonly<Record<string, { sql: string; value: TValueKind }>>;
  /**
   * Row counts the database keeps per account and per combination of some enum columns (e.g.
   * `case_counts`, kept by triggers): `dimensions` maps a filter key to its column in that table,
   * whose count column is `n` and account column `account_id`. A total whose filters are all among
   * the dimensions (no search, no other filter) is summed from it instead of counting the rows.
   */
  counts?: { table: string; dimensions: Readonly<Record<string, string>> };
  /** Query parameters the list reads besides the base ones and its filters. */
  params?: readonly string[];
}

/** Every query parameter the engine itself reads. */
export const BASE_LIST_PARAMS = ['account_id', 'page', 'limit', 'sort', 'dir', 'q', 'cursor', 'direction'] as const;

/** The filter spec (shared rules) of a column, with its defaults computed now. */
export function filterSpecOf(column: TListColumnDef): TFilterSpec | undefined {
  if (!column.filter) return undefined;
  return {
    key: column.filter.key ?? column.id,
    kind: column.filter.kind,
    ...(column.values ? { values: column.values } : {}),
    ...(column.filter.defaultFrom ? { defaultFrom: column.filter.defaultFrom() } : {}),
    ...(column.filter.defaultTo ? { defaultTo: column.filter.defaultTo() } : {}),
  };
}

/**
 * Checks a definition once, at start-up: filter kinds the engine supports (else
 * DeveloperError('unsupportedFilterType')), a sortable default sort, unique ids and filter keys.
 */
export function defineList(def: TListDefinition): TListDefinition {
  const ids = new Set<string>();
  const keys = new Set<string>();
  for (const c of def.columns) {
    if (ids.has(c.id)) throw new DeveloperError('invalidListDefinition', `${def.name}: duplicate column ${c.id}`);
    ids.add(c.id);
    const spec = filterSpecOf(c);
    if (spec) {
      assertFilterKind(spec);
      if (spec.kind === 'enum' && !c.values?.length) {
        throw new DeveloperError('invalidListDefinition', `${def.name}: enum filter ${c.id} without values`);
      }
      for (const k of filterKeys(spec)) {
        if (keys.has(k)) throw new DeveloperError('invalidListDefinition', `${def.name}: duplicate filter key ${k}`);
        keys.add(k);
      }
    }
  }
  for (const key of Object.keys(def.counts?.dimensions ?? {})) {
    const column = def.columns.find((c) => (c.filter?.key ?? c.id) === key);
    if (column?.filter?.kind !== 'enum') {
      throw new DeveloperError('invalidListDefinition', `${def.name}: count dimension ${key} is not an enum filter`);
    }
  }
  const sortColumn = def.columns.find((c) => c.id === def.defaultSort.column);
  if (!sortColumn?.sort) {
    throw new DeveloperError('invalidListDefinition', `${def.name}: default sort ${def.defaultSort.column} is not sortable`);
  }
  return def;
}

/** The column definitions the browser receives (GET .../columns). */
export function presentColumns(def: TListDefinition): TListColumn[] {
  return def.columns.map((c) => ({
    id: c.id,
    labelId: c.labelId,
    type: c.type,
    sortable: Boolean(c.sort),
    ...(c.filter ? { filter: c.filter.kind as NonNullable<TListColumn['filter']> } : {}),
    ...(c.values ? { values: [...c.values] } : {}),
    defaultVisible: c.defaultVisible,
  }));
}
