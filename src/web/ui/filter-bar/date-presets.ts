import { zonedDay } from '../../../shared/domain/time-zone.ts';

/** The date presets of spec section 9, each a range of whole days of the user's zone that ends today. */
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
 * The from and to days (YYYY-MM-DD) of a preset, days of `timeZone` (the user's: "today" is the
 * user's today). Date filters take whole days (spec section 5), so the last 24 hours start on the
 * day 24 hours ago, and a week is the seven days before today.
 */
export function datePresetRange(preset: TDatePreset, timeZone = 'UTC', now = new Date()): { from: string; to: string } {
  const span = SPAN[preset];
  const today = zonedDay(now.getTime(), timeZone);
  if ('months' in span) return { from: utcDay(monthsBefore(new Date(`${today}T00:00:00Z`), span.months)), to: today };
  if (span.days === 1) return { from: zonedDay(now.getTime() - 86_400_000, timeZone), to: today };
  return { from: utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - span.days * 86_400_000)), to: today };
}
