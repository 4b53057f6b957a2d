/**
 * "All" export: one ZIP (archiver 8, `ZipArchive`) holding the CSV, Excel, PDF and print page
 * (HTML) of the same rows, each entry streamed into the archive as it is produced.
 */
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { csvChunks } from './csv.ts';
import { renderPdf } from './pdf.ts';
import { printChunks } from './print.ts';
import type { TTableDocument } from './table-document.ts';
import { renderXlsx } from './xlsx.ts';

export function renderZip(fileName: string, input: TTableDocument): ZipArchive {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const date = input.generatedAt;
  const entries: [Readable, string, boolean][] = [
    [Readable.from(csvChunks(input.columns, input.rows, input.timeZone)), 'csv', false],
    // XLSX and PDF are compressed already: stored as they are.
    [renderXlsx(input.title, input.columns, input.rows, input.timeZone), 'xlsx', true],
    [renderPdf(input), 'pdf', true],
    // The print page opens the print dialog when served by the portal; from the archive, it says how to print.
    [Readable.from(printChunks(input)), 'html', false],
  ];
  for (const [source, ext, store] of entries) {
    // A failing entry fails the whole archive (archiver would otherwise wait for it forever).
    source.once('error', (err) => archive.destroy(err));
    archive.append(source, { name: `${fileName}.${ext}`, date, store });
  }
  // An archive that ends early (client gone, error) stops the producers still running.
  archive.once('close', () => {
    for (const [source] of entries) if (!source.readableEnded) source.destroy();
  });
  void archive.finalize().catch((err: unknown) => {
    archive.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return archive;
}
