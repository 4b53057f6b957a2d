import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TCaseDetail } from '../../src/shared/contracts/cases.ts';
import { fileNameFromContentDisposition } from '../../src/web/lib/content-disposition.ts';
import { ownAccount } from '../support/own-accounts.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * Writing to cases: creation (spec section 3 fields, section 5 messages, section 6 denial, section 9
 * confirmation), notes, closure request and acceptance, attachments.
 */

interface TFieldError {
  path: string;
  message: { id: string; values?: Record<string, string | number> };
}

const VALID = {
  account_id: NORTHWIND_ASTRO,
  category: 'tsu',
  caseType: 'Incident',
  title: 'Portable radios drop calls near the harbor',
  description: 'Several APX radios drop calls near the harbor since Monday.',
};

let nwUser: TClient;
let nwAdmin: TClient;
let nwGuest: TClient;

async function signIn(login: string, ip: string) {
  const c = createClient({ ip });
  const res = await c.login(login);
  expect(res.status, login).toBe(200);
  return c;
}

async function createCase(c: TClient, body: Record<string, unknown> = {}) {
  return c.post<{ caseNumber: string; priority: number; visibleInMinutes: number; responseWithinHours: number }>(
    '/mapi/cases',
    { ...VALID, ...body },
  );
}

function fieldsOf(res: TResponse): TFieldError[] {
  return (res.body.content as { fields?: TFieldError[] }).fields ?? [];
}

async function detail(c: TClient, caseNumber: string, account = NORTHWIND_ASTRO) {
  return c.get<TCaseDetail>(`/mapi/cases/${caseNumber}?account_id=${account}`);
}

/** Uploads with a real multipart body (the browser's FormData), as `c` with its cookies and csrf. */
async function upload(c: TClient, caseNumber: string, name: string, bytes: Uint8Array, account = NORTHWIND_ASTRO) {
  const probe = await c.get('/mapi/health');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${inject('baseUrl')}/mapi/cases/${caseNumber}/attachments?account_id=${account}`, {
    method: 'POST',
    headers: {
      cookie: c.cookieHeader(),
      'csrf-token': probe.headers.get('x-csrf') ?? '',
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { result: boolean; code: string; content: Record<string, unknown> } };
}

beforeAll(async () => {
  [nwUser, nwAdmin, nwGuest] = await Promise.all([
    signIn(demo().nwUser, '10.61.0.1'),
    signIn(demo().nwAdmin, '10.61.0.2'),
    signIn(demo().nwGuest, '10.61.0.3'),
  ]);
});

describe('case creation', () => {
  it('creates a Priority 3 case, visible in about 5 minutes, answered within 24 hours', async () => {
    const res = await createCase(nwUser, {
      site: 'Harbor Repeater',
      serialNumber: '481TST1234',
      ccEmails: 'a@example.com; b@example.org',
      alternativeContactPhone: '(222)222-3333',
      quantityOrdered: 3,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content).toMatchObject({ priority: 3, visibleInMinutes: 5, responseWithinHours: 24 });
    expect(res.body.content.caseNumber).toMatch(/^\d{8}$/);
    const d = (await detail(nwUser, res.body.content.caseNumber)).body.content;
    expect(d).toMatchObject({
      title: VALID.title,
      state: 'open',
      priority: 3,
      caseType: 'Incident',
      category: 'tsu',
      site: 'Harbor Repeater',
      closureRequested: false,
      resolvedAt: null,
      resolutionDays: null,
    });
    expect(d.fields).toMatchObject({ serialNumber: '481TST1234', quantityOrdered: 3, ccEmails: 'a@example.com; b@example.org' });
  });

  it("keeps the alternative phone in E.164: the spec's (222)222-3333 and international numbers", async () => {
    for (const [typed, stored] of [
      ['(222)222-3333', '+12222223333'],
      ['+44 20 7946 0958', '+442079460958'],
      ['+81 3-1234-5678', '+81312345678'],
    ]) {
      const res = await createCase(nwUser, { alternativeContactPhone: typed });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const d = (await detail(nwUser, res.body.content.caseNumber)).body.content;
      expect(d.fields, typed).toMatchObject({ alternativeContactPhone: stored });
    }
  });

  it('names the phone field in a translated message when the number is bad', async () => {
    const res = await createCase(nwUser, { alternativeContactPhone: '222-222-3333' });
    expect(res.status).toBe(400);
    const field = fieldsOf(res).find((f) => f.path === 'body.alternativeContactPhone')!;
    expect(field.message).toEqual({ id: 'Validation.phoneNumber', values: { field: 'Alternative Contact Phone' } });
    expect((res.body.content as unknown as { message: string }).message).toBe('Some of the values you entered are not valid.');
  });

  it.each([
    ['title missing', { title: undefined }, 'body.title', 'Validation.required', {}],
    ['title empty', { title: '   ' }, 'body.title', 'Validation.required', {}],
    ['title too long', { title: 'x'.repeat(121) }, 'body.title', 'Validation.maxLength', { n: 120 }],
    ['description missing', { description: undefined }, 'body.description', 'Validation.required', {}],
    ['description too long', { description: 'x'.repeat(4001) }, 'body.description', 'Validation.maxLength', { n: 4000 }],
    ['serial number too long', { serialNumber: 'x'.repeat(41) }, 'body.serialNumber', 'Validation.maxLength', { n: 40 }],
    ['CC list with a bad address', { ccEmails: 'a@b.com;bad' }, 'body.ccEmails', 'Validation.emailListItem', {}],
    ['phone that is text', { alternativeContactPhone: 'call me' }, 'body.alternativeContactPhone', 'Validation.phoneNumber', {}],
    ['phone not valid in the account country', { alternativeContactPhone: '222-222-3333' }, 'body.alternativeContactPhone', 'Validation.phoneNumber', {}],
    ['quantity not an integer', { quantityOrdered: 1.5 }, 'body.quantityOrdered', 'Validation.integer', {}],
    ['defective quantity not an integer', { quantityDefective: 2.25 }, 'body.quantityDefective', 'Validation.integer', {}],
    ['technology not one of the spec', { technology: 'tetra' }, 'body.technology', 'Validation.invalidValue', {}],
    ['technology in another spelling', { technology: 'ASTRO' }, 'body.technology', 'Validation.invalidValue', {}],
    ['region not one of the spec', { region: 'EU' }, 'body.region', 'Validation.invalidValue', {}],
  ])('refuses %s with %s on %s', async (_label, change, path, id, values: Record<string, number>) => {
    const res = await createCase(nwUser, change);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ServerValidation.400WrongParams');
    const fields = fieldsOf(res);
    expect(fields.map((f) => f.path)).toContain(path);
    const field = fields.find((f) => f.path === path)!;
    expect(field.message.id).toBe(id);
    // A length limit names its number of characters ('{field} can only be {n} characters long.').
    expect(field.message.values ?? {}).toMatchObject(values);
  });

  it('takes every technology and region of the spec', async () => {
    for (const [technology, region] of [
      ['icaas', 'LACR'],
      ['mototrbo', 'EMEA'],
      ['lte', 'NA'],
      ['astro', 'APAC'],
      ['wave', 'ANZ'],
      ['premierone', 'NA'],
      ['softwareapps', 'EMEA'],
    ]) {
      const res = await createCase(nwUser, { technology, region });
      expect(res.status, `${technology} ${region}: ${JSON.stringify(res.body)}`).toBe(200);
      expect((await detail(nwUser, res.body.content.caseNumber)).body.content.fields).toMatchObject({ technology, region });
    }
  });

  it('translates the envelope message', async () => {
    const c = createClient({ ip: '10.61.0.9', locale: 'de-DE' });
    await c.login(demo().nwUser);
    const res = await c.post('/mapi/cases', { ...VALID, title: '' });
    expect(res.status).toBe(400);
    expect((res.body.content as { message: string }).message).not.toBe('Some of the values you entered are not valid.');
  });

  it('denies creation to a Guest (403)', async () => {
    const res = await createCase(nwGuest);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ServerValidation.403Forbidden');
  });

  it('denies creation to customer users of LACR accounts using motomanager, not to vendor staff (spec 6)', async () => {
    const customer = await signIn('user.lacr-300004@c004.example', '10.61.0.4');
    const body = { ...VALID, account_id: 'LACR-300004' };
    const denied = await customer.post('/mapi/cases', body);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('ServerValidation.403CaseCreationDenied');
    const staff = await signIn(demo().staff, '10.61.0.5');
    const allowed = await staff.post('/mapi/cases', body);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });
});

describe('notes', () => {
  it('adds notes signed by the user and lists them newest first; Guests cannot add', async () => {
    const { caseNumber } = (await createCase(nwUser)).body.content;
    const first = await nwUser.post(`/mapi/cases/${caseNumber}/notes`, { account_id: NORTHWIND_ASTRO, body: 'First note' });
    expect(first.status).toBe(200);
    expect(first.body.content).toMatchObject({ author: 'Umar Northcott', body: 'First note' });
    await new Promise((r) => setTimeout(r, 5));
    await nwAdmin.post(`/mapi/cases/${caseNumber}/notes`, { account_id: NORTHWIND_ASTRO, body: 'Second note' });
    const notes = (await detail(nwGuest, caseNumber)).body.content.notes;
    expect(notes.map((n) => n.body)).toEqual(['Second note', 'First note']);
    expect(notes[0]!.author).toBe('Nora Westfield');
    const guest = await nwGuest.post(`/mapi/cases/${caseNumber}/notes`, { account_id: NORTHWIND_ASTRO, body: 'x' });
    expect(guest.status).toBe(403);
    const empty = await nwUser.post(`/mapi/cases/${caseNumber}/notes`, { account_id: NORTHWIND_ASTRO, body: ' ' });
    expect(fieldsOf(empty)[0]).toMatchObject({ path: 'body.body', message: { id: 'Validation.required' } });
    const missing = await nwUser.post('/mapi/cases/99999999/notes', { account_id: NORTHWIND_ASTRO, body: 'x' });
    expect(missing.status).toBe(404);
  });
});

describe('closure: requested with a reason, closed only once accepted', () => {
  it('goes open -> closure requested -> closed, accepted by the account Administrator', async () => {
    const { caseNumber } = (await createCase(nwUser)).body.content;
    const url = `/mapi/cases/${caseNumber}/closure`;
    const noReason = await nwUser.post(url, { account_id: NORTHWIND_ASTRO });
    expect(noReason.status).toBe(400);
    expect(fieldsOf(noReason)[0]).toMatchObject({ path: 'body.reason', message: { id: 'Validation.required' } });

    const requested = await nwUser.post(url, { account_id: NORTHWIND_ASTRO, reason: 'Works again after the restart.' });
    expect(requested.status).toBe(200);
    expect(requested.body.content).toMatchObject({ state: 'open', closureRequested: true, closedAt: null });
    expect((await nwUser.post(url, { account_id: NORTHWIND_ASTRO, reason: 'again' })).body.code).toBe(
      'ServerValidation.400InvalidAction',
    );
    const listed = await nwUser.get<{ rows: { caseNumber: string; closureRequested: boolean; state: string }[] }>(
      `/mapi/cases?account_id=${NORTHWIND_ASTRO}&q=${caseNumber}`,
    );
    expect(listed.body.content.rows).toEqual([expect.objectContaining({ caseNumber, closureRequested: true, state: 'open' })]);

    // A User may not accept; the Administrator may.
    expect((await nwUser.post(`${url}/accept`, { account_id: NORTHWIND_ASTRO })).status).toBe(403);
    const accepted = await nwAdmin.post(`${url}/accept`, { account_id: NORTHWIND_ASTRO });
    expect(accepted.status).toBe(200);
    expect(accepted.body.content).toMatchObject({ state: 'closed', closureReason: 'Works again after the restart.' });
    const d = (await detail(nwUser, caseNumber)).body.content;
    expect(d.state).toBe('closed');
    expect(d.closedAt).toBeTruthy();
    expect(d.resolvedAt).toBeTruthy();
    expect(d.resolutionDays).toBe(0);
    expect((await nwAdmin.post(`${url}/accept`, { account_id: NORTHWIND_ASTRO })).body.code).toBe(
      'ServerValidation.400InvalidAction',
    );
    expect((await nwUser.post(url, { account_id: NORTHWIND_ASTRO, reason: 'x' })).body.code).toBe(
      'ServerValidation.400InvalidAction',
    );
  });

  it('cannot accept a closure nobody asked for', async () => {
    const { caseNumber } = (await createCase(nwUser)).body.content;
    const res = await nwAdmin.post(`/mapi/cases/${caseNumber}/closure/accept`, { account_id: NORTHWIND_ASTRO });
    expect(res.body.code).toBe('ServerValidation.400InvalidAction');
  });
});

describe('search in Chinese, Japanese and Korean text', () => {
  it('finds any part of a run of these characters, in its order', async () => {
    const { caseNumber } = (
      await createCase(nwUser, {
        title: '東京消防庁の無線障害',
        description: '서울시경찰청 무전기 고장; 北京市对讲机故障',
      })
    ).body.content;
    const found = async (q: string) =>
      (
        await nwUser.get<{ rows: { caseNumber: string }[] }>(
          `/mapi/cases?account_id=${NORTHWIND_ASTRO}&q=${encodeURIComponent(q)}`,
        )
      ).body.content.rows.some((r) => r.caseNumber === caseNumber);
    for (const q of ['無線', '消防庁', 'の無線障害', '경찰청', '찰청 무전', '对讲机', '讲机故', '東京 故障']) {
      expect(await found(q), q).toBe(true);
    }
    for (const q of ['障害無線', '京東', '청찰', '对机', '東京 大阪']) {
      expect(await found(q), q).toBe(false);
    }
  });
});

describe('reporting an outage: impact, urgency, priority, the support centre', () => {
  type TCreated = { priority: number; responseWithinHours: number; callSupportCentre: { phone: string; countryCode: string } | null };

  it('computes the priority on the server by the ticket rule, Priority 3 when the customer does not say', async () => {
    for (const [impact, urgency, priority, hours] of [
      [1, 1, 1, 1],
      [1, 3, 2, 4],
      [2, 4, 3, 24],
      [4, 4, 4, 72],
    ] as const) {
      const res = await createCase(nwUser, { impact, urgency });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const created = res.body.content as unknown as TCreated;
      expect(created, `${impact}/${urgency}`).toMatchObject({ priority, responseWithinHours: hours });
      const shown = (await detail(nwUser, res.body.content.caseNumber)).body.content;
      expect(shown.priority).toBe(priority);
      expect(shown.fields).toMatchObject({ impact, urgency });
    }
    const unsaid = await createCase(nwUser);
    expect(unsaid.body.content).toMatchObject({ priority: 3, responseWithinHours: 24, callSupportCentre: null });
  });

  it('never takes a priority from the client', async () => {
    const res = await createCase(nwUser, { priority: 1 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ServerValidation.400WrongParams');
    const low = await createCase(nwUser, { impact: 4, urgency: 4, priority: 1 });
    expect(low.status).toBe(400);
  });

  it('answers a Severity 1 case with the support centre number for the account\'s region and country', async () => {
    const res = await createCase(nwUser, { impact: 1, urgency: 2 });
    expect(res.status).toBe(200);
    // Northwind County Radio is an NA account in Canada: the NA/CA number of the demo configuration.
    expect(res.body.content).toMatchObject({
      priority: 1,
      callSupportCentre: { phone: '+1 888 555 0123', countryCode: 'CA' },
    });
    const high = await createCase(nwUser, { impact: 2, urgency: 2 });
    expect(high.body.content).toMatchObject({ priority: 2, callSupportCentre: null });
  });

  it.each([
    ['an impact without an urgency', { impact: 1 }, 'body.urgency', 'Validation.required'],
    ['an urgency without an impact', { urgency: 2 }, 'body.impact', 'Validation.required'],
    ['an impact of 5', { impact: 5, urgency: 1 }, 'body.impact', 'Validation.tooHigh'],
    ['an urgency of 0', { impact: 1, urgency: 0 }, 'body.urgency', 'Validation.tooLow'],
    ['an impact that is not an integer', { impact: 1.5, urgency: 1 }, 'body.impact', 'Validation.integer'],
  ])('refuses %s on %s', async (_label, change, path, id) => {
    const c = createClient({ ip: '10.62.0.9', locale: 'de-DE' });
    expect((await c.login(demo().nwUser)).status).toBe(200);
    const res = await c.post('/mapi/cases', { ...VALID, ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ServerValidation.400WrongParams');
    expect(fieldsOf(res).map((f) => [f.path, f.message.id])).toContainEqual([path, id]);
    // The envelope's message is in the caller's language.
    expect((res.body.content as { message: string }).message).toBe('Einige der eingegebenen Werte sind ungültig.');
  });

  it('tells every member of the account the support centre and the response targets; no one else', async () => {
    const res = await nwGuest.get<{ phone: string; countryCode: string; region: string; responseHours: { priority: number; hours: number }[] }>(
      `/mapi/support-centre?account_id=${NORTHWIND_ASTRO}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({
      phone: '+1 888 555 0123',
      region: 'NA',
      countryCode: 'CA',
      responseHours: [
        { priority: 1, hours: 1 },
        { priority: 2, hours: 4 },
        { priority: 3, hours: 24 },
        { priority: 4, hours: 72 },
      ],
    });
    const contoso = await signIn(demo().contoso, '10.62.0.3');
    // Contoso Field Services is an EMEA account in Great Britain: no GB entry, so the EMEA number.
    expect((await contoso.get(`/mapi/support-centre?account_id=EMEA-200002`)).body.content).toMatchObject({
      phone: '+44 20 7946 0100',
    });
    const foreign = await contoso.get(`/mapi/support-centre?account_id=${NORTHWIND_ASTRO}`);
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).not.toContain('555');
    expect((await createClient({ ip: '10.62.0.4' }).get(`/mapi/support-centre?account_id=${NORTHWIND_ASTRO}`)).status).toBe(401);
  });
});

describe('list totals kept by the database (case_counts)', () => {
  // This file's own account (tests/support/own-accounts.ts): its totals only move with this test.
  const own = ownAccount('casesWrite');
  const account = own.id;
  let ownUser: TClient;
  let ownAdmin: TClient;
  beforeAll(async () => {
    [ownUser, ownAdmin] = await Promise.all([signIn(own.user, '10.62.0.1'), signIn(own.admin, '10.62.0.2')]);
  });
  const totals = async (filters: string) => {
    const summed = await ownUser.get<{ total: number }>(`/mapi/cases?account_id=${account}&${filters}`);
    // A date range is not one of the counted dimensions: this total is a count over the rows.
    const counted = await ownUser.get<{ total: number }>(
      `/mapi/cases?account_id=${account}&${filters}&created_from=2000-01-01`,
    );
    return { summed: summed.body.content.total, counted: counted.body.content.total };
  };
  const COMBOS = [
    '',
    'caseType=Incident',
    'state=open',
    'state=closed',
    'priority=3',
    'category=all',
    'caseType=Incident_,_RMA&priority=1_,_3',
    'category=tsu&caseType=Incident&state=open&priority=3',
    'category=tsu&caseType=Incident&state=closed&priority=3',
  ];

  it('equal a count of the rows by every filter combination, through creation and closure', async () => {
    const before = await Promise.all(COMBOS.map(totals));
    for (const [i, t] of before.entries()) expect(t.summed, COMBOS[i]).toBe(t.counted);

    const created = await createCase(ownUser, { account_id: account });
    expect(created.status).toBe(200);
    const { caseNumber } = created.body.content;
    const afterCreate = await Promise.all(COMBOS.map(totals));
    for (const [i, t] of afterCreate.entries()) expect(t.summed, COMBOS[i]).toBe(t.counted);
    expect(afterCreate[0]!.summed).toBe(before[0]!.summed + 1);
    expect(afterCreate[7]!.summed).toBe(before[7]!.summed + 1);

    const url = `/mapi/cases/${caseNumber}/closure`;
    expect((await ownUser.post(url, { account_id: account, reason: 'Counted.' })).status).toBe(200);
    expect((await ownAdmin.post(`${url}/accept`, { account_id: account })).status).toBe(200);
    const afterClose = await Promise.all(COMBOS.map(totals));
    for (const [i, t] of afterClose.entries()) expect(t.summed, COMBOS[i]).toBe(t.counted);
    expect(afterClose[0]!.summed).toBe(afterCreate[0]!.summed);
    expect(afterClose[7]!.summed).toBe(before[7]!.summed);
    expect(afterClose[8]!.summed).toBe(before[8]!.summed + 1);
  });
});

describe('attachments', () => {
  const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  let caseNumber: string;

  beforeAll(async () => {
    caseNumber = (await createCase(nwUser)).body.content.caseNumber;
  });

  it('stores an allowed file whose content matches its extension, and serves it back', async () => {
    const res = await upload(nwUser, caseNumber, 'diagnostics report.pdf', PDF);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content).toMatchObject({ fileName: 'diagnostics report.pdf', sizeBytes: PDF.length });
    const csv = await upload(nwUser, caseNumber, 'radios.csv', new TextEncoder().encode('serial;site\nA1;Zoë\n'));
    expect(csv.status).toBe(200);
    const d = (await detail(nwUser, caseNumber)).body.content;
    expect(d.attachments.map((a) => a.fileName)).toEqual(['radios.csv', 'diagnostics report.pdf']);
    const id = d.attachments[1]!.id;
    const file = await fetch(
      `${inject('baseUrl')}/mapi/cases/${caseNumber}/attachments/${id}?account_id=${NORTHWIND_ASTRO}`,
      { headers: { cookie: nwUser.cookieHeader() } },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('no-store');
    // The name as the browser reads it back (web/lib/content-disposition.ts).
    expect(fileNameFromContentDisposition(file.headers.get('content-disposition'))).toBe('diagnostics report.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });

  it('refuses a file larger than ATTACHMENT_MAX_MB with 413 and the limit', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const res = await upload(nwUser, caseNumber, 'big.pdf', big);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('ServerValidation.413FileTooLarge');
    expect(res.body.content).toMatchObject({ values: { maxMb: 10 } });
    expect(String(res.body.content.message)).toContain('10');
    // The browser gets the same limit with the session, to refuse such a file before sending it.
    const status = await nwUser.get<{ environment: { attachmentMaxMb: number } }>('/mapi/index/status');
    expect(status.body.content.environment.attachmentMaxMb).toBe(10);
  });

  it.each([
    // Shown as "photofdp.png" (U+202E reverses what follows): a PDF dressed up as an image.
    ['a right-to-left override in the name', 'ServerValidation.400FileNameHiddenCharacters', 'photo\u202Egnp.pdf', PDF],
    ['a bidirectional isolate in the name', 'ServerValidation.400FileNameHiddenCharacters', 'plan \u2067v2\u2069.pdf', PDF],
    ['a zero-width space in the name', 'ServerValidation.400FileNameHiddenCharacters', 'report\u200B.pdf', PDF],
    ['a C1 control character in the name', 'ServerValidation.400WrongParams', 'next\u0085line.pdf', PDF],
    ['a forbidden extension', 'ServerValidation.400ForbiddenFileType', 'tool.exe', PDF],
    ['no extension', 'ServerValidation.400ForbiddenFileType', 'README', PDF],
    ['a PNG named .pdf', 'ServerValidation.400CorruptedFile', 'scan.pdf', PNG],
    ['a PDF named .docx', 'ServerValidation.400CorruptedFile', 'letter.docx', PDF],
    ['text with a NUL byte', 'ServerValidation.400CorruptedFile', 'trace.log', new Uint8Array([0x61, 0x00, 0x62])],
    ['text that is not UTF-8', 'ServerValidation.400CorruptedFile', 'notes.txt', new Uint8Array([0xc3, 0x28, 0x41])],
  ])('refuses %s with %s, keeping nothing', async (_label, code, name, bytes) => {
    const res = await upload(nwUser, caseNumber, name, bytes);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect((await detail(nwUser, caseNumber)).body.content.attachments.map((a) => a.fileName)).not.toContain(name);
  });

  it('refuses no file, an empty file, a Guest, a foreign case and a foreign account', async () => {
    const notMultipart = await nwUser.post(`/mapi/cases/${caseNumber}/attachments?account_id=${NORTHWIND_ASTRO}`, {});
    expect(notMultipart.body.code).toBe('ServerValidation.422NoFile');
    expect((await upload(nwUser, caseNumber, 'empty.txt', new Uint8Array())).body.code).toBe('ServerValidation.422NoFile');
    expect((await upload(nwGuest, caseNumber, 'x.pdf', PDF)).status).toBe(403);
    expect((await upload(nwUser, '99999999', 'x.pdf', PDF)).status).toBe(404);
    expect((await upload(nwUser, caseNumber, 'x.pdf', PDF, 'NA-200001')).status).toBe(403);
  });
});
