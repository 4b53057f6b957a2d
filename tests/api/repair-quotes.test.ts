import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, repairEvents, repairs, users } from '../../src/server/db/schema/index.ts';
import type { TAppContext } from '../../src/server/platform/app-context.ts';
import { translate } from '../../src/server/platform/i18n.ts';
import { backgroundMailsFinished } from '../../src/server/platform/mail.ts';
import { runQuoteExpiry } from '../../src/server/modules/repairs/repair-quote.ts';
import { ZRepairDetail, type TRepairDetail } from '../../src/shared/contracts/repairs.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { waitFor } from '../support/wait-for.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * Repair quotes (issue 30 point 6; spec sections 4 and 9): accept, reject, dispute with comments,
 * 'Quotation is allready resolved' for a second answer (two at once included), who may answer, the
 * e-mail when the user's setting is on, and the job that returns unanswered quotes after 30 days
 * and reminds SIM-card quotes once. A portal of its own (the answers change the demo repairs), on
 * PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */
let portal: TTestPortal;
let ctx: TAppContext;
let user: TClient;
let guest: TClient;
let contoso: TClient;
let userId: string;

const DAY = 86_400_000;

beforeAll(async () => {
  portal = await startTestPortal('quotes', { trustProxy: true });
  ctx = { config: portal.config, database: portal.database, jobs: portal.jobs };
  user = createClient({ baseUrl: portal.url, ip: '10.66.0.1' });
  guest = createClient({ baseUrl: portal.url, ip: '10.66.0.2' });
  contoso = createClient({ baseUrl: portal.url, ip: '10.66.0.3' });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  expect((await guest.login(demo().nwGuest)).status).toBe(200);
  expect((await contoso.login(demo().contoso)).status).toBe(200);
  const [me] = await portal.database.db.select().from(users).where(eq(users.email, demo().nwUser));
  userId = me!.id;
  // The quotes' e-mails go to the repair's requester: the demo user here.
  await portal.database.db
    .update(repairs)
    .set({ requestedBy: userId })
    .where(eq(repairs.accountId, NORTHWIND_ASTRO));
});

afterAll(async () => {
  await portal?.stop();
});

/** The device repairs of NA-100001 not yet used by a test, one per call. */
let nextRepair = 0;
async function freshRepair(): Promise<string> {
  const rows = await portal.database.db
    .select({ repairNo: repairs.repairNo })
    .from(repairs)
    .where(and(eq(repairs.accountId, NORTHWIND_ASTRO), eq(repairs.kind, 'device')))
    .orderBy(repairs.repairNo);
  const row = rows[nextRepair++];
  if (!row) throw new Error('out of demo repairs');
  return row.repairNo;
}

/** Gives a repair an open quote dated `daysAgo` before now (a SIM-card quote if told). */
async function openQuote(daysAgo: number, simCard = false, now = Date.now()): Promise<string> {
  const repairNo = await freshRepair();
  await portal.database.db
    .update(repairs)
    .set({
      quoteNumber: `Q-T${repairNo.slice(1)}`,
      unitPrice: '249.50',
      currency: 'USD',
      quotationDate: new Date(now - daysAgo * DAY),
      quoteSimCard: simCard,
      quoteState: null,
      quoteAnsweredAt: null,
      quoteAnsweredBy: null,
      quoteComments: null,
      quoteRemindedAt: null,
    })
    .where(eq(repairs.repairNo, repairNo));
  return repairNo;
}

const answer = (c: TClient, repairNo: string, body: Record<string, unknown>, account = NORTHWIND_ASTRO) =>
  c.post<TRepairDetail>(`/mapi/repairs/${repairNo}/quote`, { account_id: account, ...body });

const detail = async (repairNo: string) =>
  ZRepairDetail.parse(
    (await user.get<TRepairDetail>(`/mapi/repairs/${repairNo}?account_id=${NORTHWIND_ASTRO}`)).body.content,
  );

const mailsOf = (repairNo: string) =>
  portal.database.db.select().from(outbox).where(eq(outbox.reference, repairNo));

const setNotifications = (on: boolean) =>
  user.put('/mapi/users/settings', { user_settings: { emailNotifications: on, language: 'en-US' } });

function fields(res: TResponse) {
  return (res.body.content as { fields?: { path: string; message: { id: string } }[] }).fields ?? [];
}

describe('answering a quote', () => {
  it('shows an open quote with its reply-by date: 30 days, 10 for a SIM-card quote', async () => {
    const plain = await openQuote(2);
    const sim = await openQuote(2, true);
    const a = (await detail(plain)).quote!;
    expect(a).toMatchObject({
      number: `Q-T${plain.slice(1)}`,
      unitPrice: 249.5,
      currency: 'USD',
      state: 'open',
    });
    expect(Date.parse(a.replyBy) - Date.parse(a.quotationDate)).toBe(30 * DAY);
    const b = (await detail(sim)).quote!;
    expect(b.simCard).toBe(true);
    expect(Date.parse(b.replyBy) - Date.parse(b.quotationDate)).toBe(10 * DAY);
  });

  it('accepts: the unit goes to repair (approved, in repair), who and when recorded, a second answer is 409', async () => {
    await setNotifications(true);
    const repairNo = await openQuote(3);
    const res = await answer(user, repairNo, { decision: 'accept' });
    expect(res.status).toBe(200);
    const d = ZRepairDetail.parse(res.body.content);
    expect(d.quote).toMatchObject({ state: 'accepted', answeredBy: 'Umar Northcott', comments: null });
    expect(Date.now() - Date.parse(d.quote!.answeredAt!)).toBeLessThan(60_000);
    expect(d.timeline.slice(0, 2).map((e) => e.step)).toEqual(['inRepair', 'approved']);

    const again = await answer(user, repairNo, { decision: 'reject' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ result: false, code: 'ServerValidation.409QuotationResolved' });
    expect((again.body.content as unknown as { message: string }).message).toBe(
      'Quotation is allready resolved',
    );
    expect((await detail(repairNo)).quote!.state).toBe('accepted');
    // The answer is audited once (who, which account, which quote); the refused second one is not.
    const audited = await portal.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'repair_quote_answer'), sql`${auditLog.detail}->>'repairNumber' = ${repairNo}`));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      login: demo().nwUser,
      accountId: NORTHWIND_ASTRO,
      detail: { repairNumber: repairNo, quoteNumber: `Q-T${repairNo.slice(1)}`, decision: 'accept' },
    });

    const mail = await waitFor('the acceptance mail', async () => (await mailsOf(repairNo))[0]);
    expect(mail).toMatchObject({
      toAddress: demo().nwUser,
      kind: 'repair.quote.accepted',
      accountId: NORTHWIND_ASTRO,
    });
    expect(mail.subject).toBe(
      translate('en-US', 'Mail.repairQuote.subject', {
        repairNumber: repairNo,
        quoteNumber: `Q-T${repairNo.slice(1)}`,
      }),
    );
    expect(mail.body).toContain('accepted by Umar Northcott');
  });

  it('rejects: returned unrepaired', async () => {
    const repairNo = await openQuote(3);
    const res = await answer(user, repairNo, { decision: 'reject' });
    expect(res.status).toBe(200);
    expect(res.body.content.quote!.state).toBe('rejected');
    expect(res.body.content.timeline[0]!.step).toBe('returnedUnrepaired');
    expect(res.body.content.timeline.some((e) => e.step === 'approved')).toBe(false);
  });

  it('disputes with comments, and refuses a dispute without them or with too long ones', async () => {
    const repairNo = await openQuote(3);
    const empty = await answer(user, repairNo, { decision: 'dispute', comments: '   ' });
    expect(empty.status).toBe(400);
    expect(fields(empty)).toEqual([
      { path: 'body.comments', message: { id: 'Validation.required', values: { field: 'Comments' } } },
    ]);
    const none = await answer(user, repairNo, { decision: 'dispute' });
    expect(none.status).toBe(400);
    const long = await answer(user, repairNo, { decision: 'dispute', comments: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(fields(long).map((f) => [f.path, f.message.id])).toEqual([
      ['body.comments', 'Validation.maxLength'],
    ]);
    expect((await detail(repairNo)).quote!.state).toBe('open');

    const res = await answer(user, repairNo, {
      decision: 'dispute',
      comments: ' Price above the flat rate ',
    });
    expect(res.status).toBe(200);
    expect(res.body.content.quote).toMatchObject({
      state: 'disputed',
      comments: 'Price above the flat rate',
    });
    expect(res.body.content.timeline[0]!.step).toBe('disputed');
    const mail = await waitFor('the dispute mail', async () => (await mailsOf(repairNo))[0]);
    expect(mail.body).toContain('Price above the flat rate');
    expect((await answer(user, repairNo, { decision: 'accept' })).status).toBe(409);
  });

  it('lets exactly one of two answers at once win', async () => {
    const repairNo = await openQuote(3);
    const [a, b] = await Promise.all([
      answer(user, repairNo, { decision: 'accept' }),
      answer(user, repairNo, { decision: 'reject' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'accepted' : 'rejected';
    const d = await detail(repairNo);
    expect(d.quote!.state).toBe(winner);
    const events = await portal.database.db
      .select({ step: repairEvents.step })
      .from(repairEvents)
      .where(
        and(
          eq(repairEvents.repairNo, repairNo),
          sql`${repairEvents.step} in ('approved', 'inRepair', 'returnedUnrepaired')`,
        ),
      );
    expect(events.length).toBe(winner === 'accepted' ? 2 : 1);
  });

  it('refuses the Guest (403), another account (403), and a repair of another account or without a quote (404)', async () => {
    const repairNo = await openQuote(3);
    const byGuest = await answer(guest, repairNo, { decision: 'accept' });
    expect(byGuest.status).toBe(403);
    expect(byGuest.body.result).toBe(false);
    expect((await answer(contoso, repairNo, { decision: 'accept' })).status).toBe(403);
    // Contoso's own account does not have this repair.
    expect((await answer(contoso, repairNo, { decision: 'accept' }, CONTOSO_LTE)).status).toBe(404);
    const noQuote = await freshRepair();
    await portal.database.db
      .update(repairs)
      .set({ quoteNumber: null, quotationDate: null, unitPrice: null })
      .where(eq(repairs.repairNo, noQuote));
    expect((await answer(user, noQuote, { decision: 'accept' })).status).toBe(404);
    expect((await detail(repairNo)).quote!.state).toBe('open');
  });

  it('sends no e-mail when the user turned notifications off', async () => {
    await setNotifications(false);
    try {
      const repairNo = await openQuote(3);
      expect((await answer(user, repairNo, { decision: 'reject' })).status).toBe(200);
      // The answer's mail work has finished (it read the setting and kept nothing in the outbox).
      await backgroundMailsFinished();
      expect(await mailsOf(repairNo)).toEqual([]);
    } finally {
      await setNotifications(true);
    }
  });
});

describe('the repair-quote-expiry job', () => {
  it('returns quotes unanswered for 30 days unrepaired, once, with an e-mail', async () => {
    await setNotifications(true);
    const now = Date.now();
    const old = await openQuote(31, false, now);
    const young = await openQuote(29, false, now);
    const first = await runQuoteExpiry(ctx, new Date(now));
    expect(first.returned).toContain(old);
    expect(first.returned).not.toContain(young);
    const d = await detail(old);
    expect(d.quote).toMatchObject({ state: 'expired', answeredBy: null });
    expect(d.timeline[0]!.step).toBe('returnedUnrepaired');
    expect((await detail(young)).quote!.state).toBe('open');
    const mails = await mailsOf(old);
    expect(mails.map((m) => m.kind)).toEqual(['repair.quote.expired']);

    // Run again: nothing more for the returned quote.
    const second = await runQuoteExpiry(ctx, new Date(now + 60_000));
    expect(second.returned).not.toContain(old);
    expect(await mailsOf(old)).toHaveLength(1);
    expect(
      (await portal.database.db.select().from(repairEvents).where(eq(repairEvents.repairNo, old))).filter(
        (e) => e.step === 'returnedUnrepaired',
      ),
    ).toHaveLength(1);
    // An answered quote is left alone however old.
    expect((await answer(user, old, { decision: 'accept' })).status).toBe(409);
  });

  it('reminds a SIM-card quote once, 3 days before its 10-day reply-by date', async () => {
    const now = Date.now();
    const due = await openQuote(8, true, now);
    const early = await openQuote(5, true, now);
    const plain = await openQuote(8, false, now);
    const first = await runQuoteExpiry(ctx, new Date(now));
    expect(first.reminded).toContain(due);
    expect(first.reminded).not.toContain(early);
    expect(first.reminded).not.toContain(plain);
    const mails = await mailsOf(due);
    expect(mails.map((m) => m.kind)).toEqual(['repair.quote.reminder']);
    expect(mails[0]!.body).toContain(new Date(now + 2 * DAY).toISOString().slice(0, 10));
    expect((await detail(due)).quote!.state).toBe('open');

    const second = await runQuoteExpiry(ctx, new Date(now + 3_600_000));
    expect(second.reminded).not.toContain(due);
    expect(await mailsOf(due)).toHaveLength(1);
    // The early one's turn comes two days later.
    expect((await runQuoteExpiry(ctx, new Date(now + 2 * DAY))).reminded).toContain(early);
  });

  it('is declared on the runner as an hourly job', async () => {
    const { rows } = await portal.database.executeSql(
      "select name from pgboss.queue where name = 'repair-quote-expiry'",
    );
    expect(rows).toHaveLength(1);
  });
});
