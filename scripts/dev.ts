/**
 * `npm run dev`: the API on API_PORT (default 3001, restarted by tsx watch when server code
 * changes) and Vite with hot reload on PORT (default 3000), proxying /mapi to the API.
 */
import { createServer } from 'vite';
import { startServer } from '../src/server/start-server.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);
process.env.API_PORT = String(apiPort);
const api = await startServer({
  port: apiPort,
  host: '127.0.0.1',
  publicUrl: `http://localhost:${process.env.PORT ?? 3000}`,
});
const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();
process.stdout.write(`API on ${api.url} (proxied under /mapi)\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void Promise.all([vite.close(), api.close()]).then(() => process.exit(0)));
}
