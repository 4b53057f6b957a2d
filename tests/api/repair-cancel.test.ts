import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  localCharges,
  paymentRefunds,
  payments,
  repairEvents,
  repairRequests,
  repairs,
  users,
} from '../../src/server/db/schema/index.ts';
import type { TAppContext } from '../../src/server/platform/app-context.ts';
import { translate } from '../../src/server/platform/i18n.ts';
import { chargeCard, refundRepair } from '../../src/server/modules/payments/charge-card.ts';
import type { TCardToken, TRepairCancellation } from '../../src/shared/contracts/payments.ts';
import type { TRepairDetail } from '../../src/shared/contracts/repairs.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * Cancelling a repair (issue 30 point 5): a repair not yet at the depot (only 'requested' on its
 * timeline) closes with a 'cancelled' step, and what the card paid for it is refunded once; a
 * second cancel and a repair the depot received are 409, translated; Guests 403, another account's
 * user 403 and another account's repair 404; audited. Repairs as a portal checkout leaves them
 * (a request with its card payment, units with their charged amounts) are written here directly.
 */
let portal: TTestPortal;
let ctx: TAppContext;
let user: TClient;
let guest: TClient;
let contoso: TClient;
let userId: string;

beforeAll(async () => {
  portal = await startTestPortal('repair-cancel');
  ctx = { config: portal.config, database: portal.database, jobs: portal.jobs };
  user = createClient({ baseUrl: portal.url, locale: 'de-DE' });
  guest = createClient({ baseUrl: portal.url });
  contoso = createClient({ baseUrl: portal.url });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  expect((await guest.login(demo().nwGuest)).status).toBe(200);
  expect((await contoso.login(demo().contoso)).status).toBe(200);
  const [me] = await portal.database.db.select().from(users).where(eq(users.email, demo().nwUser));
  userId = me!.id;
});

afterAll(async () => {
  await portal?.stop();
});

const ADDRESS = {
  name: 'Northwind Radio',
  lines: ['1 Main St'],
  city: 'Springfield',
  postalCode: '01101',
  country: 'US',
};
let nextNo = 0;

/**
 * A request of `units` sent from the portal: paid by card when the units have prices (their sum),
 * each unit a repair with only 'requested' on its timeline.
 */
async function requestRepairs(unitCents: (number | null)[], account = NORTHWIND_ASTRO): Promise<string[]> {
  const n = ++nextNo;
  const total = unitCents.reduce<number>((sum, c) => sum + (c ?? 0), 0);
  let paymentId: string | null = null;
  if (total > 0) {
    const tok = await user.post<TCardToken>('/local-processor/v1/tokens', {
      number: '4242 4242 4242 4242',
      exp: `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`,
      cvc: '123',
      name: 'Dana Field',
    });
    expect(tok.status).toBe(200);
    const paid = await chargeCard(ctx, {
      accountId: account,
      userId,
      amountCents: total,
      cardToken: tok.body.content.token,
      idempotencyKey: `request-${n}`,
      description: `Repair request RQ-T${n}`,
    });
    paymentId = paid.paymentId;
  }
  const requestNo = `RQ-T${n}`;
  await ctx.database.db.insert(repairRequests).values({
    requestNo,
    accountId: account,
    requestedBy: userId,
    customerNumber: 'C-100001',
    depot: 'Schaumburg Depot',
    billingAddress: ADDRESS,
    shippingAddress: ADDRESS,
    paymentId,
  });
  const numbers: string[] = [];
  for (const [i, cents] of unitCents.entries()) {
    const repairNo = `R29${String(n * 10 + i).padStart(5, '0')}`;
    await ctx.database.db.insert(repairs).values({
      repairNo,
      accountId: account,
      kind: 'device',
      status: 'open',
      serialIn: `T${n}-${i}`,
      customerNumber: 'C-100001',
      depot: 'Schaumburg Depot',
      serviceType: cents === null ? 'warranty' : 'flatRate',
      requestNo,
      requestedBy: userId,
      chargedCents: cents,
    });
    await ctx.database.db.insert(repairEvents).values({ repairNo, step: 'requested', at: new Date() });
    numbers.push(repairNo);
  }
  return numbers;
}

const cancel = (client: TClient, repairNo: string, account = NORTHWIND_ASTRO) =>
  client.post<TRepairDetail>(`/mapi/repairs/${repairNo}/cancel`, { account_id: account });
const cancellation = (client: TClient, repairNo: string, account = NORTHWIND_ASTRO) =>
  client.get<TRepairCancellation>(`/mapi/repairs/${repairNo}/cancellation?account_id=${account}`);

async function paymentOf(repairNo: string) {
  const [row] = await ctx.database.db
    .select({ payment: payments })
    .from(repairs)
    .innerJoin(repairRequests, eq(repairRequests.requestNo, repairs.requestNo))
    .innerJoin(payments, eq(payments.id, repairRequests.paymentId))
    .where(eq(repairs.repairNo, repairNo));
  return row!.payment;
}

describe('cancel a repair not yet at the depot', () => {
  it('closes it with a cancelled step and refunds its charged amount once', async () => {
    const [first, second] = await requestRepairs([30_000, 12_500]);
    const before = await cancellation(user, first!);
    expect(before.status).toBe(200);
    expect(before.body.content).toMatchObject({
      cancellable: true,
      cancelledAt: null,
      payment: { brand: 'visa', last4: '4242', chargedCents: 30_000, refundedCents: 0, refundedAt: null },
    });

    const res = await cancel(user, first!);
    expect(res.status).toBe(200);
    expect(res.body.content.status).toBe('closed');
    expect(res.body.content.timeline.map((e) => e.step)).toEqual(['cancelled', 'requested']);

    const payment = await paymentOf(first!);
    expect(payment).toMatchObject({
      status: 'partiallyRefunded',
      refundedCents: 30_000,
      amountCents: 42_500,
    });
    const refunds = await ctx.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    expect(refunds).toMatchObject([{ repairNo: first, amountCents: 30_000 }]);
    const [processorRefund] = await ctx.database.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.id, refunds[0]!.processorRef));
    expect(processorRefund).toMatchObject({
      status: 'refund',
      amountCents: 30_000,
      token: payment.processorRef,
    });

    const after = await cancellation(user, first!);
    expect(after.body.content).toMatchObject({ cancellable: false, payment: { refundedCents: 30_000 } });
    expect(after.body.content.cancelledAt).not.toBeNull();
    expect(after.body.content.payment!.refundedAt).not.toBeNull();

    // Cancelling twice: 409, translated; nothing refunded again.
    const again = await cancel(user, first!);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ServerValidation.409RepairCancelled');
    expect(again.body.content).toMatchObject({
      message: translate('de-DE', 'ServerValidation.409RepairCancelled'),
    });
    expect(translate('de-DE', 'ServerValidation.409RepairCancelled')).not.toBe(
      translate('en-US', 'ServerValidation.409RepairCancelled'),
    );
    await ctx.database.db.transaction((tx) => refundRepair(ctx, tx, first!));
    expect((await paymentOf(first!)).refundedCents).toBe(30_000);

    // The other unit of the request: the rest of the payment; the payment is then refunded in full.
    expect((await cancel(user, second!)).status).toBe(200);
    expect(await paymentOf(second!)).toMatchObject({ status: 'refunded', refundedCents: 42_500 });

    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'repair_cancel'), eq(auditLog.accountId, NORTHWIND_ASTRO)));
    expect(audited.map((a) => (a.detail as { repairNumber: string }).repairNumber).sort()).toEqual(
      [first, second].sort(),
    );
    expect(audited[0]!.userId).toBe(userId);
  });

  it('cancels a repair the card paid nothing for without a refund', async () => {
    const [free] = await requestRepairs([null]);
    expect((await cancellation(user, free!)).body.content).toEqual({
      cancellable: true,
      cancelledAt: null,
      payment: null,
    });
    const res = await cancel(user, free!);
    expect(res.status).toBe(200);
    expect(res.body.content.status).toBe('closed');
    expect(
      await ctx.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.repairNo, free!)),
    ).toEqual([]);
  });

  it('two cancels at once: one cancels and refunds, the other is 409', async () => {
    const [unit] = await requestRepairs([9_900]);
    const answers = await Promise.all([cancel(user, unit!), cancel(user, unit!)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(
      await ctx.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.repairNo, unit!)),
    ).toHaveLength(1);
    expect(await paymentOf(unit!)).toMatchObject({ status: 'refunded', refundedCents: 9_900 });
  });

  it('refuses a repair the depot has received, or a back-office repair, with 409', async () => {
    const [received] = await requestRepairs([5_000]);
    await ctx.database.db
      .insert(repairEvents)
      .values({ repairNo: received!, step: 'received', at: new Date() });
    expect((await cancellation(user, received!)).body.content.cancellable).toBe(false);
    const res = await cancel(user, received!);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ServerValidation.409RepairNotCancellable');
    expect(res.body.content).toMatchObject({
      message: translate('de-DE', 'ServerValidation.409RepairNotCancellable'),
    });
    expect((await paymentOf(received!)).refundedCents).toBe(0);

    const [seeded] = await ctx.database.db
      .select({ repairNo: repairs.repairNo })
      .from(repairs)
      .where(and(eq(repairs.accountId, NORTHWIND_ASTRO), eq(repairs.status, 'open')))
      .limit(1);
    expect((await cancel(user, seeded!.repairNo)).status).toBe(409);
  });

  it('is for Users of the account: Guests 403, another account 403, another account’s repair 404', async () => {
    const [unit] = await requestRepairs([2_000]);
    expect((await cancel(guest, unit!)).status).toBe(403);
    expect((await cancellation(guest, unit!)).status).toBe(200);
    expect((await cancel(contoso, unit!)).status).toBe(403);
    expect((await cancellation(contoso, unit!)).status).toBe(403);
    const res = await cancel(contoso, unit!, CONTOSO_LTE);
    expect(res.status).toBe(404);
    expect((await cancellation(contoso, unit!, CONTOSO_LTE)).status).toBe(404);
    expect((await cancel(user, 'R0000000')).status).toBe(404);
    expect((await user.post(`/mapi/repairs/${unit!}/cancel`, {})).status).toBe(400);
    const [row] = await ctx.database.db.select().from(repairs).where(eq(repairs.repairNo, unit!));
    expect(row!.status).toBe('open');
  });
});
