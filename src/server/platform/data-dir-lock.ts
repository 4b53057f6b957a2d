import fs from 'node:fs';
import path from 'node:path';

/** The file that names the process holding an embedded database folder. */
export const LOCK_FILE = 'portal.lock';

/** Whether `pid` is a live Node process other than this one (a pid reused by another program is not). */
function heldByAnother(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return /node/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // No /proc: a live process is taken to be a portal.
  }
}

/**
 * Takes the embedded PGlite folder for this process: two portal processes on one folder corrupt
 * it, so a second start is refused with a message that says why. A lock left by a process that
 * died (`kill -9`) is taken over. Answers the release (on close).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
        } catch {
          // Already gone.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (heldByAnother(holder))
        throw new Error(
          `The embedded database in ${dataDir} is open in another portal process (pid ${holder}): ` +
            'the embedded PGlite database serves one process only; stop that process, or give each ' +
            'its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL database',
        );
      fs.rmSync(file, { force: true }); // Left by a process that died, or by this one: taken over.
    }
  }
  throw new Error(`could not take ${file}`);
}
