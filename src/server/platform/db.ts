import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import postgres from 'postgres';
import * as schema from '../db/schema/index.ts';
import { dbGate, type TDbGate } from './db-gate.ts';

/** Connections of the job runner's own pool per process (TDatabase.executeSql on PostgreSQL). */
const JOB_POOL_MAX = 2;

/** Distinct statement texts kept prepared per database, at most (each costs memory on every connection). */
export const PREPARED_MAX = 200;
const TIMESTAMPTZ_OID = 1184;
const keepText = (value: string): string => value;

/** A statement as sent to PostgreSQL: its text, its values, and whether it went as a named (prepared) statement. */
export interface TSentStatement {
  text: string;
  params: unknown[];
  prepared: boolean;
}

/**
 * Told of every statement a PostgreSQL database of this process sends, ours and drizzle's (the
 * benchmarks' SQL recorder, bench/support/sql-capture.ts, adds itself here); empty otherwise.
 */
export const statementObservers = new Set<(statement: TSentStatement) => void>();

/** A name for each of the first PREPARED_MAX texts (they are prepared); later ones get none and run unnamed. */
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
export type TDb = ReturnType<typeof drizzlePostgres<typeof schema>>;

/** A transaction of `TDb` (the argument of `db.transaction`'s callback). */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** Where a statement runs: the database itself, or a transaction that commits or rolls back as one. */
export type TDbOrTx = TDb | TTx;

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
   * the driver (postgres.js) keeps its description per connection, so an execution is only Bind and
   * Execute.
   */
  query(statement: TStatement, opts?: { prepare?: boolean }): Promise<TDbRow[]>;
  /** Runs raw SQL text (used by benchmarks and the seed's bulk paths). */
  exec(sqlText: string): Promise<void>;
  /**
   * Runs a drizzle `sql` statement and answers its rows as objects, the same shape on both drivers
   * (drizzle's `execute` answers an array on postgres.js and `{ rows }` on PGlite); timestamps come
   * as PostgreSQL's text or a Date (read them with `isoTime`).
   */
  rows(statement: SQL): Promise<Record<string, unknown>[]>;
  /**
   * Listens to the NOTIFY `channel` (PostgreSQL: on the process's one listening connection, outside
   * the pool, named `portal-listen`, shared by every channel; reconnected after a loss). `up` is called each time notifications start to
   * arrive (the first time and after each reconnection), `down` each time the connection is lost
   * (notifications sent meanwhile are missed).
   */
  listen(channel: string, handlers: TListenHandlers): { stop(): Promise<void> };
  /**
   * Runs SQL for a library that brings its own (the job runner, pg-boss): with values, one statement
   * with $n placeholders; without, any number of statements (their last one's rows are returned).
   * Rows are objects parsed as node-postgres parses them (on PostgreSQL it runs on a small
   * node-postgres pool of its own, JOB_POOL_MAX connections opened on first use, named
   * `portal-jobs`: pg-boss reads rows as node-postgres answers them).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

/** What a listener is told (TDatabase.listen). */
export interface TListenHandlers {
  notify(payload: string): void;
  up(): void;
  down(): void;
}

/** The listening connection's application_name (seen in pg_stat_activity). */
export const LISTEN_APPLICATION_NAME = 'portal-listen';
/** First wait before reconnecting a lost listening connection; doubled on each failure, up to the max. */
const LISTEN_RETRY_MS = 250;
const LISTEN_RETRY_MAX_MS = 2_000;
/** Longest a new PostgreSQL connection may take to open (a server that does not answer at all). */
const CONNECT_TIMEOUT_SECONDS = 5;
/**
 * The listening connection is asked `select 1` this often, and counts as lost when the answer takes
 * longer than that: a connection that died without a word (a network cut) is noticed within two
 * periods, rather than when TCP gives up.
 */
const LISTEN_HEARTBEAT_MS = 5_000;

/**
 * The listening connection of a process (see TDatabase.listen): ONE node-postgres client of its
 * own for every channel and listener (the session cache, the live events), replaced after each
 * loss; each listener is told `up` once its channel is listened on that connection and `down` when
 * that connection is lost. Not postgres.js: its `listen` reconnects by itself but never says that
 * the connection was lost, and the session cache must know the moment it may have missed a
 * notification. The connection is closed when the last listener stops.
 */
function pgListener(connectionString: string): TDatabase['listen'] {
  type TListener = { channel: string; handlers: TListenHandlers; up: boolean };
  const listeners = new Set<TListener>();
  /** The connection notifications arrive on, and the channels listened on it. */
  let current: { client: pg.Client; channels: Set<string> } | undefined;
  let connecting = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MS;

  const markUp = (l: TListener): void => {
    if (l.up || !listeners.has(l)) return;
    l.up = true;
    l.handlers.up();
  };
  /** Listens on the current connection to a listener's channel (if it is not yet), then tells it. */
  const join = async (l: TListener): Promise<void> => {
    const on = current;
    if (!on) return; // told at the next connection
    if (!on.channels.has(l.channel)) {
      on.channels.add(l.channel);
      // A failure here is the connection's: its loss handler reconnects with every channel.
      if (!(await on.client.query(`listen "${l.channel}"`).then(() => true, () => false))) return;
    }
    if (current === on) markUp(l);
  };
  const connect = async (): Promise<void> => {
    connecting = true;
    retry = undefined;
    const client = new pg.Client({
      connectionString,
      application_name: LISTEN_APPLICATION_NAME,
      connectionTimeoutMillis: LISTEN_HEARTBEAT_MS,
      query_timeout: LISTEN_HEARTBEAT_MS,
    });
    let heartbeat: NodeJS.Timeout | undefined = undefined;
    let lost = false;
    const lose = (): void => {
      if (lost) return;
      lost = true;
      connecting = false;
      clearInterval(heartbeat);
      if (current?.client === client) current = undefined;
      client.end().catch(() => undefined);
      for (const l of listeners)
        if (l.up) {
          l.up = false;
          l.handlers.down();
        }
      if (listeners.size === 0) return;
      retry = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (n) => {
      for (const l of listeners) if (l.channel === n.channel && l.up) l.handlers.notify(n.payload ?? '');
    });
    const channels = new Set<string>();
    try {
      await client.connect();
      for (const l of listeners) channels.add(l.channel);
      for (const channel of channels) await client.query(`listen "${channel}"`);
    } catch {
      return lose();
    }
    if (lost) return;
    connecting = false;
    if (listeners.size === 0) return void client.end().catch(() => undefined);
    delay = LISTEN_RETRY_MS;
    current = { client, channels };
    // Listeners that came while it connected may name a channel not listened yet: join does it.
    for (const l of listeners) void join(l);
    heartbeat = setInterval(() => void client.query('select 1').catch(lose), LISTEN_HEARTBEAT_MS);
    heartbeat.unref();
  };

  return (channel, handlers) => {
    const l: TListener = { channel, handlers, up: false };
    listeners.add(l);
    if (current) void join(l);
    else if (!connecting && !retry) void connect();
    return {
      stop: async () => {
        listeners.delete(l);
        if (listeners.size > 0) return;
        clearTimeout(retry);
        retry = undefined;
        const client = current?.client;
        if (client) await new Promise<void>((resolve) => (client.once('end', resolve), client.end().catch(() => resolve())));
      },
    };
  };
}

/**
 * Hands a postgres.js query (sent once awaited) to the driver only when the gate gives it a slot,
 * and frees the slot once it is answered; refused or timed out, the query fails with the gate's
 * DatabaseBusyError.
 */
function gateQuery(query: unknown, gate: TDbGate): void {
  const q = query as {
    handler: (self: unknown) => void;
    reject(err: unknown): void;
    then(onDone: () => void, onFail: () => void): unknown;
  };
  const handler = q.handler;
  q.handler = (self) => {
    gate.acquire().then(
      (done) => {
        q.then(done, done);
        handler(self);
      },
      (err: unknown) => q.reject(err),
    );
  };
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
  /**
   * PostgreSQL: the server cancels a statement of the pool that runs longer (statement_timeout;
   * config.databaseStatementTimeoutMs); none when 0 or not given (migrations, the demo seed).
   * PGlite cannot interrupt a statement (docs/operations.md).
   */
  statementTimeoutMs?: number;
  /** PostgreSQL: the bounded wait for a pooled connection (db-gate.ts); unbounded when not given. */
  acquire?: { timeoutMs: number; queueMax: number };
}): Promise<TDatabase> {
  if (opts.databaseUrl) {
    let ending = false;
    const max = opts.poolSize ?? 10;
    const client = postgres(opts.databaseUrl, {
      max,
      // A connection is kept until it fails or the portal stops (node-postgres's pool did the same).
      max_lifetime: null,
      // A server that takes no connection (a network cut) fails the statement instead of holding it.
      connect_timeout: CONNECT_TIMEOUT_SECONDS,
      // After failed connections postgres.js waits before the next try, by default up to 20 s (3^n
      // / 100 s, its count shared by the pool): a statement sent meanwhile waited that long for an
      // answer after the database was back (issue 34). At most 1 s here: a down server refuses a
      // connection at once, and at most the pool's size of statements try at a time (db-gate.ts).
      backoff: (retries: number) => Math.min(0.1 * 2 ** retries, 1),
      connection: {
        application_name: 'portal',
        ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
      },
      // Migrations' "already exists, skipping" notices are not worth a line on the console.
      onnotice: () => undefined,
      // The pool opens a new connection for the next statement; the caller is told (and logs it).
      onclose: () => {
        if (!ending) opts.onConnectionError?.(new Error('database connection closed'));
      },
    });
    // At most `max` statements and transactions with the driver at once; the rest wait, bounded
    // (db-gate.ts). Without it, postgres.js queues (or pipelines behind a slow statement) without end.
    const gate = opts.acquire
      ? dbGate({ slots: max, acquireTimeoutMs: opts.acquire.timeoutMs, queueMax: opts.acquire.queueMax })
      : undefined;
    // Every statement goes through unsafe() (drizzle's too), so the recorder sees all of them; in
    // a transaction through its own unsafe(), watched while someone observes, with the `commit` or
    // `rollback` that postgres.js sends itself.
    const tell = (text: string, params?: unknown[], options?: { prepare?: boolean }) => {
      for (const observe of statementObservers) observe({ text, params: params ?? [], prepared: options?.prepare === true });
    };
    const send = client.unsafe;
    client.unsafe = ((text: string, params?: unknown[], options?: { prepare?: boolean; onexecute?: unknown }) => {
      if (statementObservers.size > 0) tell(text, params, options);
      const query = send(text, params as postgres.ParameterOrJSON<never>[], options as { prepare?: boolean });
      // A transaction's `begin` (sent with onexecute) runs in the slot its transaction holds.
      if (gate && !options?.onexecute) gateQuery(query, gate);
      return query;
    }) as typeof client.unsafe;
    const beginObserved = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
    client.begin = (async (...args: unknown[]) => {
      if (statementObservers.size === 0) return beginObserved(...args);
      const fn = args.pop() as (tx: postgres.TransactionSql) => unknown;
      const watched = (tx: postgres.TransactionSql) => {
        const sendIn = tx.unsafe;
        tx.unsafe = ((text: string, params?: unknown[], options?: { prepare?: boolean }) => {
          tell(text, params, options);
          return sendIn(text, params as postgres.ParameterOrJSON<never>[], options);
        }) as typeof tx.unsafe;
        return fn(tx);
      };
      try {
        const result = await beginObserved(...args, watched);
        tell('commit');
        return result;
      } catch (err) {
        tell('rollback');
        throw err;
      }
    }) as typeof client.begin;
    if (gate) {
      const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
      client.begin = ((...args: unknown[]) => gate.run(() => begin(...args))) as typeof client.begin;
      const reserve = client.reserve.bind(client);
      client.reserve = async () => {
        const done = await gate.acquire();
        try {
          const reserved = await reserve();
          const release = reserved.release.bind(reserved);
          reserved.release = () => {
            release();
            done();
          };
          return reserved;
        } catch (err) {
          done();
          throw err;
        }
      };
    }
    // drizzle's postgres-js driver answers timestamps as PostgreSQL's text (it maps them itself), for
    // its queries and ours alike.
    const db = drizzlePostgres(client, { schema });
    await migratePostgres(db, { migrationsFolder });
    const preparedName = preparedNamer();
    let pool: pg.Pool | undefined;
    const jobPool = (): pg.Pool => {
      if (!pool) {
        pool = new pg.Pool({ connectionString: opts.databaseUrl, max: JOB_POOL_MAX, application_name: 'portal-jobs' });
        // Without a listener, an idle connection dropped by the server would crash the process.
        pool.on('error', (err) => opts.onConnectionError?.(err));
      }
      return pool;
    };
    return {
      db,
      kind: 'postgres',
      query: ({ text, params }, opts) =>
        client.unsafe(text, params as postgres.ParameterOrJSON<never>[], {
          prepare: opts?.prepare === true && preparedName(text) !== undefined,
        }).values() as unknown as Promise<TDbRow[]>,
      // On a connection of its own while it runs: the text may hold a transaction (begin ... commit),
      // which postgres.js refuses on a connection other statements may be sent on meanwhile.
      exec: async (sqlText) => {
        const reserved = await client.reserve();
        try {
          await reserved.unsafe(sqlText);
        } finally {
          reserved.release();
        }
      },
      rows: async (statement) => (await db.execute(statement)) as unknown as Record<string, unknown>[],
      listen: pgListener(opts.databaseUrl!),
      executeSql: async (text, values) => {
        // Several statements in one text answer one result each: the last one's rows are the answer.
        const result = (await jobPool().query(text, values)) as pg.QueryResult | pg.QueryResult[];
        return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
      },
      close: async () => {
        ending = true;
        await Promise.all([client.end(), pool?.end()]);
      },
    };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const unlock = lockDataDir(opts.dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(opts.dataDir);
  } catch (err) {
    unlock();
    throw err;
  }
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
    rows: async (statement) => (await db.execute(statement)).rows as Record<string, unknown>[],
    // In this process, on the one connection: it is never lost.
    listen: (channel, handlers) => {
      const listening = client.listen(channel, handlers.notify).then((unlisten) => {
        handlers.up();
        return unlisten;
      });
      return { stop: async () => void (await (await listening)()) };
    },
    // PGlite's query() takes one statement; exec() several, without values.
    executeSql: async (text, values) =>
      values?.length
        ? { rows: (await client.query<Record<string, unknown>>(text, values)).rows }
        : { rows: ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[] },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
