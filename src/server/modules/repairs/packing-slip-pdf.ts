/**
 * The packing slip of a repair request (issue 30 point 7): one per shipment, A4 portrait. Its
 * header (request number, also as a Code 128 barcode, date, customer number, depot, number of
 * units), the addresses (ship from, ship to the depot, billing), then one line per unit (box,
 * repair number, serial, model, service type, symptoms); a long shipment continues on further
 * pages, each numbered "Page n of m" with the table's header repeated.
 */
import { repairColumnMessages as col } from '../../../shared/i18n/repair-messages.ts';
import { packingSlipMessages as m } from '../../../shared/i18n/repair-label-messages.ts';
import { addressLines, type ShippingPdf } from './repair-label-pdf.ts';
import type { TShipment } from './repair-label-shipment.ts';

const A4: [number, number] = [595.28, 841.89];
const M = 40;
const LINE = 11;
const ROW_PAD = 4;
const HEAD_H = 18;
const FOOT_H = 30;

/** Draws the packing slip of the shipment on new pages. */
export async function drawPackingSlip(pdf: ShippingPdf, s: TShipment): Promise<void> {
  const [W, H] = A4;
  const inner = W - 2 * M;
  const t = (id: string, values?: Record<string, string | number>) => pdf.t(id, values);

  // Columns: box, repair number, serial, model, service type, symptoms (the rest of the width).
  const widths = [32, 78, 92, 70, 92];
  const columns = [
    t(m.box.id),
    t(col.repairNumber.id),
    t(m.serial.id),
    t(col.deviceModel.id),
    t(col.serviceType.id),
    t(col.symptoms.id),
  ];
  widths.push(inner - widths.reduce((a, b) => a + b, 0));
  const rows = s.units.map((u, i) => ({
    cells: [
      String(i + 1),
      u.repairNumber,
      u.serial,
      u.model ?? '—',
      t(`${col.serviceType.id}.${u.serviceType}`),
    ],
    symptoms: u.symptoms.length ? u.symptoms : ['—'],
  }));
  const rowHeight = (r: (typeof rows)[number]) => r.symptoms.length * LINE + 2 * ROW_PAD;

  // Pages: the first one starts below the header and the addresses.
  const firstTop = 292;
  const laterTop = M + 30;
  const bottom = H - M - FOOT_H;
  const pages: number[][] = [[]];
  let y = firstTop + HEAD_H;
  rows.forEach((r, i) => {
    if (y + rowHeight(r) > bottom && pages.at(-1)!.length > 0) {
      pages.push([]);
      y = laterTop + HEAD_H;
    }
    pages.at(-1)!.push(i);
    y += rowHeight(r);
  });

  for (let p = 0; p < pages.length; p++) {
    pdf.doc.addPage({ size: A4, margin: 0 });
    let top = laterTop;
    if (p === 0) {
      pdf.text(t(m.title.id), M, M, 20, { bold: true, maxWidth: inner - 210 });
      pdf.doc.rect(M, M + 30, 54, 22).fill('#000000');
      pdf.text('RMA', M + 27, M + 33, 14, { bold: true, align: 'center', color: '#ffffff' });
      await pdf.barcode(s.requestNo, W - M - 190, M, 190, 44, 12);

      // The shipment's header.
      const facts: [string, string][] = [
        [t(m.requestNumber.id), s.requestNo],
        [t(m.date.id), pdf.date(s.createdAt)],
        [t(col.customerNumber.id), s.customerNumber],
        [t(col.depot.id), s.depot],
        [t(m.units.id), String(s.units.length)],
      ];
      let fy = M + 70;
      for (const [label, value] of facts) {
        pdf.text(label, M, fy, 9, { color: '#444444', maxWidth: 120 });
        pdf.text(value, M + 125, fy, 10, { bold: true, maxWidth: inner - 125 });
        fy += 14;
      }

      // The addresses, in three columns.
      const blocks: [string, string[]][] = [
        [t(m.shipFrom.id), addressLines(s.shippingAddress)],
        [t(m.shipTo.id), s.depotAddress ? addressLines(s.depotAddress) : [s.depot]],
        [t(col.billingAddress.id), addressLines(s.billingAddress)],
      ];
      const colW = inner / 3;
      blocks.forEach(([label, lines], i) => {
        const x = M + i * colW;
        pdf.text(label, x, fy + 10, 9, { bold: true, maxWidth: colW - 8 });
        lines
          .slice(0, 6)
          .forEach((line, k) => pdf.text(line, x, fy + 24 + k * 11, 9, { maxWidth: colW - 8 }));
      });
      top = firstTop;
    }

    // The table's header, then its rows.
    pdf.doc.rect(M, top, inner, HEAD_H).fill('#dde3ea');
    let x = M;
    columns.forEach((c, i) => {
      pdf.text(c, x + 3, top + 4, 8.5, { bold: true, maxWidth: widths[i]! - 6 });
      x += widths[i]!;
    });
    let ry = top + HEAD_H;
    for (const i of pages[p]!) {
      const r = rows[i]!;
      x = M;
      r.cells.forEach((c, k) => {
        pdf.text(c, x + 3, ry + ROW_PAD, 9, { maxWidth: widths[k]! - 6 });
        x += widths[k]!;
      });
      r.symptoms.forEach((sym, k) =>
        pdf.text(sym, x + 3, ry + ROW_PAD + k * LINE, 9, { maxWidth: widths[5]! - 6 }),
      );
      ry += rowHeight(r);
      pdf.doc
        .moveTo(M, ry)
        .lineTo(M + inner, ry)
        .lineWidth(0.4)
        .stroke('#999999');
    }

    // Footer: where the slip goes, and the page number.
    pdf.text(t(m.enclose.id), M, H - M - 12, 8, { color: '#444444', maxWidth: inner - 90 });
    pdf.text(t(m.page.id, { n: p + 1, m: pages.length }), W - M, H - M - 12, 8, { align: 'right' });
  }
}
