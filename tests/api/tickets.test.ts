import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCsv } from '../support/csv-parse.ts';
import { ZTicketListPage, ZTicketRow, type TTicketDetail, type TTicketRow } from '../../src/shared/contracts/tickets.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient, type TResponse } from './client.ts';

/** Tickets (spec section 3: every field incl. children, impact, urgency; section 5: site, impact, urgency required). */

interface TPage {
  rows: TTicketRow[];
  total: number;
  nextCursor: string | null;
  sort: string;
  dir: string;
  applied: { dropped: string[]; corrected: string[] };
}

const VALID = {
  account_id: NORTHWIND_ASTRO,
  title: 'Replace the UPS at Hill Top',
  description: 'The UPS reports a failing battery string.',
  type: 'incident',
  site: 'Hill Top',
  impact: 2,
  urgency: 3,
};

let user: TClient;
let guest: TClient;

function fields(res: TResponse) {
  return (res.body.content as { fields?: { path: string; message: { id: string } }[] }).fields ?? [];
}

beforeAll(async () => {
  user = createClient({ ip: '10.63.0.1' });
  guest = createClient({ ip: '10.63.0.2' });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  expect((await guest.login(demo().nwGuest)).status).toBe(200);
});

describe('ticket list (list engine)', () => {
  it('lists tickets newest first, with every field of a ticket', async () => {
    const res = await user.get<TPage>(`/mapi/tickets?account_id=${NORTHWIND_ASTRO}&limit=10`);
    expect(res.status).toBe(200);
    const p = res.body.content;
    expect([p.sort, p.dir]).toEqual(['submittedAt', 'desc']);
    expect(p.total).toBeGreaterThan(10);
    expect(Object.keys(p.rows[0]!).sort()).toEqual(
      [
        'ticketId', 'title', 'type', 'status', 'priority', 'impact', 'urgency', 'site', 'submittedAt', 'startAt', 'endAt',
        'productName', 'productModel', 'unitId', 'unitStatus', 'parentTicketId',
      ].sort(),
    );
    const times = p.rows.map((r) => r.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it.each(['startAt', 'endAt', 'productModel', 'unitStatus'])('puts tickets without %s last, sorted up or down', async (sort) => {
    // The seeded tickets all name a product and a unit status; one created without them (and
    // without dates) has none.
    expect((await user.post('/mapi/tickets', VALID)).status).toBe(200);
    for (const dir of ['asc', 'desc']) {
      const res = await user.get<TPage>(`/mapi/tickets?account_id=${NORTHWIND_ASTRO}&sort=${sort}&dir=${dir}&limit=100`);
      const values = res.body.content.rows.map((r) => r[sort as keyof TTicketRow]);
      const firstEmpty = values.indexOf(null);
      expect(firstEmpty, `${sort} ${dir}`).toBeGreaterThan(0);
      expect(values.slice(firstEmpty).every((v) => v === null), `${sort} ${dir}`).toBe(true);
    }
  });

  it('shows each done demo ticket started after its submission and ended after its start, in the past', async () => {
    const res = await user.get<TPage>(
      `/mapi/tickets?account_id=${NORTHWIND_ASTRO}&status=resolved_,_closed&sort=endAt&dir=desc&limit=100`,
    );
    expect(res.status).toBe(200);
    const rows = res.body.content.rows;
    expect(rows.length).toBeGreaterThan(2);
    const now = Date.now();
    for (const r of rows) {
      const [submitted, start, end] = [r.submittedAt, r.startAt!, r.endAt!].map((t) => Date.parse(t));
      expect(start, r.ticketId).toBeGreaterThanOrEqual(submitted!);
      expect(end, r.ticketId).toBeGreaterThan(start!);
      expect(end, r.ticketId).toBeLessThan(now);
    }
  });

  it('answers exactly the contract, each row as the ticket detail answers that ticket', async () => {
    const res = await user.get<TPage>(`/mapi/tickets?account_id=${NORTHWIND_ASTRO}&limit=100`);
    expect(res.status).toBe(200);
    const content = ZTicketListPage.extend({ rows: ZTicketRow.strict().array() }).strict().parse(res.body.content);
    // Children (with a parent) and tickets without one; tickets without an end.
    expect(content.rows.some((r) => r.parentTicketId !== null)).toBe(true);
    expect(content.rows.some((r) => r.endAt === null)).toBe(true);
    for (const row of content.rows.filter((r, i) => i < 10 || r.parentTicketId !== null).slice(0, 25)) {
      const detail = await user.get<TTicketDetail>(`/mapi/tickets/${row.ticketId}?account_id=${NORTHWIND_ASTRO}`);
      expect(detail.status).toBe(200);
      const asDetail = Object.fromEntries(Object.keys(row).map((k) => [k, detail.body.content[k as keyof TTicketRow]]));
      expect(row).toEqual(asDetail);
    }
  });

  it('filters, corrects and drops like every list, and walks by cursor', async () => {
    const closed = await user.get<TPage>(`/mapi/tickets?account_id=${NORTHWIND_ASTRO}&status=closed_,_cancelled&limit=100`);
    expect(closed.body.content.rows.every((r) => r.status === 'closed' || r.status === 'cancelled')).toBe(true);
    const inverted = await user.get<TPage>(
      `/mapi/tickets?account_id=${NORTHWIND_ASTRO}&submitted_from=2030-01-01&submitted_to=2024-01&submitted_x=1`,
    );
    expect(inverted.body.content.applied.corrected).toEqual(['submitted_from']);
    const bad = await user.get<TPage>(`/mapi/tickets?account_id=${NORTHWIND_ASTRO}&submitted_from=01/02/2024`);
    expect(bad.body.content.applied.dropped).toEqual(['submitted_from']);
    expect((await user.get(`/mapi/tickets?account_id=${NORTHWIND_ASTRO}&submitted_to=9999-12-31`)).status).toBe(200);
    expect((await user.get(`/mapi/tickets?account_id=${NORTHWIND_ASTRO}&impact_from=1`)).status).toBe(400);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 5; i++) {
      const res: TResponse<TPage> = await user.get<TPage>(
        `/mapi/tickets?account_id=${NORTHWIND_ASTRO}&sort=priority&dir=asc&limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...res.body.content.rows.map((r) => r.ticketId));
      cursor = res.body.content.nextCursor;
      if (!cursor) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(20);
  });

  it('searches ticket ids and words', async () => {
    const res = await user.get<TPage>(`/mapi/tickets?account_id=${NORTHWIND_ASTRO}&q=simulcast upgrade`);
    expect(res.body.content.rows.map((r) => r.ticketId)).toContain('70000001');
    const byId = await user.get<TPage>(`/mapi/tickets?account_id=${NORTHWIND_ASTRO}&q=70000002`);
    expect(byId.body.content.rows.map((r) => r.ticketId)).toEqual(['70000002']);
  });
});

describe('ticket detail', () => {
  it('shows a ticket with its children; another account answers 404', async () => {
    const res = await user.get<TTicketDetail>(`/mapi/tickets/70000001?account_id=${NORTHWIND_ASTRO}`);
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ ticketId: '70000001', type: 'changeRequest', impact: 2, urgency: 2, parentTicketId: null });
    expect(res.body.content.children.map((c) => c.ticketId)).toEqual(['70000002', '70000003']);
    const child = await user.get<TTicketDetail>(`/mapi/tickets/70000002?account_id=${NORTHWIND_ASTRO}`);
    expect(child.body.content.parentTicketId).toBe('70000001');
    const admin = createClient({ ip: '10.63.0.3' });
    await admin.login(demo().vendorAdmin);
    const contoso = await admin.get<{ rows: TTicketRow[] }>(`/mapi/tickets?account_id=${CONTOSO_LTE}&limit=10`);
    const foreignId = contoso.body.content.rows[0]!.ticketId;
    expect((await user.get(`/mapi/tickets/${foreignId}?account_id=${NORTHWIND_ASTRO}`)).status).toBe(404);
    expect((await user.get(`/mapi/tickets/${foreignId}?account_id=${CONTOSO_LTE}`)).status).toBe(403);
  });
});

describe('ticket creation', () => {
  it('creates a ticket with the priority of its impact and urgency', async () => {
    const res = await user.post<{ ticketId: string; priority: number }>('/mapi/tickets', {
      ...VALID,
      startAt: '2026-03-01T08:00:00Z',
      endAt: '2026-03-01T12:00:00Z',
      productName: 'ASTRO 25',
      unitStatus: 'degraded',
      parentTicketId: '70000001',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content.priority).toBe(3);
    const search = async (q: string) =>
      (await user.get<TPage>(`/mapi/tickets?account_id=${NORTHWIND_ASTRO}&q=${encodeURIComponent(q)}`)).body.content.rows;
    const cjk = (await user.post<{ ticketId: string }>('/mapi/tickets', { ...VALID, title: '中継局の電源障害' })).body.content;
    expect((await search('電源')).map((r) => r.ticketId)).toEqual([cjk.ticketId]);
    expect(await search('障害電源')).toEqual([]);
    const d = (await user.get<TTicketDetail>(`/mapi/tickets/${res.body.content.ticketId}?account_id=${NORTHWIND_ASTRO}`)).body
      .content;
    expect(d).toMatchObject({ status: 'new', site: 'Hill Top', impact: 2, urgency: 3, priority: 3, unitStatus: 'degraded', parentTicketId: '70000001' });
    expect(d.startAt).toBe('2026-03-01T08:00:00.000Z');
    expect((await user.post<{ priority: number }>('/mapi/tickets', { ...VALID, impact: 1, urgency: 1 })).body.content.priority).toBe(1);
    expect((await user.post<{ priority: number }>('/mapi/tickets', { ...VALID, impact: 4, urgency: 4 })).body.content.priority).toBe(4);
  });

  it.each([
    ['site', { site: undefined }, 'body.site'],
    ['an empty site', { site: '  ' }, 'body.site'],
    ['impact', { impact: undefined }, 'body.impact'],
    ['urgency', { urgency: undefined }, 'body.urgency'],
  ])('needs %s (Validation.required on the field)', async (_label, change, path) => {
    const res = await user.post('/mapi/tickets', { ...VALID, ...change });
    expect(res.status).toBe(400);
    expect(fields(res).find((f) => f.path === path)?.message.id).toBe('Validation.required');
  });

  it('reads dates as spec section 5 says: a number, ISO with Z, or a string with UTC or GMT; else "Incorrect date"', async () => {
    const res = await user.post<{ ticketId: string }>('/mapi/tickets', {
      ...VALID,
      startAt: 'Mon, 02 Mar 2026 08:00:00 GMT',
      endAt: Date.parse('2026-03-02T12:30:00Z'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = (await user.get<TTicketDetail>(`/mapi/tickets/${res.body.content.ticketId}?account_id=${NORTHWIND_ASTRO}`)).body.content;
    expect([d.startAt, d.endAt]).toEqual(['2026-03-02T08:00:00.000Z', '2026-03-02T12:30:00.000Z']);
    for (const bad of ['2026-03-02', '2026-03-02T08:00:00', '02.03.2026 08:00', 'soon', '2026-02-30T08:00:00Z', false]) {
      const refused = await user.post('/mapi/tickets', { ...VALID, startAt: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(fields(refused), String(bad)).toEqual([
        expect.objectContaining({ path: 'body.startAt', message: expect.objectContaining({ id: 'Validation.incorrectDate' }) }),
      ]);
    }
  });

  it('refuses a date outside the years 100 to 9999 as "Incorrect date" (PostgreSQL refused some with a 500), and takes the edges', async () => {
    for (const bad of [-1e14, Date.parse('0099-12-31T23:59:59.999Z'), '0001-01-01T00:00:00Z', 253402300800000, 8.64e15, 'Sat, 01 Jan 10000 00:00:00 GMT']) {
      const refused = await user.post('/mapi/tickets', { ...VALID, startAt: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(fields(refused), String(bad)).toEqual([
        expect.objectContaining({ path: 'body.startAt', message: expect.objectContaining({ id: 'Validation.incorrectDate' }) }),
      ]);
    }
    const edges = await user.post<{ ticketId: string }>('/mapi/tickets', {
      ...VALID,
      startAt: '0100-01-01T00:00:00Z',
      endAt: Date.parse('9999-12-31T23:59:59.999Z'),
    });
    expect(edges.status, JSON.stringify(edges.body)).toBe(200);
    const d = (await user.get<TTicketDetail>(`/mapi/tickets/${edges.body.content.ticketId}?account_id=${NORTHWIND_ASTRO}`)).body.content;
    expect([d.startAt, d.endAt]).toEqual(['0100-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']);
  });

  it('refuses an end before the start, a parent of another account, and Guests', async () => {
    const dates = await user.post('/mapi/tickets', { ...VALID, startAt: '2026-03-02T00:00:00Z', endAt: '2026-03-01T00:00:00Z' });
    expect(fields(dates)).toEqual([expect.objectContaining({ path: 'body.endAt', message: expect.objectContaining({ id: 'Validation.endNotAfterStart' }) })]);
    const impact = await user.post('/mapi/tickets', { ...VALID, impact: 1.5 });
    expect(fields(impact)[0]?.message.id).toBe('Validation.integer');
    const admin = createClient({ ip: '10.63.0.4' });
    await admin.login(demo().vendorAdmin);
    const foreign = (await admin.get<{ rows: TTicketRow[] }>(`/mapi/tickets?account_id=${CONTOSO_LTE}&limit=10`)).body.content.rows[0]!;
    const parent = await user.post('/mapi/tickets', { ...VALID, parentTicketId: foreign.ticketId });
    expect(fields(parent)[0]?.path).toBe('body.parentTicketId');
    expect((await guest.post('/mapi/tickets', VALID)).status).toBe(403);
  });
});

describe('ticket export (the export engine, configured)', () => {
  async function exportCsv(query: Record<string, string>) {
    const res = await fetch(
      `${inject('baseUrl')}/mapi/tickets/export?${new URLSearchParams({ account_id: NORTHWIND_ASTRO, format: 'csv', ...query }).toString()}`,
      { headers: { cookie: user.cookieHeader() } },
    );
    return { res, rows: res.status === 200 ? parseCsv((await res.text()).replace(/^\uFEFF/, '')) : [] };
  }

  it('exports the list as filtered and sorted, the visible columns in order, named after spec section 9', async () => {
    const query = { status: 'new_,_assigned', sort: 'ticketId', dir: 'asc', columns: 'ticketId,status,site' };
    const { res, rows } = await exportCsv(query);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="100001_Tickets_AllTickets.csv"');
    const [header, ...body] = rows;
    expect(header).toEqual(['Ticket ID', 'Status', 'Site']);
    const list = await user.get<TPage>(`/mapi/tickets?${new URLSearchParams({ account_id: NORTHWIND_ASTRO, ...query, limit: '100' }).toString()}`);
    expect(body.map((r) => r[0])).toEqual(list.body.content.rows.map((r) => r.ticketId));
    expect(res.headers.get('x-export-rows')).toBe(String(list.body.content.total));
    expect(new Set(body.map((r) => r[1]))).toEqual(new Set(['New', 'Assigned']));
  });

  it('names the ticket type and the submit date range, and refuses a filter the list does not have', async () => {
    const { res } = await exportCsv({ type: 'serviceRequest', submitted_from: '2020-01-01', submitted_to: '2099-12-31' });
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="100001_Tickets_ServiceRequest_2020-01-01_2099-12-31.csv"',
    );
    expect((await exportCsv({ owner_from: '2020-01-01' })).res.status).toBe(400);
  });
});
