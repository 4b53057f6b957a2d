/**
 * Several server processes on one port (PORTAL_WORKERS above 1; PostgreSQL only), with node:cluster:
 * the primary accepts the connections and hands them to the workers in turn. Everything a request
 * needs is in the database (sessions, the login throttle, the shared secrets), so any worker
 * answers any request. The primary migrates and seeds once, then starts the workers; a worker that
 * dies is replaced after a second, and the connections handed to it that it had not yet taken are
 * closed (the client sees a reset at once instead of waiting forever).
 */
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TConfig } from './platform/config.ts';
import type { TServing } from './serve.ts';
import { openSeededDatabase } from './start-server.ts';

const WORKER_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cluster-worker.ts');
const RESTART_DELAY_MS = 1_000;
/** A worker still running this long after SIGTERM is killed. */
const STOP_TIMEOUT_MS = 10_000;

function stopWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}

/** What node:cluster's primary holds of an accepted connection while a worker takes it. */
interface THandedConnection {
  close(...args: unknown[]): unknown;
}

/**
 * node:cluster's round-robin primary sends each accepted connection to a worker and closes its own
 * copy only when the worker answers that it took it. A worker that dies in between never answers,
 * so the primary keeps the connection open and its client waits for an answer that never comes.
 * This notes every connection handed to `worker` until the primary closes its copy, and closes
 * those still noted when the worker has gone.
 */
function closeHandedConnectionsOnExit(worker: Worker): void {
  const handed = new Set<THandedConnection>();
  const proc = worker.process;
  const send = proc.send.bind(proc) as (...args: unknown[]) => boolean;
  proc.send = ((message: unknown, handle?: unknown, ...rest: unknown[]) => {
    const m = message as { cmd?: unknown; act?: unknown } | null;
    if (m?.cmd === 'NODE_CLUSTER' && m.act === 'newconn' && handle && typeof handle === 'object') {
      const connection = handle as THandedConnection;
      const close = connection.close.bind(connection);
      connection.close = (...args: unknown[]) => {
        handed.delete(connection);
        return close(...args);
      };
      handed.add(connection);
    }
    return send(message, handle, ...rest);
  }) as typeof proc.send;
  proc.once('exit', () => {
    for (const connection of [...handed]) connection.close();
  });
}

const liveWorkers = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);

/** Starts `config.workers` server processes; resolves once every one of them listens. */
export async function startCluster(config: TConfig): Promise<TServing> {
  // Migrated and seeded once here, so the workers find both done.
  const { database, seeded } = await openSeededDatabase(config);
  await database.close();

  // The workers inherit this process's Node options (the TypeScript loader) and environment.
  cluster.setupPrimary({ exec: WORKER_ENTRY });
  cluster.on('fork', closeHandedConnectionsOnExit);
  let port = 0;
  try {
    port = await new Promise<number>((resolve, reject) => {
      let listening = 0;
      const onListening = (_worker: Worker, address: { port: number }) => {
        if (++listening < config.workers) return;
        done();
        resolve(address.port);
      };
      const onExit = (_worker: Worker, code: number, signal: string | null) => {
        done();
        reject(new Error(`a server process stopped while starting (${signal ?? `exit code ${code}`})`));
      };
      const done = () => {
        cluster.off('listening', onListening);
        cluster.off('exit', onExit);
      };
      cluster.on('listening', onListening);
      cluster.on('exit', onExit);
      for (let i = 0; i < config.workers; i++) cluster.fork();
    });
  } catch (err) {
    await Promise.all(liveWorkers().map(stopWorker));
    throw err;
  }

  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    process.stderr.write(
      `[portal] server process ${worker.process.pid ?? '?'} stopped (${signal ?? `exit code ${code}`}); another starts in ${RESTART_DELAY_MS / 1000} s\n`,
    );
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, RESTART_DELAY_MS);
  });

  return {
    url: `http://127.0.0.1:${port}`,
    config,
    databaseKind: 'postgres',
    seeded,
    workers: config.workers,
    close: async () => {
      stopping = true;
      await Promise.all(liveWorkers().map(stopWorker));
      cluster.off('fork', closeHandedConnectionsOnExit);
    },
  };
}
