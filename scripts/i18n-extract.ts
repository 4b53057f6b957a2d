/**
 * `npm run i18n:extract`: extracts every message (id + en-US ICU text) from the source with the
 * formatjs extractor, rewrites en-US.json from it, and keeps each other catalogue's translations.
 * en-GB takes the English text for new ids (it is English); every other locale gets the missing
 * ids listed in .tmp/i18n-missing/<locale>.json for translation, and the catalogue test fails until
 * they are translated.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractMessages, localesDir, readCatalogue } from './i18n-lib.ts';
import { SUPPORTED_LOCALES } from '../src/shared/i18n/locales.ts';

const english = extractMessages();
const sorted = (o: Record<string, string>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(path.join(localesDir, 'en-US.json'), JSON.stringify(sorted(english), null, 2) + '\n');

const missingDir = path.resolve('.tmp/i18n-missing');
fs.rmSync(missingDir, { recursive: true, force: true });
let missingTotal = 0;
for (const locale of SUPPORTED_LOCALES) {
  if (locale === 'en-US') continue;
  const existing = readCatalogue(locale);
  const next: Record<string, string> = {};
  const missing: Record<string, string> = {};
  for (const [id, text] of Object.entries(english)) {
    if (existing[id] !== undefined) next[id] = existing[id]!;
    else if (locale === 'en-GB') next[id] = text;
    else missing[id] = text;
  }
  fs.writeFileSync(path.join(localesDir, `${locale}.json`), JSON.stringify(sorted(next), null, 2) + '\n');
  const n = Object.keys(missing).length;
  if (n) {
    fs.mkdirSync(missingDir, { recursive: true });
    fs.writeFileSync(path.join(missingDir, `${locale}.json`), JSON.stringify(missing, null, 2) + '\n');
    missingTotal += n;
  }
}
process.stdout.write(
  `${Object.keys(english).length} messages in en-US; ${missingTotal ? `${missingTotal} translations missing (see .tmp/i18n-missing/)` : 'all locales complete'}\n`,
);
