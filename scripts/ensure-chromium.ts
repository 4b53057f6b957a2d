/**
 * Makes sure Debian's Chromium is present for the browser tests. As root with apt-get it installs
 * it (plus CJK fonts so screenshots of ja/zh/ko are legible); otherwise it stops with a clear
 * message. Never a silent skip.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasApt(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !hasApt()) {
    process.stderr.write(
      `Chromium is missing at ${CHROMIUM} and cannot be installed automatically (needs root and apt-get).\n` +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk\n' +
        'or set CHROMIUM_PATH to a Chromium binary. Browser tests cannot run without it.\n',
    );
    process.exit(1);
  }
  process.stdout.write('Installing Debian chromium for the browser tests...\n');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk', 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
