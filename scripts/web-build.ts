import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const sources = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress-web.ts',
];

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Builds the SPA with Vite when dist/web is missing or older than any of its sources. */
export async function ensureWebBuild(): Promise<void> {
  const built = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  const newest = Math.max(...sources.map(newestMtime));
  if (built && built >= newest) return;
  process.stdout.write('Building the web app (first start or sources changed)...\n');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', configFile: path.join(root, 'vite.config.ts') });
}
