/** The date presets of spec section 9, each a range of whole UTC days that ends today. */
export const DATE_PRESETS = ['day', 'week', 'month', 'sixMonths', 'twelveMonths'] as const;
export type TDatePreset = (typeof DATE_PRESETS)[number];

/** How far back each preset starts: days before now, or the same day months before. */
const SPAN: Record<TDatePreset, { days: number } | { months: number }> = {
  day: { days: 1 },
  week: { days: 7 },
  month: { months: 1 },
  sixMonths: { months: 6 },
  twelveMonths: { months: 12 },
};

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The same day `months` months earlier, or the last day of that month if it is shorter (31 March: 28 or 29 February). */
function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay)));
}

/**
 * The from and to days (YYYY-MM-DD, UTC) of a preset. Date filters take whole days (spec section
 * 5), so the last 24 hours start on the day 24 hours ago, and a week is the seven days before today.
 */
export function datePresetRange(preset: TDatePreset, now = new Date()): { from: string; to: string } {
  const span = SPAN[preset];
  const start = 'months' in span ? monthsBefore(now, span.months) : new Date(now.getTime() - span.days * 86_400_000);
  return { from: utcDay(start), to: utcDay(now) };
}
