import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_ACCOUNTS } from '../support/own-accounts.ts';

/**
 * An account an API test file owns is named by that file alone (through ownAccount), so no other
 * file writes to it on the portal they share and the owner's counts are exact while the files run in parallel.
 */
const root = path.resolve(import.meta.dirname, '../..');
const OWNERS: Record<keyof typeof OWN_ACCOUNTS, string> = {
  casesWrite: 'tests/api/cases-write.test.ts',
  exports: 'tests/api/exports.test.ts',
  sites: 'tests/api/sites.test.ts',
  networksAdmin: 'tests/api/networks-admin.test.ts',
};

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return testFiles(rel);
    return /\.(ts|tsx)$/.test(e.name) ? [rel] : [];
  });
}

describe('accounts owned by one test file', () => {
  // The API test files share one portal; the browser tests run on a portal of their own.
  const files = testFiles('tests').filter((f) => f !== 'tests/support/own-accounts.ts');

  it.each(Object.entries(OWN_ACCOUNTS))('%s (%s) is used by its owner only', (owner, id) => {
    const users = files.filter((f) => {
      const text = fs.readFileSync(path.join(root, f), 'utf8');
      return text.includes(`ownAccount('${owner}')`) || text.toLowerCase().includes(id.toLowerCase());
    });
    expect(users).toEqual([OWNERS[owner as keyof typeof OWN_ACCOUNTS]]);
  });
});
