import { describe, expect, it } from 'vitest';
import { csvCellText, csvLine, displayFormatter, escapeFormula, isoCellText, toCell, type TCell } from './cells.ts';
import { csvChunks } from './csv.ts';
import { sheetName } from './xlsx.ts';
import type { TExportColumn } from './types.ts';

describe('escapeFormula (OWASP CSV injection)', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+49 89 1234', "'+49 89 1234"],
    ['-5', "'-5"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    [' =x', ' =x'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(escapeFormula(input)).toBe(expected);
  });
});

describe('toCell', () => {
  const text: TExportColumn = { id: 'x', label: 'X' };
  it('keeps numbers as numbers and never escapes them', () => {
    const cell = toCell(-5, text, 'en-US');
    expect(cell).toEqual({ kind: 'number', value: -5 });
    expect(csvCellText(cell)).toBe('-5');
  });
  it('escapes text that looks like a negative number', () => {
    expect(csvCellText(toCell('-5', text, 'en-US'))).toBe("'-5");
  });
  it('reads numeric strings of number columns as numbers', () => {
    expect(toCell('12.5', { id: 'n', label: 'N', type: 'number' }, 'en-US')).toEqual({ kind: 'number', value: 12.5 });
  });
  it('reads dates of date columns; date-only strings stay date-only', () => {
    const dt = toCell('2026-03-04T05:06:07Z', { id: 'd', label: 'D', type: 'datetime' }, 'en-US');
    expect(dt.kind).toBe('date');
    expect(csvCellText(dt)).toBe('2026-03-04 05:06:07');
    const d = toCell('2026-03-04', { id: 'd', label: 'D', type: 'datetime' }, 'en-US');
    expect(csvCellText(d)).toBe('2026-03-04');
    expect(toCell(new Date('x'), text, 'en-US')).toEqual({ kind: 'empty' });
  });
  it('writes empty values empty and booleans translated', () => {
    expect(toCell(null, text, 'en-US')).toEqual({ kind: 'empty' });
    expect(toCell(undefined, text, 'en-US')).toEqual({ kind: 'empty' });
    expect(toCell(true, text, 'en-US')).toEqual({ kind: 'text', value: 'Yes' });
    expect(toCell(false, text, 'de-DE')).toEqual({ kind: 'text', value: 'Nein' });
  });
  it('iso text of dates', () => {
    expect(isoCellText(new Date('2026-12-31T23:59:58.900Z'), false)).toBe('2026-12-31 23:59:58');
    expect(isoCellText(new Date('2026-12-31T00:00:00Z'), true)).toBe('2026-12-31');
  });
});

describe('CSV (RFC 4180)', () => {
  it.each([
    [['a', 'b'], 'a,b\r\n'],
    [['a,b', 'c'], '"a,b",c\r\n'],
    [['say "hi"'], '"say ""hi"""\r\n'],
    [['line\nbreak', 'cr\rx'], '"line\nbreak","cr\rx"\r\n'],
    [['', ''], ',\r\n'],
  ])('%j', (fields, expected) => {
    expect(csvLine(fields)).toBe(expected);
  });

  it('starts with a BOM, escapes formulas in labels and cells, ends lines with CRLF', () => {
    const columns: TExportColumn[] = [
      { id: 'a', label: '=Label' },
      { id: 'n', label: 'N' },
    ];
    const rows: TCell[][] = [
      [{ kind: 'text', value: '=cmd|" /C calc"!A0' }, { kind: 'number', value: 3.5 }],
      [{ kind: 'text', value: 'Zażółć, "x"' }, { kind: 'empty' }],
    ];
    const text = Buffer.concat([...csvChunks(columns, rows)]).toString('utf8');
    expect(text).toBe(`\uFEFF'=Label,N\r\n"'=cmd|"" /C calc""!A0",3.5\r\n"Zażółć, ""x""",\r\n`);
  });

  it('chunks long output', () => {
    const rows: TCell[][] = Array.from({ length: 5000 }, (_, i) => [{ kind: 'text', value: `row ${i} ${'x'.repeat(40)}` }]);
    const chunks = [...csvChunks([{ id: 'a', label: 'A' }], rows)];
    expect(chunks.length).toBeGreaterThan(2);
    expect(Buffer.concat(chunks).toString('utf8').split('\r\n')).toHaveLength(5002);
  });
});

describe('display formatting (PDF, print)', () => {
  it('formats dates and numbers per locale', () => {
    const d: TCell = { kind: 'date', value: new Date('2026-03-04T15:06:00Z'), dateOnly: false };
    const n: TCell = { kind: 'number', value: 1234.5 };
    expect(displayFormatter('de-DE').text(n)).toBe('1.234,5');
    expect(displayFormatter('en-US').text(n)).toBe('1,234.5');
    expect(displayFormatter('de-DE').text(d)).toBe('04.03.2026, 15:06');
    expect(displayFormatter('de-DE', 'Europe/Berlin').text(d)).toBe('04.03.2026, 16:06');
    expect(displayFormatter('en-US', 'Not/AZone').timeZone).toBe('UTC');
    expect(displayFormatter('ja-JP').text({ kind: 'date', value: new Date('2026-03-04T00:00:00Z'), dateOnly: true })).toBe(
      '2026/03/04',
    );
  });
});

describe('sheetName', () => {
  it.each([
    ['Cases: All [open]', 'Cases All open'],
    ['x'.repeat(40), 'x'.repeat(31)],
    ["'quoted'", 'quoted'],
    ['', 'Export'],
  ])('%j -> %j', (title, expected) => {
    expect(sheetName(title)).toBe(expected);
  });
});
