/**
 * `npm start`: builds the web app when the build is missing or older than its sources, migrates,
 * seeds the demo world on first run, and serves the portal.
 */
import { ensureWebBuild } from './web-build.ts';
import { serve } from '../src/server/serve.ts';
import { demoLogins } from '../src/server/db/seed/demo-logins.ts';

await ensureWebBuild();
const server = await serve();
const shown = `http://localhost:${new URL(server.url).port}`;
const lines = [
  '',
  `  ${server.config.portalName} is running at ${shown}`,
  `  Database: ${server.databaseKind === 'pglite' ? `embedded PGlite in ${server.config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}${server.seeded ? ' (demo data created)' : ''}`,
  ...(server.workers > 1 ? [`  Server processes: ${server.workers} (PORTAL_WORKERS)`] : []),
  '',
  `  Demo logins (password: ${server.config.demoPassword}):`,
  ...demoLogins(server.config.providerEmailDomain).map((l) => `    ${l.email.padEnd(28)} ${l.what}`),
  '',
];
process.stdout.write(lines.join('\n') + '\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
