import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import deDE from '../../src/shared/i18n/locales/de-DE.json' with { type: 'json' };
import enUS from '../../src/shared/i18n/locales/en-US.json' with { type: 'json' };
import type { TCaseDetail } from '../../src/shared/contracts/cases.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { textBytes, uploadFile } from '../support/uploads.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient, openTestCase } from './client.ts';

/**
 * Issue 34 point 6: the disk of uploaded files is full. The files folder (FILES_DIR) is a real
 * small filesystem the test mounts (tmpfs of 64 MB, room for the seed's software files of about 20 MB;
 * CI runs as root), filled up by the test; an
 * upload that does not fit answers 500 UploadNoSpace, translated, leaves no row and no part of
 * the file, and the portal keeps serving: the next request answers, and once space is freed the
 * same upload is stored.
 */
const MOUNT_BYTES = 64 * 1024 * 1024;
const FILE_BYTES = 1024 * 1024;
const FILLER = 'filler.bin';
let filesDir: string;
let mounted = false;
let portal: TTestPortal;
let user: TClient;
let caseNumber: string;

/** Every file under `dir` (relative paths), the seed's software files and the test's filler excepted. */
function uploadedFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((f) => !f.startsWith(`software${path.sep}`) && f !== FILLER)
    .sort();
}

const attachmentsUrl = () => `/mapi/cases/${caseNumber}/attachments?account_id=${NORTHWIND_ASTRO}`;
const detail = () => user.get<TCaseDetail>(`/mapi/cases/${caseNumber}?account_id=${NORTHWIND_ASTRO}`);

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-disk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${MOUNT_BYTES}`, 'tmpfs', filesDir], { stdio: 'pipe' });
  } catch (err) {
    throw new Error(
      `disk-full.test.ts mounts a small tmpfs as the files folder and needs root to do it (CI runs as root): ${String(
        (err as { stderr?: Buffer }).stderr ?? err,
      )}`,
    );
  }
  mounted = true;
  portal = await startTestPortal('disk-full', { filesDir });
  user = createClient({ baseUrl: portal.url });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  caseNumber = await openTestCase(user, 'Attachments on a full disk', 'The files folder fills up.');
}, 120_000);

afterAll(async () => {
  await portal?.stop();
  if (mounted) execFileSync('umount', [filesDir]);
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('uploads when the disk of files is full (tmpfs of 64 MB)', () => {
  it('answers 500 UploadNoSpace in the envelope, translated, with no row and no part of the file left', async () => {
    // Fill the filesystem, leaving less than the file needs (but some room: a full write, not a 0-byte one).
    const { bavail, bsize } = fs.statfsSync(filesDir);
    const filler = path.join(filesDir, FILLER);
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - FILE_BYTES / 4)));
    expect(fs.statfsSync(filesDir).bavail * bsize).toBeLessThan(FILE_BYTES);
    const before = uploadedFiles(filesDir);
    const rowsBefore = (await detail()).body.content.attachments.length;

    for (const [locale, messages] of [
      ['de-DE', deDE],
      ['en-US', enUS],
    ] as const) {
      const res = await uploadFile<{ message: string }>(
        user,
        portal.url,
        attachmentsUrl(),
        'logs.txt',
        textBytes(FILE_BYTES, locale),
        { 'accept-language': locale },
      );
      expect(res.status).toBe(500);
      expect(res.body.result).toBe(false);
      expect(res.body.code).toBe('ServerValidation.500UploadNoSpace');
      expect(res.body.content.message).toBe(
        (messages as Record<string, string>)['ServerValidation.500UploadNoSpace'],
      );
      // No stack, no file system path in what the user sees.
      expect(JSON.stringify(res.body)).not.toMatch(/ENOSPC|at .*\.ts|portal-disk-full/);
    }

    // Nothing written: no row, no file, no temporary file.
    expect((await detail()).body.content.attachments).toHaveLength(rowsBefore);
    const [count] = await portal.database.rows(
      sql`select count(*)::int as n from case_attachments where case_no = ${Number(caseNumber)}`,
    );
    expect(count?.n).toBe(rowsBefore);
    expect(uploadedFiles(filesDir)).toEqual(before);

    // The portal keeps serving: the next requests answer, a note is added.
    expect((await detail()).status).toBe(200);
    const note = await user.post(`/mapi/cases/${caseNumber}/notes`, {
      account_id: NORTHWIND_ASTRO,
      body: 'The attachment follows when the disk has room.',
    });
    expect(note.status).toBe(200);

    // Space freed: the same upload is stored, whole.
    fs.rmSync(filler);
    const bytes = textBytes(FILE_BYTES, 'after');
    const stored = await uploadFile<{ id: string; fileName: string }>(
      user,
      portal.url,
      attachmentsUrl(),
      'logs.txt',
      bytes,
    );
    expect(stored.body.code).toBe('OK');
    expect(stored.status).toBe(200);
    const after = (await detail()).body.content.attachments;
    expect(after).toHaveLength(rowsBefore + 1);
    const download = await fetch(
      `${portal.url}/mapi/cases/${caseNumber}/attachments/${stored.body.content.id}?account_id=${NORTHWIND_ASTRO}`,
      { headers: { cookie: user.cookieHeader() } },
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(uploadedFiles(filesDir)).toHaveLength(before.length + 1);
  }, 60_000);
});
