/**
 * first-load: bytes a phone downloads before the login page and the dashboard can show, from the
 * web build (built first when missing or stale): the entry chunk, everything index.html preloads
 * (modulepreload and CSS), and the screen's lazy chunk with the chunks Vite preloads with it; raw,
 * gzip and Brotli sizes of the `.gz`/`.br` files the server sends (scripts/precompress-web.ts).
 * The English catalogue, loaded before the first render, is given on its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensureWebBuild } from '../../scripts/web-build.ts';
import { repoRoot } from '../support/children.ts';
import type { TBenchResult } from '../support/types.ts';

export const name = 'first-load';
export const description =
  'Entry chunk + index.html preloads + the screen chunk, gzip and Brotli KB, for the login page and the dashboard.';

const webDir = path.join(repoRoot, 'dist/web');
/** Issue 29 point 9: the entry chunk and what it preloads, at most 130 KB gzip. */
const TARGET_GZIP_KB = Number(process.env.BENCH_FIRST_LOAD_TARGET_KB ?? 130);
const SCREENS = {
  login: 'src/web/features/auth/pages/login-page.tsx',
  localLogin: 'src/web/features/auth/pages/local-login-page.tsx',
  dashboard: 'src/web/features/home/pages/dashboard-page.tsx',
} as const;
const CATALOGUE = 'src/shared/i18n/locales/en-GB.json';

interface TManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type TManifest = Record<string, TManifestChunk>;

interface TSizes {
  files: number;
  rawKB: number;
  gzipKB: number;
  brotliKB: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A file's size as sent: its precompressed copy when there is one, else the file itself. */
function sentBytes(rel: string, suffix: '' | '.gz' | '.br'): number {
  const file = path.join(webDir, rel);
  return fs.statSync(suffix && fs.existsSync(file + suffix) ? file + suffix : file).size;
}

function sizesOf(files: Set<string>): TSizes {
  const sum = (suffix: '' | '.gz' | '.br') => [...files].reduce((n, f) => n + sentBytes(f, suffix), 0);
  return { files: files.size, rawKB: kb(sum('')), gzipKB: kb(sum('.gz')), brotliKB: kb(sum('.br')) };
}

/** The files of manifest entry `key` and of every chunk it imports statically, with their CSS. */
function closure(manifest: TManifest, key: string, into = new Set<string>(), seen = new Set<string>()) {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into, seen);
  return into;
}

/** The chunks index.html names itself (script, modulepreload, stylesheet). */
function indexHtmlFiles(): string[] {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
}

/** The biggest files of a set by gzip size, to see what to move behind a lazy import. */
function biggest(files: Set<string>, n = 8) {
  return [...files]
    .map((f) => ({ file: f, gzipKB: kb(sentBytes(f, '.gz')) }))
    .sort((a, b) => b.gzipKB - a.gzipKB)
    .slice(0, n);
}

export async function run(): Promise<TBenchResult> {
  await ensureWebBuild();
  const manifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as TManifest;
  const entry = closure(manifest, 'index.html');
  for (const f of indexHtmlFiles()) entry.add(f);
  const screens = Object.fromEntries(
    Object.entries(SCREENS).map(([screen, key]) => {
      const files = closure(manifest, key, new Set(entry));
      return [
        screen,
        { ...sizesOf(files), ownGzipKB: sizesOf(new Set([...files].filter((f) => !entry.has(f)))).gzipKB },
      ];
    }),
  ) as Record<keyof typeof SCREENS, TSizes & { ownGzipKB: number }>;
  const catalogue = sizesOf(closure(manifest, CATALOGUE));
  const assets = fs.readdirSync(path.join(webDir, 'assets'));
  const figures = {
    entry: sizesOf(entry),
    screens,
    catalogueEnGB: catalogue,
    biggestInEntry: biggest(entry),
    build: {
      chunks: assets.filter((f) => /\.(js|css)$/.test(f)).length,
      withBrotli: assets.filter((f) => f.endsWith('.br')).length,
      withGzip: assets.filter((f) => f.endsWith('.gz')).length,
    },
  };
  const worst = Math.max(screens.login.gzipKB, screens.dashboard.gzipKB);
  const meetsTarget = worst <= TARGET_GZIP_KB;
  return {
    figures,
    targets: { entryAndPreloadsGzipKB: TARGET_GZIP_KB },
    meetsTarget,
    databaseKind: 'none',
    headline:
      `login ${screens.login.gzipKB} KB gz / ${screens.login.brotliKB} KB br, ` +
      `dashboard ${screens.dashboard.gzipKB} KB gz / ${screens.dashboard.brotliKB} KB br ` +
      `(target ${TARGET_GZIP_KB} KB gz); catalogue ${catalogue.gzipKB} KB gz`,
    method: {
      build:
        'vite build (vite.config.ts), precompressed by scripts/precompress-web.ts: gzip level 9, Brotli quality 11',
      counted:
        "entry chunk + index.html's modulepreloads and stylesheets + the screen's lazy chunk and its static imports (what Vite preloads with it), from dist/web/.vite/manifest.json",
      excluded: 'index.html itself, favicon, the locale catalogue (given apart), API answers',
    },
  };
}
