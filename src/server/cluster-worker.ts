/** One server process of the cluster (cluster.ts): the portal on the shared port until told to stop. */
import { startServer } from './start-server.ts';

const server = await startServer();

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  // Bounded: a hung close must not keep the process alive.
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// The primary went away (its IPC channel closed): stop too.
process.once('disconnect', stop);
