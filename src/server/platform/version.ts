import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');

/** The portal's version: `version` of package.json, read once at start. */
export const PORTAL_VERSION: string =
  (JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { version?: string }).version ?? '0.0.0';
