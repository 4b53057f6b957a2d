import { CASE_CATEGORY_CODES, type TCaseSummary } from '../../../../shared/contracts/cases.ts';

type TState = TCaseSummary['breakdown'][number]['state'];

/** The breakdown as one row per category that has cases (categories in their usual order). */
export function breakdownByCategory(
  breakdown: TCaseSummary['breakdown'],
): { category: string; counts: Record<TState, number> }[] {
  const byCategory = new Map<string, Record<TState, number>>();
  for (const b of breakdown) {
    const counts = byCategory.get(b.category) ?? { open: 0, resolved: 0, closed: 0 };
    counts[b.state] += b.count;
    byCategory.set(b.category, counts);
  }
  const order = (c: string) => {
    const i = (CASE_CATEGORY_CODES as readonly string[]).indexOf(c);
    return i < 0 ? CASE_CATEGORY_CODES.length : i;
  };
  return [...byCategory.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([category, counts]) => ({ category, counts }));
}

/** The total of a day series. */
export function seriesTotal(days: readonly { count: number }[]): number {
  return days.reduce((n, d) => n + d.count, 0);
}
