/**
 * Prepares the large seed of one database without measuring anything: `npm run bench:seed -- --db
 * pglite` (or postgres). Seeding is not measured, so the seeds of both databases can be made at
 * once, ahead of benchmark runs that then find them (support/large-seed.ts reuses a seed made by
 * the same migrations and seed code).
 */
import { DEFAULT_POSTGRES_URL } from './support/database.ts';
import { startLargeSeedPortal } from './support/large-seed.ts';

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const database = args[args.indexOf('--db') + 1];
  if (!args.includes('--db') || (database !== 'pglite' && database !== 'postgres')) {
    process.stderr.write('usage: npm run bench:seed -- --db pglite|postgres\n');
    process.exitCode = 2;
    return;
  }
  if (database === 'postgres') process.env.DATABASE_URL = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  else delete process.env.DATABASE_URL;
  const portal = await startLargeSeedPortal('seed');
  const where = portal.databaseKind === 'pglite' ? portal.dataDir : 'PostgreSQL';
  process.stdout.write(
    `large seed ${portal.reused ? 'reused' : 'ready'} on ${where}: ${Math.round(portal.startMs / 1000)} s to the first answer\n`,
  );
  await portal.stop();
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
