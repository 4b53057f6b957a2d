/**
 * Makes sure a program from a Debian package is present: as root with apt-get it installs the
 * packages; otherwise it stops with a message that says how. Never a silent skip.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

function found(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** `program` is a path or a command name; `purpose` ends the message when it cannot be installed. */
export function ensureDebianPackages(program: string, packages: readonly string[], purpose: string): void {
  if (program.includes('/') ? fs.existsSync(program) : found(program)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !found('apt-get')) {
    throw new Error(
      `${program} is missing and cannot be installed automatically (needs root and apt-get).\n` +
        `Install it with: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n${purpose}`,
    );
  }
  process.stdout.write(`Installing Debian ${packages.join(', ')}...\n`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
