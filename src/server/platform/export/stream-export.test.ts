import Fastify, { type FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerErrorHandling } from '../error-handler.ts';
import type * as CsvModule from './csv.ts';
import { collectRows, streamExport, type TExportColumn, type TExportFormat, type TExportRow } from './stream-export.ts';

/** Lets one test make the CSV writer fail after its first chunk. */
const failCsv = vi.hoisted(() => ({ on: false, early: false }));
vi.mock('./csv.ts', async (importOriginal) => {
  const original = await importOriginal<typeof CsvModule>();
  return {
    csvChunks: function* (...args: Parameters<typeof original.csvChunks>) {
      if (!failCsv.on) return yield* original.csvChunks(...args);
      if (failCsv.early) throw new Error('failed before the first byte');
      yield Buffer.from('\uFEFFa,b\r\n'.padEnd(70_000, 'x'));
      throw new Error('disk on fire');
    },
  };
});

const columns: TExportColumn[] = [
  { id: 'id', label: 'Id' },
  { id: 'n', label: 'Number', type: 'number' },
];

async function* rowsOf(count: number): AsyncGenerator<TExportRow> {
  for (let i = 0; i < count; i++) yield { id: `R${i}`, n: i };
}

let app: FastifyInstance;
let base: string;
let pulled = 0;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get<{ Querystring: { format: TExportFormat; rows: string; max?: string } }>('/export', async (req, reply) => {
    const count = Number(req.query.rows);
    pulled = 0;
    async function* counted(): AsyncGenerator<TExportRow> {
      for await (const r of rowsOf(count)) {
        pulled++;
        yield r;
      }
    }
    return streamExport(reply, {
      format: req.query.format,
      fileName: '100001_Cases_AllCases',
      title: 'Cases',
      columns,
      rows: counted(),
      locale: 'en-US',
      maxRows: req.query.max ? Number(req.query.max) : undefined,
    });
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
});

describe('collectRows', () => {
  it('reads up to the limit', async () => {
    expect(await collectRows(rowsOf(8000), 8000)).toHaveLength(8000);
  });
  it('refuses one row more with 413 and {max}, reading no further than max + 1', async () => {
    let read = 0;
    const source = (function* () {
      for (let i = 0; i < 100_000; i++) {
        read++;
        yield { id: i };
      }
    })();
    await expect(collectRows(source, 8000)).rejects.toMatchObject({
      code: 'ServerValidation.413ExportLimitExceeded',
      status: 413,
      values: { max: 8000 },
    });
    expect(read).toBe(8001);
  });
  it('turns a failing source into a 500 export error', async () => {
    const failing = (async function* () {
      yield { id: 1 };
      throw new Error('db down');
    })();
    await expect(collectRows(failing, 10)).rejects.toMatchObject({ code: 'ServerValidation.500ExportError' });
  });
});

describe('streamExport over HTTP', () => {
  it.each([
    ['csv', 'text/csv; charset=utf-8', 'attachment; filename="100001_Cases_AllCases.csv"'],
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'attachment; filename="100001_Cases_AllCases.xlsx"'],
    ['pdf', 'application/pdf', 'attachment; filename="100001_Cases_AllCases.pdf"'],
    ['print', 'text/html; charset=utf-8', 'inline; filename="100001_Cases_AllCases.html"'],
    ['zip', 'application/zip', 'attachment; filename="100001_Cases_AllCases.zip"'],
  ])('%s: content type and file name', async (format, type, disposition) => {
    const res = await fetch(`${base}/export?format=${format}&rows=5`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('content-disposition')).toBe(disposition);
    expect(res.headers.get('x-export-rows')).toBe('5');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('xlsx has real numbers and the header row', async () => {
    const res = await fetch(`${base}/export?format=xlsx&rows=3`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Id', 'Number']);
    expect(ws.getRow(4).getCell(2).value).toBe(2);
  });

  it('answers 413 in the envelope, before any file byte, when rows exceed the limit', async () => {
    const res = await fetch(`${base}/export?format=csv&rows=12&max=10`);
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-disposition')).toBeNull();
    const body = (await res.json()) as { result: boolean; code: string; content: { values: unknown } };
    expect(body).toMatchObject({ result: false, code: 'ServerValidation.413ExportLimitExceeded', content: { values: { max: 10 } } });
    expect(pulled).toBe(11);
  });

  it('exactly the limit is fine', async () => {
    const res = await fetch(`${base}/export?format=csv&rows=10&max=10`);
    expect(res.status).toBe(200);
    expect((await res.text()).trimEnd().split('\r\n')).toHaveLength(11);
  });

  it('a failure before the first byte answers the 500 export error envelope, naming no file', async () => {
    failCsv.on = true;
    failCsv.early = true;
    try {
      const res = await fetch(`${base}/export?format=csv&rows=3`);
      expect(res.status).toBe(500);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(await res.json()).toMatchObject({ result: false, code: 'ServerValidation.500ExportError' });
    } finally {
      failCsv.on = false;
      failCsv.early = false;
    }
  });

  it('a failure after the headers cuts the download instead of ending it cleanly', async () => {
    failCsv.on = true;
    try {
      const res = await fetch(`${base}/export?format=csv&rows=3`);
      expect(res.status).toBe(200);
      await expect(res.arrayBuffer()).rejects.toThrow();
    } finally {
      failCsv.on = false;
    }
  });
});
