import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 3001);

/** The SPA build, served by the portal server from dist/web; `npm run dev` proxies /mapi. */
export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/mapi': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
