/**
 * PDF export: landscape A4, a header (title, account, generation time) and the column header row
 * on every page, 'Page n of m' in the footer, column widths fitted to the content, cells wrapped
 * to at most a few lines. Fonts are chosen per run of text so mixed scripts render.
 * The layout is computed first (so the page count is known), then pages are drawn one by one
 * into the document stream, yielding to the event loop between pages.
 */
import PDFDocument from 'pdfkit';
import type * as fontkit from 'fontkit';
import { translate } from '../i18n.ts';
import { isCjk } from '../list/cjk.ts';
import { displayFormatter } from './cells.ts';
import { SIMPLE_TEXT, fontSet, splitRuns, type TFontName, type TFontSet } from './fonts.ts';
import { exportMessages } from './messages.ts';
import { documentMeta, type TTableDocument } from './table-document.ts';

const PAGE_W = 841.89;
const PAGE_H = 595.28;
const MARGIN = 28;
const BODY_SIZE = 7.5;
const HEAD_SIZE = 7.5;
const LINE_H = 9.5;
const PAD_X = 3;
const PAD_Y = 2.5;
const MAX_LINES = 4;
const TITLE_SIZE = 13;
const META_SIZE = 8;
const HEADER_H = 34;
const FOOTER_H = 16;
const MIN_COL_W = 28;
/** Rows measured to fit the column widths (the rest only wrap). */
const SAMPLE_ROWS = 1000;
const ELLIPSIS = '…';

/** Width in points of text at a size, from glyph advances (cached per font and code point). */
class Measurer {
  /** Advance (in em) per code point below 0x2200, per font; NaN = not looked up yet. */
  private readonly low = new Map<fontkit.Font, Float64Array>();
  private readonly high = new Map<fontkit.Font, Map<number, number>>();
  constructor(private readonly fonts: TFontSet) {}

  private sum(font: fontkit.Font, text: string): number {
    let low = this.low.get(font);
    if (!low) {
      low = new Float64Array(0x2200).fill(Number.NaN);
      this.low.set(font, low);
    }
    let total = 0;
    for (let i = 0; i < text.length; i++) {
      let cp = text.charCodeAt(i);
      if (cp < 0x2200) {
        let w = low[cp]!;
        if (Number.isNaN(w)) {
          w = font.glyphForCodePoint(cp).advanceWidth / font.unitsPerEm;
          low[cp] = w;
        }
        total += w;
        continue;
      }
      if (cp >= 0xd800 && cp < 0xdc00 && i + 1 < text.length) cp = text.codePointAt(i++)!;
      let high = this.high.get(font);
      if (!high) {
        high = new Map();
        this.high.set(font, high);
      }
      let w = high.get(cp);
      if (w === undefined) {
        w = font.glyphForCodePoint(cp).advanceWidth / font.unitsPerEm;
        high.set(cp, w);
      }
      total += w;
    }
    return total;
  }

  width(text: string, size: number, bold = false): number {
    const latin = bold ? this.fonts.latinBold : this.fonts.latin;
    if (SIMPLE_TEXT.test(text)) return this.sum(latin, text) * size;
    let total = 0;
    for (const run of splitRuns(text, this.fonts)) total += this.sum(run.font === 'cjk' ? this.fonts.cjk() : latin, run.text);
    return total * size;
  }
}

const SPACE = /\s/;
/** Words with their trailing spaces, and leading spaces: the pieces of text without CJK. */
const WORDS = /\S+\s*|\s+/g;

/**
 * Breakable pieces of a line: words with their trailing spaces, and single CJK characters (which
 * break anywhere) with theirs; leading spaces are a piece of their own. CJK is what the search
 * counts as CJK (list/cjk.ts), so the ranges are written once.
 */
export function breakablePieces(text: string): string[] {
  if (!isCjk(text)) return text.match(WORDS) ?? [];
  const pieces: string[] = [];
  let piece = '';
  // Whether the piece is a word that has not ended yet (no space after it).
  let inWord = false;
  for (const ch of text) {
    if (SPACE.test(ch)) {
      piece += ch;
      inWord = false;
      continue;
    }
    const cjk = isCjk(ch);
    if (inWord && !cjk) {
      piece += ch;
      continue;
    }
    if (piece !== '') pieces.push(piece);
    piece = ch;
    inWord = !cjk;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** Cuts `text` so that it plus an ellipsis fits `width`. */
function withEllipsis(text: string, width: number, size: number, m: Measurer, bold: boolean): string {
  let t = text.trimEnd();
  while (t.length > 0 && m.width(t + ELLIPSIS, size, bold) > width) t = Array.from(t).slice(0, -1).join('');
  return t + ELLIPSIS;
}

/** Greedy line breaking of one cell into at most `maxLines` lines of `width` points. */
export function wrapText(
  text: string,
  width: number,
  size: number,
  m: Measurer,
  bold = false,
  maxLines = MAX_LINES,
): string[] {
  if (!/[\r\n]/.test(text) && m.width(text, size, bold) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  let lineW = 0;
  const newLine = (): void => {
    lines.push(line.trimEnd());
    line = '';
    lineW = 0;
  };
  const place = (token: string): void => {
    const bareW = m.width(token.trimEnd(), size, bold);
    if (line !== '' && lineW + bareW > width) {
      newLine();
      if (token.trim() === '') return;
    }
    if (line === '' && bareW > width) {
      // A word wider than the column: break it between characters.
      for (const ch of token) {
        const cw = m.width(ch, size, bold);
        if (line !== '' && lineW + cw > width) newLine();
        line += ch;
        lineW += cw;
      }
      return;
    }
    line += token;
    lineW += m.width(token, size, bold);
  };
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    for (const token of breakablePieces(paragraph)) {
      place(token);
      if (lines.length > maxLines) break;
    }
    newLine();
    if (lines.length > maxLines) break;
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = withEllipsis(lines[maxLines - 1]!, width, size, m, bold);
  }
  return lines;
}

/**
 * Column widths. Each column wants its header and the 90th percentile of its sampled cells on one
 * line. When that is too wide for the page, columns give up width in proportion to what they can
 * spare: text down to its longest word, dates and numbers down to their values (the header wraps);
 * more room than wanted is shared in proportion.
 */
function fitColumns(
  header: readonly string[],
  texts: readonly (readonly string[])[],
  fixed: readonly boolean[],
  available: number,
  m: Measurer,
): number[] {
  const sampleRows = Math.min(texts.length, SAMPLE_ROWS);
  const p90 = (values: number[]): number => {
    values.sort((a, b) => a - b);
    return values.length ? values[Math.floor((values.length - 1) * 0.9)]! : 0;
  };
  const want: number[] = [];
  const floor: number[] = [];
  for (let c = 0; c < header.length; c++) {
    const h = header[c]!;
    const headWord = Math.max(0, ...h.split(/\s+/).map((w) => m.width(w, HEAD_SIZE, true)));
    const widths: number[] = [];
    const words: number[] = [];
    for (let r = 0; r < sampleRows; r++) {
      const cell = (texts[r]![c] ?? '').slice(0, 200);
      widths.push(m.width(cell, BODY_SIZE));
      if (!fixed[c]) words.push(Math.max(0, ...breakablePieces(cell).map((t) => m.width(t.trimEnd(), BODY_SIZE))));
    }
    const cells = p90(widths);
    const w = Math.max(MIN_COL_W, headWord, Math.min(m.width(h, HEAD_SIZE, true), headWord * 2.2), cells) + 2 * PAD_X;
    want.push(w);
    // Dates and numbers stay on one line (their header may wrap); text wraps between words.
    floor.push(Math.min(w, Math.max(MIN_COL_W, headWord, fixed[c] ? cells : p90(words)) + 2 * PAD_X));
  }
  const total = want.reduce((a, b) => a + b, 0);
  if (total <= available) return want.map((w) => (w * available) / total);
  const deficit = total - available;
  const spare = want.reduce((a, w, c) => a + (w - floor[c]!), 0);
  if (spare >= deficit) return want.map((w, c) => w - ((w - floor[c]!) * deficit) / spare);
  const floors = floor.reduce((a, b) => a + b, 0);
  return floor.map((w) => (w * available) / floors);
}

/** The parts of pdfkit's document this module drives directly (stable across pdfkit 0.1x). */
interface TPdfKitFont {
  id: string;
  ref(): unknown;
  scale: number;
  subset: { includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
}
interface TPdfKitInternals {
  _font: TPdfKitFont;
  page: { fonts: Record<string, unknown> };
}

/**
 * The text of one page, written as one BT...ET block at the end of the page: far cheaper than a
 * pdfkit text() call per cell (each of which saves state, sets the font and shapes the text again).
 * Glyphs are mapped one per code point (no shaping: Latin, Cyrillic and CJK need none) into
 * pdfkit's own font subset, with widths and ToUnicode entries set from the code point itself, so
 * the text copies and searches right in every reader.
 */
class PageText {
  private parts: string[] = [];
  private font = '';
  private size = 0;
  private readonly used = new Set<TFontName>();
  private readonly pdfFonts = new Map<TFontName, { pdf: TPdfKitFont; font: fontkit.Font }>();
  private readonly encoded = new Map<string, string>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: TFontSet,
  ) {}

  private pdfFont(name: TFontName): { pdf: TPdfKitFont; font: fontkit.Font } {
    let f = this.pdfFonts.get(name);
    if (!f) {
      const font = name === 'cjk' ? this.fonts.cjk() : name === 'latinBold' ? this.fonts.latinBold : this.fonts.latin;
      // pdfkit accepts a fontkit font object as a source; its types only list files and buffers.
      this.doc.registerFont(name, font as unknown as Buffer);
      this.doc.font(name);
      f = { pdf: (this.doc as unknown as TPdfKitInternals)._font, font };
      this.pdfFonts.set(name, f);
    }
    return f;
  }

  /** Hex glyph codes of `t` in the document's subset of the font. */
  private encode(f: { pdf: TPdfKitFont; font: fontkit.Font }, t: string): string {
    let hex = '';
    for (const ch of t) {
      const cp = ch.codePointAt(0)!;
      const glyph = f.font.glyphForCodePoint(cp);
      const id = f.pdf.subset.includeGlyph(glyph.id);
      hex += id.toString(16).padStart(4, '0');
      if (f.pdf.widths[id] == null) f.pdf.widths[id] = glyph.advanceWidth * f.pdf.scale;
      if (f.pdf.unicode[id] == null) f.pdf.unicode[id] = [cp];
    }
    return hex;
  }

  show(name: TFontName, size: number, x: number, y: number, t: string): void {
    if (t === '') return;
    const f = this.pdfFont(name);
    this.used.add(name);
    if (name !== this.font || size !== this.size) {
      this.parts.push(`/${f.pdf.id} ${num(size)} Tf`);
      this.font = name;
      this.size = size;
    }
    const key = `${name}\u0000${t}`;
    let hex = this.encoded.get(key);
    if (hex === undefined) {
      hex = this.encode(f, t);
      this.encoded.set(key, hex);
    }
    // One baseline for every font of a line: the Latin font's ascent below the line's top.
    const baseline = PAGE_H - y - (this.fonts.latin.ascent / this.fonts.latin.unitsPerEm) * size;
    this.parts.push(`1 0 0 1 ${num(x)} ${num(baseline)} Tm <${hex}> Tj`);
  }

  /** Writes the page's text (on top of its shapes) and registers the fonts it used on the page. */
  flush(): void {
    if (this.parts.length === 0) return;
    const internals = this.doc as unknown as TPdfKitInternals;
    for (const name of this.used) {
      const f = this.pdfFonts.get(name)!.pdf;
      internals.page.fonts[f.id] = f.ref();
    }
    // pdfkit flips each page to a top-left origin; text is set in the unflipped PDF space.
    this.doc.addContent(`q 1 0 0 -1 0 ${num(PAGE_H)} cm 0 0 0 rg BT\n${this.parts.join('\n')}\nET Q`);
    this.parts = [];
    this.used.clear();
    this.font = '';
    this.size = 0;
  }
}

function num(n: number): string {
  return String(Math.round(n * 100) / 100);
}

interface TLaidRow {
  cells: string[][];
  height: number;
}

/**
 * Renders the PDF into a new pdfkit document and returns it (a readable stream). Rendering runs
 * asynchronously; a failure destroys the stream with the error.
 */
export function renderPdf(input: TTableDocument): PDFKit.PDFDocument {
  const fonts = fontSet(input.locale);
  const m = new Measurer(fonts);
  const fmt = displayFormatter(input.locale, input.timeZone);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    autoFirstPage: false,
    compress: true,
    info: { Title: input.title, Creator: 'Radio Support Portal', CreationDate: input.generatedAt },
  });
  // pdfkit accepts a fontkit font object as a source; its types only list files and buffers.
  doc.registerFont('latin', fonts.latin as unknown as Buffer);
  doc.registerFont('latinBold', fonts.latinBold as unknown as Buffer);
  const text = new PageText(doc, fonts);
  const draw = (t: string, x: number, y: number, size: number, bold = false): void => {
    const runs = splitRuns(t, fonts);
    let cx = x;
    for (let i = 0; i < runs.length; i++) {
      const run = runs[i]!;
      text.show(run.font === 'cjk' ? 'cjk' : bold ? 'latinBold' : 'latin', size, cx, y, run.text);
      if (i + 1 < runs.length) cx += m.width(run.text, size, bold);
    }
  };

  void (async () => {
    const available = PAGE_W - 2 * MARGIN;
    const header = input.columns.map((c) => c.label);
    const texts = input.rows.map((r) => r.map((cell) => fmt.text(cell).normalize('NFC')));
    const fixed = input.columns.map((_, c) => {
      let typed = 0;
      let text = 0;
      for (let r = 0; r < Math.min(input.rows.length, SAMPLE_ROWS); r++) {
        const kind = input.rows[r]![c]?.kind;
        if (kind === 'date' || kind === 'number') typed++;
        else if (kind === 'text') text++;
      }
      return typed > text;
    });
    const widths = fitColumns(header, texts, fixed, available, m);
    const inner = widths.map((w) => Math.max(1, w - 2 * PAD_X));

    const headLines = header.map((h, c) => wrapText(h, inner[c]!, HEAD_SIZE, m, true, 3));
    const headH = Math.max(1, ...headLines.map((l) => l.length)) * LINE_H + 2 * PAD_Y;
    const laid: TLaidRow[] = texts.map((row) => {
      const cells = row.map((t, c) => (t === '' ? [] : wrapText(t, inner[c]!, BODY_SIZE, m)));
      let most = 1;
      for (const l of cells) if (l.length > most) most = l.length;
      return { cells, height: most * LINE_H + 2 * PAD_Y };
    });

    const bodyTop = MARGIN + HEADER_H + headH;
    const bodyBottom = PAGE_H - MARGIN - FOOTER_H;
    const pages: [number, number][] = [];
    let start = 0;
    let y = bodyTop;
    for (let r = 0; r < laid.length; r++) {
      const h = laid[r]!.height;
      if (y + h > bodyBottom && r > start) {
        pages.push([start, r]);
        start = r;
        y = bodyTop;
      }
      y += h;
    }
    pages.push([start, laid.length]);

    const metaLines = documentMeta(input, fmt);

    for (let p = 0; p < pages.length; p++) {
      const [from, to] = pages[p]!;
      doc.addPage();
      // Page header: title left, account and time right.
      const titleW = available * 0.6;
      const title = wrapText(input.title, titleW, TITLE_SIZE, m, true, 1)[0] ?? '';
      draw(title, MARGIN, MARGIN, TITLE_SIZE, true);
      metaLines.forEach((line, i) => {
        const w = m.width(line, META_SIZE);
        draw(line, PAGE_W - MARGIN - w, MARGIN + i * (META_SIZE + 2), META_SIZE);
      });
      // Column header row.
      let x = MARGIN;
      const hy = MARGIN + HEADER_H;
      doc.rect(MARGIN, hy, available, headH).fill('#dde3ea');
      doc.fillColor('#000000');
      for (let c = 0; c < widths.length; c++) {
        headLines[c]!.forEach((line, i) =>
          draw(line, x + PAD_X, hy + PAD_Y + i * LINE_H, HEAD_SIZE, true),
        );
        x += widths[c]!;
      }
      // Rows.
      let ry = bodyTop;
      for (let r = from; r < to; r++) {
        const row = laid[r]!;
        if ((r - from) % 2 === 1) {
          doc.rect(MARGIN, ry, available, row.height).fill('#f3f5f7');
          doc.fillColor('#000000');
        }
        let cx = MARGIN;
        for (let c = 0; c < widths.length; c++) {
          const lines = row.cells[c]!;
          const isNumber = input.rows[r]![c]?.kind === 'number';
          lines.forEach((line, i) => {
            const dx = isNumber ? inner[c]! - m.width(line, BODY_SIZE) : 0;
            draw(line, cx + PAD_X + dx, ry + PAD_Y + i * LINE_H, BODY_SIZE);
          });
          cx += widths[c]!;
        }
        ry += row.height;
      }
      if (laid.length === 0) {
        draw(translate(input.locale, exportMessages.noRows.id), MARGIN + PAD_X, ry + PAD_Y, BODY_SIZE);
      }
      doc.moveTo(MARGIN, ry).lineTo(MARGIN + available, ry).lineWidth(0.5).strokeColor('#9aa5b1').stroke();
      // Footer.
      const footer = translate(input.locale, exportMessages.pageOfPages.id, { page: p + 1, pages: pages.length });
      const fw = m.width(footer, META_SIZE);
      draw(footer, (PAGE_W - fw) / 2, PAGE_H - MARGIN - META_SIZE, META_SIZE);
      text.flush();
      // Let the stream flush and other requests run between pages.
      await new Promise((resolve) => setImmediate(resolve));
      if (doc.destroyed) return;
    }
    doc.end();
  })().catch((err: unknown) => {
    doc.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return doc;
}
