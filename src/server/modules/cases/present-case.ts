import type { TCaseRow } from '../../../shared/contracts/cases.ts';

/** A timestamp from either driver (Date, or text) as an ISO string. */
export function isoTime(value: unknown): string {
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
