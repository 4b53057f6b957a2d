/** 'Showing {from}-{to} of {total}' for a 0-based page (from is 0 when the list is empty). */
export function shownRange(
  page: number,
  limit: number,
  rowsOnPage: number,
  total: number,
): { from: number; to: number; total: number } {
  if (total === 0 || rowsOnPage === 0) return { from: 0, to: 0, total };
  const from = page * limit + 1;
  return { from, to: Math.min(total, from + rowsOnPage - 1), total };
}

/** Number of pages of a list; an empty list still has one (empty) page. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** A page number typed by the user (1-based) as a 0-based page within the list, or undefined. */
export function parsePageInput(input: string, pages: number): number | undefined {
  if (!/^\d+$/.test(input.trim())) return undefined;
  const n = Number(input.trim());
  if (!Number.isSafeInteger(n) || n < 1) return undefined;
  return Math.min(n, pages) - 1;
}
