import type { TCaseRow } from '../../../shared/contracts/cases.ts';

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

/** Whitelists one case list row (column ids as selected by the case list definition). */
export function presentCaseRow(row: Record<string, unknown>): TCaseRow {
  return {
    caseNumber: String(row.caseNumber),
    title: String(row.title),
    category: String(row.category),
    caseType: row.caseType as TCaseRow['caseType'],
    state: row.state as TCaseRow['state'],
    closureRequested: row.closureRequested === true,
    priority: Number(row.priority),
    site: textOrNull(row.site),
    owner: textOrNull(row.owner),
    workgroup: textOrNull(row.workgroup),
    source: String(row.source),
    createdAt: isoTime(row.createdAt),
    resolvedAt: isoTimeOrNull(row.resolvedAt),
    resolutionDays: numberOrNull(row.resolutionDays),
  };
}
