import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail } from '../../src/shared/contracts/cases.ts';
import { filesDirOf } from '../../src/server/platform/config.ts';
import { sweepStoredFiles } from '../../src/server/platform/file-sweep.ts';
import { createLocalFileStorage } from '../../src/server/platform/files.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { textBytes, uploadFile } from '../support/uploads.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient, openTestCase } from './client.ts';

/**
 * The file sweep (platform/file-sweep.ts, issue 34 point 2): what a process killed mid-write
 * leaves in the file storage (a file without its row, a temporary file) and rows whose file is
 * gone are removed once older than the grace period; what is younger (an upload under way) and
 * every file a row names stay. A storage that lists nothing while rows exist is not trusted.
 */
const HOUR_AGO = new Date(Date.now() - 3600_000);
const GRACE_SECONDS = 600;
let portal: TTestPortal;
let user: TClient;
let caseNumber: string;
let root: string;

const detail = () => user.get<TCaseDetail>(`/mapi/cases/${caseNumber}?account_id=${NORTHWIND_ASTRO}`);

/** Writes a file under `key` in the files folder, last modified at `at`. */
function plant(key: string, at: Date): string {
  const file = path.join(root, ...key.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'debris');
  fs.utimesSync(file, at, at);
  return key;
}

const exists = (key: string) => fs.existsSync(path.join(root, ...key.split('/')));

async function upload(name: string): Promise<{ id: string; key: string }> {
  const res = await uploadFile<{ id: string }>(
    user,
    portal.url,
    `/mapi/cases/${caseNumber}/attachments?account_id=${NORTHWIND_ASTRO}`,
    name,
    textBytes(2048, name),
  );
  expect(res.status).toBe(200);
  const [row] = await portal.database.rows(
    sql`select storage_key from case_attachments where id = ${res.body.content.id}`,
  );
  return { id: res.body.content.id, key: String(row!.storage_key) };
}

beforeAll(async () => {
  // The scheduled sweep of this portal never reaches what the test plants (a day's grace): only
  // the test's own calls sweep.
  portal = await startTestPortal('file-sweep', { fileSweepGraceSeconds: 86_400 });
  root = filesDirOf(portal.config);
  user = createClient({ baseUrl: portal.url });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  caseNumber = await openTestCase(user, 'Debris of a killed process', 'Files and rows the sweep judges.');
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('the file sweep', () => {
  it('removes old files without a row, old temporary files and old rows without a file; keeps the rest', async () => {
    const prefix = `cases/${NORTHWIND_ASTRO}/${caseNumber}`;
    const kept = await upload('kept.txt');
    const lost = await upload('lost.txt');
    const young = await upload('young.txt');
    // `lost`: its file is gone and its row is an hour old; `young`: file gone, row just written.
    fs.rmSync(path.join(root, ...lost.key.split('/')));
    fs.rmSync(path.join(root, ...young.key.split('/')));
    await portal.database.rows(
      sql`update case_attachments set created_at = ${HOUR_AGO.toISOString()}::timestamptz where id = ${lost.id}`,
    );
    const orphan = plant(`${prefix}/${crypto.randomUUID()}`, HOUR_AGO);
    const oldTemp = plant(`${prefix}/${crypto.randomUUID()}.4242.tmp`, HOUR_AGO);
    const youngOrphan = plant(`${prefix}/${crypto.randomUUID()}`, new Date());
    const youngTemp = plant(`${prefix}/${crypto.randomUUID()}.4242.tmp`, new Date());
    const software = fs.readdirSync(path.join(root, 'software'));
    expect(software.length).toBeGreaterThan(0);
    // The software files are old too (as after an upgrade): a row names each, so they stay.
    for (const f of software) fs.utimesSync(path.join(root, 'software', f), HOUR_AGO, HOUR_AGO);

    const result = await sweepStoredFiles(portal, createLocalFileStorage(root), {
      graceSeconds: GRACE_SECONDS,
    });

    expect(result).toEqual({ orphanFiles: [orphan], tempFiles: [oldTemp], missingRows: [lost.id] });
    expect(exists(orphan)).toBe(false);
    expect(exists(oldTemp)).toBe(false);
    for (const key of [youngOrphan, youngTemp, kept.key]) expect(exists(key)).toBe(true);
    expect(fs.readdirSync(path.join(root, 'software')).sort()).toEqual(software.sort());
    // The case shows the files it has; the young row (an upload under way, as far as the sweep knows) stays.
    expect((await detail()).body.content.attachments.map((a) => a.fileName).sort()).toEqual([
      'kept.txt',
      'young.txt',
    ]);
    const download = await fetch(
      `${portal.url}/mapi/cases/${caseNumber}/attachments/${kept.id}?account_id=${NORTHWIND_ASTRO}`,
      { headers: { cookie: user.cookieHeader() } },
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(textBytes(2048, 'kept.txt'))).toBe(true);

    // A second run finds nothing more to do.
    expect(
      await sweepStoredFiles(portal, createLocalFileStorage(root), { graceSeconds: GRACE_SECONDS }),
    ).toEqual({
      orphanFiles: [],
      tempFiles: [],
      missingRows: [],
    });
    // Cleared for the next test: the young debris goes as soon as it is older than the grace.
    const later = new Date(Date.now() + 2 * GRACE_SECONDS * 1000);
    const sweptLater = await sweepStoredFiles(portal, createLocalFileStorage(root), {
      graceSeconds: GRACE_SECONDS,
      now: later,
    });
    expect(sweptLater.orphanFiles).toEqual([youngOrphan]);
    expect(sweptLater.tempFiles).toEqual([youngTemp]);
    expect(sweptLater.missingRows).toEqual([young.id]);
  });

  it('removes no row when the files folder lists nothing while rows exist (a volume not mounted)', async () => {
    const { id } = await upload('mounted.txt');
    const unmounted = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-unmounted-'));
    try {
      const result = await sweepStoredFiles(portal, createLocalFileStorage(unmounted), {
        graceSeconds: GRACE_SECONDS,
        now: new Date(Date.now() + 2 * GRACE_SECONDS * 1000),
      });
      expect(result.missingRows).toEqual([]);
      expect(result.rowsSkipped).toMatch(/lists no file while attachment rows exist/);
      expect((await detail()).body.content.attachments.map((a) => a.id)).toContain(id);
    } finally {
      fs.rmSync(unmounted, { recursive: true, force: true });
    }
  });
});
