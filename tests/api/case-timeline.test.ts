import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TCaseDetail, TCaseTimelineEntry, TClosureState } from '../../src/shared/contracts/cases.ts';
import { ZCaseDetail } from '../../src/shared/contracts/cases.ts';
import type { TTicketDetail } from '../../src/shared/contracts/tickets.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * The case timeline (issue 29 point 2): every change on one list newest first, told apart by kind
 * and author kind; a closure request refused by vendor staff with a reason; reopening within
 * CASE_REOPEN_DAYS; the response target; notes and files on tickets through the case code.
 * Every case and ticket here is created by this file.
 */

let nwUser: TClient;
let nwAdmin: TClient;
let nwGuest: TClient;
let vendorAdmin: TClient;
let staff: TClient;
let contoso: TClient;

async function signIn(login: string, ip: string, locale?: string) {
  const c = createClient({ ip, locale });
  const res = await c.login(login);
  expect(res.status, login).toBe(200);
  return c;
}

async function newCase(title = 'Simulcast overlap noise at East site'): Promise<string> {
  const res = await nwUser.post<{ caseNumber: string }>('/mapi/cases', {
    account_id: NORTHWIND_ASTRO,
    category: 'tsu',
    caseType: 'Incident',
    title,
    description: 'Noise heard where the East and West simulcast cells overlap.',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content.caseNumber;
}

async function detail(c: TClient, caseNumber: string): Promise<TCaseDetail> {
  const res = await c.get<TCaseDetail>(`/mapi/cases/${caseNumber}?account_id=${NORTHWIND_ASTRO}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZCaseDetail.strict().parse(res.body.content) as TCaseDetail;
}

const kinds = (t: readonly TCaseTimelineEntry[]) => t.map((e) => e.kind);

function post<T = TClosureState>(
  c: TClient,
  caseNumber: string,
  what: string,
  body: Record<string, unknown> = {},
) {
  return c.post<T>(`/mapi/cases/${caseNumber}/${what}`, { account_id: NORTHWIND_ASTRO, ...body });
}

async function uploadTo(c: TClient, path: string, name: string, text: string) {
  const probe = await c.get('/mapi/health');
  const form = new FormData();
  form.append('file', new Blob([new TextEncoder().encode(text)]), name);
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: {
      cookie: c.cookieHeader(),
      'csrf-token': probe.headers.get('x-csrf') ?? '',
    },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { result: boolean; code: string; content: { id: string } },
  };
}

beforeAll(async () => {
  [nwUser, nwAdmin, nwGuest, vendorAdmin, staff, contoso] = await Promise.all([
    signIn(demo().nwUser, '10.64.0.1'),
    signIn(demo().nwAdmin, '10.64.0.2'),
    signIn(demo().nwGuest, '10.64.0.3'),
    signIn(demo().vendorAdmin, '10.64.0.4'),
    signIn(demo().staff, '10.64.0.5'),
    signIn(demo().contoso, '10.64.0.6'),
  ]);
});

describe('the timeline tells the case story, newest first', () => {
  it('lists opening, owner and priority changes, notes by customer and vendor, a file, resolution, closure', async () => {
    const no = await newCase();
    const opened = await detail(nwUser, no);
    expect(opened.timeline).toEqual([
      expect.objectContaining({ kind: 'opened', author: 'Umar Northcott', authorKind: 'customer' }),
    ]);
    expect(opened.responseTarget).toMatchObject({ targetHours: 24, status: 'pending', respondedAt: null });

    expect((await post(vendorAdmin, no, 'work', { owner: 'M. Chen', priority: 2 })).body.content).toEqual({
      changed: 2,
    });
    expect((await post(nwUser, no, 'notes', { body: 'It happens mostly at shift change.' })).status).toBe(
      200,
    );
    expect(
      (await post(vendorAdmin, no, 'notes', { body: 'Engineer assigned; checking the simulcast timing.' }))
        .status,
    ).toBe(200);
    const file = await uploadTo(
      nwUser,
      `/mapi/cases/${no}/attachments?account_id=${NORTHWIND_ASTRO}`,
      'noise.txt',
      'recording notes',
    );
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect((await post(vendorAdmin, no, 'work', { state: 'resolved' })).body.content).toEqual({ changed: 1 });
    expect((await post(nwUser, no, 'closure', { reason: 'The noise is gone.' })).status).toBe(200);
    expect((await post(nwAdmin, no, 'closure/accept')).status).toBe(200);

    const d = await detail(nwUser, no);
    expect(kinds(d.timeline)).toEqual([
      'closureAccepted',
      'closureRequested',
      'state',
      'attachment',
      'note',
      'note',
      'owner',
      'priority',
      'opened',
    ]);
    const at = d.timeline.map((e) => Date.parse(e.at));
    expect(at).toEqual([...at].sort((a, b) => b - a));
    const [accepted, requested, resolved, attachment, vendorNote, customerNote, owner, priority] = d.timeline;
    expect(accepted).toMatchObject({
      from: 'resolved',
      to: 'closed',
      author: 'Nora Westfield',
      authorKind: 'customer',
    });
    expect(requested).toMatchObject({
      text: 'The noise is gone.',
      author: 'Umar Northcott',
      authorKind: 'customer',
    });
    expect(resolved).toMatchObject({
      from: 'open',
      to: 'resolved',
      author: 'Avery Admin',
      authorKind: 'vendor',
    });
    expect(attachment).toMatchObject({
      id: file.body.content.id,
      text: 'noise.txt',
      sizeBytes: 15,
      authorKind: 'customer',
    });
    expect(vendorNote).toMatchObject({
      text: 'Engineer assigned; checking the simulcast timing.',
      authorKind: 'vendor',
    });
    expect(customerNote).toMatchObject({
      text: 'It happens mostly at shift change.',
      authorKind: 'customer',
    });
    expect(owner).toMatchObject({ from: null, to: 'M. Chen', authorKind: 'vendor' });
    expect(priority).toMatchObject({ from: '3', to: '2', authorKind: 'vendor' });
    // Answered by vendor staff at once: within Priority 2's 4 hours.
    expect(d.responseTarget).toMatchObject({ targetHours: 4, status: 'met', respondedAt: vendorNote!.at });
    expect(d.notes.map((n) => n.authorKind)).toEqual(['vendor', 'customer']);
  });

  it('records a change only when a value changes, and unassigns with an empty owner', async () => {
    const no = await newCase();
    expect((await post(vendorAdmin, no, 'work', { priority: 3 })).body.content).toEqual({ changed: 0 });
    expect((await post(vendorAdmin, no, 'work', { owner: 'K. Novak' })).body.content).toEqual({ changed: 1 });
    expect((await post(vendorAdmin, no, 'work', { owner: '' })).body.content).toEqual({ changed: 1 });
    const d = await detail(nwUser, no);
    expect(d.owner).toBeNull();
    expect(d.timeline.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'owner', from: 'K. Novak', to: null }),
      expect.objectContaining({ kind: 'owner', from: null, to: 'K. Novak' }),
    ]);
  });

  it('tells the seeded demo cases: a refused request, a missed response target', async () => {
    const refused = await detail(nwUser, '10000006');
    expect(kinds(refused.timeline)).toEqual(
      expect.arrayContaining(['closureRefused', 'closureRequested', 'owner', 'note', 'opened']),
    );
    expect(refused.timeline.find((e) => e.kind === 'closureRefused')).toMatchObject({
      author: 'S. Okafor',
      authorKind: 'vendor',
    });
    expect(refused.timeline.at(-1)!.kind).toBe('opened');
    expect((await detail(nwUser, '10000001')).responseTarget).toMatchObject({
      targetHours: 1,
      status: 'met',
    });
    expect((await detail(nwUser, '10000002')).responseTarget).toMatchObject({
      targetHours: 1,
      status: 'missed',
    });
  });
});

describe('refusing a closure request', () => {
  it('vendor staff refuse with a reason; the case stays open, the customer reads why and may ask again', async () => {
    const no = await newCase();
    expect((await post(nwUser, no, 'closure', { reason: 'Works now.' })).status).toBe(200);
    const res = await post(vendorAdmin, no, 'closure/refuse', {
      reason: 'The firmware fix is not installed yet.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content).toMatchObject({ state: 'open', closureRequested: false, closureReason: null });
    const d = await detail(nwUser, no);
    expect(d.timeline[0]).toMatchObject({
      kind: 'closureRefused',
      text: 'The firmware fix is not installed yet.',
      author: 'Avery Admin',
      authorKind: 'vendor',
    });
    expect((await post(nwUser, no, 'closure', { reason: 'Installed now.' })).status).toBe(200);
  });

  it('is refused without a reason, without a pending request, and to anyone but vendor staff holding the account', async () => {
    const no = await newCase();
    const none = await post(vendorAdmin, no, 'closure/refuse', { reason: 'No.' });
    expect([none.status, none.body.code]).toEqual([400, 'ServerValidation.400InvalidAction']);
    expect((await post(nwUser, no, 'closure', { reason: 'Works now.' })).status).toBe(200);
    const blank = await post(vendorAdmin, no, 'closure/refuse', { reason: '  ' });
    expect([blank.status, blank.body.code]).toEqual([400, 'ServerValidation.400WrongParams']);
    // The customer's Administrator accepts or leaves it; refusing is vendor staff's.
    const admin = await post(nwAdmin, no, 'closure/refuse', { reason: 'No.' });
    expect([admin.status, admin.body.code]).toEqual([403, 'ServerValidation.403Forbidden']);
    // Vendor staff who do not hold Northwind's account.
    const foreign = await post(staff, no, 'closure/refuse', { reason: 'No.' });
    expect([foreign.status, foreign.body.code]).toEqual([403, 'ServerValidation.403NoAccountAccess']);
    expect((await detail(nwUser, no)).closureRequested).toBe(true);
  });

  it('refuses staff changes from customers and on another account', async () => {
    const no = await newCase();
    expect((await post(nwAdmin, no, 'work', { priority: 1 })).status).toBe(403);
    expect((await post(staff, no, 'work', { priority: 1 })).status).toBe(403);
    const other = await vendorAdmin.post(`/mapi/cases/${no}/work`, { account_id: CONTOSO_LTE, priority: 1 });
    expect(other.status).toBe(404);
    expect((await detail(nwUser, no)).priority).toBe(3);
  });
});

describe('reopening a closed case', () => {
  it('reopens within CASE_REOPEN_DAYS with a reason: open, unresolved, on the timeline', async () => {
    const no = await newCase();
    await post(nwUser, no, 'closure', { reason: 'Done.' });
    await post(nwAdmin, no, 'closure/accept');
    const closed = await detail(nwUser, no);
    expect(closed.state).toBe('closed');
    // Default window: 14 days after the closure.
    expect(Date.parse(closed.reopenUntil!) - Date.parse(closed.closedAt!)).toBe(14 * 86_400_000);
    const blank = await post(nwUser, no, 'reopen', { reason: '' });
    expect([blank.status, blank.body.code]).toEqual([400, 'ServerValidation.400WrongParams']);
    const guest = await post(nwGuest, no, 'reopen', { reason: 'Back again.' });
    expect(guest.status).toBe(403);
    const res = await post(nwUser, no, 'reopen', { reason: 'The noise is back since this morning.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content).toMatchObject({ state: 'open', closedAt: null, closureRequested: false });
    const d = await detail(nwUser, no);
    expect(d).toMatchObject({ state: 'open', resolvedAt: null, closedAt: null, reopenUntil: null });
    expect(d.timeline[0]).toMatchObject({
      kind: 'reopened',
      from: 'closed',
      to: 'open',
      text: 'The noise is back since this morning.',
      authorKind: 'customer',
    });
    const again = await post(nwUser, no, 'reopen', { reason: 'Again.' });
    expect([again.status, again.body.code]).toEqual([400, 'ServerValidation.400InvalidAction']);
  });

  it('refuses after the window with a translated message naming the days', async () => {
    // Demo case 10000009 was closed about 58 days before the seed.
    expect((await detail(nwUser, '10000009')).reopenUntil).toBeNull();
    const de = await signIn(demo().nwUser, '10.64.0.7', 'de-DE');
    const res = await de.post('/mapi/cases/10000009/reopen', {
      account_id: NORTHWIND_ASTRO,
      reason: 'Wieder defekt.',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ServerValidation.400ReopenWindowPassed');
    const content = res.body.content as { message: string; values: { days: number } };
    expect(content.values).toEqual({ days: 14 });
    expect(content.message).toContain('14');
    expect(content.message).not.toContain('can no longer be reopened');
    expect((await detail(nwUser, '10000009')).state).toBe('closed');
  });

  it('answers 404 for a case of another account', async () => {
    const res = await contoso.post('/mapi/cases/10000009/reopen', {
      account_id: CONTOSO_LTE,
      reason: 'Mine?',
    });
    expect(res.status).toBe(404);
  });
});

describe('ticket notes and files', () => {
  async function newTicket(): Promise<string> {
    const res = await nwUser.post<{ ticketId: string }>('/mapi/tickets', {
      account_id: NORTHWIND_ASTRO,
      title: 'Check the generator at Ridge Site',
      description: 'The generator failed its weekly test.',
      type: 'incident',
      site: 'Ridge Site',
      impact: 2,
      urgency: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.content.ticketId;
  }

  it('adds notes (author kind told) and files to a ticket, listed newest first, downloadable', async () => {
    const id = await newTicket();
    expect(
      (await nwUser.post(`/mapi/tickets/${id}/notes`, { account_id: NORTHWIND_ASTRO, body: 'Fuel is full.' }))
        .status,
    ).toBe(200);
    const vendorNote = await vendorAdmin.post(`/mapi/tickets/${id}/notes`, {
      account_id: NORTHWIND_ASTRO,
      body: 'Technician on the way.',
    });
    expect(vendorNote.status).toBe(200);
    expect(vendorNote.body.content).toMatchObject({ author: 'Avery Admin', authorKind: 'vendor' });
    const file = await uploadTo(
      nwUser,
      `/mapi/tickets/${id}/attachments?account_id=${NORTHWIND_ASTRO}`,
      'generator.log',
      'test failed at 03:00',
    );
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    const d = (await nwUser.get<TTicketDetail>(`/mapi/tickets/${id}?account_id=${NORTHWIND_ASTRO}`)).body
      .content;
    expect(d.notes.map((n) => [n.body, n.authorKind])).toEqual([
      ['Technician on the way.', 'vendor'],
      ['Fuel is full.', 'customer'],
    ]);
    expect(d.attachments).toEqual([expect.objectContaining({ fileName: 'generator.log', sizeBytes: 20 })]);
    const download = await fetch(
      `${inject('baseUrl')}/mapi/tickets/${id}/attachments/${file.body.content.id}?account_id=${NORTHWIND_ASTRO}`,
      { headers: { cookie: nwUser.cookieHeader() } },
    );
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('test failed at 03:00');
    // A ticket's file is not a case's: the same id under a case is not found.
    const asCase = await nwUser.get(
      `/mapi/cases/10000001/attachments/${file.body.content.id}?account_id=${NORTHWIND_ASTRO}`,
    );
    expect(asCase.status).toBe(404);
  });

  it('keeps the case rules: Guests read only, a bad file is refused, other accounts are refused', async () => {
    const id = await newTicket();
    expect(
      (await nwGuest.post(`/mapi/tickets/${id}/notes`, { account_id: NORTHWIND_ASTRO, body: 'Hi' })).status,
    ).toBe(403);
    const empty = await nwUser.post(`/mapi/tickets/${id}/notes`, { account_id: NORTHWIND_ASTRO, body: ' ' });
    expect([empty.status, empty.body.code]).toEqual([400, 'ServerValidation.400WrongParams']);
    const exe = await uploadTo(
      nwUser,
      `/mapi/tickets/${id}/attachments?account_id=${NORTHWIND_ASTRO}`,
      'tool.exe',
      'MZ',
    );
    expect([exe.status, exe.body.code]).toEqual([400, 'ServerValidation.400ForbiddenFileType']);
    // Contoso's user: on Northwind's account 403, and Northwind's ticket under Contoso's account 404.
    expect(
      (await contoso.post(`/mapi/tickets/${id}/notes`, { account_id: NORTHWIND_ASTRO, body: 'Hi' })).status,
    ).toBe(403);
    expect(
      (await contoso.post(`/mapi/tickets/${id}/notes`, { account_id: CONTOSO_LTE, body: 'Hi' })).status,
    ).toBe(404);
    const foreignFile = await uploadTo(
      contoso,
      `/mapi/tickets/${id}/attachments?account_id=${CONTOSO_LTE}`,
      'a.txt',
      'x',
    );
    expect(foreignFile.status).toBe(404);
    const d = (await nwUser.get<TTicketDetail>(`/mapi/tickets/${id}?account_id=${NORTHWIND_ASTRO}`)).body
      .content;
    expect([d.notes, d.attachments]).toEqual([[], []]);
  });
});
