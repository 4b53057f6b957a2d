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
 * How a list answers a value (list-definition.ts `value`): the JavaScript value of a row object
 * (exports) and the same value as JSON text (pages, written by the list engine without building the
 * row objects). `json(v)` is always `JSON.stringify(value(v))` (row-values.test.ts).
 */
export type TValueKind = 'text' | 'textOrNull' | 'number' | 'numberOrNull' | 'time' | 'timeOrNull' | 'boolean';

interface TValueWriter {
  value(v: unknown): unknown;
  json(v: unknown): string;
}

/** Characters a JSON string must escape (a lone surrogate too; JSON.stringify writes pairs as they are). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const jsonString = (s: string): string => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`);
const jsonNumber = (n: number): string => (Number.isFinite(n) ? String(n) : 'null');
const isEmpty = (v: unknown): boolean => v === null || v === undefined;

export const VALUE_KINDS: Readonly<Record<TValueKind, TValueWriter>> = {
  text: { value: (v) => String(v), json: (v) => jsonString(String(v)) },
  textOrNull: {
    value: textOrNull,
    json: (v) => (isEmpty(v) || v === '' ? 'null' : jsonString(String(v))),
  },
  number: { value: (v) => Number(v), json: (v) => jsonNumber(Number(v)) },
  numberOrNull: { value: numberOrNull, json: (v) => (isEmpty(v) ? 'null' : jsonNumber(Number(v))) },
  // An ISO time has no character to escape.
  time: { value: isoTime, json: (v) => `"${isoTime(v)}"` },
  timeOrNull: { value: isoTimeOrNull, json: (v) => (isEmpty(v) ? 'null' : `"${isoTime(v)}"`) },
  boolean: { value: (v) => v === true, json: (v) => (v === true ? 'true' : 'false') },
};
