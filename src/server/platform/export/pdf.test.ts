import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/support/pdf-text.ts';
import { SCRIPT_SAMPLES as SAMPLES } from '../../../../tests/support/script-samples.ts';
import { toCell } from './cells.ts';
import { breakablePieces, renderPdf } from './pdf.ts';
import type { TExportColumn } from './types.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';


const columns: TExportColumn[] = [
  { id: 'n', label: 'Number' },
  { id: 'title', label: 'Title' },
  { id: 'created', label: 'Created', type: 'datetime' },
  { id: 'days', label: 'Days', type: 'number' },
];

async function render(locale: TLocale, count: number, title = 'Cases') {
  const samples = Object.values(SAMPLES);
  const rows = Array.from({ length: count }, (_, i) =>
    columns.map((c) =>
      toCell(
        { n: `CS${i}`, title: samples[i % samples.length], created: '2026-03-04T05:06:00Z', days: i }[c.id],
        c,
        locale,
      ),
    ),
  );
  const doc = renderPdf({ title, account: '100001 Northwind', columns, rows, locale, generatedAt: new Date('2026-03-04T10:00:00Z') });
  return buffer(doc);
}

describe('PDF export', () => {
  it('embeds DejaVu Sans and Noto Sans CJK and carries text of every script', async () => {
    const pdf = await render('pl-PL', 12);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, fonts } = pdfText(pdf);
    expect(fonts).toEqual(expect.arrayContaining(['DejaVuSans', 'DejaVuSans-Bold', 'NotoSansCJKjp-Regular']));
    expect(pages).toHaveLength(1);
    for (const sample of Object.values(SAMPLES)) expect(pages[0]).toContain(sample);
    expect(pages[0]).toContain('Strona 1 z 1');
    expect(pages[0]).toContain('4 mar 2026');
  });

  it('uses the regional CJK face of the locale and translates the footer', async () => {
    const { fonts, pages } = pdfText(await render('zh-CN', 3));
    expect(fonts).toContain('NotoSansCJKsc-Regular');
    expect(pages[0]).toMatch(/第\s*1\s*页/);
  });

  it('repeats the header row and numbers pages "n of m"', async () => {
    const { pages } = pdfText(await render('en-US', 200, 'Many cases'));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain('Many cases');
      expect(page).toContain('Number');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });

  it('says so when there are no rows', async () => {
    const { pages } = pdfText(await render('en-US', 0));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('No rows match the filters.');
  });
});

describe('where a PDF cell may break a line', () => {
  it.each<[string, string[]]>([
    ['Radio  tower 7', ['Radio  ', 'tower ', '7']],
    ['  lead', ['  ', 'lead']],
    ['Radio 東京駅 ok', ['Radio ', '東', '京', '駅 ', 'ok']],
    ['site東京', ['site', '東', '京']],
    ['무전기 고장', ['무', '전', '기 ', '고', '장']],
    ['かな カナ', ['か', 'な ', 'カ', 'ナ']],
    ['𠀋𠀌', ['𠀋', '𠀌']],
    ['東京。大阪', ['東', '京', '。', '大', '阪']],
    ['Zgłoszenie Отчёт', ['Zgłoszenie ', 'Отчёт']],
  ])('%j', (text, pieces) => {
    expect(breakablePieces(text)).toEqual(pieces);
    expect(breakablePieces(text).join('')).toBe(text);
  });
});

