import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { asPgbenchVariables, installSqlRecorder } from '../../bench/support/sql-capture.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { openDatabase, type TDatabase } from '../../src/server/platform/db.ts';
import { DATABASE_MODES, freshStorage } from '../support/test-portal.ts';

/**
 * The case-list benchmark replays the statements a request sent as its SQL floor; they must be
 * recorded with their values, however the driver was called, or the floor runs other work.
 */
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function open(mode: (typeof DATABASE_MODES)[number]): Promise<TDatabase> {
  const storage = await freshStorage(
    'sqlcapture',
    mode === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
  );
  cleanups.push(storage.remove);
  const database = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir });
  cleanups.push(() => database.close());
  return database;
}

describe.each(DATABASE_MODES)('the SQL recorder of the benchmarks (%s)', (mode) => {
  it('keeps the values of a drizzle prepared statement (like the session lookup) and of a list statement', async () => {
    const database = await open(mode);
    const recorder = installSqlRecorder();
    cleanups.push(() => recorder.uninstall());
    const lookup = database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, sql.placeholder('login')))
      .prepare('capture_test_lookup');
    recorder.start();
    await lookup.execute({ login: 'someone@example.test' });
    await database.query({ text: 'select $1::int + 1 as n', params: [41] }, { prepare: true });
    const [drizzleStatement, listStatement] = recorder.stop();
    recorder.uninstall();

    expect(drizzleStatement!.params).toEqual(['someone@example.test']);
    expect(asPgbenchVariables(drizzleStatement!, 0).variables).toEqual({ s0p1: 'someone@example.test' });
    expect(asPgbenchVariables(drizzleStatement!, 0).text).not.toMatch(/= null/);
    expect(listStatement!.params).toEqual([41]);
    // On PostgreSQL both go as named statements, so the floor replays them with `pgbench -M prepared`.
    if (mode === 'postgres')
      expect([drizzleStatement!.prepared, listStatement!.prepared]).toEqual([true, true]);
  });
});
