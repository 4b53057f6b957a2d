import { describe, expect, it } from 'vitest';
import { PREPARED_MAX } from '../../src/server/platform/db.ts';
import { isoTime } from '../../src/server/platform/row-values.ts';
import { DATABASE_MODES, testDatabases } from '../support/test-portal.ts';

/**
 * The statement runner of the list engine and the session lookup (`TDatabase.query`), on both
 * drivers: rows as arrays in select-list order, values typed, timestamps as PostgreSQL's text that
 * reads as the same instant a Date would give; on PostgreSQL a list statement is kept prepared, up
 * to PREPARED_MAX distinct texts, and the rest still run; a prepared statement's rows are described
 * once per connection and read the same on every later execution.
 */
const open = testDatabases('dbquery');

describe.each(DATABASE_MODES)('TDatabase.query (%s)', (mode) => {
  it('answers timestamps as text that isoTime reads as the same instant as a Date', async () => {
    const database = await open(mode);
    const [row] = await database.query({
      text: `select $1::timestamptz as micro, $2::timestamptz as whole, $3::timestamptz as tenth, now() as now`,
      params: ['2026-03-01T12:34:56.789654Z', '2026-03-01T00:00:00Z', '2026-12-31T23:59:59.5Z'],
    });
    const [micro, whole, tenth, now] = row!;
    expect(typeof micro).toBe('string');
    expect(isoTime(micro)).toBe('2026-03-01T12:34:56.789Z');
    expect(isoTime(whole)).toBe('2026-03-01T00:00:00.000Z');
    expect(isoTime(tenth)).toBe('2026-12-31T23:59:59.500Z');
    expect(Math.abs(Date.parse(isoTime(now)) - Date.now())).toBeLessThan(60_000);
  });

  it('answers rows as arrays of typed values, the same on every execution of a prepared statement', async () => {
    const database = await open(mode);
    const statement = (n: number) => ({
      text: `select g as n, g % 2 = 0 as even, 'row ' || g as label, case when g = 2 then null else json_build_object('g', g) end as doc
        from generate_series(1, $1::int) g order by g`,
      params: [n],
    });
    const expected = [
      [1, false, 'row 1', { g: 1 }],
      [2, true, 'row 2', null],
      [3, false, 'row 3', { g: 3 }],
    ];
    // The first execution describes the rows; the later ones reuse that description.
    for (let run = 0; run < 3; run++)
      expect(await database.query(statement(3), { prepare: true })).toEqual(expected);
    expect(await database.query(statement(0), { prepare: true })).toEqual([]);
    expect(await database.query(statement(3))).toEqual(expected);
  });

  it('passes parameters and reports a failing statement without breaking the next one', async () => {
    const database = await open(mode);
    const statement = { text: `select 10 / $1::int as q`, params: [0] };
    await expect(database.query(statement, { prepare: true })).rejects.toThrow(/division by zero/);
    expect(await database.query({ ...statement, params: [5] }, { prepare: true })).toEqual([[2]]);
    // A value PostgreSQL refuses before the statement ran (no rows described yet) is an error too,
    // and the statement is described and answered on the next execution.
    const typed = { text: `select $1::int * 2 as twice`, params: ['not a number'] };
    await expect(database.query(typed, { prepare: true })).rejects.toThrow(/invalid input syntax/);
    expect(await database.query({ ...typed, params: ['21'] }, { prepare: true })).toEqual([[42]]);
    // A value no statement of ours binds (an object) is refused before anything is sent, and the
    // next statement still runs.
    await expect(database.query({ ...typed, params: [{ n: 21 }] }, { prepare: true })).rejects.toThrow();
    expect(await database.query({ ...typed, params: [4] }, { prepare: true })).toEqual([[8]]);
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
    expect(first).toEqual([[true]]);
    // Without `prepare`, the same kind of text runs unnamed.
    expect(await database.query(selfCheck(1))).toEqual([[false]]);
    for (let n = 2; n <= PREPARED_MAX; n++) await database.query(selfCheck(n), { prepare: true });
    // Text number PREPARED_MAX + 1 (counting selfCheck(0)) is past the cap: answered, not prepared.
    expect(await database.query(selfCheck(PREPARED_MAX + 1), { prepare: true })).toEqual([[false]]);
    // A text prepared before keeps its statement.
    expect(await database.query(selfCheck(0), { prepare: true })).toEqual([[true]]);
  });
});
