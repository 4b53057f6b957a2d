import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCsv } from '../support/csv-parse.ts';
import { pdfText } from '../support/pdf-text.ts';
import {
  ZRepairDetail,
  ZRepairListPage,
  ZRepairRow,
  ZRepairSummary,
  ZSerialLookupAnswer,
  type TRepairDetail,
  type TRepairRow,
  type TRepairSummary,
  type TSerialLookupAnswer,
} from '../../src/shared/contracts/repairs.ts';
import {
  CONTOSO_LTE,
  EXPORT_LIMIT_ACCOUNT,
  NORTHWIND_ASTRO,
  NORTHWIND_TRBO,
  createClient,
  demo,
  type TClient,
  type TResponse,
} from './client.ts';

/**
 * Repairs (spec section 3 Repair (RMA), section 4 Repair, section 5 Repair, section 9 file names,
 * FM certification and the repair dashboard). The demo serials are the seed's (seed-repairs.ts
 * DEMO_SERIALS, README's demo section), written down here on purpose.
 */

interface TPage {
  rows: TRepairRow[];
  total: number;
  sort: string;
  dir: string;
  applied: { dropped: string[]; corrected: string[] };
}

const SERIALS = {
  radio: '481CKP0001',
  after2020: '481CKP0002',
  infrastructure: 'INF-GTR-0001',
  endOfSupport: '205TTA0001',
};

let user: TClient;
let guest: TClient;
let contoso: TClient;

function fields(res: TResponse) {
  return (res.body.content as { fields?: { path: string; message: { id: string } }[] }).fields ?? [];
}

const list = (c: TClient, query: Record<string, string>, account = NORTHWIND_ASTRO) =>
  c.get<TPage>(`/mapi/repairs?${new URLSearchParams({ account_id: account, ...query }).toString()}`);

function download(c: TClient, path: string) {
  return fetch(`${inject('baseUrl')}${path}`, {
    headers: { cookie: c.cookieHeader() },
  });
}

beforeAll(async () => {
  user = createClient({ ip: '10.64.0.1' });
  guest = createClient({ ip: '10.64.0.2' });
  contoso = createClient({ ip: '10.64.0.3' });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  expect((await guest.login(demo().nwGuest)).status).toBe(200);
  expect((await contoso.login(demo().contoso)).status).toBe(200);
});

describe('repair list (list engine)', () => {
  it('answers exactly its contract, newest first, with every kind, status and service type seeded', async () => {
    const res = await list(user, { limit: '100' });
    expect(res.status).toBe(200);
    const page = ZRepairListPage.parse(res.body.content);
    for (const row of page.rows) ZRepairRow.parse(row);
    expect([page.sort, page.dir]).toEqual(['createdAt', 'desc']);
    expect(page.total).toBe(page.rows.length);
    expect(page.total).toBeGreaterThanOrEqual(20);
    const times = page.rows.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(page.rows.map((r) => r.kind))).toEqual(new Set(['device', 'infrastructure']));
    expect(new Set(page.rows.map((r) => r.status))).toEqual(new Set(['open', 'shipped', 'closed']));
    expect(new Set(page.rows.map((r) => r.serviceType)).size).toBe(8);
  });

  it('filters by status, kind, service type, depot and created date, with totals that match', async () => {
    const all = (await list(user, { limit: '100' })).body.content.rows;
    const res = await list(user, {
      status: 'open_,_shipped',
      kind: 'device',
      service_type: 'warranty_,_flatRate',
      limit: '100',
    });
    expect(res.status).toBe(200);
    const expected = all.filter(
      (r) =>
        ['open', 'shipped'].includes(r.status) &&
        r.kind === 'device' &&
        ['warranty', 'flatRate'].includes(r.serviceType),
    );
    expect(res.body.content.rows.map((r) => r.repairNumber)).toEqual(expected.map((r) => r.repairNumber));
    expect(res.body.content.total).toBe(expected.length);

    const depot = await list(user, { depot: 'penang', limit: '100' });
    expect(depot.body.content.rows.length).toBeGreaterThan(0);
    expect(depot.body.content.rows.every((r) => r.depot === 'Penang')).toBe(true);

    const from = all[5]!.createdAt.slice(0, 10);
    const dated = await list(user, { created_from: from, limit: '100' });
    expect(dated.body.content.rows.length).toBeGreaterThan(0);
    expect(dated.body.content.rows.every((r) => r.createdAt.slice(0, 10) >= from)).toBe(true);
    expect(dated.body.content.total).toBe(all.filter((r) => r.createdAt.slice(0, 10) >= from).length);

    const bad = await list(user, { status: 'lost', limit: '10' });
    expect(bad.body.content.applied.dropped).toContain('status');
  });

  it('sorts by repair number and by model, models missing last both ways', async () => {
    const up = (await list(user, { sort: 'repairNumber', dir: 'asc', limit: '100' })).body.content.rows.map(
      (r) => r.repairNumber,
    );
    expect(up).toEqual([...up].sort());
    for (const dir of ['asc', 'desc']) {
      const models = (await list(user, { sort: 'deviceModel', dir, limit: '100' })).body.content.rows.map(
        (r) => r.deviceModel,
      );
      const firstEmpty = models.indexOf(null);
      expect(firstEmpty, dir).toBeGreaterThan(0);
      expect(
        models.slice(firstEmpty).every((m) => m === null),
        dir,
      ).toBe(true);
      const named = models.slice(0, firstEmpty) as string[];
      expect(named).toEqual(dir === 'asc' ? [...named].sort() : [...named].sort().reverse());
    }
  });

  it('finds a repair by its number and by a serial number', async () => {
    const row = (await list(user, { limit: '5' })).body.content.rows[2]!;
    const byNumber = await list(user, { q: row.repairNumber });
    expect(byNumber.body.content.rows.map((r) => r.repairNumber)).toEqual([row.repairNumber]);
    const bySerial = await list(user, { q: row.serialIn });
    expect(bySerial.body.content.rows.map((r) => r.repairNumber)).toContain(row.repairNumber);
    expect(
      bySerial.body.content.rows.every((r) => r.serialIn === row.serialIn || r.serialOut === row.serialIn),
    ).toBe(true);
  });

  it('has demo repairs on every radio account of the demo logins', async () => {
    const staff = createClient({ ip: '10.64.0.4' });
    expect((await staff.login(demo().staff)).status).toBe(200);
    for (const [c, account] of [
      [user, NORTHWIND_ASTRO],
      [user, NORTHWIND_TRBO],
      [contoso, CONTOSO_LTE],
      [staff, EXPORT_LIMIT_ACCOUNT],
    ] as const) {
      const page = (await list(c, { limit: '100' }, account)).body.content;
      expect(page.total, account).toBeGreaterThan(0);
      expect(new Set(page.rows.map((r) => r.status)).size, account).toBe(3);
    }
  });

  it("refuses another account's list (403) and lets a Guest read", async () => {
    expect((await list(contoso, { limit: '10' })).status).toBe(403);
    expect((await list(user, { limit: '10' }, CONTOSO_LTE)).status).toBe(403);
    const asGuest = await list(guest, { limit: '10' });
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.content.rows.length).toBe(10);
    // Each account sees its own repairs only.
    const trbo = (await list(user, { limit: '100' }, NORTHWIND_TRBO)).body.content.rows;
    const astro = new Set((await list(user, { limit: '100' })).body.content.rows.map((r) => r.repairNumber));
    expect(trbo.length).toBeGreaterThan(0);
    expect(trbo.some((r) => astro.has(r.repairNumber))).toBe(false);
  });

  it('exports the list named after spec section 9', async () => {
    const res = await download(
      user,
      `/mapi/repairs/export?account_id=${NORTHWIND_ASTRO}&format=csv&kind=device&created_from=2020-01-01&created_to=2099-12-31&columns=repairNumber,status`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="100001_Repairs_Device_2020-01-01_2099-12-31.csv"',
    );
    const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Repair number', 'Status']);
    const listed = await list(user, {
      kind: 'device',
      created_from: '2020-01-01',
      created_to: '2099-12-31',
      limit: '100',
    });
    expect(rows.map((r) => r[0])).toEqual(listed.body.content.rows.map((r) => r.repairNumber));
  });
});

describe('repair detail', () => {
  it('answers its row with every field, the password as set or not, and the timeline newest first', async () => {
    const rows = (await list(user, { limit: '100' })).body.content.rows;
    let shippedSeen = 0;
    for (const row of [
      rows.find((r) => r.status === 'shipped')!,
      rows.find((r) => r.kind === 'infrastructure')!,
    ]) {
      const res = await user.get<TRepairDetail>(
        `/mapi/repairs/${row.repairNumber}?account_id=${NORTHWIND_ASTRO}`,
      );
      expect(res.status).toBe(200);
      const detail = ZRepairDetail.strict().parse(res.body.content);
      const { ...own } = detail;
      for (const key of Object.keys(row) as (keyof TRepairRow)[]) expect(own[key], key).toEqual(row[key]);
      expect(JSON.stringify(res.body.content)).not.toMatch(/pw-R/);
      expect(typeof detail.radioPasswordSet).toBe('boolean');
      const times = detail.timeline.map((e) => e.at);
      expect([...times].sort().reverse()).toEqual(times);
      expect(detail.timeline.at(-1)!.step).toBe('received');
      if (row.status === 'shipped') {
        shippedSeen++;
        const shipped = detail.timeline.find((e) => e.step === 'shippedBack');
        expect(shipped?.trackingNumber).toMatch(/^1Z/);
        expect(detail.timeline.some((e) => e.step === 'closed')).toBe(false);
      }
    }
    // The shipped repair's timeline was checked (the branch above ran).
    expect(shippedSeen).toBeGreaterThan(0);
  });

  it("is 404 for another account's repair and for a missing one; a Guest reads it", async () => {
    const foreign = (await list(user, { limit: '1' }, NORTHWIND_TRBO)).body.content.rows[0]!;
    const res = await user.get(`/mapi/repairs/${foreign.repairNumber}?account_id=${NORTHWIND_ASTRO}`);
    expect(res.status).toBe(404);
    expect(res.body.result).toBe(false);
    expect((await user.get(`/mapi/repairs/R9999999?account_id=${NORTHWIND_ASTRO}`)).status).toBe(404);
    expect(
      (await contoso.get(`/mapi/repairs/${foreign.repairNumber}?account_id=${NORTHWIND_TRBO}`)).status,
    ).toBe(403);
    const own = (await list(user, { limit: '1' })).body.content.rows[0]!;
    expect((await guest.get(`/mapi/repairs/${own.repairNumber}?account_id=${NORTHWIND_ASTRO}`)).status).toBe(
      200,
    );
  });

  it("downloads the repair's PDF under the file name of spec section 9", async () => {
    const rows = (await list(user, { limit: '100' })).body.content.rows;
    const device = rows.find((r) => r.kind === 'device')!;
    const infrastructure = rows.find((r) => r.kind === 'infrastructure' && r.srNumber)!;
    const res = await download(
      guest,
      `/mapi/repairs/${device.repairNumber}/pdf?account_id=${NORTHWIND_ASTRO}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(res.headers.get('content-disposition')).toContain(
      `filename="device repair ${device.repairNumber} for SN ${device.serialIn}.pdf"`,
    );
    const text = pdfText(Buffer.from(await res.arrayBuffer())).pages.join('\n');
    expect(text).toContain(device.repairNumber);
    expect(text).toContain('Received');
    const infra = await download(
      user,
      `/mapi/repairs/${infrastructure.repairNumber}/pdf?account_id=${NORTHWIND_ASTRO}`,
    );
    expect(infra.headers.get('content-disposition')).toContain(
      `filename="infrastructure repair ${infrastructure.srNumber} for SN ${infrastructure.serialIn}.pdf"`,
    );
    const foreign = (await list(user, { limit: '1' }, NORTHWIND_TRBO)).body.content.rows[0]!;
    expect(
      (await download(user, `/mapi/repairs/${foreign.repairNumber}/pdf?account_id=${NORTHWIND_ASTRO}`))
        .status,
    ).toBe(404);
  });
});

describe('serial number lookup', () => {
  const lookup = (c: TClient, serial: string | undefined, account = NORTHWIND_ASTRO, locale?: string) =>
    c.get<TSerialLookupAnswer>(
      `/mapi/repairs/serial-lookup?${new URLSearchParams({ account_id: account, ...(serial === undefined ? {} : { serial }) }).toString()}`,
      locale ? { headers: { 'accept-language': locale } } : undefined,
    );

  it("asks for a serial number: 'Please specify serial number'", async () => {
    for (const serial of [undefined, '', '   ']) {
      const res = await lookup(user, serial);
      expect(res.status, String(serial)).toBe(400);
      expect(res.body.code).toBe('ServerValidation.400WrongParams');
      expect(fields(res).map((f) => [f.path, f.message.id])).toEqual([
        ['querystring.serial', 'Validation.serialNumber'],
      ]);
    }
  });

  it("answers an unknown serial, or another account's, with the spec's not-found message", async () => {
    for (const [serial, account] of [
      ['NOPE-0000', NORTHWIND_ASTRO],
      ['672TRB0001', NORTHWIND_ASTRO],
    ] as const) {
      const res = await lookup(user, serial, account);
      expect(res.status).toBe(404);
      expect(fields(res).map((f) => [f.path, f.message.id])).toEqual([
        ['querystring.serial', 'Validation.serialNotFound'],
      ]);
    }
    expect((await lookup(user, '672TRB0001', NORTHWIND_TRBO)).status).toBe(200);
  });

  it('offers FM certification only for a radio received on or before 31 Dec 2020', async () => {
    const before = ZSerialLookupAnswer.parse(
      (await lookup(user, ` ${SERIALS.radio.toLowerCase()} `)).body.content,
    );
    expect(before).toMatchObject({
      outcome: 'device',
      serial: SERIALS.radio,
      modelCode: 'APX8000',
      isRadio: true,
      fmCertificationOffered: true,
    });
    const after = ZSerialLookupAnswer.parse((await lookup(user, SERIALS.after2020)).body.content);
    expect(after).toMatchObject({
      outcome: 'device',
      receivedOn: '2022-03-02',
      fmCertificationOffered: false,
    });
    const onTheDay = ZSerialLookupAnswer.parse((await lookup(user, '481CKP0003')).body.content);
    expect(onTheDay).toMatchObject({
      outcome: 'device',
      receivedOn: '2020-12-31',
      fmCertificationOffered: true,
    });
  });

  it('redirects an infrastructure serial and blocks a device past its end of support', async () => {
    expect((await lookup(user, SERIALS.infrastructure)).body.content).toMatchObject({
      outcome: 'infrastructure',
      serial: SERIALS.infrastructure,
    });
    expect((await lookup(user, SERIALS.endOfSupport)).body.content).toMatchObject({
      outcome: 'endOfSupport',
      modelCode: 'XTS5000',
      endOfSupport: '2019-12-31',
    });
  });

  it('needs the User role: a Guest only reads repairs', async () => {
    expect((await lookup(guest, SERIALS.radio)).status).toBe(403);
    expect((await lookup(contoso, SERIALS.radio)).status).toBe(403);
  });
});

describe('repair widgets', () => {
  it('counts repairs per status, per month over 6 months and per day over 90 days', async () => {
    const res = await guest.get<TRepairSummary>(`/mapi/repairs/summary?account_id=${NORTHWIND_ASTRO}`);
    expect(res.status).toBe(200);
    const s = ZRepairSummary.parse(res.body.content);
    const rows = (await list(user, { limit: '100' })).body.content.rows;
    expect(s.byStatus).toEqual(
      (['open', 'shipped', 'closed'] as const).map((status) => ({
        status,
        count: rows.filter((r) => r.status === status).length,
      })),
    );
    expect(s.last6Months).toHaveLength(6);
    expect(s.last90Days).toHaveLength(90);
    const sinceMonth = s.last6Months[0]!.month;
    expect(s.last6Months.reduce((n, m) => n + m.count, 0)).toBe(
      rows.filter((r) => r.createdAt.slice(0, 7) >= sinceMonth).length,
    );
    const sinceDay = s.last90Days[0]!.date;
    expect(s.last90Days.reduce((n, d) => n + d.count, 0)).toBe(
      rows.filter((r) => r.createdAt.slice(0, 10) >= sinceDay).length,
    );
    expect((await contoso.get(`/mapi/repairs/summary?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
  });
});

describe('demo quotes (seed)', () => {
  it('seeds open quotes on the demo accounts, one of them a SIM-card quote, and answered ones', async () => {
    const rows = (await list(user, { limit: '100' })).body.content.rows.filter((r) => r.quoteNumber !== null);
    const quotes = await Promise.all(
      rows.map(async (r) => {
        const res = await user.get<TRepairDetail>(
          `/mapi/repairs/${r.repairNumber}?account_id=${NORTHWIND_ASTRO}`,
        );
        return ZRepairDetail.parse(res.body.content).quote!;
      }),
    );
    const open = quotes.filter((q) => q.state === 'open');
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(open.filter((q) => q.simCard)).toHaveLength(1);
    // Unanswered for less than 30 days: the expiry job leaves them open.
    for (const q of open) expect(Date.parse(q.replyBy)).toBeGreaterThan(Date.now());
    expect(quotes.some((q) => q.state === 'accepted')).toBe(true);
    const other = (await list(user, { limit: '100' }, NORTHWIND_TRBO)).body.content.rows.filter(
      (r) => r.quoteNumber !== null,
    );
    expect(other.length).toBeGreaterThan(0);
  });
});
