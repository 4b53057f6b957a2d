import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Creates a fresh, empty PostgreSQL database on the server named by `serverUrl`, so each test run
 * starts from a clean demo world; `drop()` removes it afterwards.
 */
export async function createFreshDatabase(
  serverUrl: string,
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  // Database names are SQL identifiers here: anything but letters, digits and _ becomes _.
  const safeLabel = label.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const name = `portal_${safeLabel}_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
