import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCsv } from '../support/csv-parse.ts';
import { pdfText } from '../support/pdf-text.ts';
import { SCRIPT_SAMPLES } from '../support/script-samples.ts';
import { zipEntries } from '../support/zip-entries.ts';
import { ownAccount } from '../support/own-accounts.ts';
import { EXPORT_LIMIT_ACCOUNT, createClient, demo, type TClient } from './client.ts';
import deDE from '../../src/shared/i18n/locales/de-DE.json' with { type: 'json' };

/**
 * Case exports over HTTP against the real server (GET /mapi/cases/export): every format, file
 * names of spec section 9, content that reads back to the rows, formula injection escaped,
 * PDFs legible in every script, tenancy, and the 8,000-row limit on real rows (the seed's account
 * NA-400001 has a little over 8,000 cases).
 */

/** This file's own account (tests/support/own-accounts.ts): its rows move only with this file. */
const OWN = ownAccount('exports');
const ACCOUNT = OWN.id;
const ACCOUNT_IN_FILE_NAME = ACCOUNT.slice(ACCOUNT.indexOf('-') + 1);
/** Words that find only the cases this file creates (full-text search, prefix match). */
const MARK = 'Exportcheck';
const TITLES = {
  scripts: `${MARK} ${Object.values(SCRIPT_SAMPLES).join(' ')}`,
  formula: `=SUM(1,2) ${MARK}`,
  plus: `+cmd|' /C calc'!A0 ${MARK}`,
  at: `@HYPERLINK("http://evil.example") ${MARK}`,
};

interface TRawResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

let user: TClient;
let baseUrl: string;

/** GET with the client's cookies, returning the raw bytes (the client parses JSON only). */
async function raw(path: string, headers: Record<string, string> = {}): Promise<TRawResponse> {
  const res = await fetch(baseUrl + path, {
    headers: { cookie: user.cookieHeader(), ...headers },
  });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

const exportUrl = (query: Record<string, string>) =>
  `/mapi/cases/export?${new URLSearchParams({ account_id: ACCOUNT, ...query }).toString()}`;

beforeAll(async () => {
  baseUrl = inject('baseUrl');
  user = createClient({ ip: '10.61.0.1' });
  expect((await user.login(OWN.user)).status).toBe(200);
  for (const title of Object.values(TITLES)) {
    const res = await user.post('/mapi/cases', {
      account_id: ACCOUNT,
      category: 'tsu',
      caseType: 'Incident',
      title,
      description: 'Created by the export tests.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});

describe('GET /mapi/cases/export', () => {
  it('CSV: type, file name of spec section 9, BOM, CRLF, and the rows of the list', async () => {
    const query = { sort: 'caseNumber', dir: 'asc', columns: 'caseNumber,title,state,priority,createdAt' };
    const res = await raw(exportUrl({ ...query, format: 'csv' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${ACCOUNT_IN_FILE_NAME}_Cases_AllCases.csv"`,
    );
    expect([...res.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.body.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    // Times are UTC without the user's zone (`tz`), and the title of their column says so.
    expect(header).toEqual(['Case number', 'Title', 'Status', 'Priority', 'Created (UTC)']);

    const list = await user.get<{ total: number; rows: { caseNumber: string; title: string; createdAt: string }[] }>(
      `/mapi/cases?${new URLSearchParams({ account_id: ACCOUNT, ...query, limit: '100' }).toString()}`,
    );
    expect(list.status).toBe(200);
    expect(rows).toHaveLength(list.body.content.total);
    expect(res.headers.get('x-export-rows')).toBe(String(list.body.content.total));
    list.body.content.rows.forEach((r, i) => {
      const row = rows[i]!;
      expect(row[0]).toBe(r.caseNumber);
      expect(row[1]).toBe(/^[=+\-@\t\r]/.test(r.title) ? `'${r.title}` : r.title);
      expect(row[4]).toBe(r.createdAt.slice(0, 19).replace('T', ' '));
    });
  });

  it('CSV and Excel escape formula injection; other text is untouched', async () => {
    const csv = await raw(exportUrl({ format: 'csv', q: MARK, columns: 'title', sort: 'title', dir: 'asc' }));
    const titles = parseCsv(csv.body.toString('utf8').slice(1)).slice(1).map((r) => r[0]);
    expect(titles.sort()).toEqual(
      [`'${TITLES.formula}`, `'${TITLES.plus}`, `'${TITLES.at}`, TITLES.scripts].sort(),
    );

    const xlsx = await raw(exportUrl({ format: 'xlsx', q: MARK, columns: 'title' }));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.body as unknown as ExcelJS.Buffer);
    const values: unknown[] = [];
    wb.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) values.push(row.getCell(1).value);
    });
    expect(values.sort()).toEqual([`'${TITLES.formula}`, `'${TITLES.plus}`, `'${TITLES.at}`, TITLES.scripts].sort());
  });

  it('Excel: type, file name, header, real numbers and dates, every row', async () => {
    const res = await raw(exportUrl({ format: 'xlsx', columns: 'caseNumber,resolutionDays,createdAt', sort: 'caseNumber', dir: 'asc' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${ACCOUNT_IN_FILE_NAME}_Cases_AllCases.xlsx"`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Case number', 'Resolution time (days)', 'Created (UTC)']);
    expect(ws.rowCount - 1).toBe(Number(res.headers.get('x-export-rows')));
    let numbers = 0;
    for (let r = 2; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      expect(row.getCell(3).value).toBeInstanceOf(Date);
      const days = row.getCell(2).value;
      if (days !== null) {
        expect(typeof days).toBe('number');
        numbers++;
      }
    }
    expect(numbers).toBeGreaterThan(0);
  });

  it('PDF: type, file name, embedded fonts, and German, Polish, Russian, Japanese, Chinese and Korean text', async () => {
    const res = await raw(exportUrl({ format: 'pdf', q: MARK, category: 'tsu', created_from: '2020-01-01', created_to: '2099-12-31' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${ACCOUNT_IN_FILE_NAME}_Cases_TechSupport_2020-01-01_2099-12-31.pdf"`,
    );
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const latin1 = res.body.toString('latin1');
    expect(latin1).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(latin1).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJK/);
    const { pages } = pdfText(res.body);
    // Cells wrap over lines (CJK text between any two characters): compare without whitespace.
    const squeeze = (s: string) => s.replace(/\s+/g, '');
    const text = squeeze(pages.join('\n'));
    for (const sample of Object.values(SCRIPT_SAMPLES)) expect(text).toContain(squeeze(sample));
    expect(pages[0]).toContain('Cases: Technical Support');
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
  });

  it('PDF in the user’s language: header, footer, column titles and enum values translated', async () => {
    const res = await raw(exportUrl({ format: 'pdf', q: MARK, columns: 'caseNumber,state' }), { 'accept-language': 'de-DE' });
    const text = pdfText(res.body).pages.join('\n');
    const de = deDE as Record<string, string>;
    expect(text).toContain(de['Cases.column.state']!);
    expect(text).toContain(de['Cases.column.state.open']!);
    expect(text).toContain('Seite 1 von 1');
    expect(text).toContain(`Konto: ${ACCOUNT}`);
  });

  it('Print: an HTML page with the table, no inline script, shown inline', async () => {
    const res = await raw(exportUrl({ format: 'print', q: MARK }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="${ACCOUNT_IN_FILE_NAME}_Cases_AllCases.html"`,
    );
    const html = res.body.toString('utf8');
    expect(html).toContain('<table>');
    expect(html).toContain('<script src="/print.js" defer></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(SCRIPT_SAMPLES.ja);
    expect(html).toContain('=SUM(1,2)');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  it('ZIP: the CSV, Excel, PDF and print page of the same rows', async () => {
    const res = await raw(exportUrl({ format: 'zip', q: MARK }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const base = `${ACCOUNT_IN_FILE_NAME}_Cases_AllCases`;
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${base}.zip"`);
    const entries = zipEntries(res.body);
    expect([...entries.keys()].sort()).toEqual([`${base}.csv`, `${base}.html`, `${base}.pdf`, `${base}.xlsx`]);
    const html = entries.get(`${base}.html`)!.toString('utf8');
    expect(html).toContain('<table>');
    expect(html.match(/<tbody>[\s\S]*<\/tbody>/)![0].match(/<tr>/g)).toHaveLength(4);
    expect(html).toContain(SCRIPT_SAMPLES.ja);
    expect(parseCsv(entries.get(`${base}.csv`)!.toString('utf8').slice(1))).toHaveLength(5);
    expect(entries.get(`${base}.pdf`)!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(entries.get(`${base}.xlsx`)! as unknown as ExcelJS.Buffer);
    expect(wb.worksheets[0]!.rowCount).toBe(5);
  });

  it.each([
    [{ caseType: 'Incident' }, 'Incident', 'Cases: Incident'],
    [{ caseType: 'Technical Request' }, 'TechnicalRequest', 'Cases: Technical Request'],
    [{ caseType: 'RMA', category: 'tsu' }, 'TechSupport_RMA', 'Cases: Technical Support, RMA'],
    [{ category: 'nmo' }, 'NetworkMonitoring', 'Cases: Network Monitoring'],
    [{ caseType: 'Incident_,_RMA' }, 'AllCases', 'All cases'],
  ])('names the file and titles the print page after the list type: %j', async (query, type, title) => {
    const res = await raw(exportUrl({ format: 'print', ...query, created_from: '2020-01', created_to: '2099-12' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="${ACCOUNT_IN_FILE_NAME}_Cases_${type}_2020-01_2099-12.html"`,
    );
    expect(res.body.toString('utf8')).toContain(`<h1>${title}</h1>`);
  });

  it('refuses a foreign account (403, nothing of it) and an anonymous caller (401)', async () => {
    const contoso = createClient({ ip: '10.61.0.2' });
    expect((await contoso.login(demo().contoso)).status).toBe(200);
    const res = await contoso.get(exportUrl({ format: 'csv' }));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ result: false, code: 'ServerValidation.403NoAccountAccess' });
    expect(res.headers.get('content-disposition')).toBeNull();
    const anonymous = await createClient({ ip: '10.61.0.3' }).get(exportUrl({ format: 'csv' }));
    expect(anonymous.status).toBe(401);
  });

  it('refuses an unknown format, an unknown column and an unsupported filter with 400', async () => {
    const queries: Record<string, string>[] = [
      { format: 'docx' },
      { format: 'csv', columns: 'caseNumber,secret' },
      { format: 'csv', owner_from: '2020-01-01' },
    ];
    for (const query of queries) {
      const res = await user.get(exportUrl(query));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.result).toBe(false);
    }
  });
});

describe('the 8,000-row limit on real rows (spec section 9)', () => {
  let staff: TClient;
  const limitUrl = (query: Record<string, string>) =>
    `/mapi/cases/export?${new URLSearchParams({ account_id: EXPORT_LIMIT_ACCOUNT, ...query }).toString()}`;
  const total = async (query: Record<string, string> = {}) =>
    (
      await staff.get<{ total: number }>(
        `/mapi/cases?${new URLSearchParams({ account_id: EXPORT_LIMIT_ACCOUNT, limit: '10', ...query }).toString()}`,
      )
    ).body.content.total;

  beforeAll(async () => {
    staff = createClient({ ip: '10.61.0.4', locale: 'de-DE' });
    expect((await staff.login(demo().staff)).status).toBe(200);
  });

  it.each(['csv', 'xlsx', 'pdf', 'print', 'zip'])(
    '%s of more than 8,000 rows answers 413 ExportLimitExceeded, translated, before any file byte',
    async (format) => {
      expect(await total()).toBeGreaterThan(8000);
      const res = await staff.get<{ message: string; values: { max: number } }>(limitUrl({ format }));
      expect(res.status).toBe(413);
      expect(res.body.result).toBe(false);
      expect(res.body.code).toBe('ServerValidation.413ExportLimitExceeded');
      expect(res.body.content.values).toEqual({ max: 8000 });
      const de = (deDE as Record<string, string>)['ServerValidation.413ExportLimitExceeded']!;
      expect(res.body.content.message).toBe(de.replace(/\{max[^}]*\}/, '8.000'));
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(res.headers.get('x-export-rows')).toBeNull();
    },
  );

  it('exports the same account filtered under 8,000 rows, every row, with X-Export-Rows', async () => {
    const query = { caseType: 'Incident', columns: 'caseNumber,caseType', sort: 'caseNumber', dir: 'asc' };
    const expected = await total(query);
    expect(expected).toBeGreaterThan(1000);
    expect(expected).toBeLessThanOrEqual(8000);
    const res = await fetch(baseUrl + limitUrl({ ...query, format: 'csv' }), {
      headers: { cookie: staff.cookieHeader(), 'accept-language': 'de-DE' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-export-rows')).toBe(String(expected));
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="400001_Cases_Incident.csv"');
    const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(header).toEqual([(deDE as Record<string, string>)['Cases.column.caseNumber'], (deDE as Record<string, string>)['Cases.column.caseType']]);
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((r) => r[0])).size).toBe(expected);
    expect(rows.every((r) => r[1] === (deDE as Record<string, string>)['Cases.column.caseType.Incident'])).toBe(true);
  });

  it('exports every row once, in the list order, when it sorts by a column it does not write', async () => {
    // The export reads only the columns it writes; its batches of 1,000 still page by the sort.
    const query = { caseType: 'Incident', sort: 'createdAt', dir: 'desc' };
    const expected = await total(query);
    expect(expected).toBeGreaterThan(2000);
    const res = await fetch(baseUrl + limitUrl({ ...query, columns: 'caseNumber', format: 'csv' }), {
      headers: { cookie: staff.cookieHeader() },
    });
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(header).toHaveLength(1);
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((r) => r[0])).size).toBe(expected);
    const page = await staff.get<{ rows: { caseNumber: string }[] }>(
      `/mapi/cases?${new URLSearchParams({ account_id: EXPORT_LIMIT_ACCOUNT, limit: '100', ...query }).toString()}`,
    );
    expect(rows.slice(0, 100).map((r) => r[0])).toEqual(page.body.content.rows.map((r) => r.caseNumber));
  });
});
