import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { extractMessages, readCatalogue } from '../../scripts/i18n-lib.ts';
import { SUPPORTED_LOCALES } from '../../src/shared/i18n/locales.ts';
import sameAsEnglish from '../../src/shared/i18n/same-as-english.json' with { type: 'json' };

const ENGLISH_LOCALES = new Set(['en-US', 'en-GB']);

/** Every element of a parsed message, those inside plural/select options and tags included. */
function* allElements(elements: MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const el of elements) {
    yield el;
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) yield* allElements(option.value);
    if (el.type === TYPE.tag) yield* allElements(el.children);
  }
}

/** Names of the arguments placed as one of `types` (a bare `{n}` is TYPE.argument). */
function argumentsOfType(elements: MessageFormatElement[], ...types: TYPE[]): Set<string> {
  const names = new Set<string>();
  for (const el of allElements(elements)) if (types.includes(el.type)) names.add((el as { value: string }).value);
  return names;
}

/** The arguments a message counts with: formatted as a number or choosing a plural form by it. */
function countedArguments(text: string): Set<string> {
  return argumentsOfType(parse(text, { ignoreTag: false }), TYPE.number, TYPE.plural);
}

/** Every argument and tag of a message: a translation must use the same ones. */
function argumentNames(elements: MessageFormatElement[]): Set<string> {
  const names = argumentsOfType(elements, TYPE.argument, TYPE.number, TYPE.date, TYPE.time, TYPE.plural, TYPE.select);
  for (const el of allElements(elements)) if (el.type === TYPE.tag) names.add(`<${el.value}>`);
  return names;
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
      // A bare number is written without the locale's grouping (2127 for 2,127).
      const numeric = countedArguments(source[id] ?? '');
      for (const name of argumentsOfType(parse(text, { ignoreTag: false }), TYPE.argument)) {
        if (numeric.has(name)) bare.push(`${id}: {${name}}`);
      }
    }
    expect(bare, `${locale}: write these as {name, number} or a plural`).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)(
    '%s counts with a number only where English does (the code passes English its kind of value)',
    (locale) => {
      // English's bare {open} takes text, so the code may pass "1,410"; a translation choosing a
      // plural form by it gets NaN ("NaN fermés" was seen in French).
      const catalogue = readCatalogue(locale);
      const numericOnlyHere: string[] = [];
      for (const [id, text] of Object.entries(catalogue)) {
        const numeric = countedArguments(source[id] ?? '');
        for (const name of countedArguments(text)) {
          if (!numeric.has(name)) numericOnlyHere.push(`${id}: {${name}}`);
        }
      }
      expect(numericOnlyHere, `${locale}: make these {name, number} or a plural in English too`).toEqual([]);
    },
  );

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
