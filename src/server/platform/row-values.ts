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
