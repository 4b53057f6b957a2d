import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asPgbenchVariables, installSqlRecorder, type TCapturedStatement } from '../../bench/support/sql-capture.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { DATABASE_MODES, testDatabases } from '../support/test-portal.ts';

/**
 * The case-list benchmark replays the statements a request sent as its SQL floor; they must be
 * recorded with their values, however the driver was called, or the floor runs other work.
 */
const open = testDatabases('sqlcapture');

describe.each(DATABASE_MODES)('the SQL recorder of the benchmarks (%s)', (mode) => {
  it('keeps the values of a drizzle prepared statement (like the session lookup) and of a list statement', async () => {
    const database = await open(mode);
    const lookup = database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, sql.placeholder('login')))
      .prepare('capture_test_lookup');
    const recorder = installSqlRecorder();
    let recorded: TCapturedStatement[];
    try {
      recorder.start();
      await lookup.execute({ login: 'someone@example.test' });
      await database.query({ text: 'select $1::int + 1 as n', params: [41] }, { prepare: true });
      recorded = recorder.stop();
    } finally {
      recorder.uninstall();
    }
    const [drizzleStatement, listStatement] = recorded;

    expect(drizzleStatement!.params).toEqual(['someone@example.test']);
    expect(asPgbenchVariables(drizzleStatement!, 0).variables).toEqual({ s0p1: 'someone@example.test' });
    expect(asPgbenchVariables(drizzleStatement!, 0).text).not.toMatch(/= null/);
    expect(listStatement!.params).toEqual([41]);
    // On PostgreSQL both go as named statements, so the floor replays them with `pgbench -M prepared`.
    if (mode === 'postgres')
      expect([drizzleStatement!.prepared, listStatement!.prepared]).toEqual([true, true]);
  });
});
