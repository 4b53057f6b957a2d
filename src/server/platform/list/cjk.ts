/**
 * Chinese, Japanese and Korean text has no spaces between words, so the 'simple' text search
 * configuration would index a whole run of it as one word, found only from its start. Instead each
 * of these characters is its own word, in the search document and in the query, and a query run is
 * a phrase of them (`東 <-> 京`): any part of a run matches, in order. The ranges are written once,
 * here, for both sides: the database's regular expression and the query's.
 */
const CJK_RANGES: readonly (readonly [number, number])[] = [
  [0x3040, 0x30ff], // Hiragana, Katakana
  [0x3400, 0x4dbf], // CJK Unified Ideographs Extension A
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0xac00, 0xd7af], // Hangul syllables
  [0xf900, 0xfaff], // CJK Compatibility Ideographs
  [0x20000, 0x2ffff], // CJK Unified Ideographs Extensions B-F and supplements
];

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
const pgChar = (n: number) => (n <= 0xffff ? `\\u${hex(n, 4)}` : `\\U${hex(n, 8)}`);

/** A PostgreSQL regular expression bracket of the ranges (`[\u3040-\u30ff...]`). */
export const CJK_SQL_CLASS = `[${CJK_RANGES.map(([a, b]) => `${pgChar(a)}-${pgChar(b)}`).join('')}]`;

const CJK_CHAR = new RegExp(`[${CJK_RANGES.map(([a, b]) => `\\u{${hex(a, 4)}}-\\u{${hex(b, 4)}}`).join('')}]`, 'u');
const CJK_EACH = new RegExp(CJK_CHAR.source, 'gu');

/** `text` with a space either side of each CJK character, as the search document is indexed. */
export function spaceCjk(text: string): string {
  return text.replace(CJK_EACH, ' $& ');
}

/** Whether a piece of `spaceCjk`'s text (one CJK character, or a run of none) is the CJK one. */
export function isCjk(piece: string): boolean {
  return CJK_CHAR.test(piece);
}
