/**
 * Upload rules (spec section 5): allowed extensions, and whether a file's bytes are what its
 * extension says. Pure functions on bytes, usable in the browser and on the server.
 */

/** Spec section 5, upload extensions. */
export const UPLOAD_EXTENSIONS = [
  'doc',
  'ppt',
  'xls',
  'xlsm',
  'docx',
  'xlsx',
  'pptx',
  'pdf',
  'rtf',
  'png',
  'jpg',
  'jpeg',
  'bmp',
  'csv',
  'txt',
  'log',
] as const;
export type TUploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** The `accept` attribute of a file input for these extensions. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Default largest attachment, in MB (ATTACHMENT_MAX_MB overrides it on the server). */
export const DEFAULT_ATTACHMENT_MAX_MB = 10;

/** Lower-cased extension of a file name, or '' when it has none. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedExtension(fileName: string): boolean {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/** File names: letters, digits and symbols other than / : * ? " < > | (spec section 5), no control characters. */
export function isValidFileName(fileName: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return fileName.trim().length > 0 && fileName.length <= 255 && !/[/\\:*?"<>|\u0000-\u001f\u007f-\u009f]/.test(fileName);
}

/**
 * Invisible characters that change how a name reads, refused in file names (a name shown as
 * "invoice_fdp.txt" that is "invoice_\u202Etxt.pdf" spoofs its type): Unicode's bidirectional
 * controls (Bidi_Control: U+061C, U+200E, U+200F, the embeddings and overrides U+202A-U+202E, the
 * isolates U+2066-U+2069), and the other invisible format characters no file name needs: zero-width
 * space U+200B, word joiner and invisible operators U+2060-U+2064, byte-order mark U+FEFF, line and
 * paragraph separators U+2028, U+2029, interlinear annotation U+FFF9-U+FFFB. The zero-width
 * (non-)joiners U+200C and U+200D stay: scripts and emoji need them, and they move nothing.
 */
const HIDDEN_FORMAT_CHARACTERS = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u2028\u2029\ufeff\ufff9-\ufffb]/;

/** Whether a file name holds an invisible character that changes how it reads (refused, not stripped). */
export function hasHiddenFormatCharacters(fileName: string): boolean {
  return HIDDEN_FORMAT_CHARACTERS.test(fileName);
}

const SIGNATURES = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
  bmp: [0x42, 0x4d], // BM
  zip: [0x50, 0x4b, 0x03, 0x04], // PK.. (Office Open XML)
  ole: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // Compound File (legacy Office)
  rtf: [0x7b, 0x5c, 0x72, 0x74, 0x66], // {\rtf
} as const;

function startsWith(bytes: Uint8Array, sig: readonly number[]): boolean {
  return bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
}

/** True when the bytes are UTF-8 text without NUL characters (a leading BOM is fine). */
export function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the content is what the extension claims: magic bytes for pdf, png, jpg, bmp, rtf,
 * zip-based (docx, xlsx, xlsm, pptx) and OLE (doc, xls, ppt) Office files; valid UTF-8 without
 * NULs for csv, txt and log. Unknown extensions never match.
 */
export function contentMatchesExtension(extension: string, bytes: Uint8Array): boolean {
  switch (extension.toLowerCase()) {
    case 'pdf':
      return startsWith(bytes, SIGNATURES.pdf);
    case 'png':
      return startsWith(bytes, SIGNATURES.png);
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, SIGNATURES.jpg);
    case 'bmp':
      return startsWith(bytes, SIGNATURES.bmp);
    case 'rtf':
      return startsWith(bytes, SIGNATURES.rtf);
    case 'docx':
    case 'xlsx':
    case 'xlsm':
    case 'pptx':
      return startsWith(bytes, SIGNATURES.zip);
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(bytes, SIGNATURES.ole);
    case 'csv':
    case 'txt':
    case 'log':
      return isUtf8Text(bytes);
    default:
      return false;
  }
}
