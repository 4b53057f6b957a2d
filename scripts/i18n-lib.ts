import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const localesDir = path.join(root, 'src/shared/i18n/locales');

/** Runs the formatjs extractor over src/ and returns id -> en-US ICU text. */
export function extractMessages(): Record<string, string> {
  const bin = path.join(root, 'node_modules/.bin/formatjs');
  const out = execFileSync(
    bin,
    [
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      '**/*.test.ts',
      '--ignore',
      '**/*.test.tsx',
      '--format',
      'simple',
      '--throws',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out) as Record<string, string>;
}

export function readCatalogue(locale: string): Record<string, string> {
  const file = path.join(localesDir, `${locale}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
}
