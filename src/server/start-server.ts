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

/**
 * Opens the database of `config` (migrating it) and seeds the demo world on first run. Migrations
 * and the seed run without the statement timeout and the bounded wait for a connection (a large
 * seed's bulk statements run for minutes); on PostgreSQL the pool the requests use is then opened
 * again with both (DB_STATEMENT_TIMEOUT_MS, DB_ACQUIRE_TIMEOUT_MS, DB_QUEUE_MAX).
 */
export async function openSeededDatabase(
  config: TConfig,
  onConnectionError?: (err: Error) => void,
): Promise<{ database: TDatabase; seeded: boolean }> {
  const open = (bounded: boolean) =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      onConnectionError,
      ...(bounded
        ? {
            statementTimeoutMs: config.databaseStatementTimeoutMs,
            acquire: { timeoutMs: config.databaseAcquireTimeoutMs, queueMax: config.databaseQueueMax },
          }
        : {}),
    });
  let database = await open(false);
  let seeded: boolean;
  try {
    seeded = await seedDemoWorld(database.db, {
      scale: config.seedScale,
      demoPassword: config.demoPassword,
      providerDomain: config.providerEmailDomain,
    });
  } catch (err) {
    await database.close();
    throw err;
  }
  if (database.kind === 'postgres') {
    await database.close();
    database = await open(true);
  }
  return { database, seeded };
}

/** Opens the database (migrating it), seeds the demo world on first run, and listens. */
export async function startServer(overrides: Partial<TConfig> = {}): Promise<TRunningServer> {
  const config = { ...loadConfig(), ...overrides };
  // Assigned once the app exists; a connection lost before that (during seeding) is not logged.
  let app: TApp | undefined = undefined;
  const { database, seeded } = await openSeededDatabase(config, (err) =>
    // One line without a stack: while the database is down, every failed connection says so.
    app?.log.warn({ detail: err.message }, 'database connection lost; the pool reconnects'),
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
