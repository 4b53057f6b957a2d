/**
 * CSV export: UTF-8 with a BOM (so Excel reads it as UTF-8), RFC 4180 quoting, CRLF line ends,
 * numbers and dates machine-readable, text escaped against formula injection. Produced row by
 * row in chunks of about 64 KB.
 */
import { csvCellText, csvField, csvLine, escapeFormula, type TCell } from './cells.ts';
import type { TExportColumn } from './types.ts';

const BOM = '\uFEFF';
const CHUNK_CHARS = 64 * 1024;

export function* csvChunks(
  columns: readonly TExportColumn[],
  rows: Iterable<readonly TCell[]>,
  /** The zone the times are written in (their column titles say it). */
  timeZone = 'UTC',
): Generator<Buffer> {
  let buf = BOM + csvLine(columns.map((c) => escapeFormula(c.label)));
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) {
      if (i > 0) buf += ',';
      buf += csvField(csvCellText(row[i]!, timeZone));
    }
    buf += '\r\n';
    if (buf.length >= CHUNK_CHARS) {
      yield Buffer.from(buf, 'utf8');
      buf = '';
    }
  }
  if (buf.length > 0) yield Buffer.from(buf, 'utf8');
}
