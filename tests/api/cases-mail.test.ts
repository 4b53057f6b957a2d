import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOutboxMail } from '../../src/shared/contracts/outbox.ts';
import { translate } from '../../src/server/platform/i18n.ts';
import { startServer, type TRunningServer } from '../../src/server/start-server.ts';
import { createFreshDatabase } from '../support/fresh-database.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

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

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 10_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

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
  let portal: TRunningServer;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let user: TClient;
  let admin: TClient;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
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
    let databaseUrl: string | undefined;
    if (process.env.TEST_DATABASE_URL) {
      const fresh = await createFreshDatabase(process.env.TEST_DATABASE_URL, 'mail');
      databaseUrl = fresh.url;
      dropDatabase = fresh.drop;
    }
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-'));
    fs.writeFileSync(path.join(dataDir, 'not-a-folder'), 'x');
    portal = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl,
      seedScale: 'tiny',
      logLevel: 'silent',
      trustProxy: true,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      filesDir: path.join(dataDir, 'not-a-folder', 'files'),
    });
    user = createClient({ baseUrl: portal.url, ip: '10.62.0.1' });
    admin = createClient({ baseUrl: portal.url, ip: '10.62.0.2' });
    expect((await user.login(demo().nwUser)).status).toBe(200);
    expect((await admin.login(demo().nwAdmin)).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await portal?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await dropDatabase?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
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
    await user.post(`/mapi/cases/${caseNumber}/closure`, { account_id: NORTHWIND_ASTRO, reason: 'Fixed' });
    await new Promise((r) => setTimeout(r, 300));
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
    const outbox = await staff.get<TOutboxMail[]>('/mapi/admin/outbox');
    expect(outbox.body.content.filter((m) => m.reference === caseNumber)).toEqual([]);
  });

  it('sends nothing when the user turned e-mail notifications off', async () => {
    await user.put('/mapi/users/settings', { user_settings: { emailNotifications: false } });
    const created = await user.post<{ caseNumber: string }>('/mapi/cases', CASE);
    expect(created.status).toBe(200);
    await new Promise((r) => setTimeout(r, 800));
    expect(received.some((m) => m.subject.includes(created.body.content.caseNumber))).toBe(false);
    await user.put('/mapi/users/settings', {
      user_settings: { emailNotifications: true, language: 'en-US' },
    });
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
          cookie: [...user.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
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
      (await staff.get<TOutboxMail[]>('/mapi/admin/outbox?limit=100')).body.content.find(
        (m) => m.reference === caseNumber,
      ),
    );
    expect(mail).toMatchObject({
      to: demo().nwAdmin,
      kind: 'case.created',
      status: 'kept',
      accountId: NORTHWIND_ASTRO,
      subject: `Case ${caseNumber} created: Outbox check`,
    });
    expect(mail.body).toContain('about 5 minutes');
    expect((await author.get('/mapi/admin/outbox')).status).toBe(403);
  });
});
