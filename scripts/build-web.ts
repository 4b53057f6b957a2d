/** Builds the web app if missing or stale (used by the browser tests). */
import { ensureWebBuild } from './web-build.ts';

await ensureWebBuild();
