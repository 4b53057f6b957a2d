import { describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../../src/server/db/seed/seed.ts';
import { DATABASE_MODES, testDatabases } from '../support/test-portal.ts';

/**
 * The demo world the README's first command starts (`npm start`: scale small) seeds on both
 * databases. The tests' own portals use the tiny world, which leaves out the demo's activities:
 * a seed statement that only one driver accepts (a Date bound in raw SQL, refused by postgres.js)
 * went unseen until a benchmark seeded PostgreSQL.
 */
const open = testDatabases('demoseed');

describe.each(DATABASE_MODES)('demo world, scale small (%s)', (mode) => {
  it('seeds the accounts, cases and the months of activity the demo shows', { timeout: 240_000 }, async () => {
    const database = await open(mode);
    expect(await seedDemoWorld(database.db, { scale: 'small', demoPassword: 'Portal#Demo1', providerDomain: 'provider.example' })).toBe(true);
    const count = async (sql: string) => Number((await database.query({ text: sql, params: [] }))[0]![0]);
    expect(await count(`select count(*) from cases where account_id = 'NA-100001'`)).toBeGreaterThan(100);
    // My activities of the demo user: sign-ins over the months, own cases, one proxy session.
    const activity = `select count(distinct event) from audit_log a join users u on u.id = a.user_id where u.login = 'user@northwind.example' and a.account_id = 'NA-100001'`;
    expect(await count(activity)).toBeGreaterThanOrEqual(5);
    expect(await count(`select count(*) from accounts where id = 'EMEA-200002' and not onboarded`)).toBe(1);
    // Seeded once: a second start keeps the world as it is.
    expect(await seedDemoWorld(database.db, { scale: 'small', demoPassword: 'Portal#Demo1', providerDomain: 'provider.example' })).toBe(false);
  });
});
