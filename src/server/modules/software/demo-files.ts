/**
 * The bytes of the demo software files and release notes (seeded deterministically, so a file
 * written again from its database row has the size and SHA-256 the row holds).
 */
import crypto from 'node:crypto';

/** `size` deterministic bytes for the file `fileId` (xorshift32 seeded by the id). */
export function demoSoftwareBytes(fileId: string, size: number): Buffer {
  let x = crypto.createHash('sha256').update(fileId).digest().readUInt32LE(0) || 0x9e3779b9;
  const words = new Uint32Array(Math.ceil(size / 4));
  for (let i = 0; i < words.length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    words[i] = x;
  }
  return Buffer.from(words.buffer, 0, size);
}

export function sha256Hex(data: Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

export interface TReleaseNotesInput {
  /** e.g. 'ASTRO' */
  technology: string;
  systemRelease: string;
  publishedAt: Date;
  summary: string;
  packages: { name: string; version: string }[];
  issues: { issueId: string; title: string }[];
}

/** PDF string literal text (ASCII; parentheses and backslashes escaped). */
function pdfText(s: string): string {
  return s.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
}

/** A one-page PDF (Helvetica) of the release's notes: title, date, summary, packages, known issues. */
export function releaseNotesPdf(r: TReleaseNotesInput): Buffer {
  const lines: [number, string][] = [
    [16, `${r.technology} system release ${r.systemRelease}: release notes`],
    [10, `Published ${r.publishedAt.toISOString().slice(0, 10)}`],
    [11, r.summary],
    [12, 'Software in this release'],
    ...r.packages.map((p): [number, string] => [10, `- ${p.name} ${p.version}`]),
    [12, 'Known issues'],
    ...(r.issues.length ? r.issues.map((i): [number, string] => [10, `- ${i.issueId}: ${i.title}`]) : [[10, '- none'] as [number, string]]),
  ];
  let y = 790;
  const ops: string[] = ['BT'];
  for (const [size, text] of lines) {
    y -= size + 10;
    ops.push(`/F1 ${size} Tf 1 0 0 1 50 ${y} Tm (${pdfText(text)}) Tj`);
  }
  ops.push('ET');
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(`${r.technology} ${r.systemRelease} release notes`)}) /Producer (Support portal) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
