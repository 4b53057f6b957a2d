/**
 * Filter and paging rules of every list (spec sections 5 and 9). Pure functions, shared by the
 * server's list engine and the browser's filter bar.
 *
 * Query keys are flat: a date range `created` is sent as `created_from` / `created_to`, a number
 * range `resolution` as `resolution_min` / `resolution_max`, an enum `state` as
 * `state=open_,_resolved` (values joined by `_,_`, spec section 7), a text filter `site` as `site=x`,
 * a boolean filter `autoRenew` as `autoRenew=true` (or any of the spec's y/yes/1, n/no/false/0).
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../contracts/list.ts';
import { DeveloperError } from './permissions.ts';
import { parseBoolean } from './validation.ts';

export const FILTER_KINDS = ['text', 'enum', 'dateRange', 'numberRange', 'boolean'] as const;
export type TFilterKind = (typeof FILTER_KINDS)[number];

/** Separator of several values in one query parameter (spec section 7). */
export const MULTI_VALUE_SEPARATOR = '_,_';

/** Upper bound of numeric filter values: the columns they compare with are 32-bit integers. */
export const MAX_FILTER_NUMBER = 2_147_483_647;

/** How one list filters on one column. `kind` is a string so a wrong configuration can be refused. */
export interface TFilterSpec {
  /** Base query key: `created` -> `created_from` / `created_to`; `state` -> `state`. */
  key: string;
  kind: TFilterKind | (string & {});
  /** Allowed values of an enum filter. */
  values?: readonly string[];
  /** Default bounds of a date range (YYYY-MM-DD or YYYY-MM), used when the user gives none. */
  defaultFrom?: string;
  defaultTo?: string;
}

/** A date range ready for SQL: `column >= from and column < toExclusive` (UTC days). */
export interface TDateBounds {
  from?: string;
  toExclusive?: string;
}

export type TNormalizedFilter =
  | { key: string; kind: 'text'; value: string }
  | { key: string; kind: 'enum'; values: string[] }
  | ({ key: string; kind: 'dateRange' } & TDateBounds)
  | { key: string; kind: 'numberRange'; min?: number; max?: number }
  | { key: string; kind: 'boolean'; value: boolean };

/** What the engine made of the filters (the `applied` block of a list answer). */
export interface TAppliedFilters {
  filters: Record<string, string | string[]>;
  /** Query keys whose values were ignored (bad date, non-digit number, unknown enum value). */
  dropped: string[];
  /** Query keys whose values were changed (from after to, lower bound above upper bound). */
  corrected: string[];
}

export interface TFilterResult {
  filters: TNormalizedFilter[];
  applied: TAppliedFilters;
}

/** The query keys a filter reads. */
export function filterKeys(spec: TFilterSpec): string[] {
  switch (spec.kind) {
    case 'dateRange':
      return [`${spec.key}_from`, `${spec.key}_to`];
    case 'numberRange':
      return [`${spec.key}_min`, `${spec.key}_max`];
    case 'text':
    case 'enum':
    case 'boolean':
      return [spec.key];
    default:
      throw unsupported(spec);
  }
}

function unsupported(spec: TFilterSpec): DeveloperError {
  return new DeveloperError('unsupportedFilterType', `Unsupported filter type "${spec.kind}" on "${spec.key}"`);
}

/** Throws DeveloperError('unsupportedFilterType') unless `kind` is one the engine knows. */
export function assertFilterKind(spec: TFilterSpec): asserts spec is TFilterSpec & { kind: TFilterKind } {
  if (!(FILTER_KINDS as readonly string[]).includes(spec.kind)) throw unsupported(spec);
}

// ---------------------------------------------------------------------------------------------
// Dates

/** A parsed date filter value: a full day, a whole month, nothing, or something else (invalid). */
export type TDateValue =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'day' | 'month'; text: string; start: string; endExclusive: string };

/**
 * The day `y-m-d` (overflowing months and days roll over) as `YYYY-MM-DD`, the year as given:
 * Date.UTC alone reads years 0-99 as 1900-1999, and toISOString writes the day after 9999-12-31
 * as `+010000-01-01`, which PostgreSQL refuses; `10000-01-01` it reads.
 */
function isoDay(y: number, m: number, d: number): string {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

/**
 * Spec section 5: a date filter value is a full date (YYYY-MM-DD), a month (YYYY-MM) or empty;
 * anything else is invalid. A month covers all its days.
 */
export function parseDateFilterValue(raw: string | undefined | null): TDateValue {
  const text = (raw ?? '').trim();
  if (text === '') return { kind: 'empty' };
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (!m) return { kind: 'invalid' };
  const y = Number(m[1]);
  const mo = Number(m[2]);
  if (y < 1 || mo < 1 || mo > 12) return { kind: 'invalid' };
  if (m[3] === undefined) {
    return { kind: 'month', text, start: isoDay(y, mo, 1), endExclusive: isoDay(y, mo + 1, 1) };
  }
  const d = Number(m[3]);
  const start = isoDay(y, mo, d);
  if (d < 1 || start !== text) return { kind: 'invalid' };
  return { kind: 'day', text, start, endExclusive: isoDay(y, mo, d + 1) };
}

type TGivenDate = Extract<TDateValue, { text: string }>;

/** from is after to: the first day of `from` lies after the last day of `to`. */
function outOfOrder(from: TGivenDate, to: TGivenDate): boolean {
  return from.start >= to.endExclusive;
}

export interface TDateRangeResult {
  bounds: TDateBounds | undefined;
  /** Effective values by query key, as the user would type them. */
  values: Record<string, string>;
  dropped: string[];
  corrected: string[];
}

/**
 * One date range (spec section 5):
 * - a value that is not a full date, a month or empty drops the user's range (both keys);
 *   the defaults, if any, then apply;
 * - from after to, both given by the user: from becomes to;
 * - only one given and it crosses the other (default) bound: the default moves to it;
 * - both defaults and out of order: DeveloperError('defaultDateRangeOutOfOrder').
 */
export function normalizeDateRange(
  spec: TFilterSpec,
  fromRaw: string | undefined,
  toRaw: string | undefined,
): TDateRangeResult {
  const fromKey = `${spec.key}_from`;
  const toKey = `${spec.key}_to`;
  const dropped: string[] = [];
  const corrected: string[] = [];
  let from = parseDateFilterValue(fromRaw);
  let to = parseDateFilterValue(toRaw);
  if (from.kind === 'invalid' || to.kind === 'invalid') {
    if (from.kind !== 'empty') dropped.push(fromKey);
    if (to.kind !== 'empty') dropped.push(toKey);
    from = { kind: 'empty' };
    to = { kind: 'empty' };
  }
  const defFrom = parseDateFilterValue(spec.defaultFrom);
  const defTo = parseDateFilterValue(spec.defaultTo);
  if (defFrom.kind === 'invalid' || defTo.kind === 'invalid') {
    throw new DeveloperError('invalidListDefinition', `Bad default date on "${spec.key}"`);
  }
  if (defFrom.kind !== 'empty' && defTo.kind !== 'empty' && outOfOrder(defFrom, defTo)) {
    throw new DeveloperError(
      'defaultDateRangeOutOfOrder',
      `Default range of "${spec.key}": ${defFrom.text} is after ${defTo.text}`,
    );
  }
  const userFrom = from.kind === 'empty' ? undefined : from;
  const userTo = to.kind === 'empty' ? undefined : to;
  let effFrom: TGivenDate | undefined = userFrom ?? (defFrom.kind === 'empty' ? undefined : defFrom);
  let effTo: TGivenDate | undefined = userTo ?? (defTo.kind === 'empty' ? undefined : defTo);
  if (effFrom && effTo && outOfOrder(effFrom, effTo)) {
    if (userFrom && userTo) {
      effFrom = effTo;
      corrected.push(fromKey);
    } else if (userFrom) {
      effTo = effFrom;
      corrected.push(toKey);
    } else {
      effFrom = effTo;
      corrected.push(fromKey);
    }
  }
  const values: Record<string, string> = {};
  if (effFrom) values[fromKey] = effFrom.text;
  if (effTo) values[toKey] = effTo.text;
  const bounds: TDateBounds | undefined =
    effFrom || effTo
      ? {
          ...(effFrom ? { from: effFrom.start } : {}),
          ...(effTo ? { toExclusive: effTo.endExclusive } : {}),
        }
      : undefined;
  return { bounds, values, dropped, corrected };
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** A numeric filter value: digits only (spec section 5), else undefined. Clamped to MAX_FILTER_NUMBER. */
export function parseNumberFilterValue(raw: string | undefined | null): number | undefined {
  const text = (raw ?? '').trim();
  if (!/^\d+$/.test(text)) return undefined;
  return Math.min(Number(text), MAX_FILTER_NUMBER);
}

export interface TNumberRangeResult {
  min: number | undefined;
  max: number | undefined;
  values: Record<string, string>;
  dropped: string[];
  corrected: string[];
}

/**
 * One number range (spec section 5): each bound digits only, else that bound is dropped; a lower
 * bound above the upper one is set to the upper one.
 */
export function normalizeNumberRange(
  spec: TFilterSpec,
  minRaw: string | undefined,
  maxRaw: string | undefined,
): TNumberRangeResult {
  const minKey = `${spec.key}_min`;
  const maxKey = `${spec.key}_max`;
  const dropped: string[] = [];
  const corrected: string[] = [];
  let min = parseNumberFilterValue(minRaw);
  const max = parseNumberFilterValue(maxRaw);
  if (min === undefined && (minRaw ?? '').trim() !== '') dropped.push(minKey);
  if (max === undefined && (maxRaw ?? '').trim() !== '') dropped.push(maxKey);
  if (min !== undefined && max !== undefined && min > max) {
    min = max;
    corrected.push(minKey);
  }
  const values: Record<string, string> = {};
  if (min !== undefined) values[minKey] = String(min);
  if (max !== undefined) values[maxKey] = String(max);
  return { min, max, values, dropped, corrected };
}

// ---------------------------------------------------------------------------------------------
// All filters of a list

/** Splits a multi-value parameter (`a_,_b`), trimmed, without empties or repeats. */
export function splitMultiValue(raw: string | undefined | null): string[] {
  const items = (raw ?? '')
    .split(MULTI_VALUE_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(items)];
}

/**
 * Applies every filter of a list to the raw query. Bad values are dropped and corrections made
 * as spec section 5 says, and both are reported; a filter of an unknown kind throws
 * DeveloperError('unsupportedFilterType').
 */
export function normalizeFilters(
  specs: readonly TFilterSpec[],
  raw: Readonly<Record<string, string | undefined>>,
): TFilterResult {
  const filters: TNormalizedFilter[] = [];
  const applied: TAppliedFilters = { filters: {}, dropped: [], corrected: [] };
  for (const spec of specs) {
    assertFilterKind(spec);
    switch (spec.kind) {
      case 'text': {
        const value = (raw[spec.key] ?? '').trim();
        if (value) {
          filters.push({ key: spec.key, kind: 'text', value });
          applied.filters[spec.key] = value;
        }
        break;
      }
      case 'enum': {
        const given = splitMultiValue(raw[spec.key]);
        const allowed = given.filter((v) => (spec.values ?? []).includes(v));
        if (allowed.length !== given.length) applied.dropped.push(spec.key);
        if (allowed.length) {
          filters.push({ key: spec.key, kind: 'enum', values: allowed });
          applied.filters[spec.key] = allowed;
        }
        break;
      }
      case 'boolean': {
        const given = (raw[spec.key] ?? '').trim();
        if (!given) break;
        const value = parseBoolean(given);
        if (value === undefined) {
          applied.dropped.push(spec.key);
        } else {
          filters.push({ key: spec.key, kind: 'boolean', value });
          applied.filters[spec.key] = String(value);
        }
        break;
      }
      case 'dateRange': {
        const r = normalizeDateRange(spec, raw[`${spec.key}_from`], raw[`${spec.key}_to`]);
        if (r.bounds) filters.push({ key: spec.key, kind: 'dateRange', ...r.bounds });
        Object.assign(applied.filters, r.values);
        applied.dropped.push(...r.dropped);
        applied.corrected.push(...r.corrected);
        break;
      }
      case 'numberRange': {
        const r = normalizeNumberRange(spec, raw[`${spec.key}_min`], raw[`${spec.key}_max`]);
        if (r.min !== undefined || r.max !== undefined) {
          filters.push({
            key: spec.key,
            kind: 'numberRange',
            ...(r.min !== undefined ? { min: r.min } : {}),
            ...(r.max !== undefined ? { max: r.max } : {}),
          });
        }
        Object.assign(applied.filters, r.values);
        applied.dropped.push(...r.dropped);
        applied.corrected.push(...r.corrected);
        break;
      }
    }
  }
  return { filters, applied };
}

/** Query keys shaped like a range filter: `<name>_from`, `_to`, `_min`, `_max`. */
const RANGE_KEY = /^[A-Za-z][A-Za-z0-9]*_(?:from|to|min|max)$/;

/**
 * The query keys that ask for a filter this list does not support: a range-shaped key, or a key
 * naming one of the list's columns, that is neither one of its filters nor another known parameter.
 * Other unknown keys (a cache buster ...) are ignored. Returns the check for a list, built once.
 */
export function unsupportedFilterKeys(
  specs: readonly TFilterSpec[],
  columnIds: readonly string[],
  otherParams: readonly string[],
): (keys: Iterable<string>) => string[] {
  const accepted = new Set([...specs.flatMap(filterKeys), ...otherParams]);
  const columns = new Set(columnIds);
  return (keys) => {
    const out = new Set<string>();
    for (const key of keys) {
      if (accepted.has(key)) continue;
      if (RANGE_KEY.test(key) || columns.has(key)) out.add(key);
    }
    return [...out];
  };
}

// ---------------------------------------------------------------------------------------------
// Paging

export interface TPaging {
  page: number;
  limit: number;
  offset: number;
}

function wholeNumber(raw: string | number | undefined | null): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : undefined;
  const text = (raw ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) return undefined;
  return Number(text);
}

/**
 * Spec section 5: page a non-negative integer, else 0; limit one of PAGE_SIZES, else
 * DEFAULT_PAGE_SIZE; offset = page x limit.
 */
export function normalizePaging(
  pageRaw: string | number | undefined | null,
  limitRaw: string | number | undefined | null,
): TPaging {
  const limitN = wholeNumber(limitRaw);
  const limit = (PAGE_SIZES as readonly number[]).includes(limitN ?? -1) ? limitN! : DEFAULT_PAGE_SIZE;
  let page = wholeNumber(pageRaw) ?? 0;
  if (!Number.isSafeInteger(page * limit)) page = 0;
  return { page, limit, offset: page * limit };
}
