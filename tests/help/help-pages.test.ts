import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HELP_TOPIC,
  DO_NOT_SELL_HELP_TOPIC,
  PRIVACY_HELP_TOPIC,
  getHelpPage,
} from '../../src/shared/domain/help.ts';
import { HELP_TOPICS } from '../../src/web/app/features.ts';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../../src/shared/i18n/locales.ts';

/**
 * The static help exists in every interface language (docs/decisions.md, "Help in every locale"):
 * the file behind getHelpPage(locale) has the same structure and anchors as the en-US page, and its
 * text is translated.
 */

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');
const ENGLISH_LOCALES = new Set(['en-US', 'en-GB']);

function helpFile(locale: string): string {
  return path.join(PUBLIC_DIR, getHelpPage(locale as (typeof SUPPORTED_LOCALES)[number]));
}

function read(locale: string): string {
  return fs.readFileSync(helpFile(locale), 'utf8');
}

/** The visible text of an HTML fragment: tags dropped, entities left as written, spaces collapsed. */
function text(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function ids(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
}

function localLinks(html: string): string[] {
  return [...html.matchAll(/\shref="#([^"]*)"/g)].map((m) => m[1]!);
}

/** Every tag with its attributes, except the translated ones (lang, aria-label): the page's structure. */
function skeleton(html: string): string[] {
  const body = html.replace(/<style>[\s\S]*?<\/style>/, '<style></style>');
  return [...body.matchAll(/<\/?[a-z][a-z0-9]*(?:\s[^>]*)?>/gi)].map((m) =>
    m[0].replace(/\s(lang|aria-label)="[^"]*"/g, '').replace(/\s+/g, ' '),
  );
}

/** The text of each `<section id>`, by id. */
function sections(html: string): Map<string, string> {
  return new Map(
    [...html.matchAll(/<section id="([^"]+)"[^>]*>([\s\S]*?)<\/section>/g)].map((m) => [m[1]!, m[2]!]),
  );
}

/** The texts of the blocks (headings, paragraphs, list items, cells) of a fragment, in order. */
function blocks(html: string): string[] {
  return [...html.matchAll(/<(h[1-3]|p|li|th|td|title)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g)].map((m) =>
    text(m[2]!),
  );
}

function styleOf(html: string): string {
  return /<style>[\s\S]*?<\/style>/.exec(html)?.[0] ?? '';
}

const english = read(DEFAULT_LOCALE);
const englishSections = sections(english);
const systemAnchors = ids(english).filter((id) => id.startsWith('system-') && id !== 'system-configuration');
const requiredAnchors = [
  ...new Set([
    ...HELP_TOPICS.map(([, topic]) => topic).filter(Boolean),
    DEFAULT_HELP_TOPIC,
    PRIVACY_HELP_TOPIC,
    DO_NOT_SELL_HELP_TOPIC,
    ...systemAnchors,
  ]),
];

describe('the en-US help page (the reference of the others)', () => {
  it('has every help topic, the legal anchors and the system documentation of each technology', () => {
    expect(systemAnchors).toEqual(
      expect.arrayContaining(
        ['astro', 'mototrbo', 'lte', 'wave', 'icaas', 'premierone'].map((t) => `system-${t}`),
      ),
    );
    for (const anchor of requiredAnchors) expect(ids(english), anchor).toContain(anchor);
    for (const anchor of requiredAnchors.filter((a) => a !== DEFAULT_HELP_TOPIC)) {
      expect(englishSections.has(anchor), `section ${anchor}`).toBe(true);
    }
  });
});

describe.each(SUPPORTED_LOCALES)('help page %s', (locale) => {
  const file = helpFile(locale);

  it('exists at the address getHelpPage gives', () => {
    expect(fs.existsSync(file), file).toBe(true);
    expect(path.relative(PUBLIC_DIR, file).split(path.sep)).toEqual(
      locale === DEFAULT_LOCALE ? ['help', 'index.html'] : ['help', locale, 'index.html'],
    );
  });

  const html = fs.existsSync(file) ? read(locale) : '';

  it(`declares lang="${locale}" and UTF-8`, () => {
    expect(html).toMatch(new RegExp(`<html lang="${locale}">`));
    expect(html).toMatch(/<meta charset="UTF-8" \/>/);
  });

  it('runs no inline script (the CSP forbids them), only the support centre number of /help/support-centre.js', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)];
    expect(scripts.map((s) => [s[0].replace(/>[\s\S]*$/, '>'), s[1]])).toEqual([
      ['<script src="/help/support-centre.js" defer>', ''],
    ]);
    expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('has every topic anchor, the legal anchors and the system documentation anchors', () => {
    const own = ids(html);
    for (const anchor of requiredAnchors) expect(own, anchor).toContain(anchor);
    expect(new Set(own).size, 'ids are unique').toBe(own.length);
    expect([...own].sort()).toEqual([...ids(english)].sort());
  });

  it('links only to anchors it has, the same ones as the en-US page', () => {
    const own = new Set(ids(html));
    for (const target of localLinks(html)) expect(own.has(target), `#${target}`).toBe(true);
    expect(localLinks(html)).toEqual(localLinks(english));
  });

  it('keeps the structure and the style of the en-US page', () => {
    expect(skeleton(html)).toEqual(skeleton(english));
    expect(styleOf(html)).toBe(styleOf(english));
  });

  it('has no empty heading, paragraph, list item or cell', () => {
    for (const [i, block] of blocks(html).entries()) expect(block, `block ${i}`).not.toBe('');
  });

  if (!ENGLISH_LOCALES.has(locale)) {
    it('is translated: the title and every section differ from the en-US text', () => {
      const own = sections(html);
      expect(text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')).not.toBe(
        text(/<title>([\s\S]*?)<\/title>/.exec(english)?.[1] ?? ''),
      );
      expect([...own.keys()]).toEqual([...englishSections.keys()]);
      for (const [id, englishHtml] of englishSections) {
        const translated = own.get(id) ?? '';
        expect(text(translated), `section ${id}`).not.toBe(text(englishHtml));
        // No sentence left in English: every longer block differs from its English counterpart.
        const mine = blocks(translated);
        const theirs = blocks(englishHtml);
        expect(mine.length, `blocks of ${id}`).toBe(theirs.length);
        theirs.forEach((en, i) => {
          if (en.length > 30) expect(mine[i], `section ${id}, block ${i}`).not.toBe(en);
        });
      }
    });
  }

  if (locale === 'en-GB') {
    it('uses British spelling where the en-US page does not', () => {
      expect(html).not.toBe(english.replace('lang="en-US"', 'lang="en-GB"'));
      expect(text(html)).toMatch(/Document centre/);
      expect(text(html)).toMatch(/Licence tracking/);
      expect(text(html)).not.toMatch(/\borganization\b/);
    });
  }
});
