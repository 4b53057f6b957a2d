/** One server process of the cluster (cluster.ts): the portal on the shared port until told to stop. */
import { exitOnStop } from './exit-on-stop.ts';
import { startServer } from './start-server.ts';

const server = await startServer();
// Told to stop by the primary (SIGTERM), by Ctrl-C (SIGINT), or the primary went away.
exitOnStop(server.close);
