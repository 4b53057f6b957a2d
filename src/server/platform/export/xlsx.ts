/**
 * Excel export with exceljs's streaming WorkbookWriter: each row is committed as it is written.
 * Numbers and dates are real numbers and dates (with a date format); text is escaped against
 * formula injection. The header row is bold, frozen and has an auto-filter.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { escapeFormula, wallClockDate, type TCell } from './cells.ts';
import type { TExportColumn } from './types.ts';

/**
 * Shared style objects, one per kind of cell: exceljs caches a style id per style object, while a
 * cell left alone gets a fresh empty style that it resolves again (slowly) for every cell.
 */
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd' };
const DATE_TIME_STYLE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd hh:mm' };
const NUMBER_STYLE: Partial<ExcelJS.Style> = {};
const TEXT_STYLE: Partial<ExcelJS.Style> = {};

function styleOf(cell: TCell): Partial<ExcelJS.Style> {
  if (cell.kind === 'date') return cell.dateOnly ? DATE_STYLE : DATE_TIME_STYLE;
  return cell.kind === 'number' ? NUMBER_STYLE : TEXT_STYLE;
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
export function sheetName(title: string): string {
  const name = title.replace(/[[\]:*?/\\]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 31).trim();
  return name.replace(/^'+|'+$/g, '') || 'Export';
}

/** A cell's value; a date and time as its wall-clock time in `timeZone` (Excel dates have no zone). */
function cellValue(cell: TCell, timeZone: string): ExcelJS.CellValue {
  switch (cell.kind) {
    case 'empty':
      return null;
    case 'number':
      return cell.value;
    case 'date':
      return cell.dateOnly ? cell.value : wallClockDate(cell.value, timeZone);
    case 'text':
      return escapeFormula(cell.value);
  }
}

function columnLetter(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

/**
 * Writes the workbook into a new stream and returns it; writing runs asynchronously and a failure
 * destroys the stream with the error.
 */
export function renderXlsx(
  title: string,
  columns: readonly TExportColumn[],
  rows: readonly (readonly TCell[])[],
  timeZone = 'UTC',
): PassThrough {
  const out = new PassThrough();
  void (async () => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
      // Fast deflate: the sheet XML compresses well even so, and Excel exports must stay quick.
      zip: { zlib: { level: 1 } },
    });
    wb.creator = 'Radio Support Portal';
    const ws = wb.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = columns.map((c, i) => {
      let longest = c.label.length;
      for (let r = 0; r < Math.min(rows.length, 200); r++) {
        const cell = rows[r]![i];
        const len = cell?.kind === 'text' ? cell.value.length : cell?.kind === 'date' ? 16 : 10;
        if (len > longest) longest = len;
      }
      return { key: c.id, width: Math.min(60, Math.max(8, longest + 2)) };
    });
    const header = ws.addRow(columns.map((c) => escapeFormula(c.label)));
    header.font = { bold: true };
    header.commit();
    ws.autoFilter = { from: 'A1', to: `${columnLetter(Math.max(1, columns.length))}1` };
    for (const row of rows) {
      const xrow = ws.addRow(row.map((cell) => cellValue(cell, timeZone)));
      for (let i = 0; i < row.length; i++) xrow.getCell(i + 1).style = styleOf(row[i]!);
      xrow.commit();
    }
    await ws.commit();
    await wb.commit();
  })().catch((err: unknown) => {
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
