import { firstDayOfWeek } from '../../../../shared/i18n/calendar-week.ts';
import type { TLocale } from '../../../../shared/i18n/locales.ts';
import { addDays } from '../../../../shared/domain/calendar.ts';

/** The calendar's views: a month grid, a week, a list of the coming weeks. */
export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type TCalendarView = (typeof CALENDAR_VIEWS)[number];

/** How many days the list view shows from its first day. */
export const LIST_DAYS = 30;

function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The first day of the week holding `day`, weeks starting as spec section 9 says for the locale. */
export function weekStart(day: string, locale: TLocale): string {
  const first = firstDayOfWeek(locale);
  return addDays(day, -((weekdayOf(day) - first + 7) % 7));
}

/** The days a view shows around `anchor`: whole weeks covering the month, one week, or LIST_DAYS from the anchor. */
export function viewDays(view: TCalendarView, anchor: string, locale: TLocale): string[] {
  if (view === 'list') return Array.from({ length: LIST_DAYS }, (_, i) => addDays(anchor, i));
  if (view === 'week') {
    const start = weekStart(anchor, locale);
    return Array.from({ length: 7 }, (_, i) => addDays(start, i));
  }
  const monthStart = `${anchor.slice(0, 7)}-01`;
  const start = weekStart(monthStart, locale);
  const nextMonth = addDays(`${addDays(monthStart, 31).slice(0, 7)}-01`, 0);
  const days: string[] = [];
  for (let d = start; d < nextMonth || days.length % 7 !== 0; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The anchor of the previous or next page of a view. */
export function moveAnchor(view: TCalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  if (view === 'list') return addDays(anchor, LIST_DAYS * step);
  const [y, m] = anchor.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + step, 1));
  return d.toISOString().slice(0, 10);
}
