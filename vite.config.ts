import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressWebBuild } from './scripts/precompress-web.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);
const outDir = 'dist/web';

/** After a build, `.br` and `.gz` copies beside each hashed asset (scripts/precompress-web.ts). */
function precompress(): Plugin {
  let root = process.cwd();
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async closeBundle() {
      await precompressWebBuild(path.resolve(root, outDir));
    },
  };
}

/** The SPA build, served by the portal server from dist/web; `npm run dev` proxies /mapi. */
export default defineConfig({
  plugins: [react(), precompress()],
  publicDir: 'public',
  build: {
    outDir,
    emptyOutDir: true,
    // Maps are written for reading production stack traces offline, but not referenced from the
    // bundles, and the server never serves them (src/server/web-assets.ts).
    sourcemap: 'hidden',
    // Which chunks each screen loads, for the first-load measurement (bench/benchmarks/first-load.ts);
    // under .vite/, which the server does not serve either.
    manifest: true,
    // The largest chunk is MapLibre (1.09 MB minified, about 300 KB gzip), loaded only by the
    // Performance map; every other chunk stays under 900 KB.
    chunkSizeWarningLimit: 1_150,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/mapi': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      // The built-in card processor's tokenisation (modules/payments/local-processor-routes.ts).
      '/local-processor': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
