/**
 * The export engine shared by every list: `streamExport(reply, request)` answers one export in
 * CSV, Excel, PDF, a printable HTML page, or a ZIP of all four.
 *
 * - At most `maxRows` (8,000, spec section 9) rows: the rows are read first, up to one more than
 *   the limit, and a larger result answers 413 `ServerValidation.413ExportLimitExceeded` with
 *   `{max}` before any byte of the file is sent.
 * - The file is then streamed. An error after the headers went out is logged and the connection
 *   is cut (the chunked answer never ends properly), so a client never takes half a file for a
 *   whole one.
 */
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { EXPORT_MAX_ROWS } from '../../../shared/contracts/list.ts';
import type { TErrorCode } from '../../../shared/errors.ts';
import { AppError } from '../app-error.ts';
import { contentDisposition } from '../content-disposition.ts';
import { safeTimeZone, toCell, zonedColumns, type TCell } from './cells.ts';
import { csvChunks } from './csv.ts';
import { renderPdf } from './pdf.ts';
import { printChunks } from './print.ts';
import type { TExportFormat, TExportRequest, TExportRow } from './types.ts';
import { renderXlsx } from './xlsx.ts';
import { renderZip } from './zip.ts';

export type { TExportColumn, TExportFormat, TExportRequest, TExportRow } from './types.ts';

const FORMATS: Record<TExportFormat, { ext: string; type: string; inline?: boolean; error: TErrorCode }> = {
  csv: { ext: 'csv', type: 'text/csv; charset=utf-8', error: 'ServerValidation.500ExportError' },
  xlsx: {
    ext: 'xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    error: 'ServerValidation.500ExportError',
  },
  pdf: { ext: 'pdf', type: 'application/pdf', error: 'ServerValidation.500ExportError' },
  print: { ext: 'html', type: 'text/html; charset=utf-8', inline: true, error: 'ServerValidation.500ExportError' },
  zip: { ext: 'zip', type: 'application/zip', error: 'ServerValidation.500ZipError' },
};

/** File extension of each format ('print' is an HTML page). */
export function exportExtension(format: TExportFormat): string {
  return FORMATS[format].ext;
}

/**
 * Reads at most `max` rows; one more fails with 413 (the source is closed at that point). A failing
 * source fails with 500 export error; nothing has been sent yet in both cases.
 */
export async function collectRows(
  rows: AsyncIterable<TExportRow> | Iterable<TExportRow>,
  max: number,
): Promise<TExportRow[]> {
  const out: TExportRow[] = [];
  try {
    for await (const row of rows) {
      if (out.length >= max) {
        throw new AppError('ServerValidation.413ExportLimitExceeded', {
          values: { max },
          detail: `export has more than ${max} rows`,
        });
      }
      out.push(row);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('ServerValidation.500ExportError', { detail: 'reading export rows failed', cause: err });
  }
  return out;
}

/** Builds the file stream of one format from rows already read and normalised. */
function fileStream(req: TExportRequest, cells: TCell[][], generatedAt: Date): Readable {
  // Every format writes times in one zone and says which: the titles of the columns holding
  // times name it, and the PDF and the print page say it beside the generation time.
  const timeZone = safeTimeZone(req.timeZone);
  const columns = zonedColumns(req.columns, cells, timeZone);
  const doc = {
    title: req.title,
    account: req.account,
    columns,
    rows: cells,
    locale: req.locale,
    timeZone,
    generatedAt,
  };
  switch (req.format) {
    case 'csv':
      return Readable.from(csvChunks(columns, cells, timeZone));
    case 'xlsx':
      return renderXlsx(req.title, columns, cells, timeZone);
    case 'pdf':
      return renderPdf(doc);
    case 'print':
      return Readable.from(printChunks(doc));
    case 'zip':
      return renderZip(req.fileName, doc);
  }
}

/** Answers the export: 413 or 500 envelopes before the first byte, else the streamed file. */
export async function streamExport(reply: FastifyReply, req: TExportRequest): Promise<FastifyReply> {
  const spec = FORMATS[req.format];
  const max = req.maxRows ?? EXPORT_MAX_ROWS;
  const rows = await collectRows(req.rows, max);
  const cells = rows.map((row) => req.columns.map((col) => toCell(row[col.id], col, req.locale)));
  const generatedAt = req.generatedAt ?? new Date();
  let stream: Readable;
  try {
    stream = fileStream(req, cells, generatedAt);
  } catch (err) {
    throw new AppError(spec.error, { detail: `${req.format} export failed to start`, cause: err });
  }
  const log = reply.request.log;
  // The answer body: a failure of the producer becomes a catalogue error on it.
  const body = new PassThrough();
  stream.pipe(body);
  stream.once('error', (err) => {
    log.error({ err, code: spec.error, format: req.format, rows: rows.length }, 'export failed while streaming');
    // Failing before the first byte: the error envelope replaces the file, so it must not be named.
    if (!reply.raw.headersSent) reply.removeHeader('content-disposition');
    body.destroy(new AppError(spec.error, { detail: `${req.format} export failed`, cause: err }));
  });
  // A client that goes away stops the producer too.
  body.once('close', () => {
    if (!stream.readableEnded) stream.destroy();
  });
  return reply
    .code(200)
    .type(spec.type)
    .header('content-disposition', contentDisposition(`${req.fileName}.${spec.ext}`, spec.inline ? 'inline' : 'attachment'))
    .header('cache-control', 'no-store')
    .header('x-export-rows', String(rows.length))
    .send(body);
}
