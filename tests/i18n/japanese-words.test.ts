import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/i18n-lib.ts';

/**
 * The Japanese catalogue says each thing one way (issue 29 point 10): one word for the Open state
 * (オープン, not 未解決), one for Title (件名, not タイトル), and no space before the particle は
 * ("{number} は" reads as a gap in Japanese text).
 */
const ja = readCatalogue('ja-JP');

/** The messages whose text matches `pattern`, as "id: text". */
function offending(pattern: RegExp): string[] {
  return Object.entries(ja)
    .filter(([, text]) => pattern.test(text))
    .map(([id, text]) => `${id}: ${text}`);
}

describe('the Japanese catalogue', () => {
  it('has no space before は', () => {
    expect(offending(/[\s\u3000]は/)).toEqual([]);
  });

  it('uses オープン for the Open state and 件名 for Title, never the variants', () => {
    expect(offending(/未解決|タイトル/)).toEqual([]);
    expect(ja['Cases.column.state.open']).toBe('オープン');
    expect(ja['Software.issue.status.open']).toBe('オープン');
    expect(ja['Cases.column.title']).toBe('件名');
    expect(ja['CaseField.title']).toBe('件名');
    expect(ja['Tickets.column.title']).toBe('件名');
  });
});
