import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { extractMessages, readCatalogue } from '../../scripts/i18n-lib.ts';
import { SUPPORTED_LOCALES } from '../../src/shared/i18n/locales.ts';
import sameAsEnglish from '../../src/shared/i18n/same-as-english.json' with { type: 'json' };

const ENGLISH_LOCALES = new Set(['en-US', 'en-GB']);

function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (
      el.type === TYPE.argument ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time
    )
      into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentNames(option.value, into);
    }
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      argumentNames(el.children, into);
    }
  }
  return into;
}

/** Arguments English uses as numbers (`{n, number}`, `{n, plural, ...}`): formatted per locale there. */
function numericArguments(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.number || el.type === TYPE.plural) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) numericArguments(option.value, into);
    if (el.type === TYPE.tag) numericArguments(el.children, into);
  }
  return into;
}

/** Names of arguments placed bare (`{n}`): a bare number is written without the locale's grouping. */
function bareArguments(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) bareArguments(option.value, into);
    if (el.type === TYPE.tag) bareArguments(el.children, into);
  }
  return into;
}

describe('message catalogues (16 locales)', () => {
  const source = extractMessages();
  const english = readCatalogue('en-US');

  it('en-US matches the messages extracted from the source (run npm run i18n:extract)', () => {
    expect(english).toEqual(source);
  });

  it.each(SUPPORTED_LOCALES)(
    '%s has every message, no extra ones, each valid ICU with the same arguments',
    (locale) => {
      const catalogue = readCatalogue(locale);
      const missing = Object.keys(source).filter((id) => !catalogue[id]?.trim());
      const extra = Object.keys(catalogue).filter((id) => !(id in source));
      expect(missing, `missing in ${locale}`).toEqual([]);
      expect(extra, `stale in ${locale}`).toEqual([]);
      for (const [id, text] of Object.entries(catalogue)) {
        const expected = argumentNames(parse(source[id]!, { ignoreTag: false }));
        let actual: Set<string>;
        try {
          actual = argumentNames(parse(text, { ignoreTag: false }));
        } catch (e) {
          throw new Error(`${locale} ${id}: invalid ICU message: ${String(e)}`);
        }
        expect([...actual].sort(), `${locale} ${id} arguments`).toEqual([...expected].sort());
      }
    },
  );

  it.each(SUPPORTED_LOCALES)('%s formats every number English formats (no bare {count} for 2,127)', (locale) => {
    const catalogue = readCatalogue(locale);
    const bare: string[] = [];
    for (const [id, text] of Object.entries(catalogue)) {
      const numeric = numericArguments(parse(source[id] ?? '', { ignoreTag: false }));
      for (const name of bareArguments(parse(text, { ignoreTag: false }))) {
        if (numeric.has(name)) bare.push(`${id}: {${name}}`);
      }
    }
    expect(bare, `${locale}: write these as {name, number} or a plural`).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES.filter((l) => !ENGLISH_LOCALES.has(l)))(
    '%s leaves no message in English',
    (locale) => {
      const catalogue = readCatalogue(locale);
      const allowed = new Set<string>([
        ...(sameAsEnglish as Record<string, string[]>)['*']!,
        ...((sameAsEnglish as Record<string, string[]>)[locale] ?? []),
      ]);
      const untranslated = Object.keys(source).filter(
        (id) => catalogue[id] === source[id] && !allowed.has(id),
      );
      expect(untranslated, `${locale}: these are still the English text`).toEqual([]);
    },
  );
});
