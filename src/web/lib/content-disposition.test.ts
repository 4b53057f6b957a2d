import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition.ts';

describe('fileNameFromContentDisposition', () => {
  it('reads a quoted file name with spaces', () => {
    expect(fileNameFromContentDisposition('attachment; filename="100001 Cases All 2026-01.csv"')).toBe(
      '100001 Cases All 2026-01.csv',
    );
  });

  it('prefers the UTF-8 extended name over the ASCII fallback', () => {
    const header = `attachment; filename="Zgloszenia.pdf"; filename*=UTF-8''Zg%C5%82oszenia%20wszystkie.pdf`;
    expect(fileNameFromContentDisposition(header)).toBe('Zgłoszenia wszystkie.pdf');
  });

  it('reads an unquoted name and unescapes quoted characters', () => {
    expect(fileNameFromContentDisposition('attachment; filename=cases.xlsx')).toBe('cases.xlsx');
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".txt"')).toBe('a "b".txt');
  });

  it('drops folders from the name and returns nothing without a name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
  });

  it('falls back to the plain name when the extended one is malformed', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.zip"`)).toBe('ok.zip');
  });
});
