import type { TLocale } from './locales.ts';

/** The locales whose calendar week is the US one (spec section 9): it starts on Sunday. */
const US_WEEK_LOCALES: readonly TLocale[] = ['en-US', 'pt-BR'];

/**
 * The first day of a calendar week (0 Sunday, 1 Monday), spec section 9: "Calendar week: US for
 * en-US and pt-BR, otherwise ISO 8601".
 */
export function firstDayOfWeek(locale: TLocale): 0 | 1 {
  return US_WEEK_LOCALES.includes(locale) ? 0 : 1;
}
