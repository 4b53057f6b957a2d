/**
 * The shipping documents' PDF (issue 30 point 7): a pdfkit document with the export engine's fonts
 * (platform/export/fonts.ts: DejaVu Sans, and Noto Sans CJK for what DejaVu lacks, each run of text
 * in the font that has its glyphs), Code 128 barcodes drawn by bwip-js as PNG images, and the
 * shipping label of one unit (one box): from, to, the repair number and serial as barcodes with
 * their text under them, model, request number, the RMA marking and "Box n of m". A label is a
 * 4 x 6 in page (thermal label printers; an office printer fits it on its paper).
 */
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { fontSet, splitRuns, type TFontSet } from '../../platform/export/fonts.ts';
import { translate } from '../../platform/i18n.ts';
import type { TRepairAddress } from '../../../shared/contracts/repairs.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';
import { repairLabelMessages as m } from '../../../shared/i18n/repair-label-messages.ts';
import { repairColumnMessages } from '../../../shared/i18n/repair-messages.ts';
import type { TShipment } from './repair-label-shipment.ts';

export const LABEL_SIZE: [number, number] = [288, 432];
const ELLIPSIS = '…';

interface TTextOptions {
  bold?: boolean;
  /** Shrunk (to 70% at most), then cut with an ellipsis, to fit. */
  maxWidth?: number;
  align?: 'left' | 'center' | 'right';
  color?: string;
}

/** The lines of an address as a label writes them. */
export function addressLines(a: TRepairAddress | null): string[] {
  if (!a) return [];
  return [a.name, ...a.lines, [a.postalCode, a.city].filter(Boolean).join(' '), a.country].filter(
    (l) => l.trim() !== '',
  );
}

/** A PDF of shipping documents in one locale: text in mixed scripts, barcodes, the finished file. */
export class ShippingPdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly fonts: TFontSet;
  private cjkRegistered = false;

  constructor(
    readonly locale: TLocale,
    title: string,
    readonly timeZone = 'UTC',
  ) {
    this.fonts = fontSet(locale);
    this.doc = new PDFDocument({
      autoFirstPage: false,
      margin: 0,
      compress: true,
      info: { Title: title, Creator: 'Radio Support Portal' },
    });
    // pdfkit accepts a fontkit font object as a source; its types only list files and buffers.
    this.doc.registerFont('latin', this.fonts.latin as unknown as Buffer);
    this.doc.registerFont('latinBold', this.fonts.latinBold as unknown as Buffer);
  }

  t(id: string, values?: Record<string, string | number>): string {
    return translate(this.locale, id, values);
  }

  /** A date in the user's language and zone. */
  date(iso: string): string {
    return new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium', timeZone: this.timeZone }).format(
      new Date(iso),
    );
  }

  private use(font: 'latin' | 'cjk', bold: boolean, size: number): void {
    if (font === 'cjk' && !this.cjkRegistered) {
      this.doc.registerFont('cjk', this.fonts.cjk() as unknown as Buffer);
      this.cjkRegistered = true;
    }
    this.doc.font(font === 'cjk' ? 'cjk' : bold ? 'latinBold' : 'latin').fontSize(size);
  }

  /** Width of a text at a size, run by run. */
  width(text: string, size: number, bold = false): number {
    let w = 0;
    for (const run of splitRuns(text.normalize('NFC'), this.fonts)) {
      this.use(run.font, bold, size);
      w += this.doc.widthOfString(run.text);
    }
    return w;
  }

  /** One line of text whose top is at y; runs share the Latin font's baseline. */
  text(text: string, x: number, y: number, size: number, opts: TTextOptions = {}): void {
    let t = text.normalize('NFC');
    let s = size;
    if (opts.maxWidth !== undefined) {
      while (s > size * 0.7 && this.width(t, s, opts.bold) > opts.maxWidth) s -= 0.5;
      while (t.length > 1 && this.width(t, s, opts.bold) > opts.maxWidth) t = t.slice(0, -2) + ELLIPSIS;
    }
    const total = this.width(t, s, opts.bold);
    let cx = opts.align === 'center' ? x - total / 2 : opts.align === 'right' ? x - total : x;
    this.use('latin', false, s);
    const latinAscender = (this.doc as unknown as { _font: { ascender: number } })._font.ascender;
    this.doc.fillColor(opts.color ?? '#000000');
    for (const run of splitRuns(t, this.fonts)) {
      this.use(run.font, opts.bold ?? false, s);
      const ascender = (this.doc as unknown as { _font: { ascender: number } })._font.ascender;
      const dy = ((latinAscender - ascender) / 1000) * s;
      this.doc.text(run.text, cx, y + dy, { lineBreak: false });
      cx += this.doc.widthOfString(run.text);
    }
    this.doc.fillColor('#000000');
  }

  /** A Code 128 barcode of `value` filling the box, its text centred under it. */
  async barcode(value: string, x: number, y: number, w: number, h: number, textSize = 11): Promise<void> {
    const png = await bwipjs.toBuffer({
      bcid: 'code128',
      text: value,
      scale: 3,
      height: 12,
      includetext: false,
      // The quiet zone a scanner needs on either side (10 modules).
      paddingwidth: 10,
      backgroundcolor: 'FFFFFF',
    });
    this.doc.image(png, x, y, { width: w, height: h });
    this.text(value, x + w / 2, y + h + 2, textSize, { bold: true, align: 'center' });
  }

  rule(x1: number, y: number, x2: number): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.8).stroke('#000000');
  }

  /** The finished file. */
  finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}

/** Draws the shipping label of box `box` (1-based) of the shipment on a new page. */
export async function drawLabel(pdf: ShippingPdf, s: TShipment, box: number): Promise<void> {
  const unit = s.units[box - 1]!;
  const [W, H] = LABEL_SIZE;
  const M = 14;
  const inner = W - 2 * M;
  pdf.doc.addPage({ size: LABEL_SIZE, margin: 0 });

  // Box n of m, and the RMA marking (white on black).
  pdf.text(pdf.t(m.box.id, { n: box, m: s.units.length }), M, M + 4, 15, {
    bold: true,
    maxWidth: inner - 90,
  });
  pdf.doc.rect(W - M - 76, M, 76, 30).fill('#000000');
  pdf.text('RMA', W - M - 38, M + 5, 18, { bold: true, align: 'center', color: '#ffffff' });
  pdf.text(pdf.t(m.returnForRepair.id), W - M, M + 33, 7, { align: 'right', maxWidth: inner });
  pdf.rule(M, M + 46, W - M);

  // From (the request's shipping address) and to (the depot).
  let y = M + 52;
  pdf.text(pdf.t(m.from.id), M, y, 7, { color: '#444444' });
  y += 10;
  for (const line of addressLines(s.shippingAddress).slice(0, 6)) {
    pdf.text(line, M, y, 8.5, { maxWidth: inner });
    y += 10.5;
  }
  y += 4;
  pdf.text(pdf.t(m.to.id), M, y, 7, { color: '#444444' });
  y += 10;
  const to = s.depotAddress ? addressLines(s.depotAddress) : [s.depot];
  to.slice(0, 6).forEach((line, i) => {
    pdf.text(line, M + 8, y, i === 0 ? 11.5 : 10.5, { bold: i === 0, maxWidth: inner - 8 });
    y += 13;
  });
  y += 3;
  pdf.rule(M, y, W - M);

  // The repair number and the serial, each as a barcode with its text under it.
  y += 6;
  const codes: [string, string][] = [
    [pdf.t(repairColumnMessages.repairNumber.id), unit.repairNumber],
    [pdf.t(m.serial.id), unit.serial],
  ];
  for (const [label, value] of codes) {
    pdf.text(label, M, y, 7, { color: '#444444' });
    y += 10;
    await pdf.barcode(value, M + 10, y, inner - 20, 42, 12);
    y += 42 + 20;
  }

  // Model and request number.
  const foot = Math.min(y, H - M - 12);
  pdf.text(`${pdf.t(repairColumnMessages.deviceModel.id)}: ${unit.model ?? '—'}`, M, foot, 9, {
    maxWidth: inner / 2 - 4,
  });
  pdf.text(pdf.t(m.request.id, { requestNo: s.requestNo }), W - M, foot, 9, {
    align: 'right',
    bold: true,
    maxWidth: inner / 2 - 4,
  });
}
