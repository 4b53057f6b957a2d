/**
 * Child entry for the benchmarks: starts the portal server only (no web build, which `npm start`
 * does once before), configured from the environment like `npm start` (PORT, HOST, DATA_DIR,
 * DATABASE_URL, LOG_LEVEL, SEED_SCALE, PORTAL_WORKERS, ...). Reports phase timings over IPC when there is a
 * parent, and shuts down cleanly on SIGTERM/SIGINT or when the parent goes away.
 */
import { exitOnStop } from '../../src/server/exit-on-stop.ts';

const moduleStartMs = performance.now();
const { serve } = await import('../../src/server/serve.ts');
const importedMs = performance.now();
const server = await serve();
const listeningMs = performance.now();

process.send?.({
  type: 'ready',
  url: server.url,
  seeded: server.seeded,
  databaseKind: server.databaseKind,
  workers: server.workers,
  databasePoolSize: server.config.databasePoolSize,
  seedScale: server.config.seedScale,
  // performance.now() counts from process start, so these split the cold start into phases.
  bootToModuleMs: moduleStartMs,
  importMs: importedMs - moduleStartMs,
  startServerMs: listeningMs - importedMs,
});

exitOnStop(server.close);
