/**
 * Print export: a self-contained HTML page with the table (locale-formatted dates and numbers),
 * styled for paper. No inline script (the CSP forbids it): /print.js, a same-origin file of the
 * web build, opens the browser's print dialog; the page also says how to print by hand.
 */
import { translate } from '../i18n.ts';
import { displayFormatter } from './cells.ts';
import { exportMessages } from './messages.ts';
import { documentMeta, type TTableDocument } from './table-document.ts';

const CHUNK_CHARS = 64 * 1024;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const STYLE = `
  @page { size: A4 landscape; margin: 12mm; }
  body { font-family: "DejaVu Sans", "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK SC", system-ui, sans-serif; font-size: 10pt; color: #000; margin: 16px; }
  header { display: flex; justify-content: space-between; align-items: baseline; gap: 16px; margin-bottom: 8px; }
  h1 { font-size: 15pt; margin: 0; }
  .meta { font-size: 9pt; text-align: end; }
  .hint { font-size: 9pt; background: #eef3f8; border: 1px solid #c5d3e0; padding: 6px 10px; margin: 0 0 10px; display: flex; gap: 12px; align-items: center; }
  .hint button { font: inherit; padding: 2px 12px; cursor: pointer; }
  table { border-collapse: collapse; width: 100%; }
  thead { display: table-header-group; }
  th, td { border: 1px solid #b8c2cc; padding: 3px 5px; text-align: start; vertical-align: top; overflow-wrap: break-word; }
  th { background: #dde3ea; }
  td.num { text-align: end; white-space: nowrap; }
  tr { break-inside: avoid; }
  tbody tr:nth-child(even) td { background: #f3f5f7; }
  @media print { .hint { display: none; } body { margin: 0; } th, tbody tr:nth-child(even) td { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }
`;

/** The page in chunks of about 64 KB. */
export function* printChunks(input: TTableDocument): Generator<Buffer> {
  const { locale } = input;
  const fmt = displayFormatter(locale, input.timeZone);
  const t = (id: string, values?: Record<string, string | number>): string => escapeHtml(translate(locale, id, values));
  const meta = [...documentMeta(input, fmt).map(escapeHtml), t(exportMessages.rowCount.id, { count: input.rows.length })]
    .map((line) => `<div>${line}</div>`)
    .join('');
  let buf =
    `<!doctype html>\n<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(input.title)}</title><style>${STYLE}</style>` +
    `<script src="/print.js" defer></script></head><body>` +
    `<p class="hint"><button type="button" id="print-now" hidden>${t(exportMessages.print.id)}</button>` +
    `<span>${t(exportMessages.printHint.id)}</span></p>` +
    `<header><h1>${escapeHtml(input.title)}</h1><div class="meta">${meta}</div></header>` +
    `<table><thead><tr>${input.columns.map((c) => `<th scope="col">${escapeHtml(c.label)}</th>`).join('')}</tr></thead><tbody>\n`;
  for (const row of input.rows) {
    buf += '<tr>';
    for (const cell of row) {
      const text = escapeHtml(fmt.text(cell)).replace(/\r\n|\r|\n/g, '<br>');
      buf += cell.kind === 'number' ? `<td class="num">${text}</td>` : `<td>${text}</td>`;
    }
    buf += '</tr>\n';
    if (buf.length >= CHUNK_CHARS) {
      yield Buffer.from(buf, 'utf8');
      buf = '';
    }
  }
  if (input.rows.length === 0) {
    buf += `<tr><td colspan="${Math.max(1, input.columns.length)}">${t(exportMessages.noRows.id)}</td></tr>\n`;
  }
  buf += '</tbody></table></body></html>\n';
  yield Buffer.from(buf, 'utf8');
}
