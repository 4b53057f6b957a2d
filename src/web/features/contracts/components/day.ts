import type { IntlShape } from 'react-intl';

/** A day (YYYY-MM-DD) in the user's language: the same day in every time zone. */
export function formatDay(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}
