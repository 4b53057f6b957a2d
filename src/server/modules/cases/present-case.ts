import type { TCaseRow } from '../../../shared/contracts/cases.ts';
import { isoTime, isoTimeOrNull, numberOrNull, textOrNull } from '../../platform/row-values.ts';

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
