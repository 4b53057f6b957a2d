import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../../src/server/platform/db.ts';
import { startOwnPostgres, type TOwnPostgres } from '../support/own-postgres.ts';

/**
 * The database connection of a transaction dies (a restart, an administrator ending the session):
 * the transaction fails, the process lives on, and nothing of the transaction is kept. postgres.js
 * 3.4.9 wrote its own ROLLBACK to the closed socket from a timer, an exception nobody can catch,
 * which ended the server (porsager/postgres#1208), and ran the transaction's later statements on
 * the pool's next connection, outside any transaction (#1215): `patches/postgres+3.4.9.patch`
 * guards both. A server of the test's own, so that it runs on every run.
 */
let server: TOwnPostgres | undefined;
let database: TDatabase | undefined;

afterAll(async () => {
  await database?.close();
  await server?.remove();
});

describe('a transaction whose connection dies', () => {
  it('fails, the process does not crash, and the next transaction works', async () => {
    server = await startOwnPostgres('tx-lost');
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    try {
      let pid: number | undefined;
      const tx = database.db.transaction(async (t) => {
        const [row] = (await t.execute(sql`select pg_backend_pid() as pid`)) as unknown as { pid: number }[];
        pid = row!.pid;
        await t.execute(sql`select pg_sleep(5)`);
      });
      const failed = tx.then(
        () => undefined,
        (err: unknown) => err,
      );
      while (pid === undefined) await new Promise((r) => setTimeout(r, 20));
      await admin.query('select pg_terminate_backend($1)', [pid]);
      expect(await failed).toBeInstanceOf(Error);
      // The crash came from a timer just after the rejection.
      await new Promise((r) => setTimeout(r, 300));
      expect(uncaught).toEqual([]);
      const answer = await database.db.transaction(async (t) => t.execute(sql`select 1 as one`));
      expect((answer as unknown as { one: number }[])[0]!.one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      await admin.end();
    }
  }, 120_000);

  it('keeps nothing of it: a statement its code sends after the loss fails instead of running outside it', async () => {
    await database!.db.execute(sql`create table probe (what text not null)`);
    // One connection: the pool's next statement reconnects the very connection the transaction had.
    const single = await openDatabase({ databaseUrl: server!.url, dataDir: '', poolSize: 1 });
    const admin = new pg.Client({ connectionString: server!.url });
    await admin.connect();
    try {
      let pid: number | undefined;
      let resume!: () => void;
      const otherWork = new Promise<void>((r) => (resume = r));
      const tx = single.db.transaction(async (t) => {
        const [row] = (await t.execute(sql`select pg_backend_pid() as pid`)) as unknown as { pid: number }[];
        pid = row!.pid;
        await t.execute(sql`insert into probe values ('first')`);
        // Work outside the database (a file, a payment, a hash) while the connection dies.
        await otherWork;
        await t.execute(sql`insert into probe values ('second')`);
      });
      const failed = tx.then(
        () => undefined,
        (err: unknown) => err,
      );
      while (pid === undefined) await new Promise((r) => setTimeout(r, 20));
      await admin.query('select pg_terminate_backend($1)', [pid]);
      expect(await failed).toBeInstanceOf(Error);
      // Another statement makes the pool connect again; then the transaction's code goes on.
      await single.db.execute(sql`select 1`);
      resume();
      await new Promise((r) => setTimeout(r, 300));
      expect((await admin.query('select what from probe')).rows).toEqual([]);
    } finally {
      await admin.end();
      await single.close();
    }
  }, 120_000);
});
