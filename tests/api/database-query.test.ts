import { describe, expect, it } from 'vitest';
import { PREPARED_MAX } from '../../src/server/platform/db.ts';
import { isoTime } from '../../src/server/platform/row-values.ts';
import { DATABASE_MODES, testDatabases } from '../support/test-portal.ts';

/**
 * The statement runner the list engine uses (`TDatabase.query`), on both drivers: timestamps come
 * back as PostgreSQL's text and read as the same instant a Date would give; on PostgreSQL a list
 * statement is kept prepared, up to PREPARED_MAX distinct texts, and the rest still run.
 */
const open = testDatabases('dbquery');

describe.each(DATABASE_MODES)('TDatabase.query (%s)', (mode) => {
  it('answers timestamps as text that isoTime reads as the same instant as a Date', async () => {
    const database = await open(mode);
    const [row] = await database.query({
      text: `select $1::timestamptz as micro, $2::timestamptz as whole, $3::timestamptz as tenth, now() as now`,
      params: ['2026-03-01T12:34:56.789654Z', '2026-03-01T00:00:00Z', '2026-12-31T23:59:59.5Z'],
    });
    expect(typeof row!.micro).toBe('string');
    expect(isoTime(row!.micro)).toBe('2026-03-01T12:34:56.789Z');
    expect(isoTime(row!.whole)).toBe('2026-03-01T00:00:00.000Z');
    expect(isoTime(row!.tenth)).toBe('2026-12-31T23:59:59.500Z');
    expect(Math.abs(Date.parse(isoTime(row!.now)) - Date.now())).toBeLessThan(60_000);
  });

  it('passes parameters and reports a failing statement without breaking the next one', async () => {
    const database = await open(mode);
    const statement = { text: `select 10 / $1::int as q`, params: [0] };
    await expect(database.query(statement, { prepare: true })).rejects.toThrow(/division by zero/);
    expect(await database.query({ ...statement, params: [5] }, { prepare: true })).toEqual([{ q: 2 }]);
  });
});

describe.each(DATABASE_MODES.filter((m) => m === 'postgres'))('prepared list statements (%s)', (mode) => {
  /** A statement that reports whether PostgreSQL holds it prepared on the connection running it. */
  const selfCheck = (n: number) => ({
    text: `select exists (select 1 from pg_prepared_statements where statement like '%' || 'marker ' || $1::text || ' %') as prepared /* marker ${n} */`,
    params: [String(n)],
  });

  it('keeps the first PREPARED_MAX texts prepared, and runs later texts unprepared', async () => {
    const database = await open(mode);
    const first = await database.query(selfCheck(0), { prepare: true });
    expect(first).toEqual([{ prepared: true }]);
    // Without `prepare`, the same kind of text runs unnamed.
    expect(await database.query(selfCheck(1))).toEqual([{ prepared: false }]);
    for (let n = 2; n <= PREPARED_MAX; n++) await database.query(selfCheck(n), { prepare: true });
    // Text number PREPARED_MAX + 1 (counting selfCheck(0)) is past the cap: answered, not prepared.
    expect(await database.query(selfCheck(PREPARED_MAX + 1), { prepare: true })).toEqual([
      { prepared: false },
    ]);
    // A text prepared before keeps its statement.
    expect(await database.query(selfCheck(0), { prepare: true })).toEqual([{ prepared: true }]);
  });
});
