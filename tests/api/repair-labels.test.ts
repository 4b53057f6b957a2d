import { beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../src/server/platform/i18n.ts';
import { ZRepairDetail, type TRepairDetail } from '../../src/shared/contracts/repairs.ts';
import { pdfText } from '../support/pdf-text.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, NORTHWIND_TRBO, createClient, demo, type TClient } from './client.ts';

/**
 * Shipping labels and packing slips (issue 30 point 7): one label per box (unit), one packing
 * slip per shipment (repair request), the bulk file with all of them; read back from the PDFs.
 * The demo requests are the seed's (seed-repair-requests.ts), written down here on purpose:
 * RQ2600001 sends three units to the Schaumburg depot, RQ2600002 one standalone unit.
 */
const BULK = { requestNo: 'RQ2600001', units: ['R2600007', 'R2600013', 'R2600016'] };
const STANDALONE = { requestNo: 'RQ2600002', units: ['R2600019'] };
const DEPOT_LINES = ['Repair depot Schaumburg, IL', '1301 E Algonquin Rd', '60196 Schaumburg'];

let user: TClient;
let guest: TClient;
let contoso: TClient;
let japanese: TClient;
const details = new Map<string, TRepairDetail>();

function download(c: TClient, path: string) {
  return fetch(`${inject('baseUrl')}${path}`, {
    headers: {
      cookie: c.cookieHeader(),
      ...(c === japanese ? { 'accept-language': 'ja-JP' } : {}),
    },
  });
}

/** The PDF's pages as text, and the images (barcodes) each page shows. */
async function readPdf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
  const pdf = Buffer.from(await res.arrayBuffer());
  const { pages, fonts } = pdfText(pdf);
  const raw = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*(<<[\s\S]*?)(?:stream|endobj)/g))
    objects.set(Number(m[1]), m[2]!);
  const images: number[] = [];
  for (const dict of objects.values()) {
    if (!/\/Type\s*\/Page\b/.test(dict)) continue;
    const res = /\/Resources\s+(\d+) 0 R/.exec(dict);
    const resources = res ? (objects.get(Number(res[1])) ?? '') : dict;
    const xobjects = /\/XObject\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    images.push([...xobjects.matchAll(/\/\w+\s+\d+ 0 R/g)].length);
  }
  return { pages, fonts, images, disposition: res.headers.get('content-disposition') ?? '' };
}

const q = `account_id=${NORTHWIND_ASTRO}`;

beforeAll(async () => {
  user = createClient({ ip: '10.67.0.1' });
  guest = createClient({ ip: '10.67.0.2' });
  contoso = createClient({ ip: '10.67.0.3' });
  japanese = createClient({ ip: '10.67.0.4', locale: 'ja-JP' });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  expect((await guest.login(demo().nwGuest)).status).toBe(200);
  expect((await contoso.login(demo().contoso)).status).toBe(200);
  expect((await japanese.login(demo().nwAdmin)).status).toBe(200);
  for (const n of [...BULK.units, ...STANDALONE.units]) {
    const res = await user.get(`/mapi/repairs/${n}?${q}`);
    details.set(n, ZRepairDetail.parse(res.body.content));
  }
});

describe('shipping labels', () => {
  it("the repair's detail names the request it was sent in", () => {
    for (const n of BULK.units) expect(details.get(n)!.requestNo).toBe(BULK.requestNo);
    expect(details.get(STANDALONE.units[0]!)!.requestNo).toBe(STANDALONE.requestNo);
  });

  it('prints one label per box: from, to the depot, repair number and serial as barcodes, model, request, RMA, box n of m', async () => {
    const pdf = await readPdf(await download(user, `/mapi/repair-requests/${BULK.requestNo}/labels?${q}`));
    expect(pdf.disposition).toContain(`filename="shipping labels ${BULK.requestNo}.pdf"`);
    expect(pdf.pages).toHaveLength(3);
    expect(pdf.images).toEqual([2, 2, 2]);
    BULK.units.forEach((n, i) => {
      const page = pdf.pages[i]!;
      const d = details.get(n)!;
      expect(page).toContain(`Box ${i + 1} of 3`);
      expect(page).toContain('RMA');
      expect(page).toContain(n);
      expect(page).toContain(d.serialIn);
      expect(page).toContain(`Model: ${d.deviceModel}`);
      expect(page).toContain(`Request ${BULK.requestNo}`);
      expect(page).toContain('Northwind County Radio Shop');
      for (const line of DEPOT_LINES) expect(page).toContain(line);
      // Only this unit's numbers: one box, one label.
      for (const other of BULK.units.filter((o) => o !== n)) expect(page).not.toContain(other);
    });
  });

  it("prints one repair's label as its box of the shipment", async () => {
    const n = BULK.units[1]!;
    const pdf = await readPdf(await download(user, `/mapi/repairs/${n}/label?${q}`));
    expect(pdf.disposition).toContain(`filename="shipping label ${n}.pdf"`);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.images).toEqual([2]);
    expect(pdf.pages[0]).toContain('Box 2 of 3');
    expect(pdf.pages[0]).toContain(details.get(n)!.serialIn);
    const single = await readPdf(await download(user, `/mapi/repairs/${STANDALONE.units[0]}/label?${q}`));
    expect(single.pages[0]).toContain('Box 1 of 1');
  });

  it('keeps a Japanese label legible: the Japanese text is drawn in the CJK font', async () => {
    const n = BULK.units[0]!;
    const pdf = await readPdf(await download(japanese, `/mapi/repairs/${n}/label?${q}`));
    const page = pdf.pages[0]!;
    expect(page).not.toContain('\uFFFD');
    expect(page).toContain(translate('ja-JP', 'RepairLabel.from'));
    expect(page).toContain(translate('ja-JP', 'RepairLabel.box', { n: 1, m: 3 }));
    expect(page).toContain(translate('ja-JP', 'RepairLabel.serial'));
    expect(page).toContain(n);
    expect(pdf.fonts.some((f) => f.startsWith('NotoSansCJK'))).toBe(true);
  });
});

describe('packing slips', () => {
  it('prints one slip per shipment: header, addresses and one line per unit, the request number as a barcode', async () => {
    const pdf = await readPdf(
      await download(user, `/mapi/repair-requests/${BULK.requestNo}/packing-slip?${q}`),
    );
    expect(pdf.disposition).toContain(`filename="packing slip ${BULK.requestNo}.pdf"`);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.images).toEqual([1]);
    const page = pdf.pages[0]!;
    expect(page).toContain('Packing slip');
    expect(page).toContain(BULK.requestNo);
    expect(page).toContain(details.get(BULK.units[0]!)!.customerNumber);
    expect(page).toContain('Schaumburg, IL');
    expect(page).toContain('Northwind County Radio Shop');
    expect(page).toContain('Northwind County Accounts Payable');
    for (const line of DEPOT_LINES) expect(page).toContain(line);
    for (const n of BULK.units) {
      const d = details.get(n)!;
      expect(page).toContain(n);
      expect(page).toContain(d.serialIn);
      for (const s of d.symptoms) expect(page).toContain(s);
    }
    expect(page).toContain('Page 1 of 1');
  });
});

describe('the bulk file of a checkout', () => {
  it("prints every request's slip and labels in one file", async () => {
    const pdf = await readPdf(
      await download(
        user,
        `/mapi/repair-requests/documents?${q}&requests=${BULK.requestNo},${STANDALONE.requestNo}`,
      ),
    );
    expect(pdf.disposition).toContain(
      `filename="shipping documents ${BULK.requestNo} ${STANDALONE.requestNo}.pdf"`,
    );
    // Slip, three labels; slip, one label.
    expect(pdf.pages).toHaveLength(6);
    expect(pdf.images).toEqual([1, 2, 2, 2, 1, 2]);
    expect(pdf.pages[0]).toContain('Packing slip');
    expect(pdf.pages[3]).toContain('Box 3 of 3');
    expect(pdf.pages[4]).toContain(STANDALONE.requestNo);
    expect(pdf.pages[5]).toContain(STANDALONE.units[0]);
    // The browser joins lists with '_,_' (spec section 7): the same file.
    const joined = await readPdf(
      await download(
        user,
        `/mapi/repair-requests/documents?${q}&requests=${BULK.requestNo}_,_${STANDALONE.requestNo}`,
      ),
    );
    expect(joined.pages).toHaveLength(6);
  });

  it('refuses no request with a translated field message, and an unknown one as not found', async () => {
    const none = await user.get(`/mapi/repair-requests/documents?${q}&requests=`);
    expect(none.status).toBe(400);
    const content = none.body.content as { fields: { path: string; message: { id: string } }[] };
    expect(content.fields).toEqual([
      expect.objectContaining({
        path: 'querystring.requests',
        message: expect.objectContaining({ id: 'RepairLabel.requestsRequired' }),
      }),
    ]);
    expect(
      (await download(user, `/mapi/repair-requests/documents?${q}&requests=${BULK.requestNo},RQ9999999`))
        .status,
    ).toBe(404);
  });
});

describe('who may print', () => {
  const paths = [
    `/mapi/repairs/${BULK.units[0]}/label`,
    `/mapi/repair-requests/${BULK.requestNo}/labels`,
    `/mapi/repair-requests/${BULK.requestNo}/packing-slip`,
    `/mapi/repair-requests/documents?requests=${BULK.requestNo}`,
  ];
  const withAccount = (p: string, account: string) =>
    `${p}${p.includes('?') ? '&' : '?'}account_id=${account}`;

  it('refuses Guests (printing is part of sending units in) and foreign accounts', async () => {
    for (const p of paths) {
      const g = await guest.get(withAccount(p, NORTHWIND_ASTRO));
      expect(g.status, p).toBe(403);
      expect(g.body.result).toBe(false);
      expect((await contoso.get(withAccount(p, NORTHWIND_ASTRO))).status, p).toBe(403);
    }
  });

  it("answers 404 for another account's request or repair, as for a missing one", async () => {
    // The user holds NA-100002 too, but the request and the repairs are NA-100001's.
    for (const p of paths) expect((await download(user, withAccount(p, NORTHWIND_TRBO))).status, p).toBe(404);
    expect((await download(contoso, withAccount(paths[1]!, CONTOSO_LTE))).status).toBe(404);
    // A back-office repair was sent in no request: it has no label.
    expect((await download(user, `/mapi/repairs/R2600002/label?${q}`)).status).toBe(404);
  });
});
