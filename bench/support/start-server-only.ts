/**
 * Child entry for the benchmarks: starts the portal server only (no web build, which `npm start`
 * does once before), configured from the environment like `npm start` (PORT, HOST, DATA_DIR,
 * DATABASE_URL, LOG_LEVEL, SEED_SCALE, PORTAL_WORKERS, ...). Reports phase timings over IPC when there is a
 * parent, and shuts down cleanly on SIGTERM/SIGINT or when the parent goes away.
 */
export {};

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
  seedScale: server.config.seedScale,
  // performance.now() counts from process start, so these split the cold start into phases.
  bootToModuleMs: moduleStartMs,
  importMs: importedMs - moduleStartMs,
  startServerMs: listeningMs - importedMs,
});

let stopping = false;
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  // Bounded: a hung close must not keep the process alive.
  setTimeout(() => process.exit(1), 10_000).unref();
  server
    .close()
    .then(() => process.exit(0))
    .catch(() => process.exit(1));
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
process.once('disconnect', shutdown);
