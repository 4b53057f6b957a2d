import type { TValueKind } from '../../shared/contracts/list-descriptor.ts';

/**
 * Values of database rows as the API answers them: timestamps as ISO text (from a Date, or from
 * PostgreSQL's text, which `TDatabase.query` returns for timestamptz), and empty values as null.
 */

/** PostgreSQL's text of a timestamp with time zone in UTC: `2026-03-01 12:34:56.789123+00`. */
const PG_UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp (a Date, or PostgreSQL's text as the list engine reads it) as an ISO string. UTC
 * text is rewritten without a Date (milliseconds truncated, as Date does); other text is parsed.
 */
export function isoTime(value: unknown): string {
  if (typeof value === 'string') {
    const m = PG_UTC_TEXT.exec(value);
    if (m) return `${m[1]}T${m[2]}.${`${m[3] ?? ''}000`.slice(0, 3)}Z`;
  }
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

export function isoTimeOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : isoTime(value);
}

export function textOrNull(value: unknown): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

export function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/**
 * How a list answers a value of each kind (a descriptor's `value`, shared/contracts/list-descriptor.ts):
 * the JavaScript value of a row object (exports, details) and the same value as JSON text (pages,
 * written by the list engine without building the row objects). `json(v)` is always
 * `JSON.stringify(value(v))` (row-values.test.ts).
 */

interface TValueWriter {
  value(v: unknown): unknown;
  json(v: unknown): string;
}

/** Characters a JSON string must escape (a lone surrogate too; JSON.stringify writes pairs as they are). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const jsonString = (s: string): string => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`);
const jsonNumber = (n: number): string => (Number.isFinite(n) ? String(n) : 'null');
// An ISO time has no character to escape.
const jsonTime = (t: string): string => `"${t}"`;

/** A kind whose value is `value(v)`, written by `write`. */
function kind<T>(value: (v: unknown) => T, write: (x: T) => string): TValueWriter {
  return { value, json: (v) => write(value(v)) };
}

/** The same for an optional value: null when `value(v)` is. */
function kindOrNull<T>(value: (v: unknown) => T | null, write: (x: T) => string): TValueWriter {
  return {
    value,
    json: (v) => {
      const x = value(v);
      return x === null ? 'null' : write(x);
    },
  };
}

/** A list of texts (a PostgreSQL array, which the drivers answer as an array); none is empty. */
function textList(v: unknown): string[] {
  return Array.isArray(v) ? v.map(String) : [];
}

export const VALUE_KINDS: Readonly<Record<TValueKind, TValueWriter>> = {
  text: kind(String, jsonString),
  textOrNull: kindOrNull(textOrNull, jsonString),
  number: kind(Number, jsonNumber),
  numberOrNull: kindOrNull(numberOrNull, jsonNumber),
  time: kind(isoTime, jsonTime),
  timeOrNull: kindOrNull(isoTimeOrNull, jsonTime),
  boolean: kind((v) => v === true, String),
  textList: kind(textList, (items) => `[${items.map(jsonString).join(',')}]`),
};
