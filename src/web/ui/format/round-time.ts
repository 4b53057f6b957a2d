/** Times are entered to the nearest 5 minutes (spec section 9: "time rounding 5 minutes"). */
export const TIME_ROUNDING_MINUTES = 5;

const STEP_MS = TIME_ROUNDING_MINUTES * 60_000;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A datetime-local value ('YYYY-MM-DDTHH:MM', seconds allowed) rounded to the nearest 5 minutes,
 * in local time and the same form without seconds; anything else (empty, half typed) unchanged.
 * Rounding the instant is rounding the local time: every time zone is a whole number of 5 minutes
 * away from UTC.
 */
export function roundLocalDateTime(value: string): string {
  if (!LOCAL_DATE_TIME.test(value)) return value;
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return value;
  const d = new Date(Math.round(ms / STEP_MS) * STEP_MS);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
