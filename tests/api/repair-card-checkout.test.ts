import { eq, inArray, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, repairCartItems, repairRequests, repairs } from '../../src/server/db/schema/index.ts';
import { ZCheckoutConfirmation, type TCart } from '../../src/shared/contracts/repair-request.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { waitFor } from '../support/wait-for.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * The repair checkout with a card (issue 30 points 4 and 5): flat-rate and time-and-materials
 * units charged once in USD through the payment adapter, what each paid kept on its repair, the
 * same idempotency key answering the same confirmation, a declined card writing nothing.
 */
let portal: TTestPortal;
let user: TClient;

beforeAll(async () => {
  portal = await startTestPortal('repair-checkout-card', { trustProxy: true });
  user = createClient({ baseUrl: portal.url, ip: '10.68.0.1' });
  expect((await user.login(demo().nwUser)).status).toBe(200);
});

afterAll(async () => {
  await portal?.stop();
});

const future = () => `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
async function token(number: string): Promise<string> {
  const res = await user.post<{ token: string }>('/local-processor/v1/tokens', {
    number,
    exp: future(),
    cvc: '123',
    name: 'Dana Field',
  });
  expect(res.status).toBe(200);
  return res.body.content.token;
}

const address = { name: 'Northwind County Radio Shop', lines: ['100 Main St'], city: 'Springfield', postalCode: '62701', country: 'US' };
const unit = (serial: string, serviceType: string) => ({
  account_id: NORTHWIND_ASTRO,
  customer: { customerNumber: 'C1000001' },
  billing: address,
  shipping: address,
  endUser: null,
  device: { serial, symptoms: ['No audio'], encryption: 'none', fmApproval: false, ulApproval: false, serviceType },
  depot: { depot: 'SCH' },
  quotation: { estimateOption: 'repairUpTo' },
});
const checkout = (body: Record<string, unknown>) =>
  user.post('/mapi/repairs/cart/checkout', { account_id: NORTHWIND_ASTRO, agreeTerms: true, ...body });
const fieldIds = (res: TResponse) =>
  Object.fromEntries(((res.body.content as { fields?: { path: string; message: { id: string } }[] }).fields ?? []).map((f) => [f.path, f.message.id]));

describe('checkout with a card', () => {
  it('a declined card writes nothing and keeps the cart', async () => {
    expect((await user.post<TCart>('/mapi/repairs/cart', unit('481CKP0003', 'flatRate'))).status).toBe(200);
    const res = await checkout({ idempotencyKey: 'declined-1', cardToken: await token('4000000000000002') });
    expect(res.status).toBe(402);
    expect(Object.keys(fieldIds(res))).toEqual(['body.cardToken']);
    // Nothing written by a checkout (the seed's demo requests have no idempotency key).
    expect(await portal.database.db.select().from(repairRequests).where(isNotNull(repairRequests.idempotencyKey))).toEqual([]);
    expect(await portal.database.db.select().from(repairCartItems)).toHaveLength(1);
    await portal.database.db.delete(repairCartItems);
  });

  it('charges the flat rate and the evaluation fee once, keeps what each paid, answers the same confirmation again', async () => {
    await user.post('/mapi/repairs/cart', unit('481CKP0003', 'flatRate'));
    await user.post('/mapi/repairs/cart', unit('481CKP0001', 'timeAndMaterials'));
    await user.post('/mapi/repairs/cart', unit('481CKP0002', 'warranty'));
    const cardToken = await token('4242424242424242');
    const res = await checkout({ idempotencyKey: 'paid-1', cardToken });
    expect(res.status).toBe(200);
    const done = ZCheckoutConfirmation.parse(res.body.content);
    // APX 6500 flat rate $425 + APX 8000 evaluation fee $95.
    expect(done.totalCents).toBe(52_000);
    expect(done.payment).toEqual({ brand: 'visa', last4: '4242', amountCents: 52_000 });
    const numbers = done.requests.flatMap((r) => r.repairs.map((x) => x.repairNumber));
    const rows = await portal.database.db.select().from(repairs).where(inArray(repairs.repairNo, numbers)).orderBy(repairs.repairNo);
    expect(rows.map((r) => [r.serialIn, r.chargedCents])).toEqual([
      ['481CKP0003', 42_500],
      ['481CKP0001', 9_500],
      ['481CKP0002', 0],
    ]);
    const [payment] = await portal.database.db.select().from(payments).where(eq(payments.idempotencyKey, 'paid-1'));
    const [request] = await portal.database.db.select().from(repairRequests).where(eq(repairRequests.idempotencyKey, 'paid-1'));
    expect(request!.paymentId).toBe(payment!.id);

    const again = await checkout({ idempotencyKey: 'paid-1', cardToken });
    expect(again.status).toBe(200);
    expect(again.body.content).toEqual(res.body.content);
    expect(await portal.database.db.select().from(payments)).toHaveLength(2);
    expect(await portal.database.db.select().from(repairs).where(inArray(repairs.repairNo, numbers))).toHaveLength(3);
  });
});

// A second connection holds the cart row while the checkout charges the card: that takes PostgreSQL
// (PGlite runs one connection), so this runs in CI's PostgreSQL run.
describe.each(process.env.TEST_DATABASE_URL ? ['postgres'] : [])('checkout with a card, on %s', () => {
  it('refunds the card when the cart is emptied elsewhere (another tab) between the charge and the write', async () => {
    await portal.database.db.delete(repairCartItems);
    await user.post('/mapi/repairs/cart', unit('481CKP0003', 'flatRate'));
    const otherTab = new pg.Client({ connectionString: portal.config.databaseUrl });
    await otherTab.connect();
    try {
      await otherTab.query('begin');
      await otherTab.query('select id from repair_cart_items for update');
      const answer = checkout({ idempotencyKey: 'emptied-1', cardToken: await token('4242424242424242') });
      // The checkout has charged the card and waits for the row to write its requests.
      await waitFor('the checkout to wait for the cart row', async () => {
        const { rows } = await otherTab.query(
          "select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
        );
        return rows.length > 0 || undefined;
      });
      await otherTab.query('delete from repair_cart_items');
      await otherTab.query('commit');
      const res = await answer;
      expect(fieldIds(res)).toEqual({ body: 'RepairRequest.error.cartEmpty' });
      const [payment] = await portal.database.db.select().from(payments).where(eq(payments.idempotencyKey, 'emptied-1'));
      expect(payment).toMatchObject({ status: 'refunded', refundedCents: payment!.amountCents });
    } finally {
      await otherTab.end();
    }
  });
});
