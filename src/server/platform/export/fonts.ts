/**
 * Fonts embedded in exported PDFs, shipped in assets/fonts/ so every locale is legible:
 * DejaVu Sans (Latin incl. Polish, Cyrillic, Greek) and Noto Sans CJK (Japanese, Chinese, Korean).
 * Each font is parsed once per process; text is split into runs by the font that has its glyphs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import type { TLocale } from '../../../shared/i18n/locales.ts';

export const FONTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../assets/fonts');

/** Names under which the fonts are registered in each PDF document. */
export type TFontName = 'latin' | 'latinBold' | 'cjk';

/** Noto Sans CJK face per locale: each region writes some Han characters its own way. */
const CJK_FACE: Partial<Record<TLocale, string>> = {
  'ja-JP': 'NotoSansCJKjp-Regular',
  'ko-KR': 'NotoSansCJKkr-Regular',
  'zh-CN': 'NotoSansCJKsc-Regular',
  'zh-TW': 'NotoSansCJKtc-Regular',
};
const DEFAULT_CJK_FACE = 'NotoSansCJKjp-Regular';

const cache = new Map<string, fontkit.Font>();

function load(file: string, face?: string): fontkit.Font {
  const key = `${file}#${face ?? ''}`;
  let font = cache.get(key);
  if (!font) {
    const opened = fontkit.openSync(path.join(FONTS_DIR, file), face);
    if (!('layout' in opened)) throw new Error(`${file}: no font ${face ?? ''} in collection`);
    font = opened;
    cache.set(key, font);
  }
  return font;
}

export interface TFontSet {
  latin: fontkit.Font;
  latinBold: fontkit.Font;
  /** Loaded on first use: parsing the CJK collection costs tens of ms. */
  cjk(): fontkit.Font;
}

export function fontSet(locale: TLocale): TFontSet {
  return {
    latin: load('DejaVuSans.ttf'),
    latinBold: load('DejaVuSans-Bold.ttf'),
    cjk: () => load('NotoSansCJK-Regular.ttc', CJK_FACE[locale] ?? DEFAULT_CJK_FACE),
  };
}

/** Text that DejaVu surely covers (Latin, Latin-1, Latin Extended-A/B incl. Polish): the fast path. */
// eslint-disable-next-line no-control-regex -- control characters are plain Latin text here
export const SIMPLE_TEXT = /^[\u0000-\u024f\u2013\u2014\u2018-\u201e\u2026\u20ac]*$/;

export interface TRun {
  font: 'latin' | 'cjk';
  text: string;
}

/** Per code point: 0 unknown yet, 1 the Latin font, 2 the CJK font. */
const choice = new Uint8Array(0x110000);

function fontFor(cp: number, fonts: TFontSet): 1 | 2 {
  const known = choice[cp];
  if (known === 1 || known === 2) return known;
  let pick: 1 | 2 = 1;
  if (!fonts.latin.hasGlyphForCodePoint(cp) && fonts.cjk().hasGlyphForCodePoint(cp)) pick = 2;
  choice[cp] = pick;
  return pick;
}

/**
 * Splits text into runs of one font each: a character goes to DejaVu when DejaVu has it, else to
 * Noto Sans CJK when that has it (else DejaVu, which draws its missing-glyph box).
 */
export function splitRuns(text: string, fonts: TFontSet): TRun[] {
  if (SIMPLE_TEXT.test(text)) return [{ font: 'latin', text }];
  const runs: TRun[] = [];
  let current: 1 | 2 | 0 = 0;
  let start = 0;
  let i = 0;
  for (const ch of text) {
    const f = fontFor(ch.codePointAt(0)!, fonts);
    if (f !== current) {
      if (current !== 0) runs.push({ font: current === 1 ? 'latin' : 'cjk', text: text.slice(start, i) });
      current = f;
      start = i;
    }
    i += ch.length;
  }
  if (current !== 0) runs.push({ font: current === 1 ? 'latin' : 'cjk', text: text.slice(start) });
  return runs;
}
