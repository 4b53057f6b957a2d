import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOutboxPage } from '../../src/shared/contracts/outbox.ts';
import { translate } from '../../src/server/platform/i18n.ts';
import { backgroundMailsFinished } from '../../src/server/platform/mail.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { waitFor } from '../support/wait-for.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * E-mail to a case's user on creation and on state change, in their language, when their e-mail
 * notifications are on: through a real SMTP server on loopback (a second portal with SMTP_URL),
 * and kept in the outbox when no SMTP server is configured (the shared test portal). The second
 * portal's file store is broken on purpose (FILES_DIR under a plain file), to show the answer to
 * an attachment that fails after the case was created.
 */

const CASE = {
  account_id: NORTHWIND_ASTRO,
  category: 'nmo',
  caseType: 'Incident',
  title: 'Funkgeräte ohne Netz – Hafen',
  description: 'Since the storm several radios show no service near the harbor.',
};

/** RFC 2047 encoded words (B and Q) of a header, decoded. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

interface TReceived {
  to: string[];
  subject: string;
  body: string;
  language: string;
}

/** Subject, language and text body of a single-part message as nodemailer writes it. */
function parseMessage(raw: string, to: string[]): TReceived {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
  let body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return {
    to,
    subject: decodeHeader(header('Subject')),
    body: body.replace(/\r\n/g, '\n'),
    language: header('Content-Language'),
  };
}

describe('case e-mails over SMTP (a real SMTP server on loopback)', () => {
  const received: TReceived[] = [];
  let smtp: SMTPServer;
  let portal: TTestPortal;
  let user: TClient;
  /** While true the SMTP server refuses every recipient. */
  let refuse = false;
  let admin: TClient;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(
            parseMessage(
              Buffer.concat(chunks).toString('utf8'),
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    portal = await startTestPortal('mail', ({ dataDir }) => {
      fs.writeFileSync(path.join(dataDir, 'not-a-folder'), 'x');
      return {
        trustProxy: true,
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        filesDir: path.join(dataDir, 'not-a-folder', 'files'),
      };
    });
    user = createClient({ baseUrl: portal.url, ip: '10.62.0.1' });
    admin = createClient({ baseUrl: portal.url, ip: '10.62.0.2' });
    expect((await user.login(demo().nwUser)).status).toBe(200);
    expect((await admin.login(demo().nwAdmin)).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('mails the case user on creation and when the case closes, in their language', async () => {
    expect(
      (
        await user.put('/mapi/users/settings', {
          user_settings: { language: 'de-DE', emailNotifications: true },
        })
      ).status,
    ).toBe(200);
    const created = await user.post<{ caseNumber: string }>('/mapi/cases', CASE);
    expect(created.status).toBe(200);
    const caseNumber = created.body.content.caseNumber;
    const values = {
      caseNumber,
      title: CASE.title,
      priority: '3',
      state: 'open',
      name: 'Umar Northcott',
      minutes: 5,
      hours: 24,
      portalName: portal.config.portalName,
    };
    const mail = await waitFor('the creation mail', () =>
      received.find((m) => m.subject.includes(caseNumber)),
    );
    expect(mail.to).toEqual([demo().nwUser]);
    expect(mail.language).toBe('de-DE');
    expect(mail.subject).toBe(translate('de-DE', 'Mail.caseCreated.subject', values));
    expect(mail.body.trim()).toBe(translate('de-DE', 'Mail.caseCreated.body', values).trim());
    expect(mail.subject).not.toBe(translate('en-US', 'Mail.caseCreated.subject', values));

    // A closure request changes no state; its acceptance closes the case and mails the user.
    expect(
      (await user.post(`/mapi/cases/${caseNumber}/closure`, { account_id: NORTHWIND_ASTRO, reason: 'Fixed' })).status,
    ).toBe(200);
    // Whatever the request began in the background has finished: no second mail.
    await backgroundMailsFinished();
    expect(received.filter((m) => m.subject.includes(caseNumber))).toHaveLength(1);
    expect(
      (await admin.post(`/mapi/cases/${caseNumber}/closure/accept`, { account_id: NORTHWIND_ASTRO })).status,
    ).toBe(200);
    const closed = await waitFor(
      'the state mail',
      () => received.filter((m) => m.subject.includes(caseNumber))[1],
    );
    expect(closed.subject).toBe(
      translate('de-DE', 'Mail.caseStateChanged.subject', { ...values, state: 'closed' }),
    );
    expect(closed.body).toContain(caseNumber);

    // Sent mails are not kept in the outbox.
    const staff = createClient({ baseUrl: portal.url, ip: '10.62.0.3' });
    await staff.login(demo().vendorAdmin);
    const outbox = await staff.get<TOutboxPage>(`/mapi/admin/outbox?q=${caseNumber}`);
    expect(outbox.status).toBe(200);
    expect(outbox.body.content.total).toBe(0);
    expect(outbox.body.content.items.filter((m) => m.reference === caseNumber)).toEqual([]);
  });

  it('sends nothing when the user turned e-mail notifications off', async () => {
    await user.put('/mapi/users/settings', { user_settings: { emailNotifications: false } });
    const created = await user.post<{ caseNumber: string }>('/mapi/cases', CASE);
    expect(created.status).toBe(200);
    // The creation's mail work has finished (it looked the user's setting up and sent nothing).
    await backgroundMailsFinished();
    expect(received.some((m) => m.subject.includes(created.body.content.caseNumber))).toBe(false);
    await user.put('/mapi/users/settings', {
      user_settings: { emailNotifications: true, language: 'en-US' },
    });
  });

  it('keeps a mail the SMTP server refuses in the outbox as failed, with the error', async () => {
    await user.put('/mapi/users/settings', {
      user_settings: { emailNotifications: true, language: 'en-US' },
    });
    refuse = true;
    try {
      const created = await user.post<{ caseNumber: string }>('/mapi/cases', {
        ...CASE,
        title: 'Refused mail',
      });
      expect(created.status).toBe(200);
      const caseNumber = created.body.content.caseNumber;
      const staff = createClient({ baseUrl: portal.url, ip: '10.62.0.4' });
      await staff.login(demo().vendorAdmin);
      const kept = await waitFor('the failed mail', async () => {
        const res = await staff.get<TOutboxPage>(`/mapi/admin/outbox?q=${caseNumber}`);
        return res.body.content.total === 1 ? res.body.content : undefined;
      });
      expect(kept.items[0]).toMatchObject({
        to: demo().nwUser,
        reference: caseNumber,
        kind: 'case.created',
        status: 'failed',
      });
      expect(kept.items[0]?.error).toMatch(/Mailbox unavailable/);
      expect(received.some((m) => m.subject.includes(caseNumber))).toBe(false);
    } finally {
      refuse = false;
    }
  });

  it('answers UploadErrorUseAddNote, naming the case, when storing an attachment fails after creation', async () => {
    const created = await user.post<{ caseNumber: string }>('/mapi/cases', CASE);
    const caseNumber = created.body.content.caseNumber;
    const probe = await user.get('/mapi/health');
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), 'report.pdf');
    const res = await fetch(
      `${portal.url}/mapi/cases/${caseNumber}/attachments?account_id=${NORTHWIND_ASTRO}`,
      {
        method: 'POST',
        headers: {
          cookie: user.cookieHeader(),
          'csrf-token': probe.headers.get('x-csrf') ?? '',
          'accept-language': 'en-US',
        },
        body: form,
      },
    );
    expect(res.status).toBe(500);
    const body = (await res.json()) as {
      code: string;
      content: { message: string; values: { caseNumber: string } };
    };
    expect(body.code).toBe('ServerValidation.500UploadErrorUseAddNote');
    expect(body.content.values.caseNumber).toBe(caseNumber);
    expect(body.content.message).toContain('Add note');
    expect(body.content.message).toContain(caseNumber);
    const detail = await user.get<{ attachments: unknown[] }>(
      `/mapi/cases/${caseNumber}?account_id=${NORTHWIND_ASTRO}`,
    );
    expect(detail.body.content.attachments).toEqual([]);
  });
});

describe('case e-mails without SMTP: the outbox', () => {
  /** The outbox answer for a query string (`q=...&page=...`), as the staff member reads it. */
  async function outboxOf(c: TClient, query = ''): Promise<TOutboxPage> {
    const res = await c.get<TOutboxPage>(`/mapi/admin/outbox${query ? `?${query}` : ''}`);
    expect(res.status, query).toBe(200);
    return res.body.content;
  }

  /** A word no other test writes, so the mails of one test can be told apart on the shared portal. */
  const token = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

  /** Creates `n` cases on `account` whose titles hold `word`; their case numbers, oldest first. */
  async function createCases(c: TClient, account: string, word: string, n: number): Promise<string[]> {
    const numbers: string[] = [];
    for (let i = 0; i < n; i++) {
      const created = await c.post<{ caseNumber: string }>('/mapi/cases', {
        ...CASE,
        account_id: account,
        category: 'tsu',
        title: `Outbox ${word} ${i + 1}`,
      });
      expect(created.status).toBe(200);
      numbers.push(created.body.content.caseNumber);
    }
    return numbers;
  }

  it('keeps the mail in the outbox, which vendor staff (only) can read', async () => {
    const author = createClient({ ip: '10.62.1.1' });
    await author.login(demo().nwAdmin);
    const created = await author.post<{ caseNumber: string }>('/mapi/cases', {
      ...CASE,
      title: 'Outbox check',
    });
    expect(created.status).toBe(200);
    const caseNumber = created.body.content.caseNumber;
    const staff = createClient({ ip: '10.62.1.2' });
    await staff.login(demo().vendorAdmin);
    const mail = await waitFor('the outbox entry', async () =>
      (await outboxOf(staff, 'limit=100')).items.find((m) => m.reference === caseNumber),
    );
    expect(mail).toMatchObject({
      to: demo().nwAdmin,
      kind: 'case.created',
      status: 'kept',
      accountId: NORTHWIND_ASTRO,
      accountName: 'Northwind County Radio',
      subject: `Case ${caseNumber} created: Outbox check`,
    });
    expect(mail.body).toContain('about 5 minutes');
    expect((await author.get('/mapi/admin/outbox')).status).toBe(403);
  });

  it('refuses customer logins (403 Forbidden, whatever their role) and answers 401 without a session', async () => {
    for (const [i, login] of [demo().nwAdmin, demo().nwUser, demo().nwGuest, demo().contoso].entries()) {
      const c = createClient({ ip: `10.62.2.${i + 1}` });
      expect((await c.login(login)).status).toBe(200);
      const res = await c.get<TOutboxPage>('/mapi/admin/outbox?page=0&limit=10&q=case');
      expect(res.status, login).toBe(403);
      expect(res.body.result, login).toBe(false);
      expect(res.body.code, login).toBe('ServerValidation.403Forbidden');
    }
    const anonymous = createClient({ ip: '10.62.2.9' });
    expect((await anonymous.get('/mapi/admin/outbox')).status).toBe(401);
  });

  it('pages newest first with the total, and normalises page and limit as every list does', async () => {
    const author = createClient({ ip: '10.62.3.1' });
    await author.login(demo().nwAdmin);
    const word = token('paging');
    const numbers = await createCases(author, NORTHWIND_ASTRO, word, 12);
    const staff = createClient({ ip: '10.62.3.2' });
    await staff.login(demo().vendorAdmin);
    await waitFor('the twelve mails', async () =>
      (await outboxOf(staff, `q=${word}`)).total === 12 ? true : undefined,
    );

    const first = await outboxOf(staff, `q=${word}&limit=10`);
    expect(first).toMatchObject({ total: 12, page: 0, limit: 10 });
    expect(first.items).toHaveLength(10);
    const second = await outboxOf(staff, `q=${word}&limit=10&page=1`);
    expect(second).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(second.items).toHaveLength(2);
    // The two pages hold every mail once, newest first (the mails are written after each case's
    // answer, so their order is that of their own times, not necessarily that of the cases).
    const both = [...first.items, ...second.items];
    expect(both.map((m) => m.reference).sort()).toEqual([...numbers].sort());
    const times = both.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    // A page past the end is empty but still tells the total.
    expect(await outboxOf(staff, `q=${word}&limit=10&page=5`)).toMatchObject({
      items: [],
      total: 12,
      page: 5,
    });
    // Bad values are normalised, never refused: limit one of 10/25/50/100 else 50, page else 0.
    expect(await outboxOf(staff, `q=${word}&limit=7&page=x`)).toMatchObject({
      total: 12,
      page: 0,
      limit: 50,
    });
    expect((await outboxOf(staff, `q=${word}&limit=25`)).limit).toBe(25);
    expect((await outboxOf(staff, `q=${word}`)).limit).toBe(50);
  });

  it('searches recipient, subject and reference, case-insensitively and literally', async () => {
    const author = createClient({ ip: '10.62.4.1' });
    await author.login(demo().nwAdmin);
    const word = token('Search');
    const [caseNumber] = await createCases(author, NORTHWIND_ASTRO, word, 1);
    const staff = createClient({ ip: '10.62.4.2' });
    await staff.login(demo().vendorAdmin);
    await waitFor('the mail', async () =>
      (await outboxOf(staff, `q=${word}`)).total === 1 ? true : undefined,
    );

    // The subject, in any case.
    const bySubject = await outboxOf(staff, `q=${encodeURIComponent(`  ${word.toUpperCase()} `)}`);
    expect(bySubject.total).toBe(1);
    expect(bySubject.items[0]).toMatchObject({ reference: caseNumber, to: demo().nwAdmin });
    // The reference (the case number).
    const byReference = await outboxOf(staff, `q=${caseNumber}&limit=100`);
    expect(byReference.items.map((m) => m.reference)).toContain(caseNumber);
    for (const m of byReference.items) expect(`${m.subject} ${m.reference ?? ''}`).toContain(caseNumber!);
    // The recipient, in any case.
    const byRecipient = await outboxOf(
      staff,
      `q=${encodeURIComponent(demo().nwAdmin.toUpperCase())}&limit=100`,
    );
    expect(byRecipient.total).toBeGreaterThanOrEqual(1);
    for (const m of byRecipient.items) expect(m.to.toLowerCase()).toContain(demo().nwAdmin);
    // LIKE wildcards are plain characters: `%` and `_` match only themselves.
    for (const wild of ['%', '_', `${word}%`]) {
      const res = await outboxOf(staff, `q=${encodeURIComponent(wild)}&limit=100`);
      for (const m of res.items) expect(`${m.to} ${m.subject} ${m.reference ?? ''}`).toContain(wild);
    }
    expect((await outboxOf(staff, `q=${encodeURIComponent(`${word}_`)}`)).total).toBe(0);
    // An empty search is no search; a search longer than 200 characters is refused.
    expect((await outboxOf(staff, 'q=&limit=10')).total).toBeGreaterThanOrEqual(1);
    const long = await staff.get(`/mapi/admin/outbox?q=${'x'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.result).toBe(false);
    expect((await staff.get(`/mapi/admin/outbox?q=${'x'.repeat(200)}`)).status).toBe(200);
    // Unknown parameters are refused (the query is strict).
    expect((await staff.get('/mapi/admin/outbox?account_id=NA-100001')).status).toBe(400);
  });

  it("shows staff without all-accounts access only their accounts' mails, in the items and in the total", async () => {
    const word = token('scope');
    const northwind = createClient({ ip: '10.62.5.1' });
    await northwind.login(demo().nwAdmin);
    const [nwCase] = await createCases(northwind, NORTHWIND_ASTRO, word, 1);
    const contoso = createClient({ ip: '10.62.5.2' });
    await contoso.login(demo().contoso);
    const [coCase] = await createCases(contoso, CONTOSO_LTE, word, 1);

    const vendorAdmin = createClient({ ip: '10.62.5.3' });
    await vendorAdmin.login(demo().vendorAdmin);
    const all = await waitFor('both mails', async () => {
      const page = await outboxOf(vendorAdmin, `q=${word}`);
      return page.total === 2 ? page : undefined;
    });
    expect(all.items.map((m) => m.reference).sort()).toEqual([nwCase, coCase].sort());

    // staff@ holds Contoso's LTE account (as User), none of Northwind's.
    const staff = createClient({ ip: '10.62.5.4' });
    await staff.login(demo().staff);
    const own = await outboxOf(staff, `q=${word}`);
    expect(own.total).toBe(1);
    expect(own.items.map((m) => m.reference)).toEqual([coCase]);
    expect(own.items[0]?.accountId).toBe(CONTOSO_LTE);
    expect((await outboxOf(staff, `q=${nwCase}`)).items.find((m) => m.reference === nwCase)).toBeUndefined();
    // Whatever page is asked for, nothing of an account the staff member does not hold.
    const held = new Set([CONTOSO_LTE]);
    const statusRes = await staff.get<{ accounts: { account_id: string }[] }>('/mapi/index/status');
    for (const a of statusRes.body.content.accounts) held.add(a.account_id);
    const everything = await outboxOf(staff, 'limit=100');
    expect(everything.items.filter((m) => !m.accountId || !held.has(m.accountId))).toEqual([]);
  });
});
