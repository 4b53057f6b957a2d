import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/server/db/schema/index.ts';
import {
  ZSoftwareRow,
  type TKnownIssueRow,
  type TReleaseNoteRow,
  type TSoftwareRow,
} from '../../src/shared/contracts/software.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, NORTHWIND_TRBO, createClient, demo, type TClient } from './client.ts';

/**
 * Software downloads, release notes and known issues (issue 31 point 4; spec section 6 "Software
 * download: customeruser or softwaredownload group"; section 9 ReleaseNotes.pdf). A portal of its
 * own: the group test takes a group away from an account.
 */

interface TPage<R> {
  rows: R[];
  total: number;
}

let portal: TTestPortal;
let user: TClient;
let guest: TClient;
let contoso: TClient;
let vendor: TClient;

beforeAll(async () => {
  portal = await startTestPortal('software', { trustProxy: true });
  user = createClient({ baseUrl: portal.url, ip: '10.71.0.1' });
  guest = createClient({ baseUrl: portal.url, ip: '10.71.0.2' });
  contoso = createClient({ baseUrl: portal.url, ip: '10.71.0.3' });
  vendor = createClient({ baseUrl: portal.url, ip: '10.71.0.4' });
  const password = portal.config.demoPassword;
  const pd = portal.config.providerEmailDomain;
  expect((await user.login(demo().nwUser, password)).status).toBe(200);
  expect((await guest.login(demo().nwGuest, password)).status).toBe(200);
  expect((await contoso.login(demo().contoso, password)).status).toBe(200);
  expect((await vendor.login(`admin@${pd}`, password)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

const software = async (c: TClient, account: string, query = '') =>
  c.get<TPage<TSoftwareRow>>(`/mapi/software?account_id=${account}&limit=100${query}`);

/** GET of a file with raw headers (the bytes, not an envelope). */
async function fetchFile(c: TClient, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(portal.url + path, {
    headers: { cookie: c.cookieHeader(), 'x-forwarded-for': '10.71.0.9', ...headers },
  });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

const fileUrl = (fileId: string, account = NORTHWIND_ASTRO) => `/mapi/software/files/${fileId}?account_id=${account}`;

async function downloadsOf(account: string): Promise<{ detail: { fileId: string } }[]> {
  const res = await vendor.get<{ items: { detail: { fileId: string } }[] }>(
    `/mapi/audit/events?event=software_download&account_id=${account}&limit=100`,
  );
  expect(res.status).toBe(200);
  return res.body.content.items;
}

describe('software downloads list', () => {
  it("lists the files of the account's technology offered in its download regions, with size and SHA-256", async () => {
    const res = await software(user, NORTHWIND_ASTRO);
    expect(res.status).toBe(200);
    const rows = res.body.content.rows;
    for (const row of rows) ZSoftwareRow.strict().parse(row);
    // ASTRO has three releases; NA gets the system software and the encryption module, not the APAC/ANZ/LACR pack.
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.packageName.startsWith('ASTRO ') && r.regions.includes('NA'))).toBe(true);
    expect(rows.some((r) => r.fileId.endsWith('-language'))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.sha256) && r.size > 100_000)).toBe(true);
    // Newest release first.
    expect(rows[0]!.systemRelease).toBe('A2025.1');
    // Another technology: another catalogue.
    const lte = (await software(contoso, CONTOSO_LTE)).body.content.rows;
    expect(lte.length).toBeGreaterThan(0);
    expect(lte.every((r) => r.packageName.startsWith('LTE '))).toBe(true);
    // Filter by release and search.
    const filtered = (await software(user, NORTHWIND_ASTRO, '&release=A2024')).body.content.rows;
    expect(filtered.map((r) => r.systemRelease)).toEqual(['A2024.1', 'A2024.1']);
    const found = (await software(user, NORTHWIND_ASTRO, '&q=encryption')).body.content.rows;
    expect(found).toHaveLength(3);
  });

  it('is for Users of an account in the customeruser or softwaredownload group, on the list, export and every file', async () => {
    const [file] = (await software(user, NORTHWIND_TRBO)).body.content.rows;
    expect(file).toBeDefined();
    expect((await software(guest, NORTHWIND_ASTRO)).status).toBe(403);
    const { db } = portal.database;
    await db.update(accounts).set({ groups: ['createrma'] }).where(eq(accounts.id, NORTHWIND_TRBO));
    try {
      const list = await software(user, NORTHWIND_TRBO);
      expect(list.status).toBe(403);
      expect(list.body).toMatchObject({ result: false, code: 'ServerValidation.403Forbidden' });
      expect((await user.get(`/mapi/software/columns?account_id=${NORTHWIND_TRBO}`)).status).toBe(403);
      expect((await user.get(`/mapi/software/export?account_id=${NORTHWIND_TRBO}&format=csv`)).status).toBe(403);
      const { res, body } = await fetchFile(user, fileUrl(file!.fileId, NORTHWIND_TRBO));
      expect(res.status).toBe(403);
      expect(JSON.parse(body.toString('utf8'))).toMatchObject({ result: false, code: 'ServerValidation.403Forbidden' });
      // The softwaredownload group alone is enough.
      await db.update(accounts).set({ groups: ['softwaredownload'] }).where(eq(accounts.id, NORTHWIND_TRBO));
      expect((await software(user, NORTHWIND_TRBO)).status).toBe(200);
      expect((await fetchFile(user, fileUrl(file!.fileId, NORTHWIND_TRBO))).res.status).toBe(200);
    } finally {
      await db.update(accounts).set({ groups: ['customeruser'] }).where(eq(accounts.id, NORTHWIND_TRBO));
    }
  });

  it("refuses a file of another account, another technology or a region the account is not in", async () => {
    const astro = 'astro-A2025.1-system';
    expect((await fetchFile(user, fileUrl(astro))).res.status).toBe(200);
    // A foreign account: 403 on the account itself.
    expect((await fetchFile(contoso, fileUrl(astro))).res.status).toBe(403);
    // Its own account does not offer an ASTRO file: as if there were none.
    expect((await fetchFile(contoso, fileUrl(astro, CONTOSO_LTE))).res.status).toBe(404);
    // The language pack is offered in LACR, APAC and ANZ only; NA-100001 downloads in NA.
    expect((await fetchFile(user, fileUrl('astro-A2025.1-language'))).res.status).toBe(404);
    expect((await fetchFile(guest, fileUrl(astro))).res.status).toBe(403);
  });
});

describe('software file download (HTTP Range)', () => {
  it('answers the whole file with its size and SHA-256, and parts of it (206) that resume the download', async () => {
    const row = (await software(user, NORTHWIND_ASTRO, '&q=system')).body.content.rows[0]!;
    const whole = await fetchFile(user, fileUrl(row.fileId));
    expect(whole.res.status).toBe(200);
    expect(whole.res.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.res.headers.get('content-length')).toBe(String(row.size));
    expect(whole.res.headers.get('etag')).toBe(`"${row.sha256}"`);
    expect(whole.res.headers.get('content-disposition')).toBe(`attachment; filename="${row.fileName}"`);
    expect(whole.body.length).toBe(row.size);
    expect(crypto.createHash('sha256').update(whole.body).digest('hex')).toBe(row.sha256);

    // A download broken after 1000 bytes resumes from there; the parts make the file again.
    const head = await fetchFile(user, fileUrl(row.fileId), { range: 'bytes=0-999' });
    expect(head.res.status).toBe(206);
    expect(head.res.headers.get('content-range')).toBe(`bytes 0-999/${row.size}`);
    const rest = await fetchFile(user, fileUrl(row.fileId), { range: 'bytes=1000-', 'if-range': `"${row.sha256}"` });
    expect(rest.res.status).toBe(206);
    expect(rest.res.headers.get('content-range')).toBe(`bytes 1000-${row.size - 1}/${row.size}`);
    expect(Buffer.concat([head.body, rest.body]).equals(whole.body)).toBe(true);
    // The last 10 bytes; a range past the end is clamped.
    const tail = await fetchFile(user, fileUrl(row.fileId), { range: 'bytes=-10' });
    expect(tail.body.equals(whole.body.subarray(row.size - 10))).toBe(true);
    const clamped = await fetchFile(user, fileUrl(row.fileId), { range: `bytes=${row.size - 5}-${row.size + 100}` });
    expect(clamped.res.headers.get('content-range')).toBe(`bytes ${row.size - 5}-${row.size - 1}/${row.size}`);
    // Another version (If-Range no longer matches): the whole file again.
    const changed = await fetchFile(user, fileUrl(row.fileId), { range: 'bytes=1000-', 'if-range': '"old"' });
    expect(changed.res.status).toBe(200);
    expect(changed.body.length).toBe(row.size);
  });

  it('answers 416 with the size for a range that starts beyond the file', async () => {
    const row = (await software(user, NORTHWIND_ASTRO)).body.content.rows[0]!;
    const { res, body } = await fetchFile(user, fileUrl(row.fileId), { range: `bytes=${row.size}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${row.size}`);
    const envelope = JSON.parse(body.toString('utf8')) as { result: boolean; content: { message: string } };
    expect(envelope.result).toBe(false);
    expect(envelope.content.message).toContain(row.size.toLocaleString('en-US'));
  });

  it("records each download once in the account's audit log, not once per resumed range", async () => {
    const fileId = 'astro-A2024.1-encryption';
    const before = (await downloadsOf(NORTHWIND_ASTRO)).filter((e) => e.detail.fileId === fileId).length;
    expect((await fetchFile(user, fileUrl(fileId), { range: 'bytes=0-4095' })).res.status).toBe(206);
    expect((await fetchFile(user, fileUrl(fileId), { range: 'bytes=4096-8191' })).res.status).toBe(206);
    expect((await fetchFile(user, fileUrl(fileId), { range: 'bytes=8192-' })).res.status).toBe(206);
    const after = (await downloadsOf(NORTHWIND_ASTRO)).filter((e) => e.detail.fileId === fileId);
    expect(after.length).toBe(before + 1);
    // A HEAD (the screen checks a download with it) answers the size and records nothing.
    const head = await fetch(portal.url + fileUrl(fileId), {
      method: 'HEAD',
      headers: { cookie: user.cookieHeader() },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await downloadsOf(NORTHWIND_ASTRO)).filter((e) => e.detail.fileId === fileId).length).toBe(before + 1);
    // A refused fetch records nothing.
    await fetchFile(contoso, fileUrl(fileId));
    expect((await downloadsOf(NORTHWIND_ASTRO)).filter((e) => e.detail.fileId === fileId).length).toBe(before + 1);
  });
});

describe('release notes and known issues', () => {
  it('lists the releases of the technology; each release notes PDF is named ReleaseNotes.pdf (spec section 9)', async () => {
    const res = await guest.get<TPage<TReleaseNoteRow>>(`/mapi/release-notes?account_id=${NORTHWIND_ASTRO}`);
    expect(res.status).toBe(200);
    const rows = res.body.content.rows;
    expect(rows.map((r) => r.systemRelease)).toEqual(['A2025.1', 'A2024.1', 'A2023.1']);
    const { res: pdf, body } = await fetchFile(guest, `/mapi/release-notes/${rows[0]!.releaseId}/file?account_id=${NORTHWIND_ASTRO}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="ReleaseNotes.pdf"');
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBe(rows[0]!.size);
    expect(body.toString('latin1')).toContain('ASTRO system release A2025.1: release notes');
    // Another technology's release: not this account's.
    expect((await fetchFile(contoso, `/mapi/release-notes/${rows[0]!.releaseId}/file?account_id=${CONTOSO_LTE}`)).res.status).toBe(404);
  });

  it('filters known issues by release, status and severity, searches them, and exports them by status', async () => {
    const list = async (q: string) =>
      (await guest.get<TPage<TKnownIssueRow>>(`/mapi/known-issues?account_id=${NORTHWIND_ASTRO}&limit=100${q}`)).body.content;
    const all = await list('');
    expect(all.total).toBeGreaterThanOrEqual(9);
    const open = await list('&status=open');
    expect(open.rows.length).toBeGreaterThan(0);
    expect(open.rows.every((r) => r.status === 'open' && r.fixedIn === null)).toBe(true);
    const fixed = await list('&status=fixed');
    expect(open.total + fixed.total).toBe(all.total);
    expect(fixed.rows.every((r) => r.fixedIn !== null && r.fixedIn > r.systemRelease)).toBe(true);
    const severe = await list('&severity=critical_,_high');
    expect(severe.rows.length).toBeGreaterThan(0);
    expect(severe.rows.every((r) => r.severity === 'critical' || r.severity === 'high')).toBe(true);
    const release = await list('&release=A2023.1');
    expect(release.rows.length).toBeGreaterThan(0);
    expect(release.rows.every((r) => r.systemRelease === 'A2023.1')).toBe(true);
    const found = await list('&q=firmware');
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.every((r) => r.title.toLowerCase().includes('firmware'))).toBe(true);
    const sorted = await list('&sort=severity&dir=asc');
    expect(sorted.rows[0]!.severity).toBe('critical');

    const res = await fetch(`${portal.url}/mapi/known-issues/export?account_id=${NORTHWIND_ASTRO}&format=csv&status=open`, {
      headers: { cookie: guest.cookieHeader() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="100001_KnownIssues_Open.csv"');
    expect(res.headers.get('x-export-rows')).toBe(String(open.total));
  });
});
