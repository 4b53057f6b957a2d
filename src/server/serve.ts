/**
 * The portal as `npm start` runs it: one server process, or PORTAL_WORKERS processes sharing the
 * port on PostgreSQL (cluster.ts).
 */
import { startCluster } from './cluster.ts';
import { loadConfig, type TConfig } from './platform/config.ts';
import { startServer } from './start-server.ts';

export interface TServing {
  url: string;
  config: TConfig;
  databaseKind: 'pglite' | 'postgres';
  /** Whether the demo world was created by this start. */
  seeded: boolean;
  workers: number;
  close(): Promise<void>;
}

export async function serve(config: TConfig = loadConfig()): Promise<TServing> {
  if (config.workers > 1) return startCluster(config);
  const server = await startServer(config);
  return {
    url: server.url,
    config: server.config,
    databaseKind: server.database.kind,
    seeded: server.seeded,
    workers: 1,
    close: server.close,
  };
}
