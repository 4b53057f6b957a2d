import { describe, expect, it } from 'vitest';
import { firstDayOfWeek } from './calendar-week.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

describe('calendar week (spec section 9: US for en-US and pt-BR, otherwise ISO 8601)', () => {
  it('starts on Sunday in en-US and pt-BR and on Monday in the 14 others', () => {
    const sunday = SUPPORTED_LOCALES.filter((l) => firstDayOfWeek(l) === 0);
    expect(sunday).toEqual(['en-US', 'pt-BR']);
    expect(SUPPORTED_LOCALES.filter((l) => firstDayOfWeek(l) === 1)).toHaveLength(14);
  });
});
