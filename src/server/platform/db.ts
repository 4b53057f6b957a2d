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
import { runPgStatement } from './pg-statement.ts';

/** Distinct statement texts kept prepared per database, at most (each costs memory on every connection). */
export const PREPARED_MAX = 200;
const TIMESTAMPTZ_OID = 1184;
const keepText = (value: string): string => value;

/** The prepared statement name of a text: the first PREPARED_MAX texts get one, later ones run unnamed. */
function preparedNamer(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < PREPARED_MAX) names.set(text, (name = `portal_q${names.size}`));
    return name;
  };
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** The drizzle database, typed by our one schema, whichever driver is underneath. */
export type TDb = ReturnType<typeof drizzlePg<typeof schema>>;

/** One SQL statement of ours: text with $n placeholders and their values. */
export interface TStatement {
  text: string;
  params: unknown[];
}

/** A row of one of our statements: the values in the order of its select list. */
export type TDbRow = unknown[];

export interface TDatabase {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /**
   * Runs one statement written by us (the list engine, the session lookup) on the driver underneath
   * drizzle, each row as an array of its values in select-list order, typed by the driver's parsers
   * (integers as numbers, booleans, JSON parsed), but timestamps with time zone as PostgreSQL's text
   * (`2026-03-01 12:34:56.789+00`), which `isoTime` (row-values.ts) turns into ISO text without
   * building a Date. With `prepare`, PostgreSQL keeps the statement parsed (and, when its planner
   * finds it pays, planned) on each pooled connection, for the first PREPARED_MAX distinct texts, and
   * its rows are described once per connection (pg-statement.ts).
   */
  query(statement: TStatement, opts?: { prepare?: boolean }): Promise<TDbRow[]>;
  /** Runs raw SQL text (used by benchmarks and the seed's bulk paths). */
  exec(sqlText: string): Promise<void>;
  /**
   * Runs SQL for a library that brings its own (the job runner, pg-boss): with values, one statement
   * with $n placeholders; without, any number of statements (their last one's rows are returned).
   * Rows are objects parsed as node-postgres parses them.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL through a pool when `databaseUrl` is given, otherwise PGlite in
 * `dataDir` (created with its parents if missing). Applies pending migrations before returning.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL connections of the pool (config.databasePoolSize); node-postgres's 10 when not given. */
  poolSize?: number;
  /** Told when the server drops an idle pooled connection (restart, failover); the pool reconnects. */
  onConnectionError?: (err: Error) => void;
}): Promise<TDatabase> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize,
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
    const preparedName = preparedNamer();
    const types = {
      getTypeParser: (oid: number): ((text: string) => unknown) =>
        oid === TIMESTAMPTZ_OID ? keepText : pg.types.getTypeParser(oid, 'text'),
    };
    return {
      db,
      kind: 'postgres',
      query: (statement, opts) =>
        runPgStatement(pool, statement, opts?.prepare ? preparedName(statement.text) : undefined, types),
      exec: async (sqlText) => {
        await pool.query(sqlText);
      },
      executeSql: async (text, values) => {
        // Several statements in one text answer one result each: the last one's rows are the answer.
        const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
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
  // PGlite's query API has no named statements (and, in this process, no round trip to save).
  const parsers = { [TIMESTAMPTZ_OID]: keepText };
  return {
    db: db as unknown as TDb,
    kind: 'pglite',
    query: async ({ text, params }) => (await client.query<TDbRow>(text, params, { parsers, rowMode: 'array' })).rows,
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    // PGlite's query() takes one statement; exec() several, without values.
    executeSql: async (text, values) =>
      values?.length
        ? { rows: (await client.query<Record<string, unknown>>(text, values)).rows }
        : { rows: ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[] },
    close: () => client.close(),
  };
}
