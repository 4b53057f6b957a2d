/** The date presets of spec section 9, each a range of whole UTC days that ends today. */
export const DATE_PRESETS = ['day', 'week', 'month', 'sixMonths', 'twelveMonths'] as const;
export type TDatePreset = (typeof DATE_PRESETS)[number];

const DAY_MS = 86_400_000;
const MONTHS: Partial<Record<TDatePreset, number>> = { month: 1, sixMonths: 6, twelveMonths: 12 };

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
  const months = MONTHS[preset];
  const start =
    months !== undefined ? monthsBefore(now, months) : new Date(now.getTime() - (preset === 'week' ? 7 : 1) * DAY_MS);
  return { from: utcDay(start), to: utcDay(now) };
}
