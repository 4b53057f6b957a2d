import { describe, expect, it } from 'vitest';
import {
  UPLOAD_EXTENSIONS,
  contentMatchesExtension,
  fileExtension,
  hasHiddenFormatCharacters,
  isAllowedExtension,
  isUtf8Text,
  isValidFileName,
} from './uploads.ts';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

const PDF = text('%PDF-1.7\n%âãÏÓ\n');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const BMP = text('BM6\u0000');
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 20, 0);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0);
const RTF = text('{\\rtf1\\ansi hello}');
const UTF8 = text('id;name\n1;Zoë 日本\n');

describe('upload extensions (spec 5)', () => {
  it('lists the spec extensions', () => {
    expect([...UPLOAD_EXTENSIONS].sort()).toEqual(
      ['doc', 'ppt', 'xls', 'xlsm', 'docx', 'xlsx', 'pptx', 'pdf', 'rtf', 'png', 'jpg', 'jpeg', 'bmp', 'csv', 'txt', 'log'].sort(),
    );
  });

  it.each([
    ['report.PDF', 'pdf', true],
    ['a.b.xlsx', 'xlsx', true],
    ['C:\\temp\\x.log', 'log', true],
    ['noext', '', false],
    ['.bashrc', '', false],
    ['evil.exe', 'exe', false],
    ['photo.jpeg', 'jpeg', true],
    ['archive.zip', 'zip', false],
  ])('%s -> .%s allowed=%s', (name, ext, allowed) => {
    expect(fileExtension(name)).toBe(ext);
    expect(isAllowedExtension(name)).toBe(allowed);
  });

  it.each([
    ['report.pdf', true],
    ['a/b.pdf', false],
    ['what?.txt', false],
    ['tab\there.txt', false],
    ['Überblick 2024 (v2).docx', true],
    ['   ', false],
    ['next\u0085line.txt', false],
    ['bell\u009f.txt', false],
  ])('file name %j valid=%s', (name, ok) => {
    expect(isValidFileName(name)).toBe(ok);
  });

  it.each([
    ['photo\u202Egnp.pdf', true],
    ['a\u202Ab.pdf', true],
    ['a\u202Db.pdf', true],
    ['a\u2066b\u2069.pdf', true],
    ['a\u2068b.pdf', true],
    ['a\u200Eb.pdf', true],
    ['a\u200Fb.pdf', true],
    ['a\u061Cb.pdf', true],
    ['a\u200Bb.pdf', true],
    ['a\u2060b.pdf', true],
    ['\uFEFFa.pdf', true],
    ['a\u2028b.pdf', true],
    ['a\uFFF9b.pdf', true],
    ['שלום.pdf', false],
    ['تقرير.pdf', false],
    ['می\u200Cخواهم.pdf', false],
    ['👩\u200D💻 notes.txt', false],
    ['Überblick 2024 (v2).docx', false],
  ])('file name %j hides format characters: %s', (name, hidden) => {
    expect(hasHiddenFormatCharacters(name)).toBe(hidden);
  });
});

describe('contentMatchesExtension: extension and content agree', () => {
  const samples: Record<string, Uint8Array> = { PDF, PNG, JPG, BMP, ZIP, OLE, RTF, UTF8 };
  const expected: Record<string, string[]> = {
    pdf: ['PDF'],
    png: ['PNG'],
    jpg: ['JPG'],
    jpeg: ['JPG'],
    bmp: ['BMP'],
    rtf: ['RTF'],
    docx: ['ZIP'],
    xlsx: ['ZIP'],
    xlsm: ['ZIP'],
    pptx: ['ZIP'],
    doc: ['OLE'],
    xls: ['OLE'],
    ppt: ['OLE'],
    // every text sample: RTF, PDF header and UTF-8 text are all valid UTF-8 without NUL
    csv: ['UTF8', 'RTF', 'PDF'],
    txt: ['UTF8', 'RTF', 'PDF'],
    log: ['UTF8', 'RTF', 'PDF'],
  };
  for (const [ext, ok] of Object.entries(expected)) {
    for (const [name, sample] of Object.entries(samples)) {
      const want = ok.includes(name);
      it(`.${ext} with ${name} content -> ${want}`, () => {
        expect(contentMatchesExtension(ext, sample)).toBe(want);
      });
    }
  }

  it('refuses text with NUL or invalid UTF-8, and unknown extensions', () => {
    expect(isUtf8Text(text('a\u0000b'))).toBe(false);
    expect(isUtf8Text(bytes(0xc3, 0x28))).toBe(false);
    expect(isUtf8Text(bytes(0xef, 0xbb, 0xbf, 0x41))).toBe(true);
    expect(contentMatchesExtension('exe', PDF)).toBe(false);
  });
});
