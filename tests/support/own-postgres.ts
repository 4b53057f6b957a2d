import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../bench/support/children.ts';

const run = promisify(execFile);

/** Debian's PostgreSQL binaries (package postgresql-15); PG_BIN names another folder. */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** A PostgreSQL server of a test's own: its own folder and port, never the machine's server. */
export interface TOwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the server the fast way (sessions are ended, then a checkpoint). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (if running) and removes its folder. */
  remove(): Promise<void>;
  /** The server's log, for failure messages. */
  log(): string;
}

/**
 * initdb refuses to run as root: as root the server's programs run as the `postgres` user
 * (runuser), which then owns the folder.
 */
function asServerUser(file: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

async function pg(tool: string, args: string[], timeoutMs = 60_000): Promise<void> {
  const [file, argv] = asServerUser(path.join(PG_BIN, tool), args);
  await run(file, argv, { timeout: timeoutMs });
}

/**
 * initdb in a new temporary folder, then pg_ctl start on a free loopback port (its socket in the
 * folder too). fsync is off: the test's restarts are clean shutdowns (a checkpoint writes every
 * committed change); it only saves time on a busy machine.
 */
export async function startOwnPostgres(label: string): Promise<TOwnPostgres> {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb')))
    throw new Error(
      `${PG_BIN}/initdb not found: install Debian's postgresql-15 (or set PG_BIN to its bin folder)`,
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${label}-pg-`));
  if (process.getuid?.() === 0) {
    const { uid, gid } = await run('id', ['-u', 'postgres']).then(async (u) => ({
      uid: Number(u.stdout.trim()),
      gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
    }));
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  let running = false;
  const start = async (): Promise<void> => {
    await pg('pg_ctl', [
      'start',
      '-D',
      data,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
    ]);
    running = true;
  };
  const stop = async (): Promise<void> => {
    await pg('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']);
    running = false;
  };
  try {
    await pg(
      'initdb',
      ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--no-locale'],
      120_000,
    );
    await start();
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    remove: async () => {
      try {
        if (running) await pg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '30']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    log: () => {
      try {
        return fs.readFileSync(logFile, 'utf8').slice(-4000);
      } catch {
        return '';
      }
    },
  };
}
