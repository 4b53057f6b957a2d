import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../../shared/i18n/locales.ts';
import { moveAnchor, viewDays, weekStart } from './calendar-grid.ts';

describe('calendar grid: weeks start as spec section 9 says (US for en-US and pt-BR, otherwise ISO 8601)', () => {
  it('starts a week on Sunday in en-US and pt-BR and on Monday in every other locale', () => {
    // Wednesday 2 December 2026.
    for (const locale of SUPPORTED_LOCALES) {
      const start = weekStart('2026-12-02', locale);
      expect(start, locale).toBe(locale === 'en-US' || locale === 'pt-BR' ? '2026-11-29' : '2026-11-30');
    }
  });

  it('a month grid is whole weeks covering the month, from the locale week start', () => {
    const us = viewDays('month', '2026-12-15', 'en-US');
    const de = viewDays('month', '2026-12-15', 'de-DE');
    expect([us[0], us.at(-1), us.length]).toEqual(['2026-11-29', '2027-01-02', 35]);
    expect([de[0], de.at(-1), de.length]).toEqual(['2026-11-30', '2027-01-03', 35]);
    // A month starting on the week's first day has no days of the month before.
    expect(viewDays('month', '2026-11-10', 'en-US')[0]).toBe('2026-11-01');
  });

  it('a week view is 7 days from the week start; paging moves by a month, a week or the list length', () => {
    expect(viewDays('week', '2026-12-06', 'en-US')).toEqual(['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12']);
    expect(viewDays('week', '2026-12-06', 'fr-FR')[0]).toBe('2026-11-30');
    expect(moveAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(moveAnchor('week', '2026-12-06', -1)).toBe('2026-11-29');
    expect(moveAnchor('list', '2026-12-01', 1)).toBe('2026-12-31');
  });
});
