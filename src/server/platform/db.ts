import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema/index.ts';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** The drizzle database, typed by our one schema, whichever driver is underneath. */
export type TDb = ReturnType<typeof drizzlePg<typeof schema>>;

export interface TDatabase {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL text (used by benchmarks and the seed's bulk paths). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL through a pool when `databaseUrl` is given, otherwise PGlite in
 * `dataDir` (created with its parents if missing). Applies pending migrations before returning.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Told when the server drops an idle pooled connection (restart, failover); the pool reconnects. */
  onConnectionError?: (err: Error) => void;
}): Promise<TDatabase> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.DB_POOL_MAX ?? 20),
    });
    // Without a listener, an idle connection dropped by the server would crash the process.
    pool.on('error', (err) => opts.onConnectionError?.(err));
    // pool.end() resolves once it has asked each connection to close, not once they have closed;
    // close() waits for the sockets, so nothing of ours is still connected when it returns.
    const open = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      exec: async (sqlText) => {
        await pool.query(sqlText);
      },
      close: async () => {
        const closing = [...open].map((c) => new Promise((resolve) => c.once('end', resolve)));
        await pool.end();
        await Promise.all(closing);
      },
    };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as TDb,
    kind: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: () => client.close(),
  };
}
