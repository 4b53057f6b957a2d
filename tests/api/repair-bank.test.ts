import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, repairBankAccounts, repairs, users } from '../../src/server/db/schema/index.ts';
import {
  ZRepairBankHistoryPage,
  ZRepairBankSummary,
  type TRepairBankHistoryRow,
  type TRepairBankSummary,
} from '../../src/shared/contracts/repair-bank.ts';
import type { TRepairDetail } from '../../src/shared/contracts/repairs.ts';
import { parseCsv } from '../support/csv-parse.ts';
import { backgroundMailsFinished } from '../../src/server/platform/mail.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { waitFor } from '../support/wait-for.ts';
import { NORTHWIND_ASTRO, NORTHWIND_TRBO, createClient, demo, type TClient } from './client.ts';

/**
 * The repair bank (issue 30 point 8; spec section 3 Repair bank account, section 9 amounts in USD):
 * balances per customer number, the history list and its export, an accepted quote of a
 * service-repair-bank repair drawn as a pending charge in the same transaction, the low-balance
 * e-mail once per crossing. A portal of its own (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
let portal: TTestPortal;
let user: TClient;
let guest: TClient;
let contoso: TClient;
const CUSTOMER = 'C1000001';

beforeAll(async () => {
  portal = await startTestPortal('bank', { trustProxy: true });
  user = createClient({ baseUrl: portal.url, ip: '10.67.0.1' });
  guest = createClient({ baseUrl: portal.url, ip: '10.67.0.2' });
  contoso = createClient({ baseUrl: portal.url, ip: '10.67.0.3' });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  expect((await guest.login(demo().nwGuest)).status).toBe(200);
  expect((await contoso.login(demo().contoso)).status).toBe(200);
  const [me] = await portal.database.db.select().from(users).where(eq(users.email, demo().nwUser));
  await portal.database.db
    .update(repairs)
    .set({ requestedBy: me!.id })
    .where(eq(repairs.accountId, NORTHWIND_ASTRO));
  await user.put('/mapi/users/settings', { user_settings: { emailNotifications: true, language: 'en-US' } });
});

afterAll(async () => {
  await portal?.stop();
});

const bank = async (account = NORTHWIND_ASTRO) =>
  ZRepairBankSummary.parse(
    (await user.get<TRepairBankSummary>(`/mapi/repair-bank?account_id=${account}`)).body.content,
  ).accounts;

const history = async () => {
  const res = await user.get(`/mapi/repair-bank/history?account_id=${NORTHWIND_ASTRO}&limit=100`);
  expect(res.status).toBe(200);
  return ZRepairBankHistoryPage.parse(res.body.content).rows as TRepairBankHistoryRow[];
};

/** A device repair of NA-100001 made a service-repair-bank repair with an open quote of `price` `currency`. */
let next = 0;
async function bankQuote(price: string, currency = 'USD'): Promise<string> {
  const rows = await portal.database.db
    .select({ repairNo: repairs.repairNo })
    .from(repairs)
    .where(and(eq(repairs.accountId, NORTHWIND_ASTRO), eq(repairs.kind, 'device')))
    .orderBy(repairs.repairNo);
  const repairNo = rows[next++]!.repairNo;
  await portal.database.db
    .update(repairs)
    .set({
      serviceType: 'serviceRepairBank',
      customerNumber: CUSTOMER,
      quoteNumber: `Q-B${repairNo.slice(1)}`,
      unitPrice: price,
      currency,
      quotationDate: new Date(Date.now() - 86_400_000),
      quoteState: null,
      quoteAnsweredAt: null,
      quoteAnsweredBy: null,
    })
    .where(eq(repairs.repairNo, repairNo));
  return repairNo;
}

const accept = (repairNo: string) =>
  user.post<TRepairDetail>(`/mapi/repairs/${repairNo}/quote`, {
    account_id: NORTHWIND_ASTRO,
    decision: 'accept',
  });

const setBank = (balanceCents: number, thresholdCents: number) =>
  portal.database.db
    .update(repairBankAccounts)
    .set({ balanceCents, thresholdCents, pendingCents: 0, lowNotified: false })
    .where(
      and(eq(repairBankAccounts.accountId, NORTHWIND_ASTRO), eq(repairBankAccounts.customerNumber, CUSTOMER)),
    );

const lowMails = () =>
  portal.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'repairBank.low'), eq(outbox.accountId, NORTHWIND_ASTRO)));

describe('repair bank', () => {
  it('answers each customer number with balance, pending charges, threshold in USD, and warns under the threshold', async () => {
    const [own] = await bank();
    expect(own).toMatchObject({ customerNumber: CUSTOMER, pendingCharges: 0, threshold: 1000, low: false });
    expect(own!.available).toBe(own!.balance);
    const [low] = await bank(NORTHWIND_TRBO);
    expect(low).toMatchObject({ customerNumber: 'C1000002', low: true });
    expect(low!.available).toBeLessThan(low!.threshold);
  });

  it('is for Users of the account: Guest 403, another account 403', async () => {
    expect((await guest.get(`/mapi/repair-bank?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
    expect((await guest.get(`/mapi/repair-bank/history?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
    expect((await contoso.get(`/mapi/repair-bank?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
    expect((await contoso.get(`/mapi/repair-bank/history?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
  });

  it('lists the history newest first and exports it', async () => {
    const rows = await history();
    expect(rows.map((r) => r.kind)).toEqual(['charge', 'deposit']);
    expect(rows[1]!.balance + rows[0]!.amount).toBe(rows[0]!.balance);
    const res = await fetch(
      `${portal.url}/mapi/repair-bank/history/export?account_id=${NORTHWIND_ASTRO}&format=csv&date_from=2020-01-01&date_to=2099-12-31&columns=kind,amount`,
      { headers: { cookie: user.cookieHeader() } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="100001_RepairBank_History_2020-01-01_2099-12-31.csv"',
    );
    const [header, ...lines] = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Entry', 'Amount (USD)']);
    expect(lines).toHaveLength(2);
  });

  it("draws an accepted quote's price as a pending charge, and e-mails the low balance once per crossing", async () => {
    await setBank(100_000, 80_000);
    const first = await bankQuote('249.50');
    expect((await accept(first)).status).toBe(200);
    const [after] = await bank();
    expect(after).toMatchObject({ balance: 1000, pendingCharges: 249.5, available: 750.5, low: true });
    const [row] = await history();
    expect(row).toMatchObject({
      kind: 'pendingCharge',
      amount: -249.5,
      pendingCharges: 249.5,
      repairNumber: first,
    });
    const mail = await waitFor('the low-balance mail', async () => (await lowMails())[0]);
    expect(mail.toAddress).toBe(demo().nwUser);
    expect(mail.subject).toBe('Repair bank C1000001: balance under $800.00');

    // Still under: no second mail.
    const second = await bankQuote('10.00');
    expect((await accept(second)).status).toBe(200);
    // The acceptance's mail work has finished: still the one mail in the outbox.
    await backgroundMailsFinished();
    expect(await lowMails()).toHaveLength(1);
    expect((await bank())[0]!.pendingCharges).toBe(259.5);

    // Back above (a top-up) and under again: a new crossing, a new mail.
    await setBank(100_000, 80_000);
    expect((await accept(await bankQuote('300.00'))).status).toBe(200);
    await waitFor('the second crossing mail', async () =>
      (await lowMails()).length === 2 ? true : undefined,
    );
  });

  it('adds up two acceptances at once (the bank row is locked)', async () => {
    await setBank(1_000_000, 10_000);
    const [a, b] = [await bankQuote('100.00'), await bankQuote('50.25')];
    const answers = await Promise.all([accept(a), accept(b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await bank())[0]!.pendingCharges).toBe(150.25);
    const pending = (await history()).filter(
      (r) => r.kind === 'pendingCharge' && [a, b].includes(r.repairNumber!),
    );
    // Whichever came first, the second saw its pending charge.
    const seen = pending.map((r) => r.pendingCharges).sort((x, y) => x - y);
    expect(seen[1]).toBe(150.25);
    expect([100, 50.25]).toContain(seen[0]);
  });

  it('refuses a bank quote that is not in USD, and leaves quote and bank as they were', async () => {
    await setBank(100_000, 10_000);
    const repairNo = await bankQuote('99.00', 'EUR');
    const res = await accept(repairNo);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ServerValidation.409RepairBankCurrency');
    expect((res.body.content as unknown as { message: string }).message).toBe(
      'A repair bank pays quotes in USD only, and this quote is in EUR. Please contact Customer Care.',
    );
    expect((await bank())[0]!.pendingCharges).toBe(0);
    const detail = await user.get<TRepairDetail>(`/mapi/repairs/${repairNo}?account_id=${NORTHWIND_ASTRO}`);
    expect(detail.body.content.quote!.state).toBe('open');
    expect(
      detail.body.content.timeline.some(
        (e) => e.step === 'approved' && Date.now() - Date.parse(e.at) < 60_000,
      ),
    ).toBe(false);
  });

  it('refuses a bank quote of a customer number without a repair bank, naming the number, and leaves the quote open', async () => {
    const repairNo = await bankQuote('45.00');
    await portal.database.db.update(repairs).set({ customerNumber: 'C0000009' }).where(eq(repairs.repairNo, repairNo));
    const res = await accept(repairNo);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ServerValidation.409NoRepairBank');
    expect((res.body.content as unknown as { message: string }).message).toBe(
      'Customer number C0000009 has no repair bank, so this quote cannot be paid from it. Please contact Customer Care.',
    );
    const detail = await user.get<TRepairDetail>(`/mapi/repairs/${repairNo}?account_id=${NORTHWIND_ASTRO}`);
    expect(detail.body.content.quote!.state).toBe('open');
  });
});
