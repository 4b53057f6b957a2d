import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Hashed file names change with their content: a year, and never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the SPA fallback, public/ files): revalidated on every use. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the web build in `webDir`: the `.br`/`.gz` copy written at build time
 * (scripts/precompress-web.ts) when the client accepts it, with `Vary: Accept-Encoding`; Vite's
 * hashed files under `assets/` cached for a year as immutable, the rest `no-cache`. Source maps and
 * dot folders (`.vite/manifest.json`) are never served.
 */
export async function registerWebAssets(app: FastifyInstance, webDir: string): Promise<void> {
  const assetsDir = path.join(webDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Otherwise `send` writes `public, max-age=0` over the header set below.
    cacheControl: false,
    dotfiles: 'ignore',
    // No route of their own: the copies are reached through preCompressed, the maps not at all.
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}
