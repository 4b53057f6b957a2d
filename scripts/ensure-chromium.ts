/**
 * Makes sure Debian's Chromium is present for the browser tests. As root with apt-get it installs
 * it (plus CJK fonts so screenshots of ja/zh/ko are legible); otherwise it stops with a clear
 * message. Never a silent skip.
 */
import { ensureDebianPackages } from './debian-packages.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

try {
  ensureDebianPackages(
    CHROMIUM,
    ['chromium', 'fonts-noto-cjk', 'fonts-dejavu-core'],
    'or set CHROMIUM_PATH to a Chromium binary. Browser tests cannot run without it.',
  );
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
}
