/**
 * The list engine: one definition (list-definition.ts) + one validated query -> one SQL statement.
 *
 *   listPageJson(ctx, def, scope, query, opts?): Promise<string>
 *     One page, as the JSON text of the success envelope around it (the list route sends it as it
 *     is). Its rows are written from the statement's values by their columns' `value`
 *     (row-values.ts VALUE_KINDS), with no row object in between. ONE statement computes the total
 *     (count of the filtered rows of the account, or a sum over the list's `counts` table when the
 *     filters allow it) and the page rows. Paging by offset (`page`, `limit`, spec section 5; a
 *     deferred join: the ids of the page from the sort index, then their rows) or by keyset cursor
 *     (`cursor` + `direction` from a previous answer), so page N costs about what page 1 costs
 *     either way. The answer carries `nextCursor` / `prevCursor` and `applied` (filters as
 *     applied, dropped and corrected keys).
 *
 *   findListRow(ctx, def, scope, key): Promise<Record<string, unknown> | undefined>
 *     The row of the account with this key (one text per key part), as a page answers it: a
 *     detail screen starts from the same values its row shows in the list.
 *
 *   streamListRows(ctx, def, scope, query, maxRows, columnIds?): AsyncIterable<Record<string, unknown>>
 *     Every row matching the query's filters, search and sort (paging ignored), as row objects
 *     with the values a page answers (of the columns `columnIds` only, when given), in keyset
 *     batches of STREAM_BATCH rows, stopping after `maxRows` rows. No count query. Exports call it
 *     with EXPORT_MAX_ROWS + 1 to detect the 8,000-row limit, and with the columns they write.
 *
 * Tenancy is not optional: both take a TAccountScope (platform/account-scope.ts), which only
 * exists after `requireAccount` accepted the account, and every statement is filtered by it.
 * Unknown or unsortable `sort` falls back to the default sort; ties are broken by the row key
 * (one column, or several: a compound key), which may be an integer, a text or any TSqlType.
 */
import type { FastifyRequest } from 'fastify';
import { escapeLike } from '../like.ts';
import type { TAppContext } from '../app-context.ts';
import type { TDbRow, TStatement } from '../db.ts';
import type { TAccountScope } from '../account-scope.ts';
import { AppError } from '../app-error.ts';
import {
  normalizeFilters,
  normalizePaging,
  unsupportedFilterKeys,
  type TAppliedFilters,
  type TFilterSpec,
  type TNormalizedFilter,
} from '../../../shared/domain/list-filters.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { isTimeZone, timeZoneMessages, zonedDayStart } from '../../../shared/domain/time-zone.ts';
import type { TValueKind } from '../../../shared/contracts/list-descriptor.ts';
import { VALUE_KINDS } from '../row-values.ts';
import { isCjk, spaceCjk } from './cjk.ts';
import { cursorValueFits, decodeCursor, encodeCursor, fingerprint, type TCursor } from './cursor.ts';
import {
  SQL_STAFF,
  SQL_USER,
  BASE_LIST_PARAMS,
  filterSpecOf,
  type TListColumnDef,
  type TListDefinition,
} from './list-definition.ts';

/** The query as the route validated it: flat string parameters (see shared/contracts/list.ts). */
export type TListQueryInput = Readonly<Record<string, string | undefined>>;

/** A page as the API answers it (shared/contracts/list.ts zListPage), but its rows. */
interface TPageMeta {
  total: number;
  page: number;
  limit: number;
  sort: string;
  dir: 'asc' | 'desc';
  nextCursor: string | null;
  prevCursor: string | null;
  applied: TAppliedFilters;
}

/** Rows per statement when streaming. */
export const STREAM_BATCH = 1000;
/** Search words used at most (each a prefix match). */
const MAX_SEARCH_TERMS = 8;

interface TPlan {
  /** The conditions, tenancy first, as SQL text with placeholders into `params`. */
  where: string;
  params: TParams;
  sortColumn: TListColumnDef & { sort: NonNullable<TListColumnDef['sort']> };
  /** The sort expression of the direction (`sort.desc` when descending and given, else `sort.sql`). */
  sortSql: string;
  dir: 'asc' | 'desc';
  applied: TAppliedFilters;
  fingerprint: string;
  /** whether a full-text search is part of `where` */
  searching: boolean;
  /** The filters as applied (the total may be summed from the list's `counts` for them). */
  filters: TNormalizedFilter[];
}

/**
 * Parameters of one statement: `add` returns the placeholder. The engine builds plain SQL text
 * (every fragment is a developer-written constant of a list definition; every value a parameter),
 * which keeps the per-request cost of a list in the database, not in a query builder.
 */
class TParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Words of a search as a prefix tsquery (`radio:* & north:*`), or undefined when there are none. A
 * word with Chinese, Japanese or Korean characters becomes a phrase of its pieces (`無 <-> 線`, see
 * cjk.ts), its last piece a prefix when it is not one of those characters.
 */
export function searchQuery(q: string | undefined): string | undefined {
  const words = (q ?? '').normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words.map((w) => [...w].slice(0, 64).join('')))].slice(0, MAX_SEARCH_TERMS);
  if (!terms.length) return undefined;
  return terms
    .map((term) => {
      const pieces = spaceCjk(term).split(' ').filter(Boolean);
      return pieces.map((p, i) => (i < pieces.length - 1 || isCjk(p) ? p : `${p}:*`)).join(' <-> ');
    })
    .join(' & ');
}

/**
 * The zone a list query's date filters read days in: its `tz` (the user's zone, which the web
 * sends), UTC when absent; an unknown one is refused (400) rather than read as another zone, which
 * would show other days than the user typed.
 */
export function listTimeZone(tz: string | undefined): string {
  if (tz === undefined || tz === '') return 'UTC';
  if (isTimeZone(tz)) return tz;
  throw new AppError('ServerValidation.400WrongParams', {
    detail: `unknown time zone ${String(tz).slice(0, 64)}`,
    fields: [{ path: 'querystring.tz', message: { id: timeZoneMessages.unknown.id } }],
  });
}

function filterSql(column: TListColumnDef, f: TNormalizedFilter, params: TParams, timeZone: string): string {
  const expr = column.filter?.sql ?? column.select;
  switch (f.kind) {
    case 'text':
      if (column.filter?.kind === 'text' && column.filter.exact) return `${expr} = upper(${params.add(f.value)})`;
      return `${expr} ilike ${params.add(`%${escapeLike(f.value)}%`)}`;
    case 'enum':
      // A list column holds several values: a row matches when it holds any of the chosen ones.
      return column.value === 'textList'
        ? `${expr} && array[${f.values.map((v) => params.add(v)).join(', ')}]::text[]`
        : `${expr} in (${f.values.map((v) => params.add(v)).join(', ')})`;
    case 'boolean':
      return f.value ? `${expr}` : `not ${expr}`;
    case 'dateRange': {
      // The days of the user's zone (of UTC for calendar dates), as instants computed here: from
      // the first instant of `from` to the first instant of the day after `to`, DST days included.
      const zone = column.filter?.kind === 'dateRange' && column.filter.calendarDays ? 'UTC' : timeZone;
      const parts: string[] = [];
      if (f.from) parts.push(`${expr} >= ${params.add(zonedDayStart(f.from, zone))}::timestamptz`);
      if (f.toExclusive) parts.push(`${expr} < ${params.add(zonedDayStart(f.toExclusive, zone))}::timestamptz`);
      return parts.join(' and ');
    }
    case 'numberRange': {
      const parts: string[] = [];
      if (f.min !== undefined) parts.push(`${expr} >= ${params.add(f.min)}`);
      if (f.max !== undefined) parts.push(`${expr} <= ${params.add(f.max)}`);
      return parts.join(' and ');
    }
  }
}

/**
 * The tenancy condition of a statement: the list's account column is the scope's account; none for
 * a list over every account, which only the scope of every account may read.
 */
function tenancy(def: TListDefinition, scope: TAccountScope, params: TParams): string[] {
  if (def.accountColumn === null) {
    if (!scope.everyAccount) throw new Error(`${def.name}: a list over every account needs everyAccountScope`);
    return [];
  }
  return [`${def.accountColumn} = ${params.add(scope.accountId)}`];
}

/** Filters, search, sort and tenancy of a query: everything but paging. */
function plan(def: TListDefinition, scope: TAccountScope, query: TListQueryInput): TPlan {
  const raw: Record<string, string | undefined> = { ...query };
  const specs: { column: TListColumnDef; spec: TFilterSpec }[] = [];
  for (const column of def.columns) {
    const spec = filterSpecOf(column);
    if (!spec) continue;
    if (column.filter?.kind === 'enum' && column.filter.allValue !== undefined && raw[spec.key] === column.filter.allValue) {
      delete raw[spec.key];
    }
    specs.push({ column, spec });
  }
  const { filters, applied } = normalizeFilters(
    specs.map((s) => s.spec),
    raw,
  );
  const timeZone = listTimeZone(query.tz);
  const params = new TParams();
  const conditions: string[] = tenancy(def, scope, params);
  for (const f of filters) {
    const column = specs.find((s) => s.spec.key === f.key)!.column;
    conditions.push(filterSql(column, f, params, timeZone));
  }
  const tsq = def.search ? searchQuery(query.q) : undefined;
  if (def.search && tsq) {
    // The account lexeme makes the GIN index answer "this account AND these words" on its own.
    const accountLexeme = `'#${scope.accountId.replace(/['\\]/g, '')}'`;
    conditions.push(
      def.accountColumn === null
        ? `${def.search.document} @@ to_tsquery('simple', ${params.add(tsq)})`
        : `${def.search.document} @@ (to_tsquery('simple', ${params.add(tsq)}) && ${params.add(accountLexeme)}::tsquery)`,
    );
    applied.filters.q = (query.q ?? '').trim();
  }
  const requested = def.columns.find((c) => c.id === query.sort && c.sort);
  const sortColumn = (requested ?? def.columns.find((c) => c.id === def.defaultSort.column)!) as TPlan['sortColumn'];
  const dir =
    query.dir === 'asc' || query.dir === 'desc'
      ? query.dir
      : sortColumn.id === def.defaultSort.column
        ? def.defaultSort.dir
        : 'asc';
  return {
    where: conditions.length ? conditions.join(' and ') : 'true',
    params,
    sortColumn,
    sortSql: dir === 'desc' ? (sortColumn.sort.desc ?? sortColumn.sort.sql) : sortColumn.sort.sql,
    dir,
    applied,
    fingerprint: fingerprint([def.name, scope.accountId, applied.filters, tsq ?? '', timeZone]),
    searching: Boolean(def.search && tsq),
    filters,
  };
}

/**
 * The total of a page: summed from the list's `counts` table when every applied filter is one of
 * its dimensions (a few hundred rows at most), else a count of the account's filtered rows.
 */
function totalSql(def: TListDefinition, scope: TAccountScope, p: TPlan): string {
  const counts = def.counts;
  const summable =
    counts && !p.searching && p.filters.every((f) => f.kind === 'enum' && counts.dimensions[f.key] !== undefined);
  if (!counts || !summable) return `select count(*)::int as total from ${def.from} where ${p.where}`;
  const conditions = [`k.account_id = ${p.params.add(scope.accountId)}`];
  for (const f of p.filters) {
    if (f.kind !== 'enum') continue;
    conditions.push(`k.${counts.dimensions[f.key]!} in (${f.values.map((v) => p.params.add(v)).join(', ')})`);
  }
  return `select coalesce(sum(k.n), 0)::int as total from ${counts.table} k where ${conditions.join(' and ')}`;
}

/**
 * What the statements select for a sort column: the values a row answers (the columns and
 * `extraSelect`, or only the columns `columnIds` names), then each key part and the sort value
 * unless a value already selects them (as `__k0`, `__k1` ..., `__sortv`). Each value is read once
 * per row: no field twice. Rows come back as arrays in select-list order (TDatabase.query).
 * A cursor holds the sort value and the key parts as PostgreSQL's text, which is how the driver
 * answers them for every TSqlType: text as it is, an integer as a number (its decimal digits), a
 * timestamp with time zone as PostgreSQL's own text (db.ts), so `String(value)` casts back to the
 * same value.
 */
interface TRowShape {
  select: string;
  /** names (for the page's outer order) and positions in the select list of the key parts and the sort value */
  keyNames: readonly string[];
  sortKey: string;
  keyAt: readonly number[];
  sortAt: number;
  /** the values a row answers, first in the select list: key, kind, and the JSON text before the value */
  answered: readonly { key: string; kind: (typeof VALUE_KINDS)[TValueKind]; prefix: string }[];
}

function buildRowShape(def: TListDefinition, sortSql: string, columnIds?: readonly string[]): TRowShape {
  const columns = columnIds ? def.columns.filter((c) => columnIds.includes(c.id)) : def.columns;
  const answered: [key: string, sql: string, value: TValueKind][] = columns.map((c) => [c.id, c.select, c.value]);
  for (const [id, extra] of Object.entries(def.extraSelect))
    if (!columnIds || columnIds.includes(id)) answered.push([id, extra.sql, extra.value]);
  const selected: [key: string, sql: string][] = answered.map(([key, sql]) => [key, sql]);
  const positionOf = (sql: string, key: string): number => {
    const i = selected.findIndex(([, s]) => s === sql);
    return i >= 0 ? i : selected.push([key, sql]) - 1;
  };
  const keyAt = def.id.map((part, i) => positionOf(part.sql, `__k${i}`));
  const sortAt = positionOf(sortSql, '__sortv');
  return {
    select: selected.map(([key, sql]) => `${sql} as "${key}"`).join(', '),
    keyNames: keyAt.map((at) => selected[at]![0]),
    sortKey: selected[sortAt]![0],
    keyAt,
    sortAt,
    answered: answered.map(([key, , value], i) => ({
      key,
      kind: VALUE_KINDS[value],
      prefix: `${i === 0 ? '{' : ','}${JSON.stringify(key)}:`,
    })),
  };
}

/**
 * The column ids of a `columns` query value (comma-separated), each a column of the list, without
 * repeats, in the order asked; an unknown id answers 400 on `query.columns`.
 */
export function columnIdsOf(def: TListDefinition, raw: string): string[] {
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = ids.filter((id) => !def.columns.some((c) => c.id === id));
  if (unknown.length) {
    throw new AppError('ServerValidation.400WrongParams', {
      detail: `unknown columns ${unknown.join(', ')} of ${def.name}`,
      fields: [{ path: 'query.columns', message: { id: validationMessages.unknownColumn.id } }],
    });
  }
  return ids;
}

/** Row shapes of a list definition, by sort expression and the columns a page answers: built once. */
const shapeCache = new WeakMap<TListDefinition, Map<string, TRowShape>>();
/** Shapes kept per list at most (the combinations of columns a client may ask for are many). */
const MAX_SHAPES = 256;
function rowShape(def: TListDefinition, sortSql: string, columnIds?: readonly string[]): TRowShape {
  let cached = shapeCache.get(def);
  if (!cached) shapeCache.set(def, (cached = new Map()));
  // A page asking for some columns answers them, the row's key columns and the extra values, in
  // the list's order (so every order of the same ids is one shape).
  const answered = columnIds
    ? def.columns.filter((c) => columnIds.includes(c.id) || def.id.some((k) => k.sql === c.select)).map((c) => c.id)
    : undefined;
  const key = answered ? `${sortSql}\n${answered.join(',')}` : sortSql;
  let shape = cached.get(key);
  if (!shape) {
    if (cached.size >= MAX_SHAPES) cached.clear();
    const ids = answered && [...answered, ...Object.keys(def.extraSelect)];
    cached.set(key, (shape = buildRowShape(def, sortSql, ids)));
  }
  return shape;
}

/** A row object of the values from position `from` on (exports). */
function presentRow(shape: TRowShape, values: TDbRow, from: number): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const { answered } = shape;
  for (let i = 0; i < answered.length; i++) row[answered[i]!.key] = answered[i]!.kind.value(values[from + i]);
  return row;
}

/** The JSON text of the rows, each from its values at position `from` on: the row objects' JSON, unbuilt. */
function rowsJson(shape: TRowShape, rows: readonly TDbRow[], from: number): string {
  const { answered } = shape;
  let json = '';
  for (let r = 0; r < rows.length; r++) {
    const values = rows[r]!;
    if (r > 0) json += ',';
    for (let i = 0; i < answered.length; i++) json += answered[i]!.prefix + answered[i]!.kind.json(values[from + i]);
    json += '}';
  }
  return `[${json}]`;
}

/** How the statements name the sort value and the key parts: the table's own SQL, or a subquery's columns. */
interface TKeyNames {
  sort: string;
  key: readonly string[];
}

function tableKeys(def: TListDefinition, p: TPlan): TKeyNames {
  return { sort: p.sortSql, key: def.id.map((k) => k.sql) };
}

/**
 * `(sort, k0, k1 ...) > (value, v0, v1 ...)` after the boundary row `c` (its sort value and key) in
 * the direction of travel; `names` says how the sort and the key parts are named (default: the
 * table's SQL).
 */
function keysetSql(def: TListDefinition, p: TPlan, c: Pick<TCursor, 'v' | 'i'>, forward: boolean, names = tableKeys(def, p)): string {
  const op = (p.dir === 'asc') === forward ? '>' : '<';
  const values = [`${p.params.add(c.v)}::${p.sortColumn.sort.type}`, ...def.id.map((k, i) => `${p.params.add(c.i[i])}::${k.type}`)];
  return `(${[names.sort, ...names.key].join(', ')}) ${op} (${values.join(', ')})`;
}

function orderSql(def: TListDefinition, p: TPlan, forward: boolean, names = tableKeys(def, p)): string {
  const d = (p.dir === 'asc') === forward ? 'asc' : 'desc';
  return [names.sort, ...names.key].map((x) => `${x} ${d}`).join(', ');
}

/**
 * The cursor of the request when it fits it: the same sort, direction, filters, way and page size,
 * and values that read as their SQL types (a tampered one is dropped, never sent to the database).
 */
function usableCursor(def: TListDefinition, raw: string | undefined, p: TPlan, way: TCursor['w'], limit: number): TCursor | undefined {
  const c = decodeCursor(raw);
  if (!c || c.s !== p.sortColumn.id || c.d !== p.dir || c.f !== p.fingerprint || c.w !== way || c.l !== limit) {
    return undefined;
  }
  if (c.i.length !== def.id.length || !cursorValueFits(c.v, p.sortColumn.sort.type)) return undefined;
  return def.id.every((k, i) => cursorValueFits(c.i[i]!, k.type)) ? c : undefined;
}

/**
 * A statement's text with the asking user's placeholders (`{user}`, `{staff}`, list-definition.ts)
 * bound as parameters; unchanged when it names neither.
 */
function bindAsker(text: string, params: TParams, scope: TAccountScope): string {
  let out = text;
  if (out.includes(SQL_USER)) out = out.replaceAll(SQL_USER, `${params.add(scope.auth.user.id)}::uuid`);
  if (out.includes(SQL_STAFF)) out = out.replaceAll(SQL_STAFF, `${params.add(scope.auth.isVendor)}::boolean`);
  return out;
}

/** Runs a statement of the engine, prepared: a list's statements come in a few shapes, run again and again. */
function execute(ctx: TAppContext, statement: TStatement): Promise<TDbRow[]> {
  return ctx.database.query(statement, { prepare: true });
}

/**
 * The query keys of the request as sent (before schema stripping), to refuse filters the list
 * does not support (spec section 5: unsupported filter types raise an error).
 */
export function requestQueryKeys(req: FastifyRequest): string[] {
  const i = req.url.indexOf('?');
  if (i < 0) return [];
  return [...new URLSearchParams(req.url.slice(i + 1)).keys()];
}

const unsupportedKeyChecks = new WeakMap<TListDefinition, (keys: Iterable<string>) => string[]>();

/** Refuses (400, a message per key) query keys that ask for a filter this list does not have. */
export function assertSupportedFilters(def: TListDefinition, keys: readonly string[]): void {
  let unsupported = unsupportedKeyChecks.get(def);
  if (!unsupported) {
    unsupported = unsupportedFilterKeys(
      def.columns.map(filterSpecOf).filter((s): s is TFilterSpec => s !== undefined),
      def.columns.map((c) => c.id),
      BASE_LIST_PARAMS,
    );
    unsupportedKeyChecks.set(def, unsupported);
  }
  const bad = unsupported(keys);
  if (bad.length) {
    throw new AppError('ServerValidation.400WrongParams', {
      detail: `unsupported filters ${bad.join(', ')} on ${def.name}`,
      fields: bad.map((k) => ({ path: `query.${k}`, message: { id: validationMessages.unsupportedFilter.id } })),
    });
  }
}

interface TPagePlan {
  plan: TPlan;
  shape: TRowShape;
  statement: TStatement;
  limit: number;
  page: number;
  forward: boolean;
}

/** `t.k0 = k.k0 and ...`: the rows of a subquery's keys (named `k0`, `k1` ...) among the list's rows. */
function keyJoin(def: TListDefinition, alias: string): string {
  return def.id.map((k, i) => `${k.sql} = ${alias}.k${i}`).join(' and ');
}

/** The key parts selected as `k0`, `k1` ... */
function keySelect(def: TListDefinition): string {
  return def.id.map((k, i) => `${k.sql} as k${i}`).join(', ');
}

/**
 * The one statement of a page: the total (count of the filtered rows of the account) joined with
 * the page rows (limit + 1, to know whether a next page exists), by offset or by keyset.
 */
function pagePlan(def: TListDefinition, scope: TAccountScope, query: TListQueryInput): TPagePlan {
  const p = plan(def, scope, query);
  const paging = normalizePaging(query.page, query.limit);
  const way = query.direction === 'prev' ? 'prev' : 'next';
  const cursor = query.cursor ? usableCursor(def, query.cursor, p, way, paging.limit) : undefined;
  if (query.cursor && !cursor) p.applied.dropped.push('cursor');
  const forward = !cursor || way === 'next';
  const offset = cursor ? 0 : paging.offset;
  const outer = forward === (p.dir === 'asc') ? 'asc' : 'desc';
  const limit = p.params.add(paging.limit + 1);
  const skip = p.params.add(offset);
  const shape = rowShape(def, p.sortSql, query.columns === undefined ? undefined : columnIdsOf(def, query.columns));
  const pageOrder = [shape.sortKey, ...shape.keyNames].map((k) => `r."${k}" ${outer}`).join(', ');
  let text: string;
  if (p.searching) {
    // A search is answered by one bitmap scan of the GIN index: its matches (key and sort value)
    // are collected once, counted, and the page is cut from them, instead of scanning twice.
    const m = { sort: 'm.s', key: def.id.map((_, i) => `m.k${i}`) };
    const keyset = cursor ? `where ${keysetSql(def, p, cursor, forward, m)}` : '';
    text = `with m as materialized (select ${keySelect(def)}, ${p.sortSql} as s from ${def.from} where ${p.where})
      select c.total, r.* from (select count(*)::int as total from m) c
      left join (select ${shape.select} from ${def.from}
        join (select ${m.key.join(', ')} from m ${keyset} order by ${orderSql(def, p, forward, m)} limit ${limit} offset ${skip}) k
          on ${[keyJoin(def, 'k'), ...tenancy(def, scope, p.params)].join(' and ')}) r on true
      order by ${pageOrder}`;
  } else if (offset > 0) {
    // A jump by offset (a typed page number, or a first load of ?page=N): a deferred join. The keys
    // of the page come from the (account, sort, key) index alone, skipping `offset` index entries
    // rather than whole rows, and only the page's rows are then read, so page 200 costs about
    // what page 1 costs.
    text = `select c.total, r.* from (${totalSql(def, scope, p)}) c
      left join (select ${shape.select} from ${def.from}
        join (select ${keySelect(def)} from ${def.from} where ${p.where}
              order by ${orderSql(def, p, forward)} limit ${limit} offset ${skip}) k
          on ${[keyJoin(def, 'k'), ...tenancy(def, scope, p.params)].join(' and ')}) r on true
      order by ${pageOrder}`;
  } else {
    const where = cursor ? `${p.where} and ${keysetSql(def, p, cursor, forward)}` : p.where;
    text = `select c.total, r.* from (${totalSql(def, scope, p)}) c
      left join (select ${shape.select} from ${def.from}
        where ${where} order by ${orderSql(def, p, forward)} limit ${limit} offset ${skip}) r on true
      order by ${pageOrder}`;
  }
  return {
    plan: p,
    shape,
    statement: { text: bindAsker(text, p.params, scope), params: p.params.values },
    limit: paging.limit,
    page: cursor ? cursor.p : paging.page,
    forward,
  };
}

/** The SQL statement `listPageJson` runs for this query (benchmarks replay it outside the portal). */
export function listStatement(def: TListDefinition, scope: TAccountScope, query: TListQueryInput): TStatement {
  return pagePlan(def, scope, query).statement;
}

/** The key of a row (one text per key part) from its values at position `from` on. */
function keyOf(shape: TRowShape, row: TDbRow, from: number): string[] {
  return shape.keyAt.map((at) => String(row[from + at]));
}

/** One page of a list as the JSON text of its success envelope (see the top of this file). */
export async function listPageJson(
  ctx: TAppContext,
  def: TListDefinition,
  scope: TAccountScope,
  query: TListQueryInput,
  opts: { queryKeys?: readonly string[] } = {},
): Promise<string> {
  if (opts.queryKeys) assertSupportedFilters(def, opts.queryKeys);
  const { plan: p, shape, statement, limit, page, forward } = pagePlan(def, scope, query);
  const result = await execute(ctx, statement);
  // Each row is [total, ...the values of the shape]; the total comes with one row of nulls when
  // the page is empty (the left join).
  const total = Number(result[0]?.[0] ?? 0);
  const firstKeyAt = 1 + shape.keyAt[0]!;
  let rows = result.filter((r) => r[firstKeyAt] !== null && r[firstKeyAt] !== undefined);
  const more = rows.length > limit;
  if (more) rows = rows.slice(0, limit);
  if (!forward) rows.reverse();
  const cursorAt = (row: TDbRow | undefined, toPage: number, w: TCursor['w']): string | null =>
    row
      ? encodeCursor({
          s: p.sortColumn.id,
          d: p.dir,
          v: String(row[1 + shape.sortAt]),
          i: keyOf(shape, row, 1),
          p: toPage,
          w,
          l: limit,
          f: p.fingerprint,
        })
      : null;
  // Forward: more rows after this page means a next page. Backward: we came from the next page.
  const hasNext = forward ? more : true;
  const hasPrev = page > 0;
  const meta: TPageMeta = {
    total,
    page,
    limit,
    sort: p.sortColumn.id,
    dir: p.dir,
    nextCursor: hasNext && rows.length ? cursorAt(rows[rows.length - 1], page + 1, 'next') : null,
    prevCursor: hasPrev && rows.length ? cursorAt(rows[0], page - 1, 'prev') : null,
    applied: p.applied,
  };
  // `{"rows":[...],"total":...}` inside the envelope: the rows' JSON, then the rest of the page's.
  return `{"result":true,"content":{"rows":${rowsJson(shape, rows, 1)},${JSON.stringify(meta).slice(1)},"code":"OK"}`;
}

/** A value a detail reads besides its row's: its SQL and how it is answered (`json`: as the driver parsed it). */
export type TDetailValue = { sql: string; value: TValueKind | 'json' };

/**
 * The row of the account with this key (one text per key part, cast as each part's type), as a
 * page answers it, plus the values `more` names (a detail's own: a description, ...), in one
 * statement; undefined when there is none, it is another account's, or the key does not read as
 * its type (a detail starts from the very values its row shows in the list).
 */
export async function findListRow(
  ctx: TAppContext,
  def: TListDefinition,
  scope: TAccountScope,
  key: readonly string[],
  more: Readonly<Record<string, TDetailValue>> = {},
): Promise<Record<string, unknown> | undefined> {
  if (key.length !== def.id.length || !def.id.every((k, i) => cursorValueFits(key[i]!, k.type))) return undefined;
  const shape = rowShape(def, def.id[0]!.sql);
  const extra = Object.entries(more);
  const params = new TParams();
  const where = [...tenancy(def, scope, params), ...def.id.map((k, i) => `${k.sql} = ${params.add(key[i])}::${k.type}`)];
  const select = [shape.select, ...extra.map(([id, v]) => `${v.sql} as "${id}"`)].join(', ');
  const text = bindAsker(`select ${select} from ${def.from} where ${where.join(' and ')}`, params, scope);
  const [values] = await execute(ctx, { text, params: params.values });
  if (!values) return undefined;
  const row = presentRow(shape, values, 0);
  const from = values.length - extra.length;
  extra.forEach(([id, v], i) => {
    const value = values[from + i];
    row[id] = v.value === 'json' ? value : VALUE_KINDS[v.value].value(value);
  });
  return row;
}

/** Every row of a query, as row objects, in keyset batches (see the top of this file). */
export async function* streamListRows(
  ctx: TAppContext,
  def: TListDefinition,
  scope: TAccountScope,
  query: TListQueryInput,
  maxRows: number,
  columnIds?: readonly string[],
): AsyncGenerator<Record<string, unknown>, void, undefined> {
  let after: Pick<TCursor, 'v' | 'i'> | undefined;
  let sent = 0;
  // An export's columns are the user's choice: its shape is built for it, not kept.
  let shape: TRowShape | undefined;
  while (sent < maxRows) {
    const p = plan(def, scope, query);
    const n = Math.min(STREAM_BATCH, maxRows - sent);
    const where = after ? `${p.where} and ${keysetSql(def, p, after, true)}` : p.where;
    shape ??= columnIds ? buildRowShape(def, p.sortSql, columnIds) : rowShape(def, p.sortSql);
    const text = `select ${shape.select} from ${def.from} where ${where} order by ${orderSql(def, p, true)} limit ${p.params.add(n)}`;
    const rows = await execute(ctx, { text: bindAsker(text, p.params, scope), params: p.params.values });
    for (const r of rows) yield presentRow(shape, r, 0);
    sent += rows.length;
    const last = rows[rows.length - 1];
    if (rows.length < n || !last) return;
    after = { v: String(last[shape.sortAt]), i: keyOf(shape, last, 0) };
  }
}
