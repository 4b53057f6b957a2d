import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images other than SVG and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this, the compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

/** The files of `dir` (recursively), as paths relative to it with `/` separators. */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip, level 9) beside the hashed assets
 * of a web build (`assets/`) and its `index.html`, for the server to send as they are
 * (`@fastify/static` with `preCompressed`). A copy that would not be smaller is not written.
 * Returns the files compressed.
 */
export async function precompressWebBuild(outDir: string): Promise<string[]> {
  const candidates = [
    'index.html',
    ...(fs.existsSync(path.join(outDir, 'assets')) ? filesUnder(outDir, 'assets') : []),
  ].filter((rel) => COMPRESSIBLE.test(rel) && fs.existsSync(path.join(outDir, rel)));
  const done: string[] = [];
  await Promise.all(
    candidates.map(async (rel) => {
      const file = path.join(outDir, rel);
      const raw = fs.readFileSync(file);
      if (raw.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      done.push(rel);
    }),
  );
  return done.sort();
}
