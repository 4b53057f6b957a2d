import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  const cases: [string, string][] = [
    ['100001_Cases_AllCases.csv', 'attachment; filename="100001_Cases_AllCases.csv"'],
    [
      'device repair R1 for SN 9.pdf',
      'attachment; filename="device repair R1 for SN 9.pdf"',
    ],
    [
      '1_Zgłoszenia.csv',
      `attachment; filename="1_Zg_oszenia.csv"; filename*=UTF-8''1_Zg%C5%82oszenia.csv`,
    ],
    ['案件.pdf', `attachment; filename="__.pdf"; filename*=UTF-8''%E6%A1%88%E4%BB%B6.pdf`],
    ['a"b\\c\r\n.csv', 'attachment; filename="a_b_c__.csv"'],
    ["it's (1).csv", `attachment; filename="it's (1).csv"`],
  ];
  it.each(cases)('%j', (name, expected) => {
    expect(contentDisposition(name)).toBe(expected);
  });

  it('inline disposition', () => {
    expect(contentDisposition('x.html', 'inline')).toBe('inline; filename="x.html"');
  });

  it.each(['100001_Cases.csv', '1_Zgłoszenia.csv', '案件 ☃ (2).pdf', 'Отчёт 2026.xlsx'])(
    'round-trips %s through the library parser',
    (name) => {
      expect(parse(contentDisposition(name)).parameters.filename).toBe(name);
    },
  );
});
