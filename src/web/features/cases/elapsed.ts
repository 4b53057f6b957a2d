/** The largest whole unit of a time span, for "opened 3 days ago" (Intl.RelativeTimeFormat units). */
export function elapsed(
  fromMs: number,
  nowMs: number,
): { value: number; unit: 'minute' | 'hour' | 'day' | 'month' | 'year' } {
  const minutes = Math.max(0, Math.floor((nowMs - fromMs) / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: hours, unit: 'hour' };
  const days = Math.floor(hours / 24);
  if (days < 60) return { value: days, unit: 'day' };
  if (days < 730) return { value: Math.floor(days / 30.4375), unit: 'month' };
  return { value: Math.floor(days / 365.25), unit: 'year' };
}
