import { buildApp } from './app.ts';
import type { TApp } from './platform/app-context.ts';
import type { TJobRunner } from './platform/jobs/job-runner.ts';
import { loadConfig, type TConfig } from './platform/config.ts';
import { openDatabase, type TDatabase } from './platform/db.ts';
import { seedDemoWorld } from './db/seed/seed.ts';

export interface TRunningServer {
  app: TApp;
  config: TConfig;
  database: TDatabase;
  /** The job runner, started (tests declare jobs of their own on it). */
  jobs: TJobRunner;
  url: string;
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens the database of `config` (migrating it) and seeds the demo world on first run. */
export async function openSeededDatabase(
  config: TConfig,
  onConnectionError?: (err: Error) => void,
): Promise<{ database: TDatabase; seeded: boolean }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onConnectionError,
  });
  try {
    const seeded = await seedDemoWorld(database.db, {
      scale: config.seedScale,
      demoPassword: config.demoPassword,
      providerDomain: config.providerEmailDomain,
    });
    return { database, seeded };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** Opens the database (migrating it), seeds the demo world on first run, and listens. */
export async function startServer(overrides: Partial<TConfig> = {}): Promise<TRunningServer> {
  const config = { ...loadConfig(), ...overrides };
  // Assigned once the app exists; a connection lost before that (during seeding) is not logged.
  let app: TApp | undefined = undefined;
  const { database, seeded } = await openSeededDatabase(config, (err) =>
    app?.log.warn({ err }, 'database connection lost; the pool reconnects'),
  );
  app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let closed = false;
  return {
    app,
    config,
    database,
    jobs: app.jobs,
    url: `http://127.0.0.1:${port}`,
    seeded,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
    },
  };
}
