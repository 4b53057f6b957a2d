import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .flatMap((e) => filesUnder(path.join(entry, e.name)))
    .sort();
}

/**
 * SHA-256 (hex) of the files at or under `entries` (paths relative to `root`), each by its relative
 * path and bytes in a stable order: names what was built from them (the benchmarks' large seed, the
 * tests' migrated PGlite template), so changed sources never reuse an old build.
 */
export function sourceHash(root: string, entries: string[]): string {
  const h = crypto.createHash('sha256');
  for (const f of entries.flatMap((e) => filesUnder(path.join(root, e)))) {
    h.update(path.relative(root, f));
    h.update(fs.readFileSync(f));
  }
  return h.digest('hex');
}
